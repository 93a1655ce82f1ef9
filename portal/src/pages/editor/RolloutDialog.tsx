import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { GATE_FIELDS, GatesFields } from './GatesFields';
import { DEFAULT_GATES, type RolloutGates } from './useEditorActions';

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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(gates);
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>Publish as a staged rollout</DialogTitle>
            <DialogContent>
              <Text as="p">A share of mailboxes gets this version first. It reaches everyone once the gates pass; if failures rise, it is rolled back.</Text>
              <GatesFields gates={gates} onChange={setGates} error={error} />
              <ErrorMessage error={error} shownFields={GATE_FIELDS} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                Start the rollout
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
