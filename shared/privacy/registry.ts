import { applyReportsPersonData } from '../activity/person-data.js';
import { notificationsPersonData } from '../alerts/person-data.js';
import { automaticRepliesPersonData } from '../automatic-replies/person-data.js';
import { changeLogPersonData } from '../changelog/person-data.js';
import { directoryPersonData } from '../directory/person-data.js';
import type { DirectorySnapshots } from '../directory/service.js';
import { exclusionsPersonData } from '../exclusions/person-data.js';
import { importedValuesPersonData } from '../imports/person-data.js';
import { photosPersonData } from '../photos/person-data.js';
import { preferencesPersonData } from '../preferences/person-data.js';
import { profileValuesPersonData } from '../profiles/person-data.js';
import { keptMessagesPersonData } from '../server-side/person-data.js';
import { contactCardsPersonData } from '../signature/person-data.js';
import type { Storage } from '../storage/storage.js';
import { trailPersonData } from '../trail/person-data.js';
import { rolesPersonData } from '../users/person-data.js';
import type { UserService } from '../users/service.js';
import { authorshipPersonData } from './authorship.js';
import { PERSON_DATA_KINDS, type PersonDataKind } from './kinds.js';
import { exportsPersonData } from './person-data.js';
import type { PrivacyStore } from './store.js';

/**
 * The one list of every kind of personal data, in the order requests walk them: the person's role first (the last
 * Admin is refused before anything is erased), the change log last (it pseudonymises what the erasure itself wrote).
 * A table or container holding personal data is registered here or named in NOT_PERSONAL with the reason it holds none.
 */
export function personDataKinds(deps: {
  storage: Storage;
  users: Pick<UserService, 'remove'>;
  snapshots: Pick<DirectorySnapshots, 'current'>;
  store: PrivacyStore;
}): PersonDataKind[] {
  const { storage } = deps;
  const kinds = [
    directoryPersonData(deps.snapshots),
    rolesPersonData(storage, deps.users),
    profileValuesPersonData(storage),
    importedValuesPersonData(storage),
    automaticRepliesPersonData(storage),
    preferencesPersonData(storage),
    photosPersonData(storage),
    applyReportsPersonData(storage),
    trailPersonData(storage),
    keptMessagesPersonData(storage),
    exclusionsPersonData(storage),
    contactCardsPersonData(storage),
    notificationsPersonData(storage),
    authorshipPersonData(storage),
    exportsPersonData(deps.store),
    changeLogPersonData(storage),
  ];
  const missing = PERSON_DATA_KINDS.filter((k) => !kinds.some((x) => x.kind === k));
  if (missing.length) throw new Error(`person data kinds without an adapter: ${missing.join(', ')}`);
  return kinds;
}
