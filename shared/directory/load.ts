import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { ConfigError, type Config } from '../config.js';
import { DirectoryFixtureSchema, FixtureDirectory, type DirectoryFixture } from './fixture.js';
import { GraphDirectory } from './graph.js';
import type { Directory } from './types.js';

/**
 * The fixture `DIRECTORY_FIXTURE` names, or a ConfigError naming the setting and the file: that it cannot be read,
 * is not JSON, or every field that does not match the schema, in one line.
 */
export function readDirectoryFixture(path: string): DirectoryFixture {
  const where = `DIRECTORY_FIXTURE (${path})`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new ConfigError(
      `Invalid configuration: ${where} ${code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? (err as Error).message})`}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`Invalid configuration: ${where} is not valid JSON: ${(err as Error).message}`);
  }
  const parsed = DirectoryFixtureSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${z.core.toDotPath(i.path) || '(top level)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${where} is not a valid directory fixture: ${issues.join('; ')}`);
  }
  return json as DirectoryFixture;
}

/** The fixture when `DIRECTORY_FIXTURE` names one, otherwise Microsoft Graph with the API's app credential. */
export function loadDirectory(config: Config): { directory: Directory; kind: string } {
  if (config.DIRECTORY_FIXTURE) {
    const path = config.DIRECTORY_FIXTURE;
    return { directory: new FixtureDirectory(readDirectoryFixture(path), { photoDir: dirname(path) }), kind: 'fixture' };
  }
  if (!config.API_CLIENT_SECRET) {
    throw new ConfigError('Invalid configuration: API_CLIENT_SECRET is required unless DIRECTORY_FIXTURE is set');
  }
  return {
    directory: GraphDirectory.withClientSecret({
      baseUrl: config.GRAPH_BASE_URL,
      authority: config.IDP_AUTHORITY,
      clientId: config.API_CLIENT_ID,
      clientSecret: config.API_CLIENT_SECRET,
      tryTimeoutMs: config.GRAPH_TRY_TIMEOUT_MS,
      deadlineMs: config.GRAPH_DEADLINE_MS,
    }),
    kind: 'graph',
  };
}
