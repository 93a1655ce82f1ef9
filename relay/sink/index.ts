export { MAIL_SINK_DEFAULTS, startMailSink, type MailSinkOptions, type StartedMailSink } from './mail-sink.js';
