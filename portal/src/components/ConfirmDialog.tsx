import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';
import { ErrorMessage } from './ErrorMessage';

interface Props {
  /** Kept mounted and opened/closed by this flag: unmounting an open Fluent dialog leaves the page aria-hidden. */
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** A refusal shown in words; leave it out where the children show it their own way. */
  error?: unknown;
  onConfirm(): void;
  onClose(): void;
}

/** A question before a change that is hard to undo (delete, purge, discard, roll back). */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, error, onConfirm, onClose }: Props) {
  const t = useMessages(commonMessages);
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {children}
            <ErrorMessage error={error} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
