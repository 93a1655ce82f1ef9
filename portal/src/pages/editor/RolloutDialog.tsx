import { Text } from '@fluentui/react-components';
import { useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FormDialog } from '../../components/FormDialog';
import { GATE_FIELDS, GatesFields } from './GatesFields';
import { DEFAULT_GATES, type RolloutGates } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { stepsMessages } from './steps.messages';

interface Props {
  open: boolean;
  pending: boolean;
  error: unknown;
  onSubmit(gates: RolloutGates): void;
  onClose(): void;
}

/** Publish as a staged rollout: the gates, starting from the API's defaults. */
export function RolloutDialog({ open, pending, error, onSubmit, onClose }: Props) {
  const t = useMessages(stepsMessages);
  const [gates, setGates] = useState<RolloutGates>(DEFAULT_GATES);
  const submit = () => {
    onSubmit(gates);
  };
  return (
    <FormDialog
      open={open}
      title={t('rolloutTitle')}
      submitLabel={t('rolloutSubmit')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text as="p">{t('rolloutText')}</Text>
      <GatesFields gates={gates} onChange={setGates} error={error} />
      <ErrorMessage error={error} shownFields={GATE_FIELDS} />
    </FormDialog>
  );
}
