import { Button, Card, Field, Input, makeStyles, Select, Subtitle2, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { DragEvent, KeyboardEvent } from 'react';
import type { TemplateSummary } from '../../api/queries';
import { useMessages } from '../../i18n/useMessages';
import { ruleTitle, type RuleDraft } from './ruleDraft';
import { rulesMessages } from './rules.messages';
import { RuleValueInput } from './RuleValueInput';
import { TemplateSelect } from './TemplateSelect';
import { attributeLabel, ATTRIBUTES, operatorLabel, operatorsFor, type Attribute } from './vocabulary';
import { vocabularyMessages } from './vocabulary.messages';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dropTarget: { outline: `2px dashed ${tokens.colorBrandStroke1}` },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    // A long choice (a recipient test in words) is cut short in its box rather than pushing into the next column.
    '& > *': { minWidth: 0 },
    '& .fui-Select': { minWidth: 0 },
    '& .fui-Select__select': { minWidth: 0, textOverflow: 'ellipsis' },
  },
  handle: { cursor: 'grab' },
});

export type MoveControl = 'handle' | 'up' | 'down';

/** A rule's heading: its place in the order, then its title. */
const numbered = (position: number, title: string) => `${position}. ${title}`;

interface Props {
  draft: RuleDraft;
  index: number;
  count: number;
  templates: readonly TemplateSummary[];
  isDropTarget: boolean;
  /** The API's reason for one of this rule's fields, in words. */
  errorOf(field: 'name' | 'attribute' | 'operator' | 'value' | 'new' | 'reply'): string | undefined;
  onChange(patch: Partial<RuleDraft>): void;
  onDelete(): void;
  onMove(to: number, control: MoveControl): void;
  onDragStart(): void;
  onDragOver(): void;
  onDrop(): void;
  onDragEnd(): void;
}

/** One rule: its condition, the templates it gives, and the controls to reorder or delete it. */
export function RuleCard(p: Props) {
  const styles = useStyles();
  const t = useMessages(rulesMessages);
  const words = useMessages(vocabularyMessages);
  const { draft, index, count } = p;
  const title = ruleTitle(t, draft, index);

  const changeAttribute = (attribute: Attribute) => {
    const operators = operatorsFor(attribute);
    const operator = operators.includes(draft.operator) ? draft.operator : operators[0];
    p.onChange({ attribute, operator, ...(operator !== draft.operator ? { text: '', groupName: undefined } : {}) });
  };
  const onHandleKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' && index > 0) p.onMove(index - 1, 'handle');
    else if (e.key === 'ArrowDown' && index < count - 1) p.onMove(index + 1, 'handle');
    else return;
    e.preventDefault();
  };
  const dropZone = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      p.onDragOver();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      p.onDrop();
    },
  };

  return (
    <Card
      className={p.isDropTarget ? `${styles.card} ${styles.dropTarget}` : styles.card}
      data-rule-key={draft.key}
      data-testid="rule-card"
      {...dropZone}
    >
      <div className={styles.header}>
        <Button
          className={styles.handle}
          appearance="subtle"
          icon={<ReOrderDotsVerticalRegular />}
          draggable
          data-move="handle"
          aria-label={t('reorder', { rule: title, position: index + 1, count })}
          onKeyDown={onHandleKey}
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', draft.key);
            p.onDragStart();
          }}
          onDragEnd={p.onDragEnd}
        />
        <Subtitle2 as="h3" className={styles.title}>
          {numbered(index + 1, title)}
        </Subtitle2>
        <Button
          appearance="subtle"
          icon={<ArrowUpRegular />}
          data-move="up"
          disabled={index === 0}
          onClick={() => p.onMove(index - 1, 'up')}
          aria-label={t('moveUp', { rule: title })}
        />
        <Button
          appearance="subtle"
          icon={<ArrowDownRegular />}
          data-move="down"
          disabled={index === count - 1}
          onClick={() => p.onMove(index + 1, 'down')}
          aria-label={t('moveDown', { rule: title })}
        />
        <Button appearance="subtle" icon={<DeleteRegular />} onClick={p.onDelete} aria-label={t('delete', { rule: title })} />
      </div>
      <div className={styles.grid}>
        <Field label={t('ruleName')} validationMessage={p.errorOf('name')} validationState={p.errorOf('name') ? 'error' : 'none'}>
          <Input
            value={draft.name}
            placeholder={t('untitled', { position: index + 1 })}
            onChange={(_, d) => p.onChange({ name: d.value })}
          />
        </Field>
        <Field
          label={t('fieldAttribute')}
          validationMessage={p.errorOf('attribute')}
          validationState={p.errorOf('attribute') ? 'error' : 'none'}
        >
          <Select value={draft.attribute} onChange={(_, d) => changeAttribute(d.value as Attribute)}>
            {ATTRIBUTES.map((a) => (
              <option key={a} value={a}>
                {attributeLabel(words, a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('fieldOperator')}
          validationMessage={p.errorOf('operator')}
          validationState={p.errorOf('operator') ? 'error' : 'none'}
        >
          <Select value={draft.operator} onChange={(_, d) => p.onChange({ operator: d.value as RuleDraft['operator'] })}>
            {operatorsFor(draft.attribute).map((o) => (
              <option key={o} value={o}>
                {operatorLabel(words, o)}
              </option>
            ))}
          </Select>
        </Field>
        <RuleValueInput draft={draft} error={p.errorOf('value')} onChange={p.onChange} />
        <TemplateSelect
          label={t('fieldNew')}
          value={draft.new}
          templates={p.templates}
          noneLabel={t('none')}
          error={p.errorOf('new')}
          onChange={(id) => p.onChange({ new: id })}
        />
        <TemplateSelect
          label={t('templateReply')}
          value={draft.reply}
          templates={p.templates}
          noneLabel={t('none')}
          error={p.errorOf('reply')}
          onChange={(id) => p.onChange({ reply: id })}
        />
        <Field label={t('threadReplies')}>
          <Select
            value={draft.threadSignature ?? ''}
            onChange={(_, d) => p.onChange({ threadSignature: (d.value || undefined) as RuleDraft['threadSignature'] })}
          >
            <option value="">{t('threadOrganisation')}</option>
            <option value="every">{t('threadEvery')}</option>
            <option value="oncePerThread">{t('threadOnce')}</option>
          </Select>
        </Field>
      </div>
    </Card>
  );
}
