import { describe, expect, it } from 'vitest';
import { changeLogSubscriptions } from '../../shared/changelog/subscriptions.js';
import { DomainEvents, signatureChanges, type TemplatePublished } from '../../shared/events/bus.js';
import { signatureInvalidation } from '../../shared/signature/invalidation.js';

const published: TemplatePublished = {
  type: 'templatePublished',
  tenantId: 'tenant-a',
  actor: { actor: 'ann@fabrikam.test' },
  templateId: 't_abcdef',
  name: 'Standard',
  version: 3,
  source: 'rollback',
  fromVersion: 1,
  at: '2026-01-02T03:04:05.000Z',
  entryKey: 'key-1',
};

describe('domain events', () => {
  it('bumps the generation of the tenant for every change to what signatures show, and forgets resolutions on a state change', async () => {
    const events = new DomainEvents();
    const bumped: string[] = [];
    const forgotten: string[] = [];
    events.subscribe(
      signatureInvalidation({
        generations: { bump: async (t) => void bumped.push(t) },
        resolver: { forget: (t) => void forgotten.push(t) },
      }),
    );
    for (const type of signatureChanges) await events.emit(type === 'templatePublished' ? published : { type, tenantId: type });
    expect(bumped).toEqual(signatureChanges.map((t) => (t === 'templatePublished' ? 'tenant-a' : t)));
    expect(forgotten).toEqual(['tenantStateChanged']);
    await events.emit({ type: 'partnerSubscriptionChanged', partnerId: 'p' });
    expect(bumped).toHaveLength(signatureChanges.length);
  });

  it('logs a publish once under the key and time the publish decided', async () => {
    const events = new DomainEvents();
    const calls: unknown[][] = [];
    events.subscribe(changeLogSubscriptions({ record: async (...args) => (calls.push(args), 'id') }));
    await events.emit(published);
    expect(calls).toEqual([
      [
        'tenant-a',
        { actor: 'ann@fabrikam.test' },
        { scope: 'template', action: 'template.rolled_back', target: 'Standard', details: { id: 't_abcdef', version: 3, fromVersion: 1 } },
        { at: '2026-01-02T03:04:05.000Z', key: 'key-1' },
      ],
    ]);
  });

  it('runs handlers in subscription order and hands a failure to the emitter', async () => {
    const events = new DomainEvents();
    const order: string[] = [];
    events.on('rulesChanged', () => void order.push('first'));
    events.on('rulesChanged', () => {
      throw new Error('storage down');
    });
    events.on('rulesChanged', () => void order.push('never'));
    await expect(events.emit({ type: 'rulesChanged', tenantId: 't' })).rejects.toThrow('storage down');
    expect(order).toEqual(['first']);
  });
});
