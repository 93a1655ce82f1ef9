import type { Clock } from '../clock.js';
import type { Directory, DirectoryUser } from '../directory/types.js';
import { ApiError } from '../http/errors.js';
import { acceptedLanguage } from '../http/language.js';
import { chooseLanguage, isLanguage, productLanguage, type Language } from '../i18n/languages.js';
import type { SettingsService } from '../settings/service.js';
import type { OwnPreferences } from './schemas.js';
import type { PreferenceStore } from './store.js';

/** Who is asking: the object id and address of their verified token. */
export interface PreferencePerson {
  oid: string;
  email: string;
}

/** A person's own language choice, beside the directory's and the organisation's that decide without one. */
export class PreferenceService {
  constructor(
    private readonly store: PreferenceStore,
    private readonly deps: {
      directory: Pick<Directory, 'findUser' | 'findMailbox'>;
      settings: Pick<SettingsService, 'get'>;
      clock: Clock;
    },
  ) {}

  async own(tenantId: string, person: PreferencePerson): Promise<OwnPreferences> {
    const [row, user, settings] = await Promise.all([
      this.store.get(tenantId, person.oid),
      whileDirectoryAnswers(() => this.deps.directory.findUser(tenantId, person.oid)),
      this.deps.settings.get(tenantId),
    ]);
    return {
      language: chosenLanguage(row),
      directoryLanguage: productLanguage(user?.preferredLanguage) ?? null,
      organisationLanguage: settings.defaultLanguage,
    };
  }

  /**
   * The language the person at `address` reads e-mails in: their own choice, else their directory's preferred
   * language, else the organisation's default, else English.
   */
  async languageOf(tenantId: string, address: string): Promise<Language> {
    const [user, settings] = await Promise.all([
      // Only an address can be a mailbox (an API key acting is named by its name).
      address.includes('@') ? whileDirectoryAnswers(() => this.deps.directory.findMailbox(tenantId, address)) : null,
      this.deps.settings.get(tenantId),
    ]);
    const row = (user && (await this.store.get(tenantId, user.id))) ?? (await this.store.byAddress(tenantId, address));
    return chooseLanguage({ choice: row?.language, directory: user?.preferredLanguage, organisation: settings.defaultLanguage });
  }

  /**
   * The language a person reads the service's explanations in on a page: their own choice, else what their browser
   * asks for (`Accept-Language`), else English.
   */
  async readerLanguage(tenantId: string, person: { oid: string } | null, acceptLanguage: string | undefined): Promise<Language> {
    const row = person ? await this.store.get(tenantId, person.oid) : null;
    return chosenLanguage(row) ?? acceptedLanguage(acceptLanguage);
  }

  /** The languages of several recipients, by address. */
  async languagesOf(tenantId: string, addresses: readonly string[]): Promise<Map<string, Language>> {
    const languages = await Promise.all(addresses.map((a) => this.languageOf(tenantId, a)));
    return new Map(addresses.map((a, i) => [a, languages[i]!]));
  }

  /** Remembers the person's choice; null forgets it. */
  async choose(tenantId: string, person: PreferencePerson, language: Language | null): Promise<OwnPreferences> {
    if (language === null) await this.store.remove(tenantId, person.oid);
    else
      await this.store.put(tenantId, person.oid, {
        address: person.email.toLowerCase(),
        language,
        updatedAt: this.deps.clock.now().toISOString(),
      });
    return this.own(tenantId, person);
  }
}

/**
 * A stored choice, when it is a language this version speaks: one written by another version (or by hand) is no choice,
 * so the next candidate decides instead of every sentence failing to be written.
 */
const chosenLanguage = (row: { language: unknown } | null): Language | null => (row && isLanguage(row.language) ? row.language : null);

/**
 * The directory's answer, or null while it is out: the directory's language is only one of the candidates, so its
 * absence lets the next decide rather than refusing the request.
 */
async function whileDirectoryAnswers(read: () => Promise<DirectoryUser | null>): Promise<DirectoryUser | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && err.code === 'directory_unavailable') return null;
    throw err;
  }
}
