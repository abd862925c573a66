// The review of a finished game against the perfect player: every move the
// user made is held against the exact values of the position before it,
// and the banner (#small-result) says what was lost and where.
import { h } from '../../ui/dom.js';
import { emptiesOf, reviewing, scoringOf } from './settings.js';
import { discs, signed } from './words.js';

/** The positions before the game's moves, `{ move, board, empties }` each
 *  (read once per game: a finished game's positions do not change). */
export function gameHistory(game) {
  let key = null;
  let positions = [];
  return ({ snapshot }) => {
    const shownKey = `${snapshot.size}|${snapshot.start}|${snapshot.moves}`;
    if (key !== shownKey) {
      positions = snapshot.transcript.map((move) => {
        const before = game.snapshotAt(move.ply - 1);
        return { move, board: before.board, empties: emptiesOf(before) };
      });
      key = shownKey;
    }
    return positions;
  };
}

/** The banner; `solver` (solving.js) has the values, `history` the positions. */
export function reviewBanner(game, { solver, history }) {
  const banner = h('p', { id: 'small-result', class: 'small-result', role: 'status', hidden: true });

  game.subscribe((state) => {
    banner.hidden = !reviewing(state);
    if (banner.hidden) return;
    const player = state.settings.player;
    const entries = history(state).map((position) => ({ ...position, answer: solver.answerFor(position.board, state) }));
    // Positions too big to solve on their own (a loaded game's early moves)
    // are left out of the review; the others are waited for.
    const waiting = entries.filter((entry) => !entry.answer && solver.awaits(entry, state));
    if (waiting.length) {
      // The hooks say a finished review only: none while values are still coming.
      for (const hook of ['final', 'start', 'perfect', 'lost']) delete banner.dataset[hook];
      banner.className = 'small-result';
      banner.replaceChildren(`Reviewing the game: ${entries.length - waiting.length} of ${entries.length} positions solved…`);
      return;
    }
    const reviewed = entries.filter(({ answer }) => answer);
    // On the perfect player's turns the 6x6 book knows only the best
    // moves: a move it does not know lost value, by an unknown amount.
    const mistakes = reviewed.flatMap(({ move, answer }) => {
      const value = answer.moves[move.name] ?? null;
      return value === null || value < answer.value ? [{ ...move, value, best: answer.value, bestMoves: answer.best }] : [];
    });
    const yours = mistakes.filter((mistake) => mistake.side === player);
    const theirs = mistakes.length - yours.length;
    const forBlack = solver.finalForBlack(state);
    const final = player === 'black' ? forBlack : -forBlack;
    const from = reviewed[0];
    const start = from ? (from.answer.to_move === player ? from.answer.value : -from.answer.value) : final;
    const startWords = !from || from.move.ply === 1 ? 'the start was' : `the position before move ${from.move.ply} (the first one solved) was`;
    const lost = yours.reduce((sum, mistake) => sum + mistake.best - (mistake.value ?? mistake.best), 0);
    Object.assign(banner.dataset, { final: String(final), start: String(start), perfect: String(!yours.length), lost: String(lost) });
    banner.className = `small-result ${yours.length ? 'imperfect' : 'perfect'}`;
    const { snapshot } = state;
    const summary = `${final > 0 ? 'You win' : final < 0 ? 'You lose' : 'A draw'}, ${snapshot.black}–${snapshot.white} ` +
      `(${signed(final)} for you, ${scoringOf(state)} scoring); ${startWords} worth ${signed(start)} for you.`;
    // A loaded game may hold moves the perfect player would not have made.
    const other = player === 'black' ? 'White' : 'Black';
    const skipped = entries.length - reviewed.length;
    const note = (skipped ? ` The first ${skipped} move${skipped === 1 ? ' is' : 's are'} not reviewed: too many empties to solve here.` : '') +
      (theirs ? ` ${other} made ${theirs} move${theirs === 1 ? '' : 's'} that lost value: not all of its moves were the perfect player’s.` : '');
    if (!yours.length) {
      banner.replaceChildren(h('strong', {}, 'You played perfectly. '), summary, ' Every one of your moves kept the best value.', note);
      return;
    }
    banner.replaceChildren(
      h('strong', {}, `You lost ${discs(lost)} to perfect play. `),
      summary,
      note,
      h('ul', {}, yours.map((mistake) =>
        h('li', { dataset: { ply: String(mistake.ply), square: mistake.name } },
          mistake.value === null
            ? `Move ${mistake.ply}, ${mistake.name}: not among the best moves (${mistake.bestMoves.join(' or ')} kept ${signed(mistake.best)}).`
            : `Move ${mistake.ply}, ${mistake.name}: ${signed(mistake.value)} where ${mistake.bestMoves.join(' or ')} kept ${signed(mistake.best)}; it lost ${discs(mistake.best - mistake.value)}.`))),
    );
  });
  return banner;
}
