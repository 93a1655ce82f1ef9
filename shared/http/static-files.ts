import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentType } from 'mime-types';
import { html } from './reply.js';
import type { ApiResponse } from './types.js';

interface StaticFilesOptions {
  /**
   * A single-page app: a path under the base naming no file answers `index` (deep links reach the app's router);
   * `notBuilt` is the page answered (503) while there is no `index`. Without it, a missing file is a 404.
   */
  fallback?: { index: string; notBuilt: string };
  /** Paths (relative to the base) of files named by their content hash: cached for a year, a missing one 404. */
  immutable?: RegExp;
}

const NOT_FOUND: ApiResponse = {
  status: 404,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' },
  body: 'Not found',
};

/** A folder of built files served under a base path, with their media types from `mime-types`. */
export class StaticFiles {
  constructor(
    /** The folder on disk. */
    readonly root: string,
    /** The URL path the folder is served at (`/admin`, `/addin`). */
    readonly base: string,
    private readonly options: StaticFilesOptions = {},
  ) {}

  /** Whether a URL path lies under the base. */
  covers(path: string): boolean {
    return path === this.base || path.startsWith(`${this.base}/`);
  }

  async serve(path: string): Promise<ApiResponse> {
    const relativePath = path === this.base ? '/' : path.slice(this.base.length);
    const hashed = this.options.immutable?.test(relativePath) ?? false;
    const file = await this.existingFile(relativePath);
    if (file) {
      const body = await readFile(file);
      const cache = hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
      return {
        status: 200,
        headers: { 'content-type': contentType(extname(file)) || 'application/octet-stream', 'cache-control': cache },
        body,
      };
    }
    const fallback = this.options.fallback;
    // A missing hashed asset is a real 404 (a stale tab asking for an old bundle), not the app shell.
    if (!fallback || hashed) return NOT_FOUND;
    const index = join(this.root, fallback.index);
    if (!existsSync(index)) return html(fallback.notBuilt, 503, { 'cache-control': 'no-store' });
    return html(await readFile(index, 'utf8'), 200, { 'cache-control': 'no-cache' });
  }

  /** The file under the root the path names, or null (directories, escapes above the root, missing files). */
  private async existingFile(relativePath: string): Promise<string | null> {
    if (relativePath === '/' || relativePath === '') return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return null;
    }
    const file = normalize(join(this.root, decoded));
    if (!file.startsWith(this.root + sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file : null;
  }
}
