/// <reference types="office-js" />
import { fetchProfile, fetchSignature, lastOutcome, type LastOutcome } from './api.js';
import { applySignature, recordOutcome } from './compose.js';
import { interactiveToken, officeDeps, officeItem } from './office.js';
import type { AddinDeps, ComposeItem, ComposeType } from './ports.js';
import { previewHtml } from './preview.js';
import { addinLanguage, officeLanguage, unavailableWords, words } from './words.js';
import type { AddinKey } from './addin.messages.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The pane's language, Office's display language, read once Office is ready. */
let language = addinLanguage(undefined);
const say = (key: AddinKey, values?: Record<string, string | number>) => words(language, key, values);

/** The page's own words (marked `data-words` in taskpane.html) in the pane's language. */
function translatePage(): void {
  document.documentElement.lang = language;
  document.querySelectorAll<HTMLElement>('[data-words]').forEach((el) => (el.textContent = say(el.dataset.words as AddinKey)));
}
const setText = (id: string, text: string, error = false) => {
  const el = byId(id);
  el.textContent = text;
  el.classList.toggle('error', error);
};

async function showPreview(deps: AddinDeps, token: string, mailbox: string, type: ComposeType): Promise<void> {
  const box = byId(`preview-${type}`);
  box.replaceChildren();
  const answer = await fetchSignature(deps, token, mailbox, type);
  if (answer.kind === 'unavailable') {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = say('noSignature', { reason: unavailableWords(language, answer.status) });
    box.append(p);
    return;
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', '');
  frame.title = say(type === 'new' ? 'frameNew' : 'frameReply');
  frame.srcdoc = previewHtml(answer.signature);
  box.append(frame);
}

function describe(last: LastOutcome): string {
  const when = new Date(last.at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  const reply = last.type !== 'new';
  if (last.outcome === 'applied') return say(reply ? 'appliedReply' : 'appliedNew', { mailbox: last.mailbox, when });
  if (last.outcome === 'skipped')
    return say(reply ? 'skippedReply' : 'skippedNew', {
      mailbox: last.mailbox,
      when,
      reason: unavailableWords(language, last.status ?? 0),
    });
  const mailbox = last.mailbox || say('yourMailbox');
  return say(reply ? 'failedReply' : 'failedNew', { mailbox, when, error: last.error ?? say('unknownError') });
}

async function showLast(deps: AddinDeps): Promise<void> {
  const last = await lastOutcome(deps.storage);
  if (last) setText('last', describe(last), last.outcome === 'failed');
}

async function start(): Promise<void> {
  language = addinLanguage(officeLanguage());
  translatePage();
  const deps = officeDeps(interactiveToken);
  await showLast(deps);
  const mailbox = Office.context.mailbox;
  const composeItem = mailbox.item as unknown as Office.MessageCompose | undefined;
  const item: ComposeItem | undefined =
    composeItem && typeof composeItem.body?.setSignatureAsync === 'function' ? officeItem(composeItem, mailbox) : undefined;
  let token: string;
  try {
    token = await deps.token();
  } catch (e) {
    setText('status', say('notSignedIn', { error: e instanceof Error ? e.message : String(e) }), true);
    return;
  }
  const from = item ? await item.fromAddress() : mailbox.userProfile.emailAddress;
  try {
    await Promise.all([showPreview(deps, token, from, 'new'), showPreview(deps, token, from, 'reply')]);
    setText('status', say('signaturesFor', { mailbox: from }));
  } catch (e) {
    setText('status', say('unreachable', { error: e instanceof Error ? e.message : String(e) }), true);
  }
  const profile = await fetchProfile(deps, token, from).catch(() => undefined);
  if (profile?.editable) {
    byId<HTMLAnchorElement>('profile-link').href = profile.url;
    byId('profile').hidden = false;
  }
  const insert = byId<HTMLButtonElement>('insert');
  if (!item) {
    setText('insert-result', say('openMessage'));
    return;
  }
  insert.disabled = false;
  insert.addEventListener('click', async () => {
    insert.disabled = true;
    setText('insert-result', say('inserting'));
    const result = await applySignature({ ...deps, token: async () => token }, item);
    await recordOutcome(deps, result);
    await showLast(deps);
    const { report } = result;
    if (report.outcome === 'applied') setText('insert-result', say('inserted'));
    else if (report.outcome === 'skipped')
      setText('insert-result', say('nothingInserted', { reason: unavailableWords(language, result.status ?? 0) }), true);
    else setText('insert-result', say('notInserted', { error: report.error ?? say('unknownError') }), true);
    insert.disabled = false;
  });
}

void Office.onReady(() => void start());
