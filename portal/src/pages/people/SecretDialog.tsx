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
import { useMessages } from '../../i18n/useMessages';
import { apiKeysMessages } from './apiKeys.messages';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  secret: { flexGrow: 1, fontFamily: tokens.fontFamilyMonospace },
});

/** The secret of a key just created: shown this once, with a copy button, never again. */
export function SecretDialog({ created, onClose }: { created: { name: string; secret: string } | null; onClose(): void }) {
  const styles = useStyles();
  const t = useMessages(apiKeysMessages);
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open={!!created} modalType="alert" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('secretTitle', { name: created?.name ?? '' })}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>{t('secretWarning')}</MessageBarBody>
            </MessageBar>
            <div className={styles.row}>
              <Field label={t('secret')} className={styles.secret}>
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
                {t('copy')}
              </Button>
            </div>
            <span role="status">{copied ? t('copied') : ''}</span>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('haveCopied')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
