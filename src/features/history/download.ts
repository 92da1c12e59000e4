// Saving a generated file on the operator's machine: a Blob behind a temporary download link.
// Owns the object URL, released once the browser has taken the file.

const RELEASE_AFTER_MS = 30_000;

export function downloadFile(fileName: string, content: string | Blob, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
