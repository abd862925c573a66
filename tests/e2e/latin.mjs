// How Japanese a page reads: the share of Latin letters among all the
// letters a reader sees (issue 42's goal: at most 15% under Japanese).
//
// Counted: the page's visible text as the browser renders it (innerText:
// nothing hidden, folded or scrolled-away text included, every option of a
// list), the placeholders of empty fields and the values of filled ones.
// Set aside, as no translation can change them:
// - move names and strings (f5, f5d6c3, and a move list's `1f5`), Gobblet
//   moves (La1), board strings;
// - program and file-format names (NAMES below), and file names (WTH_2004.wtb);
// - the stoner shapes' names and the trap square's mark (S4, S31, S3, T),
//   which the page draws on its diagrams;
// - key names written on keys (Home, End, Enter) and the language switch's
//   own name for English (EN, English), which must read in English.
// Everything else counts: players' names, units, words left in English.

/** Program and file-format names, written the same in every language. */
export const NAMES = [
  'boardlab', 'Othello', 'Edax', 'Egaroucid', 'NBoard', 'WZebra', 'Zebra', 'Logistello', 'PowerShell', 'CaDiCaL',
  'WebAssembly', 'JavaScript', 'GGF', 'WTHOR', 'OBF', 'JOU', 'TRN', 'wtb', 'gz', 'gzip', 'PNG', 'JSON',
];
const FILE_NAME = /\b[\w-]+\.(?:wtb|ggf|jou|trn|txt|gz|json|png)\b/gi;
const SET_ASIDE = new RegExp(`\\b(?:${NAMES.join('|')}|S31|S4|S3|T|Home|End|Enter|EN|English)\\b`, 'g');
// Move names and strings (f5, f5d6c3; a move list writes `1f5`), Gobblet moves (La1), squares written a8/b7/h8, board strings.
const NOTATION = /(?<![A-Za-z])(?:[a-h][1-8]|[LMS][a-c][1-3])+(?![A-Za-z])|[XO-]{16,}/gi;

/** What a reader sees on `page` now, as text. */
export const visibleText = (page) =>
  page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const field of document.querySelectorAll('input, textarea')) {
      if (!field.checkVisibility() || ['checkbox', 'radio', 'file', 'hidden'].includes(field.type)) continue;
      parts.push(field.value || field.placeholder);
    }
    return parts.join('\n');
  });

/** `{ latin, letters, percent, words }`: Latin letters among all letters of `text`, with the Latin words counted. */
export function latinShareOf(text) {
  const words = text.replace(FILE_NAME, ' ').replace(SET_ASIDE, ' ').replace(NOTATION, ' ');
  const latin = words.match(/[A-Za-z]/g)?.length ?? 0;
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  return { latin, letters, percent: Number(((100 * latin) / letters).toFixed(1)), words: [...new Set(words.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])] };
}

/** The Latin share of what `page` shows once its words have settled (panels that fill in after the board: the database's, the library's). */
export async function latinShare(page) {
  let text = await visibleText(page);
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(150);
    const now = await visibleText(page);
    if (now === text) break;
    text = now;
  }
  return latinShareOf(text);
}
