import { z } from 'zod';
import type { Decision } from '../rules/evaluate.js';

/** DESIGN §15: `every` reply carries the full signature, or only the first in a thread (`oncePerThread`). */
export const ThreadSignature = z.enum(['every', 'oncePerThread']);
export type ThreadSignature = z.infer<typeof ThreadSignature>;

/** Who set how a mailbox's replies are signed in a thread: the rule that chose its reply template, or the organisation. */
export type ThreadDecidedBy = { kind: 'rule'; ruleId: string; name: string } | { kind: 'organisation' };

/**
 * The thread setting for a mailbox's replies: that of the rule which chose its reply template, when the rule sets
 * one; else the organisation's (a role default has none of its own).
 */
export function threadSettingFor(
  reply: Decision,
  rules: readonly { id: string; threadSignature?: ThreadSignature }[],
  organisation: ThreadSignature,
): { signature: ThreadSignature; decidedBy: ThreadDecidedBy } {
  if (reply.decidedBy.kind === 'rule') {
    const { ruleId, name } = reply.decidedBy;
    const own = rules.find((r) => r.id === ruleId)?.threadSignature;
    if (own) return { signature: own, decidedBy: { kind: 'rule', ruleId, name } };
  }
  return { signature: organisation, decidedBy: { kind: 'organisation' } };
}
