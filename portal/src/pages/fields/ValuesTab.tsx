import { Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { SuccessNotice } from '../../components/SuccessNotice';
import { when } from '../../format';
import { ColleagueDialog } from './ColleagueDialog';
import { useColleagueValues, type ColleagueValues } from './queries';
import { useCardListStyles } from './cardListStyles';
import { useMessages } from '../../i18n/useMessages';
import { fieldsMessages } from './fields.messages';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  values: { margin: 0, paddingLeft: 0, listStyleType: 'none', overflowWrap: 'anywhere' },
  name: { margin: 0, overflowWrap: 'anywhere' },
});

/** Every colleague with stored values, how many of the fields each completed, and editing one colleague's values. */
export function ValuesTab() {
  const styles = useStyles();
  const t = useMessages(fieldsMessages);
  const cards = useCardListStyles();
  const values = useColleagueValues();
  // The colleague stays set while the dialog closes, so its title does not change during the closing animation.
  const [editing, setEditing] = useState<{ colleague: ColleagueValues | null; open: boolean }>({ colleague: null, open: false });
  const [notice, setNotice] = useState<string | null>(null);

  if (values.isPending) return <Spinner label={t('loadingValues')} />;
  if (values.error) return <ErrorMessage error={values.error} />;
  // Every page carries the enabled fields; the first page's are the ones to offer.
  const fields = values.data.pages[0].fields;
  const mailboxes = values.data.pages.flatMap((p) => p.mailboxes);

  return (
    <div className={cards.tab}>
      <Text className={cards.muted}>{t('valuesIntro')}</Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <div className={styles.actions}>
        <Button appearance="primary" disabled={fields.length === 0} onClick={() => setEditing({ colleague: null, open: true })}>
          {t('enterValues')}
        </Button>
        {fields.length === 0 && <Text className={cards.muted}>{t('noneOn')}</Text>}
      </div>
      {mailboxes.length === 0 ? (
        <Text>{t('noColleagues')}</Text>
      ) : (
        <ul className={cards.list} aria-label={t('tabValues')}>
          {mailboxes.map((m) => (
            <li key={m.address} className={cards.item} data-testid="colleague-row">
              <div className={cards.info}>
                <div className={cards.title}>
                  <Text as="h3" size={400} weight="semibold" className={styles.name}>
                    {m.address}
                  </Text>
                  <Badge appearance="tint" color={m.completed === fields.length ? 'success' : 'informative'}>
                    {t('filledIn', { done: m.completed, total: fields.length })}
                  </Badge>
                </div>
                <ul className={styles.values}>
                  {fields
                    .filter((f) => m.values[f.key] !== undefined)
                    .map((f) => (
                      <li key={f.key}>
                        <span className={cards.muted}>{t('labelColon', { label: f.label })}</span> {m.values[f.key]}
                      </li>
                    ))}
                </ul>
                <Text size={200} className={cards.muted}>
                  {t('lastChanged', { when: when(m.updatedAt), who: m.updatedBy })}
                </Text>
              </div>
              <Button
                size="small"
                disabled={fields.length === 0}
                onClick={() => setEditing({ colleague: m, open: true })}
                aria-label={t('changeValuesOf', { address: m.address })}
              >
                {t('change')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {values.hasNextPage && (
        <div className={styles.actions}>
          <Button onClick={() => void values.fetchNextPage()} disabled={values.isFetchingNextPage}>
            {values.isFetchingNextPage ? t('loadingMore') : t('showMore')}
          </Button>
        </div>
      )}
      <ColleagueDialog
        open={editing.open}
        colleague={editing.colleague}
        fields={fields}
        onDone={(n) => {
          setNotice(n);
          setEditing((e) => ({ ...e, open: false }));
        }}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </div>
  );
}
