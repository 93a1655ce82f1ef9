import { Badge, Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useLayers, type LayerRow } from '../imports/queries';
import { useMessages, type Translate } from '../../i18n/useMessages';
import { peopleMessages, type PeopleKey } from './people.messages';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  find: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  address: { minWidth: 'min(320px, 100%)' },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The other layers' values, when they differ from the one used. */
const hidden = (t: Translate<PeopleKey>, r: LayerRow) =>
  [
    r.source !== 'directory' && r.directory !== null && t('otherDirectory', { value: r.directory }),
    r.source !== 'import' && r.imported !== null && t('otherImported', { value: r.imported }),
    r.source !== 'person' && r.person !== null && t('otherPerson', { value: r.person }),
  ]
    .filter(Boolean)
    .join('. ');

/** Where a value comes from, in words (an imported one shows as a badge instead). */
const sourceWords = (t: Translate<PeopleKey>, source: LayerRow['source']) =>
  source === 'directory'
    ? t('sourceDirectory')
    : source === 'person'
      ? t('sourcePerson')
      : source === 'import'
        ? t('imported')
        : t('sourceNone');

/** For one mailbox, each attribute and profile field: the value signatures use and where it comes from. */
export function LayersTab() {
  const styles = useStyles();
  const t = useMessages(peopleMessages);
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const view = useLayers(email);

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>{t('layersIntro')}</Text>
      <form
        className={styles.find}
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(typed.trim() || null);
        }}
      >
        <Field label={t('mailboxAddress')} className={styles.address}>
          <Input type="email" value={typed} onChange={(_, d) => setTyped(d.value)} />
        </Field>
        <Button type="submit" appearance="primary">
          {t('showValues')}
        </Button>
      </form>
      {email && view.isPending && <Spinner size="small" label={t('loadingValues')} />}
      <ErrorMessage error={view.error} title={t('valuesNotShown')} />
      {view.data && (
        <>
          <div className={styles.heading}>
            <Text weight="semibold">{view.data.mailbox}</Text>
            {view.data.imported && (
              <Badge appearance="tint" color="informative">
                {t('imported')}
              </Badge>
            )}
          </div>
          <DataList
            label={t('valuesOf', { mailbox: view.data.mailbox })}
            items={view.data.attributes}
            rowId={(r) => r.name}
            rowTestId="layer-row"
            columns={[
              { header: t('attribute'), cell: (r) => r.label },
              {
                header: t('valueUsed'),
                cell: (r) => (
                  <>
                    {r.value ?? <span className={styles.muted}>{t('noValue')}</span>}
                    {hidden(t, r) && (
                      <>
                        <br />
                        <Text size={200} className={styles.muted}>
                          {hidden(t, r)}
                        </Text>
                      </>
                    )}
                  </>
                ),
              },
              {
                header: t('from'),
                cell: (r) =>
                  r.source === 'import' ? (
                    <Badge appearance="tint" color="informative">
                      {t('imported')}
                    </Badge>
                  ) : (
                    sourceWords(t, r.source)
                  ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
