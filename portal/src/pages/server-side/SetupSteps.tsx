import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { TextBlock } from '../../components/TextBlock';
import type { ServerSide } from './queries';
import { useMessages } from '../../i18n/useMessages';
import { serverSideMessages } from './server-side.messages';

const useStyles = makeStyles({
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground2 },
  live: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type Step = ServerSide['steps'][number];

/**
 * Copies `text`; says so in a live region (the button's own words do not change). Without a step, the button copies
 * all the commands.
 */
function CopyButton({ text, step }: { text: string; step?: string }) {
  const styles = useStyles();
  const t = useMessages(serverSideMessages);
  const [said, setSaid] = useState('');
  return (
    <>
      <Button
        icon={<CopyRegular />}
        size="small"
        aria-label={step === undefined ? t('copyAll') : t('copyStep', { title: step })}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setSaid(step === undefined ? t('copiedAll') : t('copiedStep', { title: step })),
            () => setSaid(t('copyRefused')),
          );
        }}
      >
        {t('copy')}
      </Button>
      <span role="status" className={styles.live}>
        {said}
      </span>
    </>
  );
}

/** The Exchange Online PowerShell for this organisation, one command per step, each with its copy button. */
export function SetupSteps({ steps }: { steps: readonly Step[] }) {
  const styles = useStyles();
  const all = steps.map((s) => `# ${s.title}\n${s.script}`).join('\n\n');
  const t = useMessages(serverSideMessages);
  return (
    <>
      <Text className={styles.muted}>
        {t.rich('setupIntro', { command: 'Connect-ExchangeOnline', code: (chunks) => <code>{chunks}</code> })}
      </Text>
      <div>
        <CopyButton text={all} />
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <div className={styles.head}>
              <Text as="h3" weight="semibold" size={400} style={{ margin: 0 }}>
                {step.title}
              </Text>
              <CopyButton text={step.script} step={step.title} />
            </div>
            <Text className={styles.muted}>{step.explanation}</Text>
            <TextBlock label={t('powershell', { title: step.title })} text={step.script} />
          </li>
        ))}
      </ol>
    </>
  );
}
