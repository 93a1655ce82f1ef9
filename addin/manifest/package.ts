// Everything `npm run addin:manifest` writes: both manifests and the app package (zip) an admin uploads.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import { ADDIN } from './description.js';
import { buildUnifiedManifest } from './unified.js';
import { buildManifestXml } from './xml.js';

const ASSETS_DIR = join(import.meta.dirname, '..', 'assets');
export const APP_PACKAGE_FILE = 'signature-addin.zip';

interface ManifestFiles {
  /** Unified manifest, as written to manifest.json and into the package. */
  manifestJson: string;
  manifestXml: string;
  /** The files the unified manifest names by relative path, by file name. */
  packageIcons: Record<string, Buffer>;
  /** manifest.json with its icons at the root of a zip: the app package for Microsoft 365 admin center. */
  appPackage: Buffer;
}

export async function buildManifestFiles(base: URL, clientId: string): Promise<ManifestFiles> {
  const manifestJson = JSON.stringify(buildUnifiedManifest(base, clientId), null, 2) + '\n';
  const manifestXml = buildManifestXml(base, clientId);
  const packageIcons: Record<string, Buffer> = {};
  for (const file of [ADDIN.icons.color, ADDIN.icons.outline]) packageIcons[file] = await readFile(join(ASSETS_DIR, file));

  const zip = new AdmZip();
  zip.addFile('manifest.json', Buffer.from(manifestJson));
  for (const [file, bytes] of Object.entries(packageIcons)) zip.addFile(file, bytes);
  return { manifestJson, manifestXml, packageIcons, appPackage: zip.toBuffer() };
}
