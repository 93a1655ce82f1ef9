import { ApiRefusal } from '../../api/refusal';
import type { paths } from '../../api/schema';

type Bundle = paths['/api/admin/templates/import']['post']['requestBody']['content']['application/json'];

/** A bundle file (exported from this portal) as the import route takes it. */
export async function readBundle(file: File): Promise<Bundle> {
  try {
    // The service checks the bundle and names what is wrong with it; here only "is it JSON".
    return JSON.parse(await file.text()) as Bundle;
  } catch {
    throw new ApiRefusal(
      400,
      'not_a_bundle',
      `${file.name} is not a template bundle (not JSON). Choose a .signature.json file exported from this portal.`,
    );
  }
}
