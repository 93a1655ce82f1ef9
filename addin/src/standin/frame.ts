// The stand-in in a browser page: defines `Office`, `OfficeRuntime` and the recording `fetch` before the event
// runtime's script runs, and leaves the stand-in on the window for whoever drives it (the portal's compose window,
// the task pane's browser tests).
import { OutlookStandin, type StandinOptions } from './outlook.js';

interface StandinWindow {
  /** Set by the page that opens this one (or by a test's init script) before this script runs. */
  outlookStandinSetup?: () => StandinOptions;
  outlookStandin?: OutlookStandin;
}

const own = window as unknown as StandinWindow;
let setup = own.outlookStandinSetup;
try {
  if (!setup && window.parent !== window) setup = (window.parent as unknown as StandinWindow).outlookStandinSetup;
} catch {
  // A parent on another origin: nothing to read.
}
const standin = new OutlookStandin(setup ? setup() : { user: { email: '', displayName: '' } });
standin.install(window);
own.outlookStandin = standin;
