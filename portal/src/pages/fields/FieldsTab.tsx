import { Badge, Button, makeStyles, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expectData } from '../../api/client';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ScrollArea } from '../../components/ScrollArea';
import { SuccessNotice } from '../../components/SuccessNotice';
import { usePortal } from '../../portal';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { FieldDialog } from './FieldDialog';
import { definitionOf, draftOf, fieldKeys, TYPE_LABELS, useProfileFields, type ProfileFieldRow } from './fieldQueries';

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground2 },
  placeholder: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** What a field accepts, in words: "3 options: she/her, he/him, they/them" or "at most 200 characters". */
const accepts = (f: ProfileFieldRow) =>
  f.type === 'choice' ? `${f.options.length} ${f.options.length === 1 ? 'option' : 'options'}: ${f.options.join(', ')}` : `At most ${f.maxLength} characters`;

/** The organisation's custom profile fields: define, change, switch off and on, delete. */
export function FieldsTab() {
  const styles = useStyles();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const fields = useProfileFields();
  const [editing, setEditing] = useState<{ field: ProfileFieldRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ProfileFieldRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = useMutation({
    mutationFn: (f: ProfileFieldRow) =>
      expectData(api.PUT('/api/admin/profile-fields/{key}', { params: { path: { key: f.key } }, body: definitionOf({ ...draftOf(f), enabled: !f.enabled }) })),
    onSuccess: ({ field: f }) => {
      void queryClient.invalidateQueries({ queryKey: fieldKeys.fields });
      void queryClient.invalidateQueries({ queryKey: fieldKeys.values });
      void queryClient.invalidateQueries({ queryKey: ['log'] });
      setNotice(
        f.enabled
          ? `${f.label} is switched on: staff see it again and signatures show its values.`
          : `${f.label} is switched off: staff no longer see it and signatures leave it out. Its stored values are kept.`,
      );
    },
  });

  if (fields.isPending) return <Spinner label="Loading profile fields…" />;
  if (fields.error) return <ErrorMessage error={fields.error} />;
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    setDeleting(null);
  };

  return (
    <div className={styles.tab}>
      <Text className={styles.muted}>
        Details your organisation asks staff to fill in for their signature (pronouns, a booking link…). Staff fill them in on their profile page; templates show
        them with {'{{custom.<key>}}'}.
      </Text>
      <SuccessNotice notice={notice} onDismiss={() => setNotice(null)} />
      <ErrorMessage error={toggle.error} title="The field was not switched" />
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => setEditing({ field: null })}>
          Define a field
        </Button>
      </div>
      {fields.data.fields.length === 0 ? (
        <Text>No profile fields yet. Define one and staff can fill it in on their profile page.</Text>
      ) : (
        <ScrollArea label="Profile fields">
          <Table aria-label="Profile fields">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Field</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Accepts</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell>
                  <span className="visually-hidden">Actions</span>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {fields.data.fields.map((f) => (
                <TableRow key={f.key} data-testid="field-row">
                  <TableCell>
                    <Text weight="semibold">{f.label}</Text>
                    <br />
                    <span className={styles.placeholder}>{`{{custom.${f.key}}}`}</span>
                  </TableCell>
                  <TableCell>{TYPE_LABELS[f.type]}</TableCell>
                  <TableCell>{accepts(f)}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={f.enabled ? 'success' : 'subtle'}>
                      {f.enabled ? 'On' : 'Switched off'}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => setEditing({ field: f })} aria-label={`Change ${f.label}`}>
                        Change
                      </Button>
                      <Button size="small" disabled={toggle.isPending} onClick={() => toggle.mutate(f)} aria-label={`${f.enabled ? 'Switch off' : 'Switch on'} ${f.label}`}>
                        {f.enabled ? 'Switch off' : 'Switch on'}
                      </Button>
                      <Button size="small" onClick={() => setDeleting(f)} aria-label={`Delete ${f.label}`}>
                        Delete
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
      <FieldDialog open={!!editing} field={editing?.field ?? null} onDone={done} onClose={() => setEditing(null)} />
      <DeleteFieldDialog open={!!deleting} field={deleting} onDone={done} onClose={() => setDeleting(null)} />
    </div>
  );
}
