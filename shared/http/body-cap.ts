/** A body as the adapters read it: its bytes, or none once it was found longer than its route takes. */
export interface ReadBody {
  body?: Buffer;
  tooLarge?: true;
}

export const NO_BODY: ReadBody = Object.freeze({});
export const TOO_LARGE: ReadBody = Object.freeze({ tooLarge: true });

/** Whether a declared `Content-Length` says the body is longer than `maxBytes` (then it is not read at all). */
export function declaredOver(contentLength: string | null | undefined, maxBytes: number): boolean {
  const declared = contentLength ? Number(contentLength) : NaN;
  return Number.isFinite(declared) && declared > maxBytes;
}
