import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    marginTop: '10vh',
    maxWidth: '36rem',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow8,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
  title: { margin: 0 },
});

/** A page on its own, without the shell: organisation states and start failures. */
export function FullPage({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Title1 as="h1" className={styles.title}>
          {title}
        </Title1>
        {children}
      </div>
    </main>
  );
}
