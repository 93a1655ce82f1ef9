import { ApiRefusal } from '../../api/refusal';
import type { paths } from '../../api/schema';
import { message } from '../../i18n/useMessages';
import { libraryDialogMessages } from './libraryDialogs.messages';

type Bundle = paths['/api/admin/templates/import']['post']['requestBody']['content']['application/json'];

/** A bundle file (exported from this portal) as the import route takes it. */
export async function readBundle(file: File): Promise<Bundle> {
  try {
    // The service checks the bundle and names what is wrong with it; here only "is it JSON".
    return JSON.parse(await file.text()) as Bundle;
  } catch {
    throw new ApiRefusal(400, 'not_a_bundle', message(libraryDialogMessages, 'notABundle', { file: file.name }));
  }
}
