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
import { commonMessages } from '../i18n/common.messages';
import { useMessages } from '../i18n/useMessages';
import { visibleNavItems } from '../shell/navigation';
import { homeMessages } from './home.messages';
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
  const t = useMessages(homeMessages);
  if (checklist.isPending) return <Spinner label={t('loadingChecklist')} />;
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
            {t('gettingStarted')}
          </Text>
        }
        description={t('progress', { completed, total: steps.length })}
      />
      <ProgressBar value={completed / steps.length} aria-label={t('progressLabel', { completed, total: steps.length })} />
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
                {s.id === 'dpa' && !s.done && me.insideClient && t('clientAccepts')}
                <span className="visually-hidden">{s.done ? t('done') : t('toDo')}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <ErrorMessage error={dismiss.error} />
      <div>
        <Button onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
          {t('dismissChecklist')}
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
  const t = useMessages(homeMessages);
  const common = useMessages(commonMessages);
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
          {t.rich('transferNotice', {
            organisation: me.organisation.name,
            link: (chunks) => (
              <RouterLink to="/managed" className={styles.link}>
                {chunks}
              </RouterLink>
            ),
          })}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="transparent" onClick={dismiss}>
            {common('dismiss')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  return <SuccessNotice notice={t('connected', { organisation: me.organisation.name })} onDismiss={dismiss} />;
}

export default function HomePage() {
  const styles = useStyles();
  const me = useMe().data!;
  const t = useMessages(homeMessages);
  return (
    <>
      <PageHeader title={t('welcome', { name: me.user?.name ?? me.organisation.name })} />
      <div className={styles.page}>
        <ConnectedNotice me={me} />
        <GettingStarted me={me} />
      </div>
    </>
  );
}
