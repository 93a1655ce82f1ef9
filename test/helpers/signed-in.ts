import { createHash } from 'node:crypto';
import type { Directory, DirectoryUser } from '../../shared/directory/types.js';

/** An object id made from the person's tenant and address: every test host gives one person the same id. */
function derivedId(tenantId: string, address: string): string {
  const h = createHash('sha256').update(`${tenantId}|${address}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The object ids of the people a test host's tokens are for, kept as Entra keeps them: a person's id is the same in
 * every token. A mailbox of the host's directory is its directory id; anyone else gets an id made from their tenant
 * and address (the same on every host of a run, as two instances of the service see one person), and the directory
 * then knows them by it (`findUser`, as a member with no mailbox), since Entra knows everyone it issues a token for. A token whose `oid` the test chose registers nobody: that is how a test names someone the
 * directory does not know.
 */
export class SignedInPeople {
  private readonly ids = new Map<string, string>();
  private readonly people = new Map<string, DirectoryUser>();
  private directory: Directory | null = null;

  /** The host's directory, knowing by id the people signed in who have no mailbox in it. */
  knownTo(directory: Directory): Directory {
    this.directory = directory;
    const people = this.people;
    return new Proxy(directory, {
      get(target, prop) {
        if (prop === 'findUser') {
          return async (tenantId: string, id: string) =>
            (await target.findUser(tenantId, id)) ?? people.get(`${tenantId.toLowerCase()}|${id}`) ?? null;
        }
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** The person's object id in `tenantId`: their mailbox's directory id, else one made from the tenant and address. */
  async oidOf(tenantId: string, address: string): Promise<string> {
    const key = `${tenantId.toLowerCase()}|${address.toLowerCase()}`;
    const known = this.ids.get(key);
    if (known) return known;
    const mailbox = await this.directory?.findMailbox(tenantId, address).catch(() => null);
    const id = mailbox?.id ?? derivedId(tenantId.toLowerCase(), address.toLowerCase());
    this.ids.set(key, id);
    if (!mailbox) {
      this.people.set(`${tenantId.toLowerCase()}|${id}`, {
        id,
        userPrincipalName: address,
        displayName: address,
        userType: 'Member',
        accountEnabled: true,
        businessPhones: [],
        proxyAddresses: [],
        mailboxType: 'user',
      });
    }
    return id;
  }
}
