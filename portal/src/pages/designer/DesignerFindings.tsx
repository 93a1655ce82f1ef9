import { Spinner, Subtitle2 } from '@fluentui/react-components';
import { useEffect, useMemo, useRef } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { FindingItem, FindingList } from '../../components/FindingItem';
import { usePortal } from '../../portal';
import { designFix, findingsByBlock, type BlockFinding } from '../../../../shared/designs/findings';
import { renderDesignPlaces } from '../../../../shared/designs/render';
import type { Block, BrandKit, Design } from '../../../../shared/designs/schema';
import { DarkVariantButtons, DoctorSummary, useDoctorStyles } from '../editor/DoctorPanel';
import { useDarkVariant } from '../editor/queries';
import { useLiveLint } from '../editor/useLiveLint';
import { localeOf } from '../../i18n/language';
import { useDisplayLanguage } from '../../i18n/LanguageProvider';
import { useMessages } from '../../i18n/useMessages';
import { findBlock, kindName, summary } from './blocks';
import { blocksMessages } from './blocks.messages';
import { designerMessages } from './designer.messages';
import { serviceOrigin } from './DesignPreview';

interface Props {
  design: Design;
  kit: BrandKit;
  selected: string | null;
  /** Select a block in the block list (its properties then show). */
  onSelect(id: string): void;
  /** Take a block changed by a safe fix. */
  onChangeBlock(next: Block, field: string): void;
}

/**
 * The signature doctor in the designer: the design's HTML is linted in the browser as the person edits (debounced,
 * on idle time), and each finding names the block its place in the HTML belongs to; showing it selects that block and
 * puts the focus on its properties. Safe fixes change the block, not the HTML.
 */
export function DesignerFindings({ design, kit, selected, onSelect, onChangeBlock }: Props) {
  const styles = useDoctorStyles();
  const t = useMessages(designerMessages);
  const words = useMessages(blocksMessages);
  /** "Text line: Visit our site", as the block list names the block. */
  const blockName = (b: Block) => `${words('rowKind', { kind: kindName(words, b.type) })}${summary(b, words) || '—'}`;
  const { config } = usePortal();
  const origin = serviceOrigin(config.apiBase);
  const rendered = useMemo(() => {
    try {
      return renderDesignPlaces(design, kit, { iconBaseUrl: origin });
    } catch {
      // The preview names a design that does not render; there is nothing to check until it does.
      return { html: '', places: [] };
    }
  }, [design, kit, origin]);
  const { context, answer } = useLiveLint(rendered, false);
  const language = localeOf(useDisplayLanguage());
  const variant = useDarkVariant();
  const focusOn = useRef<string | null>(null);

  // Once the block picked from a finding is selected, its properties take the focus.
  useEffect(() => {
    if (!focusOn.current || focusOn.current !== selected) return;
    focusOn.current = null;
    document.querySelector<HTMLElement>('[data-testid="block-properties"] :is(input, textarea, button, select, [tabindex="0"])')?.focus();
  }, [selected]);

  const findings: BlockFinding[] = useMemo(() => (answer ? findingsByBlock(answer.result.findings, answer.subject.places) : []), [answer]);
  // A fix is computed on the HTML the findings point into: after an edit it waits for the next check.
  const current = answer?.subject === rendered;
  const show = (id: string) => {
    focusOn.current = id;
    onSelect(id);
  };

  return (
    <section className={styles.panel} aria-labelledby="designer-doctor-heading" data-testid="designer-doctor">
      <Subtitle2 as="h2" id="designer-doctor-heading" block>
        {t('check')}
      </Subtitle2>
      <ErrorMessage error={context.error} title={t('checkContextFailed')} />
      <ErrorMessage error={variant.error} title={t('darkFailed')} />
      {!answer && !context.error && <Spinner size="small" label={t('checking')} />}
      {answer && (
        <>
          <DoctorSummary result={answer.result} />
          {findings.length > 0 && (
            <FindingList testId="designer-findings">
              {findings.map((f, i) => {
                const block = f.block ? findBlock(design, f.block) : undefined;
                const fix = block && current ? designFix(block, f, answer.subject.html, kit, language) : null;
                return (
                  <FindingItem
                    key={`${f.rule}:${f.start}:${i}`}
                    finding={f}
                    place={block ? t('inBlock', { block: blockName(block) }) : t('wholeSignature')}
                    data={{ 'data-block': f.block ?? '' }}
                    show={
                      block && {
                        label: t('showBlock'),
                        name: t('showBlockNamed', { block: blockName(block) }),
                        onClick: () => show(block.id),
                      }
                    }
                    fix={fix && { label: fix.label, apply: () => onChangeBlock(fix.block, `doctor:${f.rule}`) }}
                    actions={<DarkVariantButtons finding={f} variant={variant} />}
                  />
                );
              })}
            </FindingList>
          )}
        </>
      )}
    </section>
  );
}
