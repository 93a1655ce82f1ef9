import { ClientSecretCredential } from '@azure/identity';
import type { Config } from '../config.js';
import type { Storage } from '../storage/storage.js';
import type { Platform, Wired } from '../wiring.js';
import { MailService } from './service.js';
import { GraphMailTransport, OutboxTransport, type MailTransport } from './transport.js';

/** The service's own mail (test e-mails, digests, invitations), through `transport` when a test gives one. */
export function wire({ config, storage, transport }: Pick<Platform, 'config' | 'storage'> & { transport?: MailTransport }): Wired<{
  mail: MailService;
}> {
  return { facade: { mail: new MailService(transport ?? mailTransportFor(config, storage)) } };
}

/** Graph `sendMail` as MAIL_SENDER when it is set (unavailable without a credential), else the outbox container. */
function mailTransportFor(config: Config, storage: Storage): MailTransport {
  if (!config.MAIL_SENDER) return new OutboxTransport(storage);
  const { MAIL_TENANT_ID: tenant, API_CLIENT_SECRET: secret } = config;
  const credential =
    tenant && secret ? new ClientSecretCredential(tenant, config.API_CLIENT_ID, secret, { authorityHost: config.IDP_AUTHORITY }) : null;
  return new GraphMailTransport({
    sender: config.MAIL_SENDER,
    baseUrl: config.GRAPH_BASE_URL,
    getToken: credential ? async () => (await credential.getToken(`${config.GRAPH_BASE_URL}/.default`)).token : null,
    waits: { tryTimeoutMs: config.MAIL_TRY_TIMEOUT_MS, deadlineMs: config.MAIL_DEADLINE_MS, maxRetries: config.MAIL_RETRIES },
  });
}
