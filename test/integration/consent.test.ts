import { createRemoteJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureDirectory, type DirectoryFixture } from '../../shared/directory/fixture.js';
import { PARTNER_AGREEMENT_VERSION } from '../../shared/partner/records.js';
import { ok } from '../helpers/api.js';
import { AdminSignIn } from '../../shared/tenants/admin-signin.js';
import { startTestHost, TEST_CLIENT_ID, type TestHost } from '../helpers/host.js';

// Who may onboard and link an organisation (issue 32): only an administrator of that very organisation, verified by
// the sign-in that follows admin consent. Each flow is walked as a browser walks it (the identity provider's
// redirects, its cookies), and an attacker changes what a browser lets them change: the callback's query.

const ids = {
  partner: crypto.randomUUID(),
  rival: crypto.randomUUID(),
  victim: crypto.randomUUID(),
  direct: crypto.randomUUID(),
  fresh: crypto.randomUUID(),
  managed: crypto.randomUUID(),
  replay: crypto.randomUUID(),
  privileged: crypto.randomUUID(),
  invited: crypto.randomUUID(),
  named: crypto.randomUUID(),
  stranger: crypto.randomUUID(),
  lookalike: crypto.randomUUID(),
};
type Org = keyof typeof ids;
const tag = ids.partner.slice(0, 8);
const domainOf = (k: Org) => `${k}-${tag}.test`;
const adminOf = (k: Org) => `admin@${domainOf(k)}`;
const memberOf = (k: Org) => `member@${domainOf(k)}`;
const helpdeskOf = (k: Org) => `helpdesk@${domainOf(k)}`;
/** Administrators of each organisation by the directory role they hold, other than its Global Administrator. */
const ROLE_HOLDERS = {
  pra: 'Privileged Role Administrator',
  cloudapp: 'Cloud Application Administrator',
  appadmin: 'Application Administrator',
} as const;
const holderOf = (k: Org, who: keyof typeof ROLE_HOLDERS) => `${who}@${domainOf(k)}`;
/**
 * Verified domains other than `domainOf(k)`: the invited organisation's directory writes its domain in capitals, and
 * the lookalike verified only a subdomain of it.
 */
const VERIFIED: Partial<Record<Org, string[]>> = {
  invited: [domainOf('invited').toUpperCase()],
  lookalike: [`eu.${domainOf('invited')}`],
};
// A member of the partner's organisation who is also a guest of the victim's, holding Global Administrator there.
const GUEST = `guest@${domainOf('partner')}`;

const fixture: DirectoryFixture = {
  tenants: Object.fromEntries(
    (Object.keys(ids) as Org[]).map((k) => [
      ids[k],
      {
        displayName: `Org ${k}`,
        domains: VERIFIED[k] ?? [domainOf(k)],
        users: [
          {
            id: `${k}-admin`,
            mail: adminOf(k),
            displayName: `Admin of ${k}`,
            userType: 'Member',
            directoryRoles: ['Global Administrator'],
          },
          { id: `${k}-member`, mail: memberOf(k), displayName: `Member of ${k}`, userType: 'Member' },
          {
            id: `${k}-helpdesk`,
            mail: helpdeskOf(k),
            displayName: `Helpdesk of ${k}`,
            userType: 'Member',
            directoryRoles: ['User Administrator'],
          },
          ...Object.entries(ROLE_HOLDERS).map(([who, role]) => ({
            id: `${k}-${who}`,
            mail: holderOf(k, who as keyof typeof ROLE_HOLDERS),
            displayName: `${role} of ${k}`,
            userType: 'Member',
            directoryRoles: [role],
          })),
          ...(k === 'partner' ? [{ id: 'partner-guest', mail: GUEST, displayName: 'Guest Gale', userType: 'Member' }] : []),
          ...(k === 'victim'
            ? [
                {
                  id: 'victim-guest',
                  mail: GUEST,
                  displayName: 'Guest Gale',
                  userType: 'Guest',
                  directoryRoles: ['Global Administrator' as const],
                },
              ]
            : []),
        ],
      },
    ]),
  ),
};

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ directory: new FixtureDirectory(fixture), people: fixture });
});
afterAll(() => host.close());

interface Step {
  url: URL;
  status: number;
  location: URL | null;
  text: string;
  /** A refusal page's code. */
  code: string | null;
}

/** A browser: keeps the cookies the service and the identity provider set, follows redirects one by one. */
class Browser {
  readonly jar = new Map<string, string>();

  /** A browser asking for `language` (`Accept-Language`), or for none. */
  constructor(readonly language?: string) {}

  async get(url: URL, init: { method?: string; body?: string } = {}): Promise<Step> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      body: init.body,
      headers: {
        'x-forwarded-for': host.address,
        ...(cookie ? { cookie } : {}),
        ...(this.language ? { 'accept-language': this.language } : {}),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const location = res.headers.get('location');
    const text = await res.text();
    return {
      url,
      status: res.status,
      location: location ? new URL(location, url) : null,
      text,
      code: /data-code="([a-z_]+)"/.exec(text)?.[1] ?? null,
    };
  }

  /**
   * Follows redirects from `url` until an answer that is not one, or until `stop` says so (answering that step
   * unfetched). `rewrite` changes a URL before it is fetched: what an attacker does to the callback.
   */
  async walk(url: URL, opts: { stop?: (next: URL) => boolean; rewrite?: (next: URL) => URL } = {}): Promise<Step & { visited: URL[] }> {
    const visited: URL[] = [];
    let next = url;
    for (let i = 0; i < 12; i++) {
      next = opts.rewrite?.(next) ?? next;
      visited.push(next);
      const step = await this.get(next);
      if (!step.location || step.status < 300 || step.status >= 400) return { ...step, visited };
      if (opts.stop?.(step.location) || step.location.pathname === '/admin') return { ...step, visited };
      next = step.location;
    }
    throw new Error(`no end: ${visited.join(' → ')}`);
  }

  /** Picks a person on the identity provider's sign-in page shown at `page`. */
  async pick(page: URL, person: string): Promise<Step> {
    const form = new URLSearchParams(page.searchParams);
    form.set('person', person);
    return this.get(page, { method: 'POST', body: form.toString() });
  }
}

const start = (query: { login_hint?: string; invite?: string } = {}) => {
  const url = new URL('/admin/consent', host.url);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
};
const isCallback = (u: URL) => u.pathname === '/admin/consent/callback';
const isSignInLeg = (u: URL) => isCallback(u) && u.searchParams.has('code');
const forgeTenant = (tenant: string) => (u: URL) => {
  if (!isCallback(u) || !u.searchParams.has('tenant')) return u;
  const forged = new URL(u);
  forged.searchParams.set('tenant', tenant);
  return forged;
};
const onboarded = (step: Step) => step.status === 302 && step.location?.pathname === '/admin';

/** What an organisation has that onboarding or linking would change. */
async function stateOf(k: Org) {
  const tenant = ids[k];
  return {
    tenant: (await host.services.tenants.get(tenant))?.state ?? null,
    users: (await host.services.users.list(tenant)).map((u) => `${u.email}:${u.role}`),
    manager: (await host.services.partners.managerOf(tenant))?.partnerId ?? null,
    transfers: (await host.services.transfers.pendingFor(tenant)).map((t) => t.partnerId),
  };
}
const NOTHING = { tenant: null, users: [], manager: null, transfers: [] };

async function becomePartner(k: 'partner' | 'rival') {
  const now = host.clock.now().toISOString();
  await host.services.partners.store.acceptAgreement(
    ids[k],
    `Org ${k}`,
    { version: PARTNER_AGREEMENT_VERSION, acceptedAt: now, acceptedBy: adminOf(k) },
    { oid: null, email: adminOf(k), role: 'Owner', name: `Admin of ${k}`, addedAt: now, addedBy: adminOf(k) },
  );
}
const partnerToken = (k: 'partner' | 'rival') => host.token({ tenant: ids[k], user: adminOf(k), oid: `${k}-admin` });
async function invite(k: 'partner' | 'rival', body: { email?: string; domain?: string; send?: boolean } = {}): Promise<string> {
  return (await ok(host.api(await partnerToken(k)).POST('/api/admin/partner/invites', { body }))).token;
}
const inviteState = async (k: 'partner' | 'rival', token: string) =>
  (await ok(host.api(await partnerToken(k)).GET('/api/admin/partner/invites'))).invites.find((i) => i.token === token)?.state;

describe('onboarding through a verified administrator', () => {
  it('provisions the organisation of the administrator who signed in after consent, who becomes its first Admin', async () => {
    const end = await new Browser().walk(start({ login_hint: adminOf('fresh') }));
    expect(onboarded(end)).toBe(true);
    expect(end.location?.searchParams.get('onboarded')).toBe(ids.fresh);
    // Both legs went to the identity provider with the hint; the sign-in went to the consented tenant's authority.
    const idp = end.visited.filter((u) => u.pathname.startsWith('/idp/'));
    expect(idp.map((u) => [u.pathname, u.searchParams.get('login_hint')])).toEqual([
      ['/idp/organizations/v2.0/adminconsent', adminOf('fresh')],
      [`/idp/${ids.fresh}/oauth2/v2.0/authorize`, adminOf('fresh')],
    ]);
    const signIn = idp[1].searchParams;
    expect([signIn.get('code_challenge_method'), signIn.get('scope'), signIn.get('response_mode')]).toEqual([
      'S256',
      'openid profile',
      'query',
    ]);
    expect(signIn.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(await stateOf('fresh')).toEqual({ tenant: 'active', users: [`${adminOf('fresh')}:Admin`], manager: null, transfers: [] });
    const admin = host.api(await host.token({ tenant: ids.fresh, user: adminOf('fresh') }));
    expect((await ok(admin.GET('/api/admin/me'))).role).toBe('Admin');
    const { entries } = await ok(admin.GET('/api/admin/log', { params: { query: { scope: 'tenant' } } }));
    expect(
      entries
        .filter((e) => ['tenant.onboarded', 'user.first_admin'].includes(e.action))
        .map((e) => [e.action, e.actor])
        .sort(),
    ).toEqual([
      ['tenant.onboarded', adminOf('fresh')],
      ['user.first_admin', adminOf('fresh')],
    ]);
  });

  it('consenting again changes nothing: the first Admin stays the only one', async () => {
    const end = await new Browser().walk(start({ login_hint: adminOf('fresh') }));
    expect(onboarded(end)).toBe(true);
    expect((await stateOf('fresh')).users).toEqual([`${adminOf('fresh')}:Admin`]);
  });
});

describe('a forged callback changes nothing', () => {
  it("without an invitation: the attacker's own sign-in lands in their tenant, not the victim's (403 tenant_mismatch)", async () => {
    const attacker = new Browser();
    const end = await attacker.walk(start({ login_hint: adminOf('partner') }), { rewrite: forgeTenant(ids.victim) });
    expect([end.status, end.code]).toEqual([403, 'tenant_mismatch']);
    expect(end.text).toContain('another organisation');
    expect(end.text).toContain('href="/admin/consent"');
    expect(await stateOf('victim')).toEqual(NOTHING);
    // The attacker's own organisation is not onboarded on the way either.
    expect(await host.services.tenants.get(ids.partner)).toBeNull();
  });

  it('with an invitation: the victim (a customer already) is neither linked nor asked, and the invitation stays unused', async () => {
    await new Browser().walk(start({ login_hint: adminOf('partner') }));
    await becomePartner('partner');
    expect(onboarded(await new Browser().walk(start({ login_hint: adminOf('direct') })))).toBe(true);
    const token = await invite('partner');
    for (const victim of ['direct', 'victim'] as const) {
      const before = await stateOf(victim);
      const end = await new Browser().walk(start({ login_hint: adminOf('partner'), invite: token }), { rewrite: forgeTenant(ids[victim]) });
      expect([victim, end.status, end.code]).toEqual([victim, 403, 'tenant_mismatch']);
      expect(await stateOf(victim)).toEqual(before);
    }
    expect(await inviteState('partner', token)).toBe('pending');
  });

  it('refuses a state this service did not issue (400 invalid_state)', async () => {
    const browser = new Browser();
    const url = new URL('/admin/consent/callback', host.url);
    url.search = new URLSearchParams({ admin_consent: 'True', tenant: ids.victim, state: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }).toString();
    const step = await browser.get(url);
    expect([step.status, step.code]).toEqual([400, 'invalid_state']);
    expect(step.text).toMatch(/^<!doctype html>/);
    expect(await stateOf('victim')).toEqual(NOTHING);
  });

  it('answers a mangled link (a state or an invitation over its size) with a page, not JSON, changing nothing', async () => {
    const browser = new Browser();
    const callback = new URL('/admin/consent/callback', host.url);
    callback.search = new URLSearchParams({ admin_consent: 'True', tenant: ids.victim, state: 'x'.repeat(5000) }).toString();
    const start = new URL('/admin/consent', host.url);
    start.search = new URLSearchParams({ invite: 'y'.repeat(300) }).toString();
    for (const url of [callback, start]) {
      const step = await browser.get(url);
      expect([step.status, step.code]).toEqual([400, 'invalid_request']);
      expect(step.text).toMatch(/^<!doctype html>/);
    }
    expect(await stateOf('victim')).toEqual(NOTHING);
  });
});

describe('only an administrator of the organisation, signed in as a member of it', () => {
  it('a person without a role that may consent is refused by the identity provider: 403 consent_denied', async () => {
    for (const person of [memberOf('victim'), helpdeskOf('victim')]) {
      const end = await new Browser().walk(start({ login_hint: person }));
      expect([person, end.status, end.code]).toEqual([person, 403, 'consent_denied']);
    }
    expect(await stateOf('victim')).toEqual(NOTHING);
  });

  it('an administrator consents but someone else signs in: 403 not_an_administrator', async () => {
    const browser = new Browser();
    // Nobody hinted: the identity provider asks who consents, then (the sign-in leg) who signs in.
    const consentPage = await browser.walk(start());
    expect([consentPage.status, consentPage.url.pathname]).toEqual([200, '/idp/organizations/v2.0/adminconsent']);
    const consented = await browser.pick(consentPage.url, `${ids.victim}/victim-admin`);
    const signInPage = await browser.walk(consented.location!);
    expect([signInPage.status, signInPage.url.pathname]).toEqual([200, `/idp/${ids.victim}/oauth2/v2.0/authorize`]);
    const signedIn = await browser.pick(signInPage.url, `${ids.victim}/victim-member`);
    const end = await browser.walk(signedIn.location!);
    expect([end.status, end.code]).toEqual([403, 'not_an_administrator']);
    expect(await stateOf('victim')).toEqual(NOTHING);
  });

  it('a Cloud Application Administrator or an Application Administrator is refused: 403 not_an_administrator, nothing created', async () => {
    for (const who of ['cloudapp', 'appadmin'] as const) {
      // The Global Administrator grants consent, then the role holder is the one who signs in: the service decides.
      const browser = new Browser();
      const consented = await browser.pick((await browser.walk(start())).url, `${ids.victim}/victim-admin`);
      const signInPage = await browser.walk(consented.location!);
      const end = await browser.walk((await browser.pick(signInPage.url, `${ids.victim}/victim-${who}`)).location!);
      expect([who, end.status, end.code]).toEqual([who, 403, 'not_an_administrator']);
      expect(end.text).toContain('a Global Administrator or a Privileged Role Administrator');
      expect(end.text).not.toContain(ROLE_HOLDERS[who]);
      // Named up front, the identity provider refuses their consent, as Entra does for Microsoft Graph application permissions.
      const hinted = await new Browser().walk(start({ login_hint: holderOf('victim', who) }));
      expect([who, hinted.status, hinted.code]).toEqual([who, 403, 'consent_denied']);
    }
    expect(await stateOf('victim')).toEqual(NOTHING);
  });

  it('a Privileged Role Administrator connects the organisation and becomes its first Admin', async () => {
    const end = await new Browser().walk(start({ login_hint: holderOf('privileged', 'pra') }));
    expect(onboarded(end)).toBe(true);
    expect(await stateOf('privileged')).toEqual({
      tenant: 'active',
      users: [`${holderOf('privileged', 'pra')}:Admin`],
      manager: null,
      transfers: [],
    });
  });

  it('a guest holding Global Administrator in the organisation is refused: 403 guest_not_allowed', async () => {
    const browser = new Browser();
    // The flow starts with the guest's address as its hint; the victim's administrator picks themself at consent, and
    // the sign-in leg signs the guest in at the victim's authority (tid of the victim, wids with the role, idp of home).
    const toConsent = await browser.walk(start({ login_hint: GUEST }), { stop: (u) => u.pathname.endsWith('/adminconsent') });
    const consentUrl = new URL(toConsent.location!);
    consentUrl.searchParams.delete('login_hint');
    expect((await browser.get(consentUrl)).status).toBe(200);
    const consented = await browser.pick(consentUrl, `${ids.victim}/victim-admin`);
    const end = await browser.walk(consented.location!);
    expect(
      end.visited.some((u) => u.pathname === `/idp/${ids.victim}/oauth2/v2.0/authorize` && u.searchParams.get('login_hint') === GUEST),
    ).toBe(true);
    expect([end.status, end.code]).toEqual([403, 'guest_not_allowed']);
    expect(await stateOf('victim')).toEqual(NOTHING);
  });
});

describe('the state is single-use, short-lived and bound to the browser that started it', () => {
  it('a replayed sign-in callback answers 400 state_used and changes nothing', async () => {
    const browser = new Browser();
    const atSignIn = await browser.walk(start({ login_hint: adminOf('replay') }), { stop: isSignInLeg });
    const cookie = browser.jar.get('consent_flow')!;
    expect(onboarded(await browser.get(atSignIn.location!))).toBe(true);
    const after = await stateOf('replay');
    // The same browser comes back with the same callback, its cookie kept (the success cleared it).
    expect(browser.jar.has('consent_flow')).toBe(false);
    browser.jar.set('consent_flow', cookie);
    const again = await browser.get(atSignIn.location!);
    expect([again.status, again.code]).toEqual([400, 'state_used']);
    expect(await stateOf('replay')).toEqual(after);
  });

  it('a callback opened in another browser answers 400 consent_other_browser and changes nothing', async () => {
    const started = new Browser();
    const atSignIn = await started.walk(start({ login_hint: adminOf('victim') }), { stop: isSignInLeg });
    const other = await new Browser().get(atSignIn.location!);
    expect([other.status, other.code]).toEqual([400, 'consent_other_browser']);
    expect(await stateOf('victim')).toEqual(NOTHING);
  });

  it('a state older than 15 minutes answers 400 state_expired and changes nothing', async () => {
    const browser = new Browser();
    const atCallback = await browser.walk(start({ login_hint: adminOf('victim') }), { stop: isCallback });
    host.clock.advance(16 * 60_000);
    try {
      const end = await browser.walk(atCallback.location!);
      expect([end.status, end.code]).toEqual([400, 'state_expired']);
    } finally {
      host.clock.reset();
    }
    expect(await stateOf('victim')).toEqual(NOTHING);
  });
});

describe('an invitation links only the organisation whose administrator opened it, and never moves a customer', () => {
  it('a new organisation becomes the partner client; its administrator is its first Admin', async () => {
    const token = await invite('partner');
    const end = await new Browser().walk(start({ login_hint: adminOf('managed'), invite: token }));
    expect(onboarded(end)).toBe(true);
    expect(await stateOf('managed')).toEqual({
      tenant: 'active',
      users: [`${adminOf('managed')}:Admin`],
      manager: ids.partner,
      transfers: [],
    });
    expect(await inviteState('partner', token)).toBe('accepted');
  });

  it("a direct customer is not moved: its administrator's consent through the invitation is a takeover request its Admin approves", async () => {
    const token = await invite('partner');
    const end = await new Browser().walk(start({ login_hint: adminOf('direct'), invite: token }));
    expect(onboarded(end)).toBe(true);
    const transfer = end.location?.searchParams.get('transfer');
    expect(transfer).toBeTruthy();
    expect(await stateOf('direct')).toEqual({
      tenant: 'active',
      users: [`${adminOf('direct')}:Admin`],
      manager: null,
      transfers: [ids.partner],
    });
    const admin = host.api(await host.token({ tenant: ids.direct, user: adminOf('direct') }));
    await ok(admin.POST('/api/admin/managed/transfer/{id}/approve', { params: { path: { id: transfer! } } }));
    expect((await stateOf('direct')).manager).toBe(ids.partner);
  });

  it("another partner's client is not moved either: the invitation becomes that partner's takeover request", async () => {
    await new Browser().walk(start({ login_hint: adminOf('rival') }));
    await becomePartner('rival');
    const token = await invite('rival');
    const end = await new Browser().walk(start({ login_hint: adminOf('managed'), invite: token }));
    expect(onboarded(end)).toBe(true);
    expect(await stateOf('managed')).toMatchObject({ manager: ids.partner, transfers: [ids.rival] });
    expect(await inviteState('rival', token)).toBe('accepted');
  });
});

describe('an invitation made for an address or a domain is accepted only by an organisation that verified that domain', () => {
  const invited = domainOf('invited');

  it('refuses consent through it by any other organisation: 403 invite_wrong_organisation, nothing written, still pending', async () => {
    const forAddress = await invite('partner', { email: `it.admin@${invited}`, send: false });
    const forSubdomain = await invite('partner', { domain: `eu.${invited}` });
    const clients = await host.services.partners.clientsOf(ids.partner);
    const attempts = [
      // Another organisation; one that verified only a subdomain; a customer already (no takeover request either).
      { org: 'stranger', token: forAddress, domain: invited },
      { org: 'lookalike', token: forAddress, domain: invited },
      { org: 'direct', token: forAddress, domain: invited },
      // The other way round: the organisation that verified the parent domain is not the subdomain's.
      { org: 'invited', token: forSubdomain, domain: `eu.${invited}` },
    ] as const;
    for (const { org, token, domain } of attempts) {
      const before = await stateOf(org);
      const end = await new Browser().walk(start({ login_hint: adminOf(org), invite: token }));
      expect([org, end.status, end.code]).toEqual([org, 403, 'invite_wrong_organisation']);
      expect(end.text).toContain(`made for ${domain},`);
      expect(end.text).toContain('Nothing was changed');
      expect([org, await stateOf(org)]).toEqual([org, before]);
    }
    for (const org of ['stranger', 'lookalike', 'invited'] as const) expect(await stateOf(org)).toEqual(NOTHING);
    expect([await inviteState('partner', forAddress), await inviteState('partner', forSubdomain)]).toEqual(['pending', 'pending']);
    expect(await host.services.partners.clientsOf(ids.partner)).toEqual(clients);
  });

  it('says in German why, naming the partner and the domain, in a browser asking for German; nothing written, still pending', async () => {
    const token = await invite('partner', { email: `it.admin@${invited}`, send: false });
    const before = await stateOf('stranger');
    const end = await new Browser('de-DE,de;q=0.9,en;q=0.5').walk(start({ login_hint: adminOf('stranger'), invite: token }));
    expect([end.status, end.code]).toEqual([403, 'invite_wrong_organisation']);
    expect(end.text).toContain('<html lang="de">');
    expect(end.text).toContain(
      `<p>Die Einladung von Org partner wurde für ${invited} erstellt. Diese Domäne ist für Ihre Organisation nicht bestätigt. Bitten Sie Org partner um eine Einladung für Ihre Organisation.</p>`,
    );
    expect(end.text).toContain('Es wurde nichts geändert.');
    expect(await stateOf('stranger')).toEqual(before);
    expect(await inviteState('partner', token)).toBe('pending');
  });

  it("links the organisation that verified the address's domain, whatever the case of the address or of the directory", async () => {
    const token = await invite('partner', { email: `IT.Admin@${invited.toUpperCase()}`, send: false });
    expect(onboarded(await new Browser().walk(start({ login_hint: adminOf('invited'), invite: token })))).toBe(true);
    expect(await stateOf('invited')).toEqual({
      tenant: 'active',
      users: [`${adminOf('invited')}:Admin`],
      manager: ids.partner,
      transfers: [],
    });
    expect(await inviteState('partner', token)).toBe('accepted');
  });

  it('links the organisation that verified a domain the invitation names instead of an address', async () => {
    const token = await invite('partner', { domain: domainOf('named').toUpperCase() });
    expect(onboarded(await new Browser().walk(start({ login_hint: adminOf('named'), invite: token })))).toBe(true);
    expect(await stateOf('named')).toMatchObject({ tenant: 'active', manager: ids.partner });
    expect(await inviteState('partner', token)).toBe('accepted');
  });
});

describe('the sign-in after consent is verified like any token', () => {
  const secrets = { verifier: 'v'.repeat(43), nonce: 'the-flow-nonce-0123456789abcdef' };
  const signIn = () =>
    new AdminSignIn({ authority: `${host.url}/idp`, clientId: TEST_CLIENT_ID, redirectUri: `${host.url}/admin/consent/callback` }, (tid) =>
      createRemoteJWKSet(new URL(`${host.url}/idp/${tid}/discovery/v2.0/keys`)),
    );
  /** A code for `person` from the identity provider, asked with `nonce`. */
  async function codeFor(tenant: string, person: string, nonce: string) {
    const url = new URL(signIn().authorizeUrl(tenant, 'state', { ...secrets, nonce }, person));
    const res = await fetch(url, { redirect: 'manual' });
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  }
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: { status: number; code: string }) => [err.status, err.code],
    );

  it('answers the administrator for a code of theirs with the flow nonce', async () => {
    const code = await codeFor(ids.victim, adminOf('victim'), secrets.nonce);
    expect(await signIn().complete(ids.victim, code, secrets)).toEqual({
      tenantId: ids.victim,
      oid: 'victim-admin',
      email: adminOf('victim'),
      name: 'Admin of victim',
    });
  });

  it('refuses an ID token with another nonce (403 signin_unverified), a code used twice (400 signin_failed), another tenant (403 tenant_mismatch)', async () => {
    expect(await refusal(signIn().complete(ids.victim, await codeFor(ids.victim, adminOf('victim'), 'another-nonce'), secrets))).toEqual([
      403,
      'signin_unverified',
    ]);
    const code = await codeFor(ids.victim, adminOf('victim'), secrets.nonce);
    await signIn().complete(ids.victim, code, secrets);
    expect(await refusal(signIn().complete(ids.victim, code, secrets))).toEqual([400, 'signin_failed']);
    expect(await refusal(signIn().complete(ids.victim, await codeFor(ids.victim, adminOf('partner'), secrets.nonce), secrets))).toEqual([
      403,
      'tenant_mismatch',
    ]);
    expect(
      await refusal(
        signIn().complete(ids.victim, await codeFor(ids.victim, adminOf('victim'), secrets.nonce), {
          ...secrets,
          verifier: 'w'.repeat(43),
        }),
      ),
    ).toEqual([400, 'signin_failed']);
  });
});
