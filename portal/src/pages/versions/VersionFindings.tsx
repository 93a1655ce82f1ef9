import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { FindingItem, FindingList } from '../../components/FindingItem';
import { useVersionFindings } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(28rem, calc(100vw - 32px))', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The doctor's findings recorded when a version was published: a count, and the findings in words on demand. */
export function VersionFindings({ id, version }: { id: string; version: number }) {
  const styles = useStyles();
  const recorded = useVersionFindings(id, version);
  if (recorded.isPending) return <Spinner size="extra-tiny" aria-label={`Loading the check of version ${version}`} />;
  if (recorded.error) return <Text>Could not be loaded</Text>;
  const { findings, total } = recorded.data;
  if (total === 0) return <Text>No warnings</Text>;
  const warnings = findings.filter((f) => f.severity !== 'info').length;
  const notes = findings.length - warnings;
  const words = [warnings ? plural(warnings, 'warning') : '', notes ? plural(notes, 'note') : ''].filter(Boolean).join(', ');
  return (
    <Popover withArrow trapFocus positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Button size="small" aria-label={`${words || plural(total, 'finding')}: show the check of version ${version}`}>
          {words || plural(total, 'finding')}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={`version-${version}-check`} data-testid="version-findings">
        <Subtitle2 as="h3" id={`version-${version}-check`} className={styles.heading}>
          Checked when version {version} was published
        </Subtitle2>
        <FindingList>
          {findings.map((f, i) => (
            <FindingItem key={`${f.rule}:${f.start}:${i}`} finding={f} />
          ))}
        </FindingList>
        {total > findings.length && <Text>{plural(total - findings.length, 'more finding')} were not kept.</Text>}
      </PopoverSurface>
    </Popover>
  );
}
