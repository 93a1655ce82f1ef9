import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { TextBlock } from '../../components/TextBlock';
import type { ServerSide } from './queries';

const useStyles = makeStyles({
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground2 },
  live: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

type Step = ServerSide['steps'][number];

/** Copies `text`; says so in a live region (the button's own words do not change). */
function CopyButton({ text, what }: { text: string; what: string }) {
  const styles = useStyles();
  const [said, setSaid] = useState('');
  return (
    <>
      <Button
        icon={<CopyRegular />}
        size="small"
        aria-label={`Copy ${what}`}
        onClick={() => {
          void navigator.clipboard?.writeText(text).then(
            () => setSaid(`${what[0]?.toUpperCase()}${what.slice(1)} copied to the clipboard.`),
            () => setSaid('The browser did not allow copying; select the text instead.'),
          );
        }}
      >
        Copy
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
  return (
    <>
      <Text className={styles.muted}>
        Run these in Exchange Online PowerShell (<code>Connect-ExchangeOnline</code> as an Exchange administrator), in this order. They only
        add connectors and one rule; nothing existing is changed.
      </Text>
      <div>
        <CopyButton text={all} what="all the commands" />
      </div>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.id} className={styles.step}>
            <div className={styles.head}>
              <Text as="h3" weight="semibold" size={400} style={{ margin: 0 }}>
                {step.title}
              </Text>
              <CopyButton text={step.script} what={`the command for “${step.title}”`} />
            </div>
            <Text className={styles.muted}>{step.explanation}</Text>
            <TextBlock label={`PowerShell: ${step.title}`} text={step.script} />
          </li>
        ))}
      </ol>
    </>
  );
}
