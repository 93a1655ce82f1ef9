import { Link, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { sentences } from '../../format';
import type { CompatibilityHint } from './emailSupport';
import { useDebounced } from './useDebounced';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  notes: { color: tokens.colorNeutralForeground2 },
});

/** caniemail's table (large) and the code reading it are fetched only when the editor first shows hints. */
const loadSupport = () =>
  Promise.all([import('caniemail/caniemail.json'), import('./emailSupport')]).then(([data, code]) => ({ data: data.default, code }));

function clients(list: string[], most = 4): string {
  return list.length > most ? `${list.slice(0, most).join(', ')} and ${list.length - most} more` : list.join(', ');
}

function HintLine({ hint }: { hint: CompatibilityHint }) {
  const styles = useStyles();
  const parts = [
    hint.unsupported.length > 0 && `not supported in ${clients(hint.unsupported)}`,
    hint.partial.length > 0 && `only partly in ${clients(hint.partial)}`,
  ].filter(Boolean);
  return (
    <li>
      <Link href={hint.url} target="_blank" rel="noreferrer">
        {hint.title}
      </Link>
      : {parts.join('; ')}.{hint.notes.length > 0 && <span className={styles.notes}> {sentences(hint.notes)}</span>}
    </li>
  );
}

/** E-mail client compatibility of the CSS and HTML the body uses, computed here from caniemail's data. */
export function CompatibilityHints({ html }: { html: string }) {
  const styles = useStyles();
  const support = useQuery({ queryKey: ['caniemail'], queryFn: loadSupport, staleTime: Infinity, gcTime: Infinity });
  const settled = useDebounced(html, 600);
  const hints = useMemo(
    () => (support.data ? support.data.code.compatibilityHints(support.data.data, settled) : []),
    [support.data, settled],
  );

  return (
    <section aria-labelledby="compatibility-heading">
      <Subtitle2 as="h2" id="compatibility-heading" block>
        E-mail client compatibility
      </Subtitle2>
      <ErrorMessage error={support.error} title="The compatibility data could not be loaded" />
      {support.isPending && <Spinner size="small" label="Loading compatibility data…" />}
      {support.data && hints.length === 0 && <Text as="p">No known compatibility problems with the HTML and CSS this body uses.</Text>}
      {hints.length > 0 && (
        <ul className={styles.list} data-testid="compatibility-hints">
          {hints.map((h) => (
            <HintLine key={h.slug} hint={h} />
          ))}
        </ul>
      )}
    </section>
  );
}
