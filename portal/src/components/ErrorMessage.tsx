import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { ApiRefusal, humanField } from '../api/refusal';
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';

interface Props {
  error: unknown;
  /** Fields the form shows beside their inputs (with `fieldError`); the others are listed here. */
  shownFields?: readonly string[];
  title?: string;
}

/** One way to show a failure: the API's sentence, and any field reasons no input shows, in words. */
export function ErrorMessage({ error, shownFields = [], title }: Props) {
  const t = useMessages(commonMessages);
  if (!error) return null;
  const refusal = error instanceof ApiRefusal ? error : null;
  const message = refusal?.message ?? (error instanceof Error ? error.message : t('somethingWrong'));
  const otherFields = refusal ? Object.entries(refusal.fields).filter(([f]) => !shownFields.includes(f)) : [];
  const allShown = refusal && Object.keys(refusal.fields).length > 0 && otherFields.length === 0;
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {allShown ? t('checkFields') : message}
        {otherFields.length > 0 && (
          <ul>
            {otherFields.map(([field, reason]) => (
              <li key={field}>
                {humanField(field)} {reason}
              </li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
