import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { TemplateSummary } from '../../api/queries';
import { fieldError } from '../../api/refusal';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useMessages } from '../../i18n/useMessages';
import { assignmentMessages } from './assignment.messages';
import { useSetRoleDefaults } from './queries';
import { TemplateSelect } from './TemplateSelect';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

type Role = 'new' | 'reply';
type Defaults = Record<Role, string | null>;

const currentDefaults = (templates: readonly TemplateSummary[]): Defaults => ({
  new: templates.find((t) => t.roles.includes('new'))?.id ?? null,
  reply: templates.find((t) => t.roles.includes('reply'))?.id ?? null,
});

/** The templates a mailbox gets when no rule decides: one for new messages, one for replies and forwards. */
export function RoleDefaults({ templates }: { templates: readonly TemplateSummary[] }) {
  const styles = useStyles();
  const saved = currentDefaults(templates);
  const [chosen, setChosen] = useState<Partial<Defaults>>({});
  const [done, setDone] = useState(false);
  const t = useMessages(assignmentMessages);
  const value = (role: Role) => (role in chosen ? chosen[role]! : saved[role]);
  // Only the roles that changed are sent: the API keeps a role left out.
  const changes = Object.fromEntries(
    (['new', 'reply'] as const).filter((r) => r in chosen && chosen[r] !== saved[r]).map((r) => [r, chosen[r]!]),
  ) as Partial<Defaults>;
  const save = useSetRoleDefaults({
    onSuccess: () => {
      setChosen({});
      setDone(true);
    },
  });
  const pick = (role: Role) => (id: string | null) => {
    setDone(false);
    save.reset();
    setChosen({ ...chosen, [role]: id });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ defaults: changes });
      }}
    >
      <div className={styles.form}>
        <TemplateSelect
          label={t('defaultNew')}
          value={value('new')}
          templates={templates}
          noneLabel={t('noSignature')}
          error={fieldError(save.error, 'new')}
          onChange={pick('new')}
        />
        <TemplateSelect
          label={t('defaultReply')}
          value={value('reply')}
          templates={templates}
          noneLabel={t('noSignature')}
          error={fieldError(save.error, 'reply')}
          onChange={pick('reply')}
        />
        <div>
          <Button type="submit" appearance="primary" disabled={Object.keys(changes).length === 0 || save.isPending}>
            {t('saveDefaults')}
          </Button>
        </div>
      </div>
      <ErrorMessage error={save.error} shownFields={['new', 'reply']} title={t('defaultsNotSaved')} />
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('defaultsSaved')}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}
