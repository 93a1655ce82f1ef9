import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { OutlookStandin, StandinOptions } from '../../../../addin/src/standin/outlook';
import { usePortal } from '../../portal';

/** Where the add-in's stand-in page is served: it loads the stand-in, then the built `/addin/runtime.js` unmodified. */
export const STANDIN_FRAME = '/addin/standin.html';

interface SetupWindow {
  outlookStandinSetup?: () => StandinOptions;
  outlookStandin?: OutlookStandin;
}

/**
 * The Office.js stand-in running the add-in's event runtime in a hidden frame (the runtime has no page of its own
 * in Outlook either), signed in as the portal's person with the add-in's scope. Re-renders on every change.
 */
export function useStandin(user: { email: string; displayName: string } | undefined) {
  const { auth, config } = usePortal();
  const frame = useRef<HTMLIFrameElement>(null);
  const [standin, setStandin] = useState<OutlookStandin | null>(null);
  // Why the runtime did not start, as the compose catalogue names it.
  const [failure, setFailure] = useState<'notLoaded' | 'noHandler' | null>(null);

  // The frame's stand-in reads its setup from this window as its script runs.
  if (user) {
    (window as unknown as SetupWindow).outlookStandinSetup = () => ({
      user,
      client: 'new',
      token: () => auth.token(config.addinScopes),
      eventTimeoutMs: 30_000,
    });
  }

  const onLoad = () => {
    const loaded = (frame.current?.contentWindow as unknown as SetupWindow | null)?.outlookStandin;
    if (!loaded) return setFailure('notLoaded');
    if (loaded.associated.length === 0) return setFailure('noHandler');
    setStandin(loaded);
  };

  useEffect(() => () => void delete (window as unknown as SetupWindow).outlookStandinSetup, []);

  const version = useSyncExternalStore(
    (notify) => (standin ? standin.subscribe(notify) : () => undefined),
    () => standin?.revision ?? -1,
  );
  return { frame, onLoad, standin, failure, version };
}
