import { describe, expect, it } from 'vitest';
import { STARTER_HTML } from '../../portal/src/pages/library/starter.js';
import { placeholderGroups } from '../../shared/profiles/placeholders.js';
import { DIRECTORY_PLACEHOLDERS, SERVICE_PLACEHOLDERS, serviceValues } from '../../shared/rendering/placeholders.js';
import { sanitizeSignatureHtml } from '../../shared/rendering/sanitize.js';
import { normaliseTemplate, renderTemplate } from '../../shared/rendering/template.js';
import { buildView, SAMPLE_PERSON, SAMPLE_VCARD_URL, sampleView } from '../../shared/rendering/view.js';
import { SERVICE_PLACEHOLDER } from '../../shared/rendering/vocabulary.js';
import { templateWarnings } from '../../shared/templates/warnings.js';
import type { Services } from '../../shared/services.js';
import { expectEvery } from '../helpers/expect-every.js';

/** An organisation with no profile fields and no images: the warnings a body raises by itself. */
const noFields = { profiles: { enabledFields: async () => [] }, assets: { list: async () => [] } } as unknown as Pick<
  Services,
  'profiles' | 'assets'
>;
const warningsOf = (html: string) =>
  templateWarnings(noFields, 't', html, normaliseTemplate(sanitizeSignatureHtml(normaliseTemplate(html))));

describe('placeholders', () => {
  it('the new-template starter uses only placeholders the editor knows, and raises no warning', async () => {
    expect(await warningsOf(STARTER_HTML)).toEqual([]);
  });

  it('warns about a name the editor does not offer, and that name does render empty, in the sample preview too', async () => {
    expect((await warningsOf('<p>{{mail}}</p>')).map((w) => [w.code, w.item])).toEqual([['unknown_placeholder', 'mail']]);
    expect(renderTemplate('<p>[{{mail}}]</p>', buildView({ person: SAMPLE_PERSON }))).toBe('<p>[]</p>');
  });

  it('says each warning in the language asked for, English by default', async () => {
    const html = '<p>{{mail}}<script>x</script><script>y</script><img src="cid:logo" alt="Logo" width="10" height="10"></p>';
    const prepared = normaliseTemplate(sanitizeSignatureHtml(normaliseTemplate(html)));
    const said = async (language?: 'de' | 'fr') =>
      Object.fromEntries((await templateWarnings(noFields, 't', html, prepared, language)).map((w) => [w.code, w.message]));
    expect(await said()).toEqual({
      content_removed: '<script> was removed (2 times): signatures may not contain it',
      unknown_placeholder: '{{mail}} is not a known placeholder; it renders empty',
      missing_image: 'cid:logo names no uploaded image; it will not show',
    });
    expect(await said('de')).toEqual({
      content_removed: '<script> wurde entfernt (2-mal): Signaturen dürfen das nicht enthalten',
      unknown_placeholder: '{{mail}} ist kein bekannter Platzhalter und bleibt leer',
      missing_image: 'cid:logo verweist auf kein hochgeladenes Bild und wird nicht angezeigt',
    });
    expect((await said('fr')).unknown_placeholder).toBe('{{mail}} n’est pas un espace réservé connu ; il restera vide');
  });

  it('resolves exactly the directory names the editor offers, for the person and for the sender', () => {
    const view = buildView({ person: SAMPLE_PERSON });
    const offered = placeholderGroups([])
      .slice(0, 2)
      .flatMap((g) => g.placeholders.map((p) => p.placeholder.replace(/^\{\{|\}\}$/g, '')));
    const resolved = [
      ...Object.keys(view).filter((k) => !['custom', 'sender', 'ooo', ...SERVICE_PLACEHOLDERS.map((p) => p.name)].includes(k)),
      ...Object.keys(view.sender)
        .filter((k) => k !== 'custom')
        .map((k) => `sender.${k}`),
    ];
    expect(resolved.sort()).toEqual(offered.sort());
    const byName: Record<string, unknown> = view;
    expect(byName.email).toBe(SAMPLE_PERSON.mail);
    expect(byName.businessPhone).toBe(SAMPLE_PERSON.businessPhones![0]);
    expectEvery(
      DIRECTORY_PLACEHOLDERS.filter((p) => p.name !== 'state'),
      (p) => byName[p.name],
    );
  });

  it('lists each service placeholder once, under the name the vocabulary gives it, offered to the editors', () => {
    expect(SERVICE_PLACEHOLDERS.map((p) => p.name).sort()).toEqual(Object.values(SERVICE_PLACEHOLDER).sort());
    const offered = placeholderGroups([]).flatMap((g) => g.placeholders.map((p) => p.placeholder));
    expect(SERVICE_PLACEHOLDERS.filter((p) => !offered.includes(`{{${p.name}}}`))).toEqual([]);
  });

  it('fills each service placeholder from its source, and leaves it empty (its section out) without one', () => {
    const photo = { url: 'https://signatures.example/photos/a-192.jpg', roundUrl: 'https://signatures.example/photos/a-round.png' };
    expect(serviceValues({ card: 'https://signatures.example/vcf/a.b.vcf', photo })).toEqual({
      vcardUrl: 'https://signatures.example/vcf/a.b.vcf',
      photoUrl: photo.url,
      photoRoundUrl: photo.roundUrl,
    });
    const none = buildView({ person: SAMPLE_PERSON, ...serviceValues({ photo: null }) });
    expect([none.vcardUrl, none.photoUrl, none.photoRoundUrl]).toEqual(['', '', '']);
    expect(renderTemplate('[{{#photoUrl}}<img src="{{photoUrl}}">{{/photoUrl}}]', none)).toBe('[]');
  });

  it('gives sample previews the sample contact card and no photo', () => {
    const view = buildView(sampleView());
    expect([view.vcardUrl, view.photoUrl, view.photoRoundUrl]).toEqual([SAMPLE_VCARD_URL, '', '']);
  });
});
