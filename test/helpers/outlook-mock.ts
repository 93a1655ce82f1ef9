import type { AddinDeps } from '../../addin/src/ports.js';
import { OutlookStandin, type ComposeItemState, type StandinOptions } from '../../addin/src/standin/outlook.js';

/** The state of one compose window, as the Office.js stand-in holds it. */
export type ComposeState = ComposeItemState;

/**
 * One Outlook client in the Office.js stand-in (the same module the portal's compose window runs): its own
 * `OfficeRuntime.storage`, the person `user` signed in, and deps for the add-in's logic that go through it.
 */
export function outlookClient(user: string, options: Partial<StandinOptions> & { base: string; deps?: Partial<AddinDeps> }) {
  const { base, deps: overrides, ...rest } = options;
  const outlook = new OutlookStandin({ user: { email: user, displayName: user }, ...rest });
  const deps: AddinDeps = {
    base,
    fetch: (url, init) => outlook.fetch(url, init),
    storage: outlook.OfficeRuntime.storage,
    token: () => outlook.OfficeRuntime.auth.getAccessToken({ allowSignInPrompt: false }),
    client: 'Outlook test',
    ...overrides,
  };
  return { outlook, deps, storage: outlook.OfficeRuntime.storage };
}
