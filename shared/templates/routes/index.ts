import * as delivery from './delivery.js';
import * as library from './library.js';
import * as review from './review.js';
import * as versions from './versions.js';

/** Every template route, in the order the route table, the OpenAPI document and the generated types publish them. */
export const templatesRoutes = [
  library.list,
  library.create,
  library.deleted,
  library.get,
  versions.publish,
  library.rename,
  library.duplicate,
  library.remove,
  library.restore,
  versions.list,
  versions.preview,
  versions.rollback,
  review.saveDraft,
  review.discardDraft,
  review.submit,
  review.reject,
  review.publishDraft,
  review.approvals,
  library.exportBundle,
  library.importBundle,
  delivery.setRoles,
  delivery.setPaused,
  delivery.getAssigned,
  delivery.publishAssigned,
  delivery.assignedVersions,
  delivery.rollbackAssigned,
  library.setTracking,
];
