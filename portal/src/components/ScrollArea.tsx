import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ area: { overflowX: 'auto', maxWidth: '100%' } });

/**
 * A wide table that scrolls sideways inside itself on a narrow screen, so the page never does. Focusable and named
 * so a keyboard user can scroll it too.
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.area} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
