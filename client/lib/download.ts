// Saves text made by the server (a CSV export) as a file: a Blob behind a temporary link, clicked once.
export function downloadText(filename: string, content: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the Blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
