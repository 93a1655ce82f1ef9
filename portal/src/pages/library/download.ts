/** Saves text (or a file the API answered) as a file through the browser's download. */
export function saveFile(contents: string | Blob, filename: string, type = 'application/json') {
  const url = URL.createObjectURL(typeof contents === 'string' ? new Blob([contents], { type }) : contents);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** The file name a `Content-Disposition: attachment; filename="..."` header names. */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}
