/// <reference types="office-js" />
import { fetchProfile, fetchSignature, lastOutcome, type LastOutcome } from './api.js';
import { applySignature, recordOutcome } from './compose.js';
import { interactiveToken, officeDeps, officeItem } from './office.js';
import type { AddinDeps, ComposeItem, ComposeType } from './ports.js';
import { previewHtml, unavailableWords } from './preview.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
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
    p.textContent = `No signature: ${unavailableWords(answer.status)}.`;
    box.append(p);
    return;
  }
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', '');
  frame.title = type === 'new' ? 'Signature for new messages' : 'Signature for replies and forwards';
  frame.srcdoc = previewHtml(answer.signature);
  box.append(frame);
}

function describe(last: LastOutcome): string {
  const when = new Date(last.at).toLocaleString();
  const kind = last.type === 'new' ? 'a new message' : 'a reply';
  if (last.outcome === 'applied') return `Added to ${kind} from ${last.mailbox} on ${when}.`;
  if (last.outcome === 'skipped') return `Not added to ${kind} from ${last.mailbox} on ${when}: ${unavailableWords(last.status ?? 0)}.`;
  return `Could not be added to ${kind} from ${last.mailbox || 'your mailbox'} on ${when}: ${last.error ?? 'unknown error'}.`;
}

async function showLast(deps: AddinDeps): Promise<void> {
  const last = await lastOutcome(deps.storage);
  if (last) setText('last', describe(last), last.outcome === 'failed');
}

async function start(): Promise<void> {
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
    setText('status', `You could not be signed in: ${e instanceof Error ? e.message : String(e)}`, true);
    return;
  }
  const from = item ? await item.fromAddress() : mailbox.userProfile.emailAddress;
  try {
    await Promise.all([showPreview(deps, token, from, 'new'), showPreview(deps, token, from, 'reply')]);
    setText('status', `Signatures for ${from}.`);
  } catch (e) {
    setText('status', `The signature service could not be reached: ${e instanceof Error ? e.message : String(e)}`, true);
  }
  const profile = await fetchProfile(deps, token, from).catch(() => undefined);
  if (profile?.editable) {
    byId<HTMLAnchorElement>('profile-link').href = profile.url;
    byId('profile').hidden = false;
  }
  const insert = byId<HTMLButtonElement>('insert');
  if (!item) {
    setText('insert-result', 'Open a message you are writing to insert the signature.');
    return;
  }
  insert.disabled = false;
  insert.addEventListener('click', async () => {
    insert.disabled = true;
    setText('insert-result', 'Inserting…');
    const result = await applySignature({ ...deps, token: async () => token }, item);
    await recordOutcome(deps, result);
    await showLast(deps);
    const { report } = result;
    if (report.outcome === 'applied') setText('insert-result', 'The signature was inserted.');
    else if (report.outcome === 'skipped') setText('insert-result', `Nothing inserted: ${unavailableWords(result.status ?? 0)}.`, true);
    else setText('insert-result', `The signature could not be inserted: ${report.error ?? 'unknown error'}`, true);
    insert.disabled = false;
  });
}

void Office.onReady(() => void start());
