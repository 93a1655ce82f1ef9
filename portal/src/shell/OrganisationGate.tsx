import { Button, Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiRefusal } from '../api/refusal';
import { useMe, useOwnOrganisation } from '../api/queries';
import { ErrorMessage } from '../components/ErrorMessage';
import { useWorkInside } from '../pages/partner/useWorkInside';
import { usePortal } from '../portal';
import { FullPage } from './FullPage';

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
  const signOut = (
    <Button appearance="subtle" onClick={() => void auth.signOut()}>
      Sign in as someone else
    </Button>
  );

  const state = own.data?.state;
  if (own.isPending || (served && me.isPending)) {
    return (
      <FullPage title="Signature service">
        <Spinner label="Loading your organisation…" />
      </FullPage>
    );
  }
  if (own.error) {
    return (
      <FullPage title="The portal could not load">
        <ErrorMessage error={own.error} />
        <Button appearance="primary" onClick={() => void own.refetch()}>
          Try again
        </Button>
      </FullPage>
    );
  }
  if (meError && workInside.current) {
    // The refusal is about the client (no longer managed, suspended…), not the person's own organisation.
    return (
      <FullPage title={`You cannot work inside ${workInside.current.name}`}>
        <ErrorMessage error={meError} />
        <Button appearance="primary" onClick={() => void workInside.leave()}>
          Back to your own organisation
        </Button>
      </FullPage>
    );
  }
  if (!served || meError) {
    const code = meError instanceof ApiRefusal ? meError.code : state;
    if (code === 'not_onboarded') {
      return (
        <FullPage title="Connect your organisation">
          <p>
            Your Microsoft 365 organisation does not use the signature service yet. A Global Administrator or a Privileged Role
            Administrator of the organisation connects it by granting consent; you come back here afterwards.
          </p>
          <Button appearance="primary" as="a" href={consentLink(config.consentUrl, auth.account?.username)}>
            Connect your organisation
          </Button>
          {signOut}
        </FullPage>
      );
    }
    if (code === 'suspended') {
      return (
        <FullPage title="Your organisation is suspended">
          <p>
            The signature service is suspended for your organisation: signatures are not delivered and the portal is closed. Contact the
            service's support to restore it.
          </p>
          {signOut}
        </FullPage>
      );
    }
    if (code === 'pending_deletion') {
      return (
        <FullPage title="Your organisation is being deleted">
          <p>
            Your organisation asked to leave the signature service, and its data is scheduled for deletion. Contact the service's support
            before the deletion date to keep it.
          </p>
          {signOut}
        </FullPage>
      );
    }
    return (
      <FullPage title="The portal could not load">
        <ErrorMessage error={meError} />
        <Button appearance="primary" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </FullPage>
    );
  }
  // A partner's staff need no portal role of their own organisation: the partner console is theirs. Anyone else
  // without a role came for their own signature profile.
  if (!me.data?.role && !me.data?.partner) return <Navigate to="/profile" replace />;
  return <>{children}</>;
}
