import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMessages } from '../../i18n/useMessages';
import { PublishRefusal } from './PublishRefusal';
import { versionsMessages } from './versions.messages';

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
  const t = useMessages(versionsMessages);
  return (
    <ConfirmDialog
      open={open}
      title={t('rollbackTitle', { name: templateName, version })}
      confirmLabel={t('rollBack')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('rollbackText', { version, next: current + 1, current })}</p>
      <PublishRefusal error={error} onReload={onReload} />
    </ConfirmDialog>
  );
}
