// Joins what the search pool's workers found for their shares of one
// position's moves (each worker analyses a share: src/analyze, `shares`)
// into the one analysis the page shows. A share's values all come from
// one search depth or are exact, so shares at different depths are joined
// only at the shallowest depth every share has reached: of each share's
// analyses so far (deepest last), the deepest at or below that depth is
// taken (or its last, if exact or from the book). Values are not changed,
// only gathered: every move's value, the best `lines` lines, and what the
// joined values say (exact, the least search depth, the nodes searched).

/** Best first: higher values, exact before estimates of the same value, then by square. */
const order = ([squareA, a], [squareB, b]) =>
  b.value - a.value || (b.source === 'exact') - (a.source === 'exact') || (squareA < squareB ? -1 : 1);

/**
 * One analysis from `histories` (for each share, its analyses so far,
 * deepest last) with the best `lines` lines; null while a share has none
 * or when the shares are of different positions.
 */
export function mergeShares(histories, lines) {
  const lasts = histories.map((history) => history.at(-1));
  if (!lasts.length || lasts.some((last) => !last) || lasts.some((last) => last.board !== lasts[0].board)) return null;
  const depths = lasts.map((last) => last.depth).filter((depth) => depth !== null);
  const common = depths.length ? Math.min(...depths) : null;
  const taken = histories.map((history) =>
    [...history].reverse().find((analysis) => common === null || analysis.depth === null || analysis.depth <= common) ?? history.at(-1));
  const moves = Object.fromEntries(taken.flatMap((analysis) => Object.entries(analysis.moves)).sort(order));
  const valued = Object.values(moves);
  const searched = valued.filter((move) => move.source === 'search').map((move) => move.depth);
  const result = taken.at(-1).result;
  return {
    board: lasts[0].board,
    passed: taken.at(-1).passed,
    result,
    moves,
    lines: taken.flatMap((analysis) => analysis.lines).sort((a, b) => b.value - a.value).slice(0, lines),
    exact: result !== null || (valued.length > 0 && valued.every((move) => move.source === 'exact')),
    depth: searched.length ? Math.min(...searched) : null,
    nodes: lasts.reduce((sum, last) => sum + last.nodes, 0),
    seconds: Math.max(...taken.map((analysis) => analysis.seconds)),
  };
}
