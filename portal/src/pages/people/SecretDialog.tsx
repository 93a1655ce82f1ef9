import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  secret: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

/** The secret of a key just created: shown this once, with a copy button, never again. */
export function SecretDialog({ created, onClose }: { created: { name: string; secret: string } | null; onClose(): void }) {
  const styles = useStyles();
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={!!created} modalType="alert" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>The secret of “{created?.name}”</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                Copy the secret now and keep it safe: it is shown this once and cannot be shown again. A lost secret means a new key.
              </MessageBarBody>
            </MessageBar>
            <div className={styles.row}>
              <Field label="Secret" className={styles.secret}>
                <Input
                  readOnly
                  value={created?.secret ?? ''}
                  input={{ className: styles.secret, onFocus: (e) => e.currentTarget.select() }}
                />
              </Field>
              <Button
                icon={<CopyRegular />}
                onClick={() => {
                  void navigator.clipboard?.writeText(created?.secret ?? '').then(
                    () => setCopied(true),
                    () => setCopied(false),
                  );
                }}
              >
                Copy
              </Button>
            </div>
            <span role="status">{copied ? 'Copied to the clipboard.' : ''}</span>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              I have copied it
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
