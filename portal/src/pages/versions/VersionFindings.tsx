import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { FindingItem, FindingList } from '../../components/FindingItem';
import { useMessages } from '../../i18n/useMessages';
import { useVersionFindings } from './queries';
import { versionsMessages } from './versions.messages';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(28rem, calc(100vw - 32px))', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** The doctor's findings recorded when a version was published: a count, and the findings in words on demand. */
export function VersionFindings({ id, version }: { id: string; version: number }) {
  const styles = useStyles();
  const recorded = useVersionFindings(id, version);
  const t = useMessages(versionsMessages);
  if (recorded.isPending) return <Spinner size="extra-tiny" aria-label={t('loadingCheck', { version })} />;
  if (recorded.error) return <Text>{t('checkNotLoaded')}</Text>;
  const { findings, total } = recorded.data;
  if (total === 0) return <Text>{t('noWarnings')}</Text>;
  const warnings = findings.filter((f) => f.severity !== 'info').length;
  const notes = findings.length - warnings;
  const counted = [warnings ? t('warnings', { count: warnings }) : '', notes ? t('notes', { count: notes }) : '']
    .filter(Boolean)
    .join(', ');
  const words = counted || t('findings', { count: total });
  return (
    <Popover withArrow trapFocus positioning="below-start">
      <PopoverTrigger disableButtonEnhancement>
        <Button size="small" aria-label={t('showCheck', { findings: words, version })}>
          {words}
        </Button>
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-labelledby={`version-${version}-check`} data-testid="version-findings">
        <Subtitle2 as="h3" id={`version-${version}-check`} className={styles.heading}>
          {t('checkedWhen', { version })}
        </Subtitle2>
        <FindingList>
          {findings.map((f, i) => (
            <FindingItem key={`${f.rule}:${f.start}:${i}`} finding={f} />
          ))}
        </FindingList>
        {total > findings.length && <Text>{t('notKept', { count: total - findings.length })}</Text>}
      </PopoverSurface>
    </Popover>
  );
}
