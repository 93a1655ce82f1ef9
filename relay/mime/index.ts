export { DEFAULT_REWRITE_LIMITS, rewriteMessage } from './rewrite-message.js';
export type {
  PassReason,
  Placement,
  RelaySignature,
  RewriteDecision,
  RewriteLimits,
  RewriteOptions,
  RewriteResult,
  SignatureImage,
} from './types.js';
