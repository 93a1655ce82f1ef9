import { Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ApiRefusal } from '../../api/refusal';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { SuccessNotice } from '../../components/SuccessNotice';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { outOfOfficeMessages } from './outOfOffice.messages';
import { dayStart, dayWords, useOutList, useSetSomeonesReplies, type OutList } from '../profile/queries';

type Person = OutList['people'][number];
type OutKey = keyof (typeof outOfOfficeMessages)['messages']['en'];

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  // Addresses have no spaces to break at: they break anywhere rather than run out of their column.
  wrap: { overflowWrap: 'anywhere' },
});

/** When a person's replies run, in words. */
const period = (t: Translate<OutKey>, p: Person) => {
  if (!p.end) return t('untilOff');
  return p.out ? t('backOnDay', { day: dayWords(p.end) }) : t('fromTo', { start: dayWords(p.start!), end: dayWords(p.end) });
};

/** Who is out of office (their replies on), and switching someone's replies on or off for them. */
export function OutOfOfficeTab() {
  const styles = useStyles();
  const t = useMessages(outOfOfficeMessages);
  const list = useOutList();
  const [adding, setAdding] = useState<{ email: string; end: string; contact: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const set = useSetSomeonesReplies({
    onSuccess: (_, { email, body }) => {
      setNotice(t(body.enabled ? 'repliesOn' : 'repliesOff', { email }));
      setAdding(null);
    },
  });
  const reason = (field: string, sentence: OutKey) => {
    const r = set.error instanceof ApiRefusal ? set.error.fields[field] : undefined;
    return r ? t(sentence, { reason: r }) : undefined;
  };

  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.error) return <ErrorMessage error={list.error} />;

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>{t('intro')}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.actions}>
        <Button
          appearance="primary"
          onClick={() => {
            set.reset();
            setAdding({ email: '', end: '', contact: '' });
          }}
        >
          {t('switchOnForSomeone')}
        </Button>
      </div>
      {!adding && <ErrorMessage error={set.error} title={t('notChanged')} />}
      <DataList
        label={t('peopleOut')}
        items={list.data.people}
        rowId={(p) => p.mailbox}
        rowTestId="out-row"
        empty={t('nobody')}
        columns={[
          {
            header: t('person'),
            className: styles.wrap,
            cell: (p) => (
              <>
                {p.displayName ?? p.mailbox}
                {p.displayName && (
                  <>
                    <br />
                    <Text size={200} className={styles.muted}>
                      {p.mailbox}
                    </Text>
                  </>
                )}
              </>
            ),
          },
          { header: t('status'), cell: (p) => (p.out ? t('outNow') : t('notYet')) },
          { header: t('when'), cell: (p) => period(t, p) },
          { header: t('contact'), className: styles.wrap, cell: (p) => p.contact ?? t('noneGiven') },
        ]}
        actions={(p) => (
          <Button
            size="small"
            disabled={set.isPending}
            onClick={() => set.mutate({ email: p.mailbox, body: { enabled: false } })}
            aria-label={t('switchOffOf', { email: p.mailbox })}
          >
            {t('switchOff')}
          </Button>
        )}
      />
      <FormDialog
        open={!!adding}
        title={t('dialogTitle')}
        submitLabel={t('switchOn')}
        pending={set.isPending}
        noValidate
        onSubmit={() =>
          adding &&
          set.mutate({
            email: adding.email.trim(),
            body: {
              enabled: true,
              ...(adding.end && { end: dayStart(adding.end) }),
              ...(adding.contact.trim() && { contact: adding.contact.trim() }),
            },
          })
        }
        onClose={() => setAdding(null)}
      >
        <div className={styles.form}>
          <Field label={t('theirEmail')} required validationMessage={reason('email', 'reasonEmail')}>
            <Input type="email" value={adding?.email ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, email: d.value })} />
          </Field>
          <Field label={t('backOn')} hint={t('backOnHint')} validationMessage={reason('end', 'reasonEnd')}>
            <Input type="date" value={adding?.end ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, end: d.value })} />
          </Field>
          <Field label={t('contactLabel')} validationMessage={reason('contact', 'reasonContact')}>
            <Input type="email" value={adding?.contact ?? ''} onChange={(_, d) => adding && setAdding({ ...adding, contact: d.value })} />
          </Field>
          <ErrorMessage error={set.error} shownFields={['email', 'end', 'contact']} />
        </div>
      </FormDialog>
    </div>
  );
}
