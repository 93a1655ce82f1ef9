import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { PublishRefusal } from './PublishRefusal';

interface Props {
  open: boolean;
  templateName: string;
  version: number;
  current: number;
  pending: boolean;
  error: unknown;
  onConfirm(): void;
  onReload(): void;
  onClose(): void;
}

/** Asks before publishing an earlier version again (it reaches every mailbox the template serves). */
export function RollbackDialog({ open, templateName, version, current, pending, error, onConfirm, onReload, onClose }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            Roll back "{templateName}" to version {version}?
          </DialogTitle>
          <DialogContent>
            <p>
              Version {version} is published again as version {current + 1} and replaces version {current} in every mailbox that uses this template.
              The history keeps every version.
            </p>
            <PublishRefusal error={error} onReload={onReload} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={pending}>
              Roll back
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
