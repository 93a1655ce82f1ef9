import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Webhook secrets at rest. Unlike an API key (kept as a SHA-256 of its secret, since the service only compares), a
 * webhook's secret is needed itself to sign each delivery, so it is kept encrypted: AES-256-GCM under a key derived
 * from `SIGNING_SECRET` (a Key Vault secret in Azure), bound to the organisation and the webhook (as associated data),
 * so a row copied to another webhook or organisation does not decrypt.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = createHash('sha256').update(`webhook-secret|${signingSecret}`).digest();
  }

  /** A new secret, as the Admin copies it. */
  static fresh(): string {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  }

  seal(tenantId: string, webhookId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`${tenantId}|${webhookId}`));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, sealed, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  open(tenantId: string, webhookId: string, sealed: string): string {
    const [version, iv, data, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || !data || !tag) throw new Error('unreadable webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${tenantId}|${webhookId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** `X-Signature-Webhook`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
