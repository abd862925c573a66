// Words for a position: the board canvas's aria-label, shared by every
// page that shows an Othello board (fed the engine's snapshot).

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
