// The error kinds the patch library throws; the main module exports only some of them.
import {
  FilterArrayTargetNotFound,
  FilterOnEmptyArray,
  InvalidRemoveOpPath,
  InvalidScimPatchRequest,
  InvalidScimRemoveValue,
  NoPathInScimPatchOp,
  NoTarget,
  type ScimError,
} from 'scim-patch/lib/src/errors/scimErrors.js';
import type { Sentence } from '../http/said-reasons.js';
import { translate } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../i18n/languages.js';
import { SCIM_SENTENCES } from './messages.js';

type PatchReason = Extract<keyof (typeof SCIM_SENTENCES)['messages']['en'], `patch${string}`>;

/** The kind of refusal a patch library error is, as far as its type (or its one wording) tells it. */
function kindOf(err: ScimError): PatchReason {
  if (err instanceof NoPathInScimPatchOp) return 'patchRemoveNeedsPath';
  if (err instanceof InvalidScimPatchRequest && err.message.includes('MUST contain a "value"')) return 'patchNeedsValue';
  if (err instanceof NoTarget || err instanceof FilterArrayTargetNotFound) return 'patchNoMatch';
  if (err instanceof FilterOnEmptyArray) return 'patchFilterOnSingle';
  if (err instanceof InvalidRemoveOpPath) return 'patchRemoveNoPath';
  if (err instanceof InvalidScimRemoveValue) return 'patchRemoveValue';
  return 'patchCannotApply';
}

/**
 * Why the patch library refused a patch: in English its own words (as the service has always answered them), in
 * another language the catalogue's reason for its kind.
 */
export function patchRefusal(err: ScimError): Sentence {
  const kind = kindOf(err);
  return (language) =>
    language === DEFAULT_LANGUAGE
      ? err.message || translate(SCIM_SENTENCES, language, 'patchCannotApply')
      : translate(SCIM_SENTENCES, language, kind);
}
