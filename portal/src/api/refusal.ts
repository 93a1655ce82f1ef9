import { commonMessages } from '../i18n/common.messages';
import { fieldName } from './fieldNames';
import { fieldNameMessages } from './fieldNames.messages';
import { message } from '../i18n/useMessages';
import type { components } from './schema';

/** The API's refusal body: a code, a sentence, and per-field reasons for invalid requests. */
type RefusalBody = components['schemas']['Error'];

/** Every code the service refuses with (generated from its catalogue: a misspelt or retired one does not compile). */
export type RefusalCode = components['schemas']['RefusalCode'];

/** The portal's own refusals: the service could not be reached, answered no refusal body, or a file was no bundle. */
type PortalRefusalCode = 'network' | 'unexpected' | 'not_a_bundle';

/** An API answer that is not a success, thrown by the client so pages deal with one kind of failure. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode | PortalRefusalCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }

  static async from(response: Response, body: unknown): Promise<ApiRefusal> {
    if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
      const b = body as RefusalBody;
      return new ApiRefusal(response.status, b.code, b.message, b.fields ?? {});
    }
    const sentence = message(commonMessages, 'unexpectedAnswer', { status: response.status, statusText: response.statusText });
    return new ApiRefusal(response.status, 'unexpected', sentence.trim());
  }
}

/** The reason the API gave for one field (`name`, or a nested path like `rollout.gates`), for beside its input. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRefusal)) return undefined;
  const reason = error.fields[field];
  return reason ? `${humanField(field)} ${reason}` : undefined;
}

/** `publishAt` → "Publish at", in the person's language; a field the catalogue lacks reads as its generic words. */
export const humanField = (field: string): string => fieldName(field, (key) => message(fieldNameMessages, key));
