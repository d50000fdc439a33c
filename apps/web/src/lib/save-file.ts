/** Hands a file made or fetched in the page to the browser to save, as a click on a download link would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give it a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
