import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { GATE_FIELDS, GatesFields } from './GatesFields';
import { DEFAULT_GATES, type RolloutGates } from './queries';

interface Props {
  open: boolean;
  pending: boolean;
  error: unknown;
  onSubmit(gates: RolloutGates): void;
  onClose(): void;
}

/** Publish as a staged rollout: the gates, starting from the API's defaults. */
export function RolloutDialog({ open, pending, error, onSubmit, onClose }: Props) {
  const [gates, setGates] = useState<RolloutGates>(DEFAULT_GATES);
  const submit = () => {
    onSubmit(gates);
  };
  return (
    <FormDialog
      open={open}
      title="Publish as a staged rollout"
      submitLabel="Start the rollout"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">
        A share of mailboxes gets this version first. It reaches everyone once the gates pass; if failures rise, it is rolled back.
      </Text>
      <GatesFields gates={gates} onChange={setGates} error={error} />
      <ErrorMessage error={error} shownFields={GATE_FIELDS} />
    </FormDialog>
  );
}
