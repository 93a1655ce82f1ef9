import { Field, Input, makeStyles, Select, Switch, Textarea, tokens } from '@fluentui/react-components';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import {
  attributeLabel,
  ATTRIBUTES,
  operatorLabel,
  operatorsFor,
  takesList,
  takesValue,
  type Attribute,
  type Operator,
} from '../assignment/vocabulary';
import { BlockPreview } from './BlockPreview';
import { type Kind } from './blockWords';
import { blocksMessages } from './blocks.messages';
import { vocabularyMessages } from '../assignment/vocabulary.messages';
import { commonMessages } from '../../i18n/common.messages';
import { useMessages } from '../../i18n/useMessages';

export interface Draft {
  name: string;
  html: string;
  active: boolean;
  position: 'above' | 'below';
  /** `datetime-local` values (the person's local time); empty for none. */
  startsAt: string;
  endsAt: string;
  everyone: boolean;
  attribute: Attribute;
  operator: Operator;
  value: string;
}

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  // Fluent's inputs have a minimum width of their own; in a row of three they share the dialog's width instead.
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    // A field with a hint under it must not stretch its neighbours' boxes taller.
    alignItems: 'start',
    '& .fui-Input': { minWidth: 0 },
  },
});

/** Who sees the block, as the audience menu offers it: everyone, by the recipients' side, or by a condition. */
type AudienceChoice = 'everyone' | 'external' | 'internal' | 'some';
const choiceOf = (d: Draft): AudienceChoice =>
  d.everyone ? 'everyone' : d.operator === 'anyExternal' ? 'external' : d.operator === 'allInternal' ? 'internal' : 'some';
const choose = (d: Draft, choice: AudienceChoice): Draft => {
  if (choice === 'everyone') return { ...d, everyone: true };
  if (choice === 'external' || choice === 'internal')
    return { ...d, everyone: false, attribute: 'recipients', operator: choice === 'external' ? 'anyExternal' : 'allInternal' };
  return { ...d, everyone: false, attribute: 'department', operator: 'equals' };
};
/** In the condition row, the recipients' inside and outside tests are left to the menu above. */
const conditionOperators = (attribute: Attribute) => operatorsFor(attribute).filter((o) => o !== 'anyExternal' && o !== 'allInternal');

const SHOWN = ['name', 'html', 'startsAt', 'endsAt', 'audience', 'audience.operator', 'audience.value', 'audience.attribute', 'position'];

interface Props {
  kind: Kind;
  open: boolean;
  editing: boolean;
  draft: Draft;
  pending: boolean;
  error: unknown;
  onChange(draft: Draft): void;
  onSubmit(): void;
  onClose(): void;
}

/** Create or change a banner or footer: its HTML, switch, dates and place (banners), audience, and a live preview. */
export function BlockDialog({ kind, open, editing, draft, pending, error, onChange, onSubmit, onClose }: Props) {
  const styles = useStyles();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => onChange({ ...draft, [key]: value });
  const t = useMessages(blocksMessages);
  const common = useMessages(commonMessages);
  const vocabulary = useMessages(vocabularyMessages);
  const audienceError = fieldError(error, 'audience') ?? fieldError(error, 'audience.value') ?? fieldError(error, 'audience.operator');
  return (
    <FormDialog
      open={open}
      title={editing ? t('changeOne', { kind }) : t('newOne', { kind })}
      submitLabel={editing ? common('save') : t('createOne', { kind })}
      pending={pending}
      noValidate
      contentClassName={styles.content}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Field label={t('headName')} required validationMessage={fieldError(error, 'name')}>
        <Input value={draft.name} onChange={(_, d) => set('name', d.value)} />
      </Field>
      <Field label={t('html')} required hint={t('htmlHint')} validationMessage={fieldError(error, 'html')}>
        <Textarea value={draft.html} onChange={(_, d) => set('html', d.value)} resize="vertical" rows={4} />
      </Field>
      <Switch label={t('switchedOn')} checked={draft.active} onChange={(_, d) => set('active', d.checked)} />
      {kind === 'banners' && (
        <div className={styles.row}>
          <Field label={t('headPlace')}>
            <Select value={draft.position} onChange={(_, d) => set('position', d.value as Draft['position'])}>
              <option value="above">{t('above')}</option>
              <option value="below">{t('below')}</option>
            </Select>
          </Field>
          <Field label={t('starts')} validationMessage={fieldError(error, 'startsAt')}>
            <Input type="datetime-local" value={draft.startsAt} onChange={(_, d) => set('startsAt', d.value)} />
          </Field>
          <Field label={t('ends')} validationMessage={fieldError(error, 'endsAt')}>
            <Input type="datetime-local" value={draft.endsAt} onChange={(_, d) => set('endsAt', d.value)} />
          </Field>
        </div>
      )}
      <Field label={t('headAudience')} validationMessage={choiceOf(draft) === 'some' ? undefined : audienceError}>
        <Select value={choiceOf(draft)} onChange={(_, d) => onChange(choose(draft, d.value as AudienceChoice))}>
          <option value="everyone">{t('everyone')}</option>
          <option value="external">{t('onlyExternal')}</option>
          <option value="internal">{t('onlyInternal')}</option>
          <option value="some">{t('some')}</option>
        </Select>
      </Field>
      {choiceOf(draft) === 'some' && (
        <div className={styles.row}>
          <Field label={t('attribute')}>
            <Select
              value={draft.attribute}
              onChange={(_, d) =>
                onChange({
                  ...draft,
                  attribute: d.value as Attribute,
                  operator: conditionOperators(d.value as Attribute)[0],
                })
              }
            >
              {ATTRIBUTES.filter((a) => a !== 'group').map((a) => (
                <option key={a} value={a}>
                  {attributeLabel(vocabulary, a)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('test')}>
            <Select value={draft.operator} onChange={(_, d) => set('operator', d.value as Operator)}>
              {conditionOperators(draft.attribute).map((o) => (
                <option key={o} value={o}>
                  {operatorLabel(vocabulary, o)}
                </option>
              ))}
            </Select>
          </Field>
          {takesValue(draft.operator) && (
            <Field
              label={draft.operator === 'anyInDomains' ? t('domains') : draft.operator === 'anyInCountries' ? t('countries') : t('value')}
              hint={takesList(draft.operator) ? t('commas') : undefined}
              validationMessage={audienceError}
            >
              <Input value={draft.value} onChange={(_, d) => set('value', d.value)} />
            </Field>
          )}
        </div>
      )}
      <ErrorMessage error={error} shownFields={SHOWN} />
      {draft.html.trim() && <BlockPreview html={draft.html} position={kind === 'banners' ? draft.position : 'below'} />}
    </FormDialog>
  );
}
