/** The project's own small request/response types; Azure and node:http adapt to them at the edge. */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body?: Buffer;
  /** The body was longer than its route takes: the adapter stopped reading it (and `body` holds none of it). */
  bodyTooLarge?: boolean;
  clientAddress: string;
  invocationId: string;
}

/** A body written as its parts come (an export read page by page): its length is not known before the end. */
export type StreamedBody = AsyncIterable<string | Buffer>;

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer | StreamedBody;
}

export const isStreamed = (body: ApiResponse['body']): body is StreamedBody =>
  typeof body === 'object' && !Buffer.isBuffer(body) && Symbol.asyncIterator in body;

/** The body when it is whole (a string or bytes), or undefined when there is none or it is streamed. */
export const wholeBody = (body: ApiResponse['body']): string | Buffer | undefined => (isStreamed(body) ? undefined : body);
