// The puzzle's own panel: `#puzzle` (with `data-position`, the puzzle's
// board string) says whose move it is, how hard the puzzle is and why, and
// where it was played; `#puzzle-result` (with `data-correct` once answered)
// says whether the move was right, then every move's value as the solver
// finds it (`#puzzle-values` with `data-valued`, the moves valued so far,
// and `data-complete`); the progress line counts the puzzles solved and
// the streak.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { number, signedValue } from '../../ui/words.js';
import { difficultyWords } from './set.js';

/** The panel's parts; `show(puzzle, number, total)`, `answer(verdict, move)`, `working()`, `clear()`, `progress(p)`. */
export function puzzleInfo({ onNext, onRetry }) {
  const title = h('h2', { id: 'puzzle-title' });
  const task = h('p', { id: 'puzzle-task' });
  const level = h('p', { id: 'puzzle-level' });
  const why = h('p', { id: 'puzzle-why', class: 'hint' });
  const source = h('p', { id: 'puzzle-source', class: 'hint' });
  const result = h('div', { id: 'puzzle-result', 'aria-live': 'polite' });
  const retry = h('button', { id: 'puzzle-retry', type: 'button', hidden: true, onClick: () => onRetry() }, t('Try again'));
  const next = h('button', { id: 'puzzle-next', type: 'button', onClick: () => onNext() }, t('Next puzzle'));
  const tally = h('p', { id: 'puzzle-progress', class: 'hint' });
  const panel = h('div', { id: 'puzzle', class: 'panel puzzle near-board' },
    title, task, level, why, source, result, h('div', { class: 'row' }, retry, next), tally);

  return {
    panel,
    show(puzzle, at, total) {
      panel.dataset.position = puzzle.board;
      title.textContent = t('Puzzle {number} of {total}', { number: number(at), total: number(total) });
      task.textContent = puzzle.to_move === 'black'
        ? t('Black to move: find the best move. Play it on the board.')
        : t('White to move: find the best move. Play it on the board.');
      const words = difficultyWords(puzzle);
      level.textContent = t('Difficulty: {level}', { level: words.level });
      level.dataset.level = puzzle.level;
      why.textContent = words.why;
      source.textContent = t('From game {game} of {file}, after {ply} moves.', { game: number(puzzle.source.number), file: puzzle.source.file.split('/').pop(), ply: number(puzzle.source.ply) });
    },
    clear() {
      delete result.dataset.correct;
      result.replaceChildren();
      retry.hidden = true;
    },
    working() {
      result.replaceChildren(h('p', { class: 'hint' }, t('The solver is checking your move…')));
    },
    failed(message) {
      result.replaceChildren(h('p', { class: 'message error', role: 'alert' }, t('The answer could not be checked: {reason}', { reason: message })));
    },
    answer(verdict, move) {
      result.dataset.correct = String(verdict.correct);
      const best = verdict.best.join(t(' or '));
      const valued = Object.entries(verdict.values).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
      const values = valued.map(([square, value]) => `${square} ${signedValue(value)}`).join(', ');
      result.replaceChildren(
        h('p', { class: verdict.correct ? 'puzzle-right' : 'puzzle-wrong' }, verdict.correct
          ? t('Right: {move} is best, and ends the game {value} with perfect play.', { move, value: outcome(verdict.value) })
          : t('Not the best: {move} ends the game {played}; {best} ends it {value}. The board now plays out how the other side punishes {move}.', { move, played: outcome(verdict.values[move]), best, value: outcome(verdict.value) })),
        h('p', { class: 'hint', id: 'puzzle-values', dataset: { valued: String(valued.length), complete: String(verdict.complete) } }, verdict.complete
          ? t('Every move’s final margin with perfect play, for the side to move: {values}.', { values })
          : t('Final margins with perfect play, for the side to move: {values}; the solver is valuing the other moves…', { values })),
        verdict.confirmed ? '' : h('p', { class: 'hint' }, t('The solver found other best moves than the stored answer; its own values are shown.')));
      retry.hidden = verdict.correct;
    },
    progress({ solved, missed, streak, best }, total) {
      tally.textContent = t('Solved {solved} of {total} (missed {missed}); streak {streak}, best streak {best}.', { solved: number(solved.length), total: number(total), missed: number(missed.length), streak: number(streak), best: number(best) });
      tally.dataset.solved = String(solved.length);
      tally.dataset.streak = String(streak);
    },
  };
}

/** A final margin in words: "winning by 4", "losing by 2", "in a draw". */
function outcome(value) {
  if (value > 0) return t('winning by {discs}', { discs: value });
  if (value < 0) return t('losing by {discs}', { discs: -value });
  return t('in a draw');
}
