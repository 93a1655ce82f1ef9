import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FindingItem, FindingList } from '../../components/FindingItem';
import { applyEdits } from '../../../../shared/doctor/engine';
import type { Finding, LintAnswer } from '../../../../shared/doctor/schemas';
import { useDarkVariant } from './queries';
import { useLiveLint } from './useLiveLint';
import { useMessages } from '../../i18n/useMessages';
import { previewMessages } from './preview.messages';
import type { PreviewSubject } from './PreviewPanel';

export const useDoctorStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  summary: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export function DarkVariantButtons({ finding, variant }: { finding: Finding; variant: ReturnType<typeof useDarkVariant> }) {
  const t = useMessages(previewMessages);
  const name = finding.fix?.darkVariantOf;
  if (!name) return null;
  return (['outline', 'padding'] as const).map((style) => (
    <Button key={style} size="small" disabled={variant.isPending} onClick={() => variant.mutate({ name, style })}>
      {style === 'outline' ? t('outlineVariant') : t('cardVariant')}
    </Button>
  ));
}

/** How many errors and warnings, and the length for the longest mailbox (announced as it changes). */
export function DoctorSummary({ result }: { result: LintAnswer }) {
  const styles = useDoctorStyles();
  const t = useMessages(previewMessages);
  const { errors, warnings } = result;
  const length = { value: result.length.value, limit: result.length.limit };
  return (
    <div className={styles.summary} aria-live="polite">
      <Text weight="semibold">{errors === 0 && warnings === 0 ? t('noFaults') : t('faults', { errors, warnings })}</Text>
      <Text size={200}>{result.length.estimated ? t('doctorLengthEstimated', length) : t('doctorLength', length)}</Text>
    </div>
  );
}

interface Props {
  html: string;
  tracking: boolean;
  /** Show a finding's place in the HTML editor. */
  onReveal: (start: number, end: number) => void;
  /** Take a fixed body (a safe fix applied). */
  onFix: (html: string) => void;
  /** What the body is: a signature (the default), or one of an out-of-office reply's two. */
  subject?: PreviewSubject;
}

/**
 * The signature doctor, live: the organisation's context is fetched once, and the shared engine lints the body in the
 * browser as the person types (debounced, on idle time). Each finding points at its line and offers its safe fix.
 */
export function DoctorPanel({ html, tracking, subject: what = 'signature', onReveal, onFix }: Props) {
  const styles = useDoctorStyles();
  const t = useMessages(previewMessages);
  const subject = useMemo(() => ({ html }), [html]);
  const { context, answer } = useLiveLint(subject, tracking);
  const variant = useDarkVariant();

  const result = answer?.result;
  // A fix's edits point into the body they were computed on: one typed since then waits for the next lint.
  const current = answer?.subject.html === html;
  return (
    <section className={styles.panel} aria-labelledby="doctor-heading" data-testid="doctor">
      <Subtitle2 as="h2" id="doctor-heading" block>
        {t('doctorHeading', { subject: what })}
      </Subtitle2>
      <ErrorMessage error={context.error} title={t('contextNotLoaded')} />
      <ErrorMessage error={variant.error} title={t('darkNotMade')} />
      {!result && !context.error && <Spinner size="small" label={t('checking', { subject: what })} />}
      {result && (
        <>
          <DoctorSummary result={result} />
          {result.findings.length > 0 && (
            <FindingList testId="doctor-findings">
              {result.findings.map((f, i) => (
                <FindingItem
                  key={`${f.rule}:${f.start}:${i}`}
                  finding={f}
                  place={t('place', { line: f.line, column: f.column })}
                  show={{ label: t('showLine', { line: f.line }), onClick: () => onReveal(f.start, f.end) }}
                  fix={
                    f.fix?.edits.length
                      ? { label: f.fix.label, disabled: !current, apply: () => onFix(applyEdits(html, f.fix!.edits)) }
                      : null
                  }
                  actions={<DarkVariantButtons finding={f} variant={variant} />}
                />
              ))}
            </FindingList>
          )}
        </>
      )}
    </section>
  );
}
