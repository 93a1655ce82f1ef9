import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedMailbox } from '../../shared/directory/resolver.js';
import { SERVICE_PLACEHOLDERS } from '../../shared/rendering/placeholders.js';
import { SAMPLE_VCARD_URL } from '../../shared/rendering/view.js';
import { SERVICE_PLACEHOLDER } from '../../shared/rendering/vocabulary.js';
import { MailboxViews, type MailboxViewDeps } from '../../shared/signature/mailbox-view.js';
import { ok } from '../helpers/api.js';
import { startTestHost, type TestHost } from '../helpers/host.js';
import { solidPhoto } from '../helpers/photos.js';

/** The view of a mailbox, read from the real profile, photo and contact-card services (counted, not replaced). */

let host: TestHost;
let tenant: string;
let admin: string;
let views: MailboxViews;
const reads = { photos: [] as string[], cards: [] as string[] };
const ANN = 'ann.lee@fabrikam.test'; // has a photo and values
const BEN = 'ben.okafor@fabrikam.test'; // sends for the shared mailbox; his own values
const INFO = 'info@fabrikam.test'; // a shared mailbox

const mailbox = async (address: string) => (await host.services.resolver.resolve(tenant, address))!;
const saveValues = (email: string, values: Record<string, string | null>) =>
  ok(host.api(admin).PUT('/api/admin/profile-values/{email}', { params: { path: { email } }, body: { values } }));
const forget = () => {
  reads.photos.length = 0;
  reads.cards.length = 0;
};

beforeAll(async () => {
  host = await startTestHost();
  tenant = host.tenants[0];
  await host.onboard(tenant, 'view.admin@fabrikam.test');
  admin = await host.token({ tenant, user: 'view.admin@fabrikam.test' });
  for (const body of [
    { key: 'pronouns', label: 'Pronouns', type: 'text' as const },
    { key: 'secret', label: 'Internal note', type: 'text' as const },
  ])
    await ok(host.api(admin).POST('/api/admin/profile-fields', { body }));
  await saveValues(ANN, { pronouns: 'she/her', secret: 'ann-hidden' });
  await saveValues(BEN, { pronouns: 'he/him', secret: 'ben-hidden' });
  await saveValues(INFO, { pronouns: 'we/us' });
  await ok(
    host.api(admin).PUT('/api/admin/profile-fields/{key}', {
      params: { path: { key: 'secret' } },
      body: { label: 'Internal note', type: 'text', enabled: false },
    }),
  );
  await host.services.photos.upload(tenant, (await mailbox(ANN)).user.id, await solidPhoto('#d01c1c'));
  const { profiles, imports, photos, cards } = host.services;
  const deps: MailboxViewDeps = {
    profiles,
    imports,
    photos: { of: (t, id) => (reads.photos.push(id), photos.of(t, id)) },
    cards: { urlFor: (t, address) => (reads.cards.push(address), cards.urlFor(t, address)) },
  };
  views = new MailboxViews(deps);
});
afterAll(() => host.close());

describe('the view of a mailbox', () => {
  let ann: ResolvedMailbox;
  beforeAll(async () => {
    ann = await mailbox(ANN);
  });

  it("resolves each service placeholder from its source: the photo's two addresses, and the card as asked", async () => {
    const photo = (await host.services.photos.of(tenant, ann.user.id))!;
    const minted = await views.view(tenant, { mailbox: ann, sender: ann }, 'minted');
    expect(minted).toMatchObject({
      person: ann.user,
      sender: ann.user,
      custom: { pronouns: 'she/her' },
      [SERVICE_PLACEHOLDER.card]: await host.services.cards.urlFor(tenant, ann.primary),
      [SERVICE_PLACEHOLDER.photo]: photo.url,
      [SERVICE_PLACEHOLDER.roundPhoto]: photo.roundUrl,
    });
    expect((await views.view(tenant, { mailbox: ann, sender: ann }, 'sample'))[SERVICE_PLACEHOLDER.card]).toBe(SAMPLE_VCARD_URL);
    expect((await views.view(tenant, { mailbox: ann, sender: ann }, 'none'))[SERVICE_PLACEHOLDER.card]).toBeUndefined();
    expect(SERVICE_PLACEHOLDERS.map((p) => [p.name, p.source])).toEqual([
      ['vcardUrl', 'card'],
      ['photoUrl', 'photo'],
      ['photoRoundUrl', 'photo'],
    ]);
  });

  it('reads only the sources of the service placeholders the body names, each once', async () => {
    forget();
    const plain = await views.view(tenant, { mailbox: ann, sender: ann }, 'minted', ['displayName', 'custom.pronouns']);
    expect(reads).toEqual({ photos: [], cards: [] });
    expect(SERVICE_PLACEHOLDERS.map((p) => plain[p.name])).toEqual([undefined, undefined, undefined]);
    await views.view(tenant, { mailbox: ann, sender: ann }, 'minted', ['photoUrl', 'photoRoundUrl']);
    expect(reads).toEqual({ photos: [ann.user.id], cards: [] });
    forget();
    await views.view(tenant, { mailbox: ann, sender: ann }, 'minted', ['vcardUrl']);
    expect(reads).toEqual({ photos: [], cards: [ann.primary] });
  });

  it("shows a shared mailbox's own values and photo, with its sender's values and card for the sender placeholders", async () => {
    const [info, ben] = [await mailbox(INFO), await mailbox(BEN)];
    forget();
    const view = await views.view(tenant, { mailbox: info, sender: ben }, 'minted');
    expect(view).toMatchObject({
      person: info.user,
      custom: { pronouns: 'we/us' },
      sender: ben.user,
      senderCustom: { pronouns: 'he/him' },
    });
    expect(view[SERVICE_PLACEHOLDER.card]).toBe(await host.services.cards.urlFor(tenant, ben.primary));
    expect(view[SERVICE_PLACEHOLDER.photo]).toBeUndefined();
    expect(reads.photos).toEqual([info.user.id]);
  });

  it("lets the mailbox's values stand in for a sender who is not a mailbox, and mints no card then", async () => {
    forget();
    const view = await views.view(tenant, { mailbox: ann, sender: null }, 'minted');
    expect(view).toMatchObject({ person: ann.user, custom: { pronouns: 'she/her' }, senderCustom: { pronouns: 'she/her' } });
    expect(view.sender).toBeUndefined();
    expect(view[SERVICE_PLACEHOLDER.card]).toBeUndefined();
    expect(reads.cards).toEqual([]);
  });

  it('keeps a value of a disabled field hidden, for the mailbox and for the sender', async () => {
    const view = await views.view(tenant, { mailbox: ann, sender: await mailbox(BEN) }, 'sample');
    expect(view.custom).toEqual({ pronouns: 'she/her' });
    expect(view.senderCustom).toEqual({ pronouns: 'he/him' });
  });

  it("shows values given in place of the saved ones (a preview before saving), and the sender's as saved", async () => {
    const view = await views.view(tenant, { mailbox: ann, sender: ann, values: { pronouns: 'they/them' } }, 'none');
    expect([view.custom, view.senderCustom]).toEqual([{ pronouns: 'they/them' }, { pronouns: 'they/them' }]);
    const shared = await views.view(tenant, { mailbox: await mailbox(INFO), sender: await mailbox(BEN), values: {} }, 'none');
    expect([shared.custom, shared.senderCustom]).toEqual([{}, { pronouns: 'he/him' }]);
  });
});
