/** The project's own small request/response types; Azure and node:http adapt to them at the edge. */
export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body?: Buffer;
  clientAddress: string;
  invocationId: string;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
