/** Saving a generated file (a CSV, a chart image) through the browser's download. */

/** "Florida: Player stats 2025-26", "csv" → "florida-player-stats-2025-26.csv" */
export function downloadName(title: string, extension: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'download'}.${extension}`;
}

/** Hands a file to the browser's download. */
export function downloadFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
