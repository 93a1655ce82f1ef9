import type { KeyPrincipal } from './principal.js';

/** The key steps of the request pipeline (DESIGN §3); the apikeys feature implements them. */
export interface KeyAuthenticator {
  /** 2,000 a minute per calling address, for any request presenting a key (valid or not). 429 beyond. */
  limitAddress(address: string): Promise<void>;
  /** 401 `invalid_key` / `key_expired`. */
  authenticate(secret: string): Promise<KeyPrincipal>;
  /** 600 a minute per key. 429 beyond. */
  limitKey(keyId: string): Promise<void>;
  /** Last used, to the nearest hour; writes at most once per key per hour. */
  noteUse(principal: KeyPrincipal): Promise<void>;
}
