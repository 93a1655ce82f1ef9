import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
    marginBottom: tokens.spacingVerticalL,
  },
  title: { flexGrow: 1, margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A page's heading (the page's one h1) and its actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.header}>
      <Title2 as="h1" className={styles.title}>
        {title}
      </Title2>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
