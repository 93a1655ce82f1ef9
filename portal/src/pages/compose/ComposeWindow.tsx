import { Field, Input, makeStyles, mergeClasses, Select, Text, tokens } from '@fluentui/react-components';
import type { OutlookStandin } from '../../../../addin/src/standin/outlook';
import { displayBody } from './bodyHtml';
import { COMPOSE_KINDS, type ComposeKind } from './words';

const useStyles = makeStyles({
  window: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    overflow: 'hidden',
    width: '100%',
  },
  title: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM },
  body: {
    padding: tokens.spacingHorizontalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    minHeight: '16rem',
    overflowWrap: 'anywhere',
    fontFamily: 'Aptos, Calibri, "Segoe UI", Arial, sans-serif',
    fontSize: '14px',
    '& img': { maxWidth: '100%', height: 'auto' },
    '& table': { maxWidth: '100%' },
    '& #divRplyFwdMsg': { color: tokens.colorNeutralForeground2 },
  },
  // Outlook's dark mode turns the message's colours round and leaves pictures as they are.
  darkBody: {
    backgroundColor: '#ffffff',
    color: '#242424',
    filter: 'invert(1) hue-rotate(180deg)',
    '& img': { filter: 'invert(1) hue-rotate(180deg)' },
  },
  attachments: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
});

export interface Sender {
  mail: string;
  displayName: string;
}

const TO: Record<ComposeKind, string> = {
  new: 'Alex Wilber; Lena Vogel',
  reply: 'Alex Wilber',
  replyAll: 'Alex Wilber; Lena Vogel; Raj Mehta',
  forward: '',
  meeting: 'Alex Wilber; Lena Vogel',
};

/** A compose window as Outlook draws one: From, To, Subject, then the body with the signature where Outlook puts it. */
export function ComposeWindow({
  standin,
  kind,
  senders,
  onFrom,
  dark,
}: {
  standin: OutlookStandin;
  kind: ComposeKind;
  senders: Sender[];
  onFrom: (address: string) => void;
  dark: boolean;
}) {
  const styles = useStyles();
  const item = standin.item;
  const meeting = item.itemType === 'appointment';
  const inline = item.attachments.filter((a) => a.isInline);
  return (
    <section className={styles.window} aria-label="Compose window" data-testid="compose-window">
      <div className={styles.title}>{COMPOSE_KINDS[kind].title}</div>
      <div className={styles.fields}>
        {meeting ? (
          <Field label="Organiser">
            <Input readOnly value={item.from} />
          </Field>
        ) : (
          <Field label="From">
            <Select value={item.from} onChange={(_, d) => onFrom(d.value)}>
              {senders.map((s) => (
                <option key={s.mail} value={s.mail}>
                  {s.displayName} &lt;{s.mail}&gt;
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={meeting ? 'Attendees' : 'To'}>
          <Input readOnly value={TO[kind]} />
        </Field>
        <Field label={meeting ? 'Title' : 'Subject'}>
          <Input
            readOnly
            value={meeting ? 'Launch planning' : COMPOSE_KINDS[kind].title.replace(/^New message$/, 'Plans for the launch')}
          />
        </Field>
      </div>
      <div
        className={mergeClasses(styles.body, dark && styles.darkBody)}
        role="document"
        aria-label="Message body"
        data-testid="compose-body"
        dangerouslySetInnerHTML={{ __html: displayBody(standin.bodyHtml(), item.attachments) }}
      />
      <Text className={styles.attachments} size={200}>
        {inline.length ? `Inline images: ${inline.map((a) => a.name).join(', ')}` : 'No inline images'}
      </Text>
    </section>
  );
}
