// Words for a position, shared by every page that shows an Othello board:
// the canvas's aria-label and the pass or game-over notice (fed the
// engine's snapshot), and telling a pasted board string from a move string.

export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** The position in words, for the canvas's aria-label. */
export function describe(snapshot) {
  const { size, ply, plies } = snapshot;
  const parts = [`${size}x${size} Othello board after ${ply} of ${plies} moves`];
  if (snapshot.gameOver) parts.push('the game is over');
  else parts.push(`${snapshot.toMove} to move`);
  const list = (squares) => (squares.length ? `: ${squares.join(', ')}` : '');
  const discs = (count) => `${count} disc${count === 1 ? '' : 's'}`;
  return (
    `${parts.join(', ')}. ` +
    `Black has ${discs(snapshot.black)}${list(snapshot.blackSquares)}. ` +
    `White has ${discs(snapshot.white)}${list(snapshot.whiteSquares)}.` +
    (snapshot.legal.length ? ` Legal moves: ${snapshot.legal.map((spot) => spot.name).join(', ')}.` : '') +
    (snapshot.last ? ` Last move: ${snapshot.last.name}.` : '')
  );
}

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
