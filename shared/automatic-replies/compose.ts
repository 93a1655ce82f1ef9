import type { AutomaticRepliesSetting } from '../directory/mailbox-settings.js';
import type { RenderingService } from '../rendering/service.js';
import type { ViewInput } from '../rendering/view.js';
import { pickVariant } from '../templates/language.js';
import type { Template } from '../templates/schemas.js';
import type { TemplateService } from '../templates/service.js';
import type { ReplyPreview } from './schemas.js';

/** An absence as the replies name it: when the person is back and whom to contact meanwhile. */
export interface Absence {
  start: string | null;
  end: string | null;
  contact: string | null;
}

/** The organisation's reply template: its published automatic-reply template changed last (null: none is published). */
export async function replyTemplate(templates: Pick<TemplateService, 'library' | 'get'>, tenantId: string): Promise<Template | null> {
  const { templates: all } = await templates.library(tenantId);
  const [latest] = all
    .filter((t) => t.kind === 'automatic-reply' && t.version > 0)
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
  return latest ? templates.get(tenantId, latest.id) : null;
}

/** `{{ooo.until}}`: the day the person is back, in their language (British English when it has no usable one). */
export function untilWords(end: string | null, language: string | null | undefined): string {
  if (!end) return '';
  const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(language || 'en-GB', options).format(new Date(end));
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(end));
  }
}

/**
 * Both replies of a person from the reply template: the internal one from its bodies, the external one from its
 * external bodies, each in the variant the person's preferred language picks (the recipients of an automatic reply
 * are not known when it is set, so the sender's language decides, as it does for a signature without recipients).
 */
export function composeReplies(rendering: RenderingService, template: Template, view: ViewInput, absence: Absence): ReplyPreview {
  const language = view.person.preferredLanguage;
  const filled: ViewInput = { ...view, ooo: { until: untilWords(absence.end, language), contact: absence.contact ?? '' } };
  const internal = pickVariant(
    { html: template.html ?? '', variants: template.variants, languageBy: template.languageBy },
    undefined,
    language,
  );
  const external = pickVariant(
    {
      html: template.external ?? template.html ?? '',
      variants: template.variants.flatMap((v) => (v.external === undefined ? [] : [{ language: v.language, html: v.external }])),
      languageBy: template.languageBy,
    },
    undefined,
    language,
  );
  return {
    internal: rendering.render(internal.html, filled).html,
    external: rendering.render(external.html, filled).html,
    language: external.language,
    templateId: template.id,
    version: template.version,
  };
}

/** Graph's time: the instant in UTC without its offset, with the zone named beside it. */
const graphTime = (iso: string) => ({ dateTime: new Date(iso).toISOString().slice(0, 19), timeZone: 'UTC' });

/** What is written to the mailbox: on until switched off, or between the dates (from now without a start). */
export function replySetting(absence: Absence, replies: ReplyPreview, now: Date): AutomaticRepliesSetting {
  const common = { externalAudience: 'all' as const, internalReplyMessage: replies.internal, externalReplyMessage: replies.external };
  if (!absence.end) return { status: 'alwaysEnabled', ...common };
  return {
    status: 'scheduled',
    ...common,
    scheduledStartDateTime: graphTime(absence.start ?? now.toISOString()),
    scheduledEndDateTime: graphTime(absence.end),
  };
}
