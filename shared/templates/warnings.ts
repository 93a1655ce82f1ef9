import { z } from 'zod';
import { referencedImages } from '../rendering/html.js';
import { removedInSteps } from '../rendering/sanitize.js';
import { placeholdersOf } from '../rendering/template.js';
import { inTurns, nextTurn } from '../rendering/turns.js';
import { placeholderGroups } from '../profiles/placeholders.js';
import type { AssetService } from '../assets/service.js';
import type { ProfileService } from '../profiles/service.js';
import { translate } from '../i18n/catalogue.js';
import type { Language } from '../i18n/languages.js';
import { TEMPLATE_WARNING_MESSAGES } from './messages.js';

export const TemplateWarning = z
  .object({
    code: z.enum(['content_removed', 'unknown_placeholder', 'missing_image']),
    /** The element or attribute removed, the placeholder, or the image name. */
    item: z.string(),
    message: z.string(),
  })
  .meta({ id: 'TemplateWarning' });
export type TemplateWarning = z.infer<typeof TemplateWarning>;

/** Placeholder names (without braces) the editors offer this organisation: the only list of them is theirs. */
const offeredNames = (groups: ReturnType<typeof placeholderGroups>) =>
  new Set(groups.flatMap((g) => g.placeholders.map((p) => p.placeholder.replace(/^\{\{|\}\}$/g, ''))));

/**
 * What a body as sent would not deliver as written: what sanitising removes, placeholders this organisation does
 * not know (they render empty), `cid:` images with no uploaded asset. `prepared` is the body as stored; each warning
 * is said in `language`.
 */
export async function templateWarnings(
  services: { profiles: Pick<ProfileService, 'enabledFields'>; assets: Pick<AssetService, 'list'> },
  tenantId: string,
  raw: string,
  prepared: string,
  language: Language = 'en',
): Promise<TemplateWarning[]> {
  const say = (code: TemplateWarning['code'], values: Record<string, string | number>) =>
    translate(TEMPLATE_WARNING_MESSAGES, language, code, values);
  const [fields, assets] = await Promise.all([services.profiles.enabledFields(tenantId), services.assets.list(tenantId)]);
  const known = offeredNames(placeholderGroups(fields));
  const stored = new Set(assets.map((a) => a.name));
  // Each look at a body parses it: at the size limit, other requests are answered between them.
  const removed = await inTurns(removedInSteps(raw, prepared));
  await nextTurn();
  const placeholders = placeholdersOf(prepared);
  const images = referencedImages(prepared);
  return [
    ...removed.map(({ item, count }) => ({
      code: 'content_removed' as const,
      item,
      message: say('content_removed', { item, count }),
    })),
    ...placeholders
      .filter((name) => name !== '.' && !known.has(name))
      .map((name) => ({
        code: 'unknown_placeholder' as const,
        item: name,
        message: say('unknown_placeholder', { placeholder: `{{${name}}}` }),
      })),
    ...images
      .filter((name) => !stored.has(name))
      .map((name) => ({ code: 'missing_image' as const, item: name, message: say('missing_image', { image: `cid:${name}` }) })),
  ];
}
