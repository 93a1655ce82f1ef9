import { createHash, randomBytes } from 'node:crypto';
import type { DirectoryFixture } from '../shared/directory/fixture.js';
import type { z } from 'zod';
import { DirectoryFixtureSchema } from '../shared/directory/fixture.js';
import { DIRECTORY_ROLES } from '../shared/directory/roles.js';
import { escapeHtml } from '../shared/rendering/escape.js';

/** A person the local sign-in page offers, and the organisation they belong to. */
export interface IdpPerson {
  tenantId: string;
  oid: string;
  name: string;
  email: string;
  /** The role template ids of the person's directory roles (a token's `wids`). */
  roles: string[];
  /** A guest of the organisation: the issuer of the tenant the person comes from (a token's `idp`). */
  homeIdp?: string;
}
export interface IdpOrganisation {
  tenantId: string;
  name: string;
  /** Members who can sign in: the sign-in page lists them. */
  people: IdpPerson[];
  /** Guests: not listed, signed in to this organisation only when named by `login_hint` at its own authority. */
  guests?: IdpPerson[];
}

type FixtureUser = z.infer<typeof DirectoryFixtureSchema>['tenants'][string]['users'][number];
const canSignIn = (u: FixtureUser) => u.accountEnabled !== false && u.mailboxType !== 'shared' && !!u.mail;
const isGuest = (u: FixtureUser) => u.userType?.toLowerCase() === 'guest';

/** The people of a directory fixture who can sign in (enabled, with a personal mailbox), by organisation. */
export function organisationsOf(fixture: DirectoryFixture): IdpOrganisation[] {
  const parsed = DirectoryFixtureSchema.parse(fixture);
  const tenants = Object.entries(parsed.tenants).map(([id, t]) => [id.toLowerCase(), t] as const);
  const homeOf = (address: string) =>
    tenants.find(([, t]) => t.users.some((u) => !isGuest(u) && u.mail?.toLowerCase() === address))?.[0] ?? null;
  const person = (tenantId: string, u: FixtureUser): IdpPerson => ({
    tenantId,
    oid: u.id,
    name: u.displayName ?? u.mail!,
    email: u.mail!.toLowerCase(),
    roles: u.directoryRoles.map((r) => DIRECTORY_ROLES[r]),
  });
  return tenants.map(([tenantId, t]) => ({
    tenantId,
    name: t.displayName,
    people: t.users.filter((u) => canSignIn(u) && !isGuest(u)).map((u) => person(tenantId, u)),
    guests: t.users
      .filter((u) => canSignIn(u) && isGuest(u))
      .map((u) => {
        const home = homeOf(u.mail!.toLowerCase());
        // Entra names a guest's home organisation in `idp`; a guest from outside any directory here comes from a personal account.
        return { ...person(tenantId, u), homeIdp: home ? `https://sts.windows.net/${home}/` : 'live.com' };
      }),
  }));
}

/** What an authorization code stands for until it is redeemed. */
interface CodeGrant {
  person: IdpPerson;
  clientId: string;
  redirectUri: string;
  scope: string;
  nonce: string | null;
  codeChallenge: string;
  expiresAt: number;
}

interface RefreshGrant {
  person: IdpPerson;
  clientId: string;
  scope: string;
}

const CODE_LIFETIME_MS = 2 * 60_000;
const opaque = () => randomBytes(32).toString('base64url');

/** Authorization codes (single use, two minutes) and refresh tokens (rotated on use), held in memory. */
export class GrantStore {
  private readonly codes = new Map<string, CodeGrant>();
  private readonly refreshTokens = new Map<string, RefreshGrant>();

  issueCode(grant: Omit<CodeGrant, 'expiresAt'>): string {
    const code = opaque();
    this.codes.set(code, { ...grant, expiresAt: Date.now() + CODE_LIFETIME_MS });
    return code;
  }

  /** The code's grant, once: a second redemption, or one after it expired, finds nothing. */
  redeemCode(code: string): CodeGrant | null {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    return grant && grant.expiresAt > Date.now() ? grant : null;
  }

  issueRefreshToken(grant: RefreshGrant): string {
    const token = opaque();
    this.refreshTokens.set(token, grant);
    return token;
  }

  redeemRefreshToken(token: string): RefreshGrant | null {
    const grant = this.refreshTokens.get(token) ?? null;
    this.refreshTokens.delete(token);
    return grant;
  }
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)) equals the challenge. */
export const pkceMatches = (verifier: string, challenge: string) =>
  /^[\w.~-]{43,128}$/.test(verifier) && createHash('sha256').update(verifier).digest('base64url') === challenge;

/**
 * The local sign-in page: every person of the directory, grouped by organisation, each a button. `note` says what the
 * pick is for when it is more than a sign-in (admin consent).
 */
export function signInPage(organisations: IdpOrganisation[], request: URLSearchParams, error?: string, note?: string): string {
  const hidden = [...request.entries()].map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');
  const groups = organisations
    .map(
      (o) => `<section aria-labelledby="org-${escapeHtml(o.tenantId)}"><h2 id="org-${escapeHtml(o.tenantId)}">${escapeHtml(o.name)}</h2>
<ul>${o.people
        .map(
          (p) =>
            `<li><button type="submit" name="person" value="${escapeHtml(`${p.tenantId}/${p.oid}`)}"><span class="name">${escapeHtml(p.name)}</span> <span class="email">${escapeHtml(p.email)}</span></button></li>`,
        )
        .join('')}</ul></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in (local identity provider)</title>
<style>
body{font-family:"Segoe UI",system-ui,sans-serif;background:#f5f5f5;margin:0;color:#242424}
main{max-width:32rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin-top:0}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
ul{list-style:none;padding:0;margin:0}li{margin:.25rem 0}
button{width:100%;text-align:left;padding:.6rem .8rem;border:1px solid #d1d1d1;border-radius:4px;background:#fff;font:inherit;cursor:pointer}
button:hover{background:#f0f6ff}button:focus-visible{outline:2px solid #0f6cbd;outline-offset:2px}
.name{font-weight:600}.email{color:#616161;display:block;font-size:.9rem}
.note{color:#616161;font-size:.9rem}.error{color:#b10e1c;font-weight:600}
</style></head>
<body><main><h1>Sign in</h1>
<p class="note">Local identity provider: pick a person of the directory fixture. In Azure, Microsoft Entra ID signs people in.</p>
${note ? `<p class="note">${escapeHtml(note)}</p>` : ''}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">${hidden}${groups || '<p>The directory fixture has nobody who can sign in.</p>'}</form>
</main></body></html>`;
}
