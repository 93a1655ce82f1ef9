import { Button, Spinner } from '@fluentui/react-components';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiRefusal } from '../api/refusal';
import { useMe, useOwnOrganisation } from '../api/queries';
import { useWorkInside } from '../pages/partner/useWorkInside';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';
import { usePortal } from '../portal';
import { FullPage } from './FullPage';

// Loaded only when the gate fails: the first paint of a working portal does not carry it.
const ErrorMessage = lazy(() => import('../components/ErrorMessage').then((m) => ({ default: m.ErrorMessage })));

/** The consent link, naming the signed-in person so the identity provider does not ask who they are again. */
function consentLink(consentUrl: string, address: string | undefined): string {
  if (!address) return consentUrl;
  const url = new URL(consentUrl, window.location.origin);
  url.searchParams.set('login_hint', address);
  return url.toString();
}

/** The organisation's state comes first: only an active organisation and a portal user see the portal. */
export function OrganisationGate({ children }: { children: ReactNode }) {
  // The own organisation's state first (answered in every state), so that one not yet connected is not a refusal.
  const own = useOwnOrganisation();
  const served = own.data?.state === 'active';
  const me = useMe(served);
  // The portal may ask who is signed in beside the organisation's state (main.tsx): their answer counts once it is served.
  const meError = served ? me.error : null;
  const { config, auth } = usePortal();
  const workInside = useWorkInside();
  const t = useMessages(shellMessages);
  const signOut = (
    <Button appearance="subtle" onClick={() => void auth.signOut()}>
      {t('signInAsOther')}
    </Button>
  );

  const state = own.data?.state;
  if (own.isPending || (served && me.isPending)) {
    return (
      <FullPage title={t('product')}>
        <Spinner label={t('loadingOrganisation')} />
      </FullPage>
    );
  }
  if (own.error) {
    return (
      <FullPage title={t('couldNotLoad')}>
        <Suspense fallback={null}>
          <ErrorMessage error={own.error} />
        </Suspense>
        <Button appearance="primary" onClick={() => void own.refetch()}>
          {t('tryAgain')}
        </Button>
      </FullPage>
    );
  }
  if (meError && workInside.current) {
    // The refusal is about the client (no longer managed, suspended…), not the person's own organisation.
    return (
      <FullPage title={t('cannotWorkInside', { client: workInside.current.name })}>
        <Suspense fallback={null}>
          <ErrorMessage error={meError} />
        </Suspense>
        <Button appearance="primary" onClick={() => void workInside.leave()}>
          {t('backToOwn')}
        </Button>
      </FullPage>
    );
  }
  if (!served || meError) {
    const code = meError instanceof ApiRefusal ? meError.code : state;
    if (code === 'not_onboarded') {
      return (
        <FullPage title={t('connectTitle')}>
          <p>{t('connectText')}</p>
          <Button appearance="primary" as="a" href={consentLink(config.consentUrl, auth.account?.username)}>
            {t('connectTitle')}
          </Button>
          {signOut}
        </FullPage>
      );
    }
    if (code === 'suspended') {
      return (
        <FullPage title={t('suspendedTitle')}>
          <p>{t('suspendedText')}</p>
          {signOut}
        </FullPage>
      );
    }
    if (code === 'pending_deletion') {
      return (
        <FullPage title={t('deletingTitle')}>
          <p>{t('deletingText')}</p>
          {signOut}
        </FullPage>
      );
    }
    return (
      <FullPage title={t('couldNotLoad')}>
        <Suspense fallback={null}>
          <ErrorMessage error={meError} />
        </Suspense>
        <Button appearance="primary" onClick={() => void me.refetch()}>
          {t('tryAgain')}
        </Button>
      </FullPage>
    );
  }
  // A partner's staff need no portal role of their own organisation: the partner console is theirs. Anyone else
  // without a role came for their own signature profile.
  if (!me.data?.role && !me.data?.partner) return <Navigate to="/profile" replace />;
  return <>{children}</>;
}
