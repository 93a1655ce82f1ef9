import { useMessages } from '../../../i18n/useMessages';
import type { Block, ReplyAudience } from '../../../../../shared/designs/schema';
import { ChoiceField } from '../fields';
import { fieldsMessages } from '../fields.messages';

type Audience = ReplyAudience | 'both';

const AUDIENCE_KEYS = { both: 'bothReplies', internal: 'onlyColleagues', external: 'onlyOutside' } as const satisfies Record<
  Audience,
  string
>;

/** Of an out-of-office reply: which of its two replies the block is in. */
export function AudienceField({
  block,
  problem,
  onChange,
}: {
  block: Block;
  problem?: string;
  onChange(next: Block, field: string): void;
}) {
  const t = useMessages(fieldsMessages);
  return (
    <ChoiceField
      label={t('shownIn')}
      value={block.audience ?? 'both'}
      options={(Object.keys(AUDIENCE_KEYS) as Audience[]).map((value) => ({ value, label: t(AUDIENCE_KEYS[value]) }))}
      problem={problem}
      onChange={(v) => {
        const { audience: _left, ...rest } = block;
        onChange(v === 'both' ? (rest as Block) : { ...block, audience: v }, 'audience');
      }}
    />
  );
}
