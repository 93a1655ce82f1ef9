import { Button, Card, CardHeader, makeStyles, ProgressBar, Spinner, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { expectData } from '../api/client';
import { keys, useMe } from '../api/queries';
import { ApiRefusal } from '../api/refusal';
import { ErrorMessage } from '../components/ErrorMessage';
import { PageHeader } from '../components/PageHeader';
import { usePortal } from '../portal';

const useStyles = makeStyles({
  card: { maxWidth: '40rem' },
  steps: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * The getting-started checklist: shown until dismissed, to those whose role can read it. Working inside a client, the
 * steps only the client itself can take say so.
 */
function GettingStarted({ insideClient }: { insideClient: boolean }) {
  const styles = useStyles();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const checklist = useQuery({ queryKey: keys.onboarding, queryFn: () => expectData(api.GET('/api/admin/onboarding')) });
  const dismiss = useMutation({
    mutationFn: () => expectData(api.POST('/api/admin/onboarding/dismiss')),
    onSuccess: (data) => queryClient.setQueryData(keys.onboarding, data),
  });
  if (checklist.isPending) return <Spinner label="Loading the getting-started checklist…" />;
  // Roles without the checklist's guard simply have no checklist.
  if (checklist.error instanceof ApiRefusal && checklist.error.status === 403) return null;
  if (checklist.error) return <ErrorMessage error={checklist.error} />;
  const { steps, completed, dismissed } = checklist.data;
  if (dismissed) return null;
  return (
    <Card className={styles.card} aria-labelledby="getting-started">
      <CardHeader
        header={
          <Text as="h2" id="getting-started" weight="semibold" size={500}>
            Getting started
          </Text>
        }
        description={`${completed} of ${steps.length} done`}
      />
      <ProgressBar value={completed / steps.length} aria-label={`${completed} of ${steps.length} steps done`} />
      <ul className={styles.steps}>
        {steps.map((s) => (
          <li key={s.id} className={styles.step}>
            {s.done ? <CheckmarkCircleFilled className={styles.done} aria-hidden /> : <CircleRegular aria-hidden />}
            <span>
              {s.label}
              {s.id === 'dpa' && !s.done && insideClient && " (the client's own Admin accepts it: it is the controller of its data)"}
              <span className="visually-hidden">{s.done ? ' (done)' : ' (to do)'}</span>
            </span>
          </li>
        ))}
      </ul>
      <ErrorMessage error={dismiss.error} />
      <div>
        <Button onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          Dismiss the checklist
        </Button>
      </div>
    </Card>
  );
}

export default function HomePage() {
  const me = useMe().data!;
  return (
    <>
      <PageHeader title={`Welcome, ${me.user?.name ?? me.organisation.name}`} />
      <GettingStarted insideClient={!!me.insideClient} />
    </>
  );
}
