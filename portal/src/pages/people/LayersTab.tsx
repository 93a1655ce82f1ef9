import { Badge, Button, Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { DataList } from '../../components/DataList';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useLayers, type LayerRow } from '../imports/queries';
import { sourceWords } from '../imports/words';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  find: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  address: { minWidth: 'min(320px, 100%)' },
  muted: { color: tokens.colorNeutralForeground2 },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The other layers' values, when they differ from the one used. */
const hidden = (r: LayerRow) =>
  [
    r.source !== 'directory' && r.directory !== null && `Directory: ${r.directory}`,
    r.source !== 'import' && r.imported !== null && `Imported: ${r.imported}`,
    r.source !== 'person' && r.person !== null && `The person: ${r.person}`,
  ]
    .filter(Boolean)
    .join('. ');

/** For one mailbox, each attribute and profile field: the value signatures use and where it comes from. */
export function LayersTab() {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const view = useLayers(email);

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        Where each value in a person’s signature comes from: the directory, an import (a file or your HR system), or what the person entered
        on their profile page. An imported value takes the place of the directory’s; a value the person may edit takes the place of both.
      </Text>
      <form
        className={styles.find}
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(typed.trim() || null);
        }}
      >
        <Field label="Mailbox address" className={styles.address}>
          <Input type="email" value={typed} onChange={(_, d) => setTyped(d.value)} />
        </Field>
        <Button type="submit" appearance="primary">
          Show values
        </Button>
      </form>
      {email && view.isPending && <Spinner size="small" label="Loading the values…" />}
      <ErrorMessage error={view.error} title="The values could not be shown" />
      {view.data && (
        <>
          <div className={styles.heading}>
            <Text weight="semibold">{view.data.mailbox}</Text>
            {view.data.imported && (
              <Badge appearance="tint" color="informative">
                Imported
              </Badge>
            )}
          </div>
          <DataList
            label={`Values of ${view.data.mailbox}`}
            items={view.data.attributes}
            rowId={(r) => r.name}
            rowTestId="layer-row"
            columns={[
              { header: 'Attribute', cell: (r) => r.label },
              {
                header: 'Value used',
                cell: (r) => (
                  <>
                    {r.value ?? <span className={styles.muted}>None</span>}
                    {hidden(r) && (
                      <>
                        <br />
                        <Text size={200} className={styles.muted}>
                          {hidden(r)}
                        </Text>
                      </>
                    )}
                  </>
                ),
              },
              {
                header: 'From',
                cell: (r) =>
                  r.source === 'import' ? (
                    <Badge appearance="tint" color="informative">
                      Imported
                    </Badge>
                  ) : (
                    sourceWords(r.source)
                  ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
