// Saving what a page shows: as a download (a file the browser saves) or as
// text on the clipboard. Every page's Save buttons go through these two.
import { h } from './dom.js';

/** Offers `content` (text or a Blob) as a file named `name`. */
export function download(name, content, type = 'text/plain') {
  const blob = content instanceof Blob ? content : new Blob([content], { type: `${type};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = h('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Puts `text` on the clipboard; resolves to whether it worked (the page may not be allowed to). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
