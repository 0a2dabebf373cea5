/**
 * Offers text as a file to save: a Blob behind a temporary link, clicked once. The browser (or Electron's
 * download handling) asks where to save it; nothing leaves the machine.
 */
export function downloadText(fileName: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; the URL is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
