import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';

interface Props {
  /** Kept mounted and opened/closed by this flag: unmounting an open Fluent dialog leaves the page aria-hidden. */
  open: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  pending: boolean;
  /** The form's own checks are left to the page (field reasons in words) rather than the browser's bubbles. */
  noValidate?: boolean;
  contentClassName?: string;
  onSubmit(): void;
  onClose(): void;
  /** Once the dialog has finished closing: the moment a page may leave (unmount) without an aria-hidden page behind. */
  onClosed?(): void;
  children: ReactNode;
}

/** A dialog around one form: its fields, Cancel, and a submit button that Enter also presses. */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  noValidate,
  contentClassName,
  onSubmit,
  onClose,
  onClosed,
  children,
}: Props) {
  const t = useMessages(commonMessages);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => !d.open && onClose()}
      surfaceMotion={{ onMotionFinish: (_, d) => d.direction === 'exit' && onClosed?.() }}
    >
      <DialogSurface>
        <form onSubmit={submit} noValidate={noValidate}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={contentClassName}>{children}</DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
