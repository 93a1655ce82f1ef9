import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import type { TemplateSummary } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { RuleCard, type MoveControl } from './RuleCard';
import { emptyDraft, moved, ruleTitle, type RuleDraft, type RulesWords } from './ruleDraft';
import { rulesMessages } from './rules.messages';
import type { useRulesEditor } from './useRulesEditor';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyle: 'none', margin: 0, padding: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** A rule's fields the API may name (`rules.<position>.<field>`), and the keys of their words beside a reason. */
const FIELD_WORDS = {
  name: 'fieldName',
  attribute: 'fieldAttribute',
  operator: 'fieldOperator',
  value: 'fieldValue',
  new: 'fieldNew',
  reply: 'fieldReply',
} as const satisfies Record<string, Parameters<RulesWords>[0]>;
const RULE_FIELDS = Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[];

interface Props {
  editor: ReturnType<typeof useRulesEditor>;
  templates: readonly TemplateSummary[];
}

/** The ordered rules: the first matching rule decides each role it names. */
export function RulesBuilder({ editor, templates }: Props) {
  const styles = useStyles();
  const t = useMessages(rulesMessages);
  const { drafts, setDrafts, save, reload, dirty } = editor;
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; control: MoveControl } | null>(null);
  const [saved, setSaved] = useState(false);

  // A reorder re-renders the list; the control the person used keeps the focus (or its neighbour, when disabled).
  useEffect(() => {
    if (!focusAfterMove) return;
    const card = document.querySelector(`[data-rule-key="${focusAfterMove.key}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.control}"]:not(:disabled)`);
    (wanted ?? card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const edit = (next: RuleDraft[]) => {
    setSaved(false);
    setDrafts(next);
  };
  const structural = (next: RuleDraft[]) => {
    // Field reasons name rules by position; after a structural change they would point at the wrong rule.
    save.reset();
    edit(next);
  };
  const move = (from: number, to: number, control?: MoveControl) => {
    if (to < 0 || to >= drafts.length || from === to) return;
    const rule = drafts[from];
    structural(moved(drafts, from, to));
    setAnnouncement(t('moved', { rule: ruleTitle(t, rule, from), position: to + 1, count: drafts.length }));
    if (control) setFocusAfterMove({ key: rule.key, control });
  };
  const refusal = save.error instanceof ApiRefusal ? save.error : null;
  const stale = refusal?.code === 'stale_rules';
  const errorOf = (index: number) => (field: (typeof RULE_FIELDS)[number]) => {
    const reason = refusal?.fields[`rules.${index}.${field}`];
    return reason ? `${t(FIELD_WORDS[field])}: ${reason}` : undefined;
  };
  const shownFields = drafts.flatMap((_, i) => RULE_FIELDS.map((f) => `rules.${i}.${f}`));

  return (
    <>
      <div aria-live="polite" className="visually-hidden" data-testid="reorder-announcement">
        {announcement}
      </div>
      {editor.query.isPending && <Spinner label={t('loading')} />}
      <ErrorMessage error={editor.query.error} title={t('notLoaded')} />
      {editor.loaded && drafts.length === 0 && <Text className={styles.muted}>{t('noRules')}</Text>}
      <ol className={styles.list} aria-label={t('listLabel')}>
        {drafts.map((d, i) => (
          <li key={d.key}>
            <RuleCard
              draft={d}
              index={i}
              count={drafts.length}
              templates={templates}
              isDropTarget={dragging !== null && over === i && dragging !== i}
              errorOf={errorOf(i)}
              onChange={(patch) => edit(drafts.map((x) => (x.key === d.key ? { ...x, ...patch } : x)))}
              onDelete={() => {
                structural(drafts.filter((x) => x.key !== d.key));
                setAnnouncement(t('deleted', { rule: ruleTitle(t, d, i) }));
              }}
              onMove={(to, control) => move(i, to, control)}
              onDragStart={() => setDragging(i)}
              onDragOver={() => setOver(i)}
              onDrop={() => dragging !== null && move(dragging, i)}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
            />
          </li>
        ))}
      </ol>
      {stale ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('staleTitle')}</MessageBarTitle>
            {t('staleText')}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>{t('reload')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <ErrorMessage error={save.error} shownFields={shownFields} title={t('notSaved')} />
      )}
      {saved && !dirty && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('saved')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button icon={<AddRegular />} onClick={() => structural([...drafts, emptyDraft()])} disabled={!editor.loaded}>
          {t('add')}
        </Button>
        <Button
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!dirty || save.isPending}
          onClick={() => save.mutate(drafts, { onSuccess: () => setSaved(true) })}
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
        {dirty && (
          <Button appearance="subtle" onClick={() => void reload()}>
            {t('discard')}
          </Button>
        )}
        {dirty && <Text className={styles.muted}>{t('unsaved')}</Text>}
      </div>
    </>
  );
}
