import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useChecklist, useDismissChecklist, useMe, type Checklist, type Me } from '../api/queries';
import { ApiRefusal } from '../api/refusal';
import { ErrorMessage } from '../components/ErrorMessage';
import { PageHeader } from '../components/PageHeader';
import { SuccessNotice } from '../components/SuccessNotice';
import { visibleNavItems } from '../shell/navigation';
import { DPA_ANCHOR } from './settings/anchors';

type StepId = Checklist['steps'][number]['id'];

/**
 * The page of the portal where each step is done (or, for the add-in, deployed outside the portal, where it shows it
 * reports); a step links to it when the person's role can open that page.
 */
const STEP_PAGES: Partial<Record<StepId, string>> = {
  template: '/templates',
  assign: '/assignment',
  addin: '/monitoring',
  team: '/people',
  profile: '/fields',
  dpa: `/settings#${DPA_ANCHOR}`,
};

const stepPage = (me: Me, id: StepId) => {
  const to = STEP_PAGES[id];
  return to && visibleNavItems(me).some((item) => item.to === to.split('#')[0]) ? to : null;
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { maxWidth: '40rem' },
  steps: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  done: { color: tokens.colorPaletteGreenForeground1 },
});

/**
 * The getting-started checklist: shown until dismissed, to those whose role can read it. Working inside a client, the
 * steps only the client itself can take say so.
 */
function GettingStarted({ me }: { me: Me }) {
  const styles = useStyles();
  const checklist = useChecklist();
  const dismiss = useDismissChecklist();
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
        {steps.map((s) => {
          const to = stepPage(me, s.id);
          return (
            <li key={s.id} className={styles.step}>
              {s.done ? <CheckmarkCircleFilled className={styles.done} aria-hidden /> : <CircleRegular aria-hidden />}
              <span>
                {to ? (
                  <RouterLink to={to} className={styles.link}>
                    {s.label}
                  </RouterLink>
                ) : (
                  s.label
                )}
                {s.id === 'dpa' && !s.done && me.insideClient && " (the client's own Admin accepts it: it is the controller of its data)"}
                <span className="visually-hidden">{s.done ? ' (done)' : ' (to do)'}</span>
              </span>
            </li>
          );
        })}
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

/**
 * The admin-consent callback comes back with `?onboarded=<organisation>`: say that connecting worked, once. A partner's
 * invitation opened by an organisation that uses the service already adds `&transfer=<request>`: it moved nothing, and
 * the request waits on the Managed by a partner page.
 */
function ConnectedNotice({ me }: { me: Me }) {
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  if (params.get('onboarded') !== me.organisation.id) return null;
  const dismiss = () =>
    setParams(
      (p) => {
        p.delete('onboarded');
        p.delete('transfer');
        return p;
      },
      { replace: true },
    );
  if (params.has('transfer')) {
    return (
      <MessageBar intent="info" role="status">
        <MessageBarBody>
          {me.organisation.name} already uses the signature service, so the partner&rsquo;s invitation changed nothing: it is now a request
          to manage your organisation, which waits for an Admin on{' '}
          <RouterLink to="/managed" className={styles.link}>
            Managed by a partner
          </RouterLink>
          .
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="transparent" onClick={dismiss}>
            Dismiss
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <SuccessNotice notice={`${me.organisation.name} is connected to the signature service.`} onDismiss={dismiss} />;
}

export default function HomePage() {
  const styles = useStyles();
  const me = useMe().data!;
  return (
    <>
      <PageHeader title={`Welcome, ${me.user?.name ?? me.organisation.name}`} />
      <div className={styles.page}>
        <ConnectedNotice me={me} />
        <GettingStarted me={me} />
      </div>
    </>
  );
}
