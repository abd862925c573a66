// A line from the analysis or the review played on the board as a branch:
// the game's moves up to the position shown, then the line, shown one move
// in; it steps like any game (and is in the address, so Back and a copied
// link work). The game it left is kept: a bar above the board says a line
// is shown and "Back to the game" returns to the game at the ply it left.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

export function branchBar(controller) {
  let left = null; // { params, moves }: the game left and the branch's moves
  const words = h('span', {});
  const back = h('button', { type: 'button', id: 'branch-back', onClick: () => leave() }, t('Back to the game'));
  const bar = h('p', { id: 'branch', class: 'branch', hidden: true, role: 'status' }, words, back);

  /** The address keys of the game `snapshot` belongs to, at `ply`. */
  const paramsOf = (snapshot, moves, ply) => ({
    size: String(snapshot.size),
    board: snapshot.start ?? undefined,
    moves: moves || undefined,
    ply: String(ply),
  });

  /** Plays `line` (a move string) from the position shown as a branch. */
  function enter(line) {
    const { snapshot } = controller.state;
    const before = snapshot.transcript.slice(0, snapshot.ply).map((move) => move.name).join('');
    const moves = before + line;
    // A branch of a branch still returns to the game first left, reviewed if it was.
    if (!left) left = { params: { ...paramsOf(snapshot, snapshot.moves, snapshot.ply), review: controller.state.settings.review ? '1' : undefined } };
    left.moves = moves;
    // The branch is not reviewed: its moves are the line's, not a game's.
    controller.open({ ...paramsOf(snapshot, moves, snapshot.ply + 1), review: undefined });
  }

  function leave() {
    if (!left) return;
    const { params } = left;
    left = null;
    controller.open(params);
  }

  controller.subscribe(({ snapshot }) => {
    // Another game opened, or the branch left by hand: the bar goes.
    if (left && snapshot.moves !== left.moves) left = null;
    bar.hidden = !left;
    if (left) words.textContent = t('A line from the analysis is shown (move {ply} of {plies}).', { ply: snapshot.ply, plies: snapshot.plies });
  });

  return { element: bar, enter };
}
