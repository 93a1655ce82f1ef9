import { ConfirmDialog } from '../../components/ConfirmDialog';
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
    <ConfirmDialog
      open={open}
      title={`Roll back "${templateName}" to version ${version}?`}
      confirmLabel="Roll back"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Version {version} is published again as version {current + 1} and replaces version {current} in every mailbox that uses this
        template. The history keeps every version.
      </p>
      <PublishRefusal error={error} onReload={onReload} />
    </ConfirmDialog>
  );
}
