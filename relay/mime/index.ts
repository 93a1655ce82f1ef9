export { DEFAULT_REWRITE_LIMITS, rewriteMessage } from './rewrite-message.js';
export { NO_ROOT_HEADERS, type RootHeaders } from './root-headers.js';
export type {
  DecideSignature,
  PassReason,
  Placement,
  RelaySignature,
  ReopenableMessage,
  RewriteDecision,
  RewriteLimits,
  RewriteOptions,
  RewriteResult,
  SignatureChoice,
  SignatureImage,
} from './types.js';
