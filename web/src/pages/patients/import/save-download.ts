// Saves a file the API answered as base64 (content, filename, mime_type), without a new tab.
export function base64ToBytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function saveDownload({ content, filename, mime_type }: { content: string; filename: string; mime_type: string }): void {
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
