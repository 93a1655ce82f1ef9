import { makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useLibrary } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { useMessages } from '../../i18n/useMessages';
import { assignmentMessages } from './assignment.messages';
import { RoleDefaults } from './RoleDefaults';
import { RulesBuilder } from './RulesBuilder';
import { SimulatePanel } from './SimulatePanel';
import { useRulesEditor } from './useRulesEditor';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Which template each mailbox gets: role defaults, ordered rules, and a dry run for one mailbox. */
export default function AssignmentPage() {
  const styles = useStyles();
  const library = useLibrary();
  const editor = useRulesEditor();
  const t = useMessages(assignmentMessages);
  const templates = library.data?.templates ?? [];
  const groupNames = new Map(editor.drafts.filter((d) => d.groupName).map((d) => [d.text, d.groupName!]));

  return (
    <div className={styles.stack}>
      <PageHeader title={t('title')} />
      <ErrorMessage error={library.error} title={t('templatesNotLoaded')} />

      <section className={styles.section} aria-labelledby="defaults-heading">
        <Subtitle1 as="h2" id="defaults-heading">
          {t('roleDefaults')}
        </Subtitle1>
        <Text className={styles.muted}>{t('roleDefaultsText')}</Text>
        {library.isPending ? <Spinner label={t('loadingTemplates')} /> : <RoleDefaults templates={templates} />}
      </section>

      <section className={styles.section} aria-labelledby="rules-heading">
        <Subtitle1 as="h2" id="rules-heading">
          {t('rules')}
        </Subtitle1>
        <Text className={styles.muted}>{t('rulesText')}</Text>
        <RulesBuilder editor={editor} templates={templates} />
      </section>

      <section className={styles.section} aria-labelledby="simulate-heading">
        <Subtitle1 as="h2" id="simulate-heading">
          {t('simulate')}
        </Subtitle1>
        <Text className={styles.muted}>{t('simulateText')}</Text>
        <SimulatePanel unsaved={editor.dirty} groupNames={groupNames} />
      </section>
    </div>
  );
}
