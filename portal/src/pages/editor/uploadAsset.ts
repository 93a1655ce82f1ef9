import type { Asset } from './queries';
import { ApiRefusal } from '../../api/refusal';
import type { Portal } from '../../portal';
import { commonMessages } from '../../i18n/common.messages';
import { message } from '../../i18n/useMessages';

/** An asset name the API takes, from a file's name: "Logo (1).PNG" → "Logo-1.png". */
export function assetNameFor(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot + 1).toLowerCase()] : [fileName, ''];
  const clean = (s: string) =>
    s
      .replace(/[^\w.-]+/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/^[-._]+|(?<![-._])[-._]+$/g, '');
  const name = [clean(stem) || 'image', clean(ext)].filter(Boolean).join('.');
  return name.slice(0, 100);
}

/**
 * `PUT /api/admin/asset/:name` with the file's raw bytes and its image content type. XMLHttpRequest rather than the
 * typed client: fetch reports no upload progress, and the person sees a progress bar.
 */
export async function uploadAsset(portal: Portal, name: string, file: File, onProgress: (fraction: number) => void): Promise<Asset> {
  const token = await portal.auth.token();
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve();
    xhr.onerror = () => reject(new ApiRefusal(0, 'network', message(commonMessages, 'unreachable')));
  });
  xhr.open('PUT', `${portal.config.apiBase.replace(/\/$/, '')}/api/admin/asset/${encodeURIComponent(name)}`);
  xhr.setRequestHeader('authorization', `Bearer ${token}`);
  xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
  xhr.responseType = 'json';
  xhr.send(file);
  await done;
  if (xhr.status === 401) await portal.auth.signInAgain();
  if (xhr.status < 200 || xhr.status >= 300)
    throw await ApiRefusal.from(new Response(null, { status: xhr.status, statusText: xhr.statusText }), xhr.response);
  return xhr.response as Asset;
}
