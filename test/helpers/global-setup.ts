import type { TestProject } from 'vitest/node';
import { startAzurite } from '../../local/azurite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    storageConnectionString: string;
  }
}

/** One Azurite for the whole run, on free ports, in memory; stopped when the run ends. */
export default async function setup(project: TestProject) {
  const azurite = await startAzurite();
  project.provide('storageConnectionString', azurite.connectionString);
  return () => azurite.stop();
}
