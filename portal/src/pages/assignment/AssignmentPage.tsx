import { makeStyles, Spinner, Subtitle1, Text, tokens } from '@fluentui/react-components';
import { useLibrary } from '../../api/queries';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
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
  const templates = library.data?.templates ?? [];
  const groupNames = new Map(editor.drafts.filter((d) => d.groupName).map((d) => [d.text, d.groupName!]));

  return (
    <div className={styles.stack}>
      <PageHeader title="Assignment" />
      <ErrorMessage error={library.error} title="The templates could not be loaded" />

      <section className={styles.section} aria-labelledby="defaults-heading">
        <Subtitle1 as="h2" id="defaults-heading">
          Role defaults
        </Subtitle1>
        <Text className={styles.muted}>The templates a mailbox gets when no rule decides.</Text>
        {library.isPending ? <Spinner label="Loading templates…" /> : <RoleDefaults templates={templates} />}
      </section>

      <section className={styles.section} aria-labelledby="rules-heading">
        <Subtitle1 as="h2" id="rules-heading">
          Rules
        </Subtitle1>
        <Text className={styles.muted}>
          Rules are tried in order. The first matching rule decides each role it names; later rules can still decide a role left open.
          Reorder by dragging the handle, with the arrow buttons, or with the up and down arrow keys on the handle.
        </Text>
        <RulesBuilder editor={editor} templates={templates} />
      </section>

      <section className={styles.section} aria-labelledby="simulate-heading">
        <Subtitle1 as="h2" id="simulate-heading">
          Simulate a mailbox
        </Subtitle1>
        <Text className={styles.muted}>See which template a mailbox gets, and why, reading the directory as it is now.</Text>
        <SimulatePanel unsaved={editor.dirty} groupNames={groupNames} />
      </section>
    </div>
  );
}
