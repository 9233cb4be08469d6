// Saves a file the API answered as base64 (content, filename, mime_type), without a new tab.
export function base64ToBytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The spec's file answer (shared/src/schemas/uploads.ts): inline `content` is saved as a file; a
 * file too large to come inline comes as `url`, a short-lived link to the bucket that names the
 * file, opened in a new tab (a cross-origin link cannot be saved by a download attribute).
 */
export function saveDownload({ content, url: fileUrl, filename, mime_type }: { content?: string; url?: string; filename: string; mime_type: string }): void {
  if (content === undefined) {
    if (fileUrl) window.open(fileUrl, '_blank', 'noopener');
    return;
  }
  const url = URL.createObjectURL(new Blob([base64ToBytes(content)], { type: mime_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
