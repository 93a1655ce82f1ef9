import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { ErrorMessage } from '../../components/ErrorMessage';

interface Props {
  open: boolean;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before the working copy is dropped. */
export function DiscardDialog({ open, pending, error, onConfirm, onClose }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Discard the working copy?</DialogTitle>
          <DialogContent>
            <p>The saved working copy and any unsaved changes here are dropped; the editor shows the published version.</p>
            <ErrorMessage error={error} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={pending}>
              Discard
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
