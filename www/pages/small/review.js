// The review of a finished game against the perfect player: every move the
// user made is held against the exact values of the position before it,
// and the banner (#small-result) says what was lost and where.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { plural } from '../../ui/words.js';
import { emptiesOf, reviewing, scoringWords } from './settings.js';
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
      banner.replaceChildren(t('Reviewing the game: {solved} of {total} positions solved…', { solved: entries.length - waiting.length, total: entries.length }));
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
    const startWords = !from || from.move.ply === 1 ? t('the start was') : t('the position before move {ply} (the first one solved) was', { ply: from.move.ply });
    const lost = yours.reduce((sum, mistake) => sum + mistake.best - (mistake.value ?? mistake.best), 0);
    Object.assign(banner.dataset, { final: String(final), start: String(start), perfect: String(!yours.length), lost: String(lost) });
    banner.className = `small-result ${yours.length ? 'imperfect' : 'perfect'}`;
    const { snapshot } = state;
    const summary = t('{outcome}, {black}–{white} ({final} for you, counting {scoring}); {startWords} worth {start} for you.', {
      outcome: final > 0 ? t('You win') : final < 0 ? t('You lose') : t('A draw'),
      black: snapshot.black, white: snapshot.white, final: signed(final), scoring: scoringWords(state), startWords, start: signed(start),
    });
    // A loaded game may hold moves the perfect player would not have made.
    const other = player === 'black' ? t('White') : t('Black');
    const skipped = entries.length - reviewed.length;
    const note = (skipped ? plural(skipped, ' The first move is not reviewed: too many empties to solve here.', ' The first {count} moves are not reviewed: too many empties to solve here.') : '') +
      (theirs ? plural(theirs, ' {side} made {count} move that lost value: not all of its moves were the perfect player’s.', ' {side} made {count} moves that lost value: not all of its moves were the perfect player’s.', { side: other }) : '');
    if (!yours.length) {
      banner.replaceChildren(h('strong', {}, t('You played perfectly. ')), summary, t(' Every one of your moves kept the best value.'), note);
      return;
    }
    banner.replaceChildren(
      h('strong', {}, t('You lost {discs} to perfect play. ', { discs: discs(lost) })),
      summary,
      note,
      h('ul', {}, yours.map((mistake) =>
        h('li', { dataset: { ply: String(mistake.ply), square: mistake.name } },
          mistake.value === null
            ? t('Move {ply}, {move}: not among the best moves ({best} kept {kept}).', { ply: mistake.ply, move: mistake.name, best: mistake.bestMoves.join(t(' or ')), kept: signed(mistake.best) })
            : t('Move {ply}, {move}: {value} where {best} kept {kept}; it lost {lost}.', {
              ply: mistake.ply, move: mistake.name, value: signed(mistake.value), best: mistake.bestMoves.join(t(' or ')), kept: signed(mistake.best), lost: discs(mistake.best - mistake.value),
            })))),
    );
  });
  return banner;
}
