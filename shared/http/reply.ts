import type { ApiResponse, StreamedBody } from './types.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export const json = (data: unknown, status = 200, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: { 'content-type': JSON_TYPE, ...headers },
  body: JSON.stringify(data),
});

export const html = (body: string, status = 200, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

export const text = (body: string, contentType: string, headers: Record<string, string> = {}): ApiResponse => ({
  status: 200,
  headers: { 'content-type': contentType, ...headers },
  body,
});

export const redirect = (location: string, status = 302): ApiResponse => ({
  status,
  headers: { location, 'cache-control': 'no-store' },
});

export const noContent = (): ApiResponse => ({ status: 204 });

export const download = (body: string | Buffer | StreamedBody, contentType: string, filename: string): ApiResponse => ({
  status: 200,
  headers: { 'content-type': contentType, 'content-disposition': `attachment; filename="${filename}"` },
  body,
});
