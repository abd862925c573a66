// Shared by the pages that show an Othello game: the pass and game-over
// notices, and how a pasted text is told apart (board string or move
// string). The aria-label words are in describe.js.
import { capitalized } from './describe.js';

/** The pass or game-over notice for a snapshot, if any. */
export function noticeOf(snapshot) {
  if (snapshot.gameOver) {
    const { winner, value } = snapshot.outcome;
    const score = `${snapshot.black}–${snapshot.white}`;
    return winner
      ? `Game over: ${winner} wins by ${Math.abs(value)} (${score}).`
      : `Game over: a draw (${score}).`;
  }
  if (snapshot.passed) {
    return `${capitalized(snapshot.passed)} has no legal move and passes; ${snapshot.toMove} to move.`;
  }
  return '';
}

/** Whether `text` reads as a board string rather than a move string. */
export function looksLikeBoard(text) {
  // Move strings are squares (a letter and a digit) and pass tokens; board
  // strings never contain a digit.
  return !/[0-9]/.test(text) && text.replace(/[\s,]/g, '').length > 8;
}
