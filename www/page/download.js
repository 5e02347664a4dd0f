// Saving a text as a file: a download from memory, so nothing leaves the device.

/** Offers `text` as a file named `filename` (of `type`) through a link clicked in `doc`. */
export function downloadText(doc, text, filename, type = 'application/x-chess-pgn') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(doc.createElement('a'), { href: url, download: filename });
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
