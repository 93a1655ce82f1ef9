import { Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { OutlookStandin, RecipientField, StandinRecipient } from '../../../../addin/src/standin/outlook';
import { composeDocument, displayBody } from './bodyHtml';
import { type ComposeKind } from './words';
import { sampleSubject } from './sampleMail';
import { sampleMailMessages } from './sampleMail.messages';
import { useMessages } from '../../i18n/useMessages';
import { composeMessages } from './compose.messages';

/** How an address field reads while empty: an example of addresses, as Outlook separates them. */
const RECIPIENTS_EXAMPLE = 'name@example.com; …';

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
  // A frame of fixed height that scrolls, as Outlook's compose body does: the portal cannot measure a frame that
  // shares nothing with it (docs/decisions.md, "Security: headers").
  body: {
    display: 'block',
    width: '100%',
    height: '20rem',
    border: 'none',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: '#ffffff',
  },
  attachments: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
});

export interface Sender {
  mail: string;
  displayName: string;
}

/** A sender as the From list shows them: name and address. */
const senderLine = (s: Sender) => `${s.displayName} <${s.mail}>`;

const shown = (r: StandinRecipient) =>
  r.displayName && r.displayName !== r.emailAddress ? `${r.displayName} <${r.emailAddress}>` : r.emailAddress;

/**
 * The entries typed so far that Outlook would have resolved: every one followed by `;` or `,`, and the last one too
 * once the person leaves the field or presses Enter (Outlook adds a recipient then, not at each key).
 */
function resolvedEntries(text: string, final: boolean): string[] {
  const parts = text.split(/[;,]/);
  const trimmed = text.trimEnd();
  const open = !final && !trimmed.endsWith(';') && !trimmed.endsWith(',');
  return (open ? parts.slice(0, -1) : parts).map((p) => p.trim()).filter((p) => p.includes('@'));
}

/** A recipient field as the person types in it; each change of its resolved addresses raises Outlook's event. */
function RecipientsInput({ standin, field, label }: { standin: OutlookStandin; field: RecipientField; label: string }) {
  const [text, setText] = useState(() => standin.item.recipients[field].map((r) => `${shown(r)}; `).join(''));
  const commit = (value: string, final: boolean) => void standin.changeRecipients(field, resolvedEntries(value, final));
  return (
    <Field label={label}>
      <Input
        value={text}
        placeholder={RECIPIENTS_EXAMPLE}
        onChange={(_, d) => {
          setText(d.value);
          commit(d.value, false);
        }}
        onBlur={() => commit(text, true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(text, true);
        }}
      />
    </Field>
  );
}

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
  const t = useMessages(composeMessages);
  const sample = useMessages(sampleMailMessages);
  const subject = sampleSubject(kind, sample);
  const item = standin.item;
  const meeting = item.itemType === 'appointment';
  const inline = item.attachments.filter((a) => a.isInline);
  return (
    <section className={styles.window} aria-label={t('window')} data-testid="compose-window">
      <div className={styles.title}>{kind === 'new' ? t('kind_new') : kind === 'meeting' ? t('newMeeting') : subject}</div>
      <div className={styles.fields}>
        {meeting ? (
          <Field label={t('organiser')}>
            <Input readOnly value={item.from} />
          </Field>
        ) : (
          <Field label={t('from')}>
            <Select value={item.from} onChange={(_, d) => onFrom(d.value)}>
              {senders.map((s) => (
                <option key={s.mail} value={s.mail}>
                  {senderLine(s)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {meeting ? (
          <Field label={t('attendees')}>
            <Input readOnly value="Alex Wilber; Lena Vogel" />
          </Field>
        ) : (
          <>
            <RecipientsInput key={`to-${item.id}`} standin={standin} field="to" label={t('to')} />
            <RecipientsInput key={`cc-${item.id}`} standin={standin} field="cc" label={t('cc')} />
          </>
        )}
        <Field label={meeting ? t('meetingTitle') : t('subject')}>
          <Input readOnly value={subject} />
        </Field>
      </div>
      {/* The body, the signature in it, in a frame that runs no script and has an origin of its own. */}
      <iframe
        className={styles.body}
        title={t('body')}
        sandbox=""
        srcDoc={composeDocument(displayBody(standin.bodyHtml(), item.attachments), dark)}
        data-testid="compose-body"
      />
      <Text className={styles.attachments} size={200}>
        {inline.length ? t('inlineImages', { names: inline.map((a) => a.name).join(', ') }) : t('noInlineImages')}
      </Text>
      <Text className={styles.attachments} size={200} data-testid="compose-headers">
        {item.headers.size
          ? t('headers', { headers: [...item.headers].map(([name, value]) => `${name}: ${value}`).join('; ') })
          : t('noHeaders')}
      </Text>
    </section>
  );
}
