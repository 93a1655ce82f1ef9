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

const OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;
const UNTIL = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** A formatter for the language and zone; British English and UTC stand in for a tag or zone Intl does not know. */
function untilFormat(language: string | null | undefined, timeZone: string): Intl.DateTimeFormat {
  for (const [tag, zone] of [
    [language || 'en-GB', timeZone],
    ['en-GB', timeZone],
    ['en-GB', 'UTC'],
  ] as const) {
    try {
      return new Intl.DateTimeFormat(tag, { ...UNTIL, timeZone: zone });
    } catch {
      // Not a tag or zone Intl knows: the next pair.
    }
  }
  return new Intl.DateTimeFormat('en-GB', { ...UNTIL, timeZone: 'UTC' });
}

/**
 * `{{ooo.until}}`: the day the person is back, in the reply's language (British English when it has no usable one).
 * The day is the person's: in the time zone of the offset their date was written with (the portal sends the local
 * midnight of the day picked, e.g. "+01:00", so a Monday does not read as the Sunday it still is in UTC).
 */
export function untilWords(end: string | null, language: string | null | undefined): string {
  if (!end) return '';
  const written = OFFSET.exec(end)?.[0];
  return untilFormat(language, !written || written === 'Z' ? 'UTC' : written).format(new Date(end));
}

/**
 * Both replies of a person from the reply template: the internal one from its bodies, the external one from its
 * external bodies, each in the variant the person's preferred language picks (the recipients of an automatic reply
 * are not known when it is set, so the sender's language decides, as it does for a signature without recipients).
 */
export function composeReplies(rendering: RenderingService, template: Template, view: ViewInput, absence: Absence): ReplyPreview {
  const preferred = view.person.preferredLanguage;
  const internal = pickVariant(
    { html: template.html ?? '', variants: template.variants, languageBy: template.languageBy },
    undefined,
    preferred,
  );
  const external = pickVariant(
    {
      html: template.external ?? template.html ?? '',
      variants: template.variants.flatMap((v) => (v.external === undefined ? [] : [{ language: v.language, html: v.external }])),
      languageBy: template.languageBy,
    },
    undefined,
    preferred,
  );
  // Each reply names the day in its own language: a variant's, or the person's for the default body.
  const filled = (language: string | null): ViewInput => ({
    ...view,
    ooo: { until: untilWords(absence.end, language ?? preferred), contact: absence.contact ?? '' },
  });
  return {
    internal: rendering.render(internal.html, filled(internal.language)).html,
    external: rendering.render(external.html, filled(external.language)).html,
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
