// The exact values the page shows and the perfect player plays by, solved
// in the worker one job at a time (a 4x4 position in milliseconds), with Solve, Cancel and progress (ui/task.js) and the
// thinking sign while a job runs. Up to AUTO_EMPTIES a position is solved
// as soon as it is needed, beyond only on request, the perfect player's
// own turn always (of its best move only); the 6x6 opening book answers
// first where it knows the position.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { taskControls } from '../../ui/task.js';
import { thinkingIndicator } from '../../ui/thinking.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { computerToMove, emptiesOf, reviewing, SCORING_WORDS, scoringOf } from './settings.js';
import { number, sideName } from '../../ui/words.js';
import { signed } from './words.js';

/** Up to this many empties a position is solved as soon as it is shown:
 *  every move of a 6x6 position of 20 empties in about a second in the
 *  worker (22 empties took up to 5 s). Before that, on 6x6, the opening book
 *  answers the positions either perfect player meets. */
const AUTO_EMPTIES = { 4: 16, 6: 20, 8: 16 };

/** `history(state)`: the positions before the game's moves (review.js). */
export function solving(game, { history }) {
  // Answers by `board|scoring`: { answer, book_problem }.
  const solved = new Map();
  const requested = new Set();
  const cancelled = new Set();
  const outOfBook = new Set();
  let bookProblem = '';
  let pending = null; // { key, board, empties, started, job }

  const task = taskControls({ prefix: 'small-', ids: { start: 'small-solve', status: 'small-solve-status' }, start: t('Solve'), what: t('solve'), onStart: request });
  const thinking = thinkingIndicator({
    id: 'small-thinking', stopId: 'small-stop', onStop: stop, moveNowId: 'small-move-now',
    noMoveNow: t('Perfect play knows its move only once the position is solved: there is no best move before that.'),
  });

  const keyOf = (board, state) => `${board}|${scoringOf(state)}`;
  const shown = (state) => ({ board: state.snapshot.board, empties: emptiesOf(state.snapshot) });

  /** Positions whose values the view needs, most urgent first. */
  function wanted(state) {
    const { snapshot, settings } = state;
    const positions = !snapshot.result && (settings.values || settings.player) ? [shown(state)] : [];
    return reviewing(state) ? [...positions, ...history(state)] : positions;
  }

  // The perfect player's own turn is always solved: a game asked for must go on.
  const automatic = ({ board, empties }, state) =>
    empties <= AUTO_EMPTIES[state.snapshot.size] || requested.has(keyOf(board, state)) || (board === state.snapshot.board && computerToMove(state));
  /** Whether the 6x6 opening book may know a position (its values are wof). */
  const bookMayKnow = (board, state) => state.snapshot.size === 6 && scoringOf(state) === 'wof' && !outOfBook.has(keyOf(board, state));

  function update(state) {
    const positions = wanted(state);
    // The view moved on: the answer would come too late to matter.
    if (pending && !positions.some(({ board }) => keyOf(board, state) === pending.key)) pending.job.cancel();
    for (const position of positions) {
      const key = keyOf(position.board, state);
      if (solved.has(key) || cancelled.has(key)) continue;
      if (!pending && (automatic(position, state) || bookMayKnow(position.board, state))) start(position, key, state);
    }
  }

  /** Asks the worker for a position's values: from the book, then by search
   *  if it is solved on its own (of one best move only beyond AUTO_EMPTIES). */
  function start(position, key, state) {
    const search = automatic(position, state);
    const args = {
      board: position.board,
      size: state.snapshot.size,
      scoring: scoringOf(state),
      search,
      best_only: position.empties > AUTO_EMPTIES[state.snapshot.size] && !requested.has(key),
    };
    pending = { key, ...position, started: performance.now(), job: null };
    const words = () => statusWords(game.state);
    task.run((onProgress) => {
      pending.job = run('solve', args, onProgress, { lane: 'small' });
      return { promise: pending.job.promise, cancel: stop };
    }, { working: words, done: words });
    pending.job.promise
      .then(({ answer, book_problem }) => {
        bookProblem = book_problem ?? '';
        if (answer) solved.set(key, { answer, book_problem });
        else outOfBook.add(key);
      }, (failure) => {
        if (failure instanceof JobCancelled) return;
        // Not asked again on its own: the next try would fail the same way.
        cancelled.add(key);
        game.fail(t('The solver failed: {reason}', { reason: engineText(failure.message) }));
      })
      .finally(() => {
        pending = null;
        game.redraw();
      });
  }

  /** Solve: the position shown, fully, whatever its size. */
  function request() {
    const state = game.state;
    const key = keyOf(state.snapshot.board, state);
    requested.add(key);
    cancelled.delete(key);
    if (solved.has(key) && !complete(solved.get(key).answer, state)) solved.delete(key);
    if (state.settings.values) game.redraw();
    else game.set({ values: true });
  }

  /** Cancel or Stop: the job is dropped and its position not asked again on its own. */
  function stop() {
    if (!pending) return;
    requested.delete(pending.key);
    cancelled.add(pending.key);
    pending.job.cancel();
  }

  /** Whether an answer is all there is to know: every legal move valued, or
   *  the book's (a best-only search can be redone in full; the book's
   *  positions are beyond a live search). */
  const complete = (answer, { snapshot }) => answer.source === 'book' || Object.keys(answer.moves).length === snapshot.legal.length;

  /** Why the position shown has no values yet (the values panel's words). */
  function unsolvedWords(state) {
    const key = keyOf(state.snapshot.board, state);
    if (pending?.key === key) return t('Solving…');
    if (cancelled.has(key)) return t('Not solved (cancelled).');
    const book = outOfBook.has(key) ? (bookProblem ? ` (${engineText(bookProblem)})` : t(', not in the opening book')) : '';
    return t('{empties} empties{book}: press Solve to solve this position exactly (it may take long).', { empties: emptiesOf(state.snapshot), book });
  }

  function statusWords(state) {
    const { snapshot } = state;
    const key = keyOf(snapshot.board, state);
    const reply = solved.get(key);
    if (pending?.key === key) {
      return t('Solving {empties} empties in the worker… {seconds} s', { empties: pending.empties, seconds: ((performance.now() - pending.started) / 1000).toFixed(1) });
    }
    if (reply) {
      const { answer, book_problem } = reply;
      const where = answer.source === 'book' ? t('from the opening book in the worker') : t('in the worker');
      const cost = answer.source === 'book' ? '' : t('{nodes} positions in {seconds} s ', { nodes: number(answer.nodes), seconds: answer.seconds.toFixed(3) });
      return t('{side} to move: {value} (counting {scoring}), best {best}; {cost}{where}{why}.', {
        side: sideName(snapshot.to_move ?? answer.to_move, true), value: signed(answer.value), scoring: SCORING_WORDS[answer.scoring],
        best: answer.best.join(', ') || t('pass'), cost, where, why: book_problem ? t(', searched because {problem}', { problem: engineText(book_problem) }) : '',
      });
    }
    if (snapshot.result) return t('The game is over.');
    if (cancelled.has(key)) return t('Cancelled.');
    return pending ? t('The worker is solving another position of this game.') : t('Not solved yet.');
  }

  function draw(state) {
    const { snapshot } = state;
    const answer = solved.get(keyOf(snapshot.board, state))?.answer;
    if (!task.busy) task.progress.value = answer ? 1 : 0;
    task.status.textContent = statusWords(state);
    if (answer) task.status.dataset.value = String(answer.value);
    else delete task.status.dataset.value;
    task.start.disabled = task.busy || !!snapshot.result || (!!answer && complete(answer, state));
    if (!pending) thinking.hide();
    else thinking.show(() => thinkingWords(game.state), { since: pending.started });
  }

  function thinkingWords(state) {
    if (pending?.board !== state.snapshot.board) return t('Solving another position of this game in the worker');
    return computerToMove(state) ? t('The perfect player is thinking') : t('Solving {empties} empties in the worker', { empties: pending.empties });
  }

  game.subscribe((state) => {
    update(state);
    draw(state);
  });

  return {
    thinking: thinking.element,
    panel: h('div', { class: 'panel' }, h('h2', {}, t('Exact solve')),
      h('div', { class: 'row' }, task.start, task.cancel), task.progress, task.status),
    /** The answer for `board` under the scoring of `state`, once there is one. */
    answerFor: (board, state) => solved.get(keyOf(board, state))?.answer ?? null,
    /** The answer for the position shown, once there is one. */
    answerOf: (state) => solved.get(keyOf(state.snapshot.board, state))?.answer ?? null,
    /** Whether a position will be answered without asking (a review waits for it). */
    awaits: (position, state) => automatic(position, state) && !cancelled.has(keyOf(position.board, state)),
    unsolvedWords,
    /** A finished game's value for black under the page's scoring (the engine's final count). */
    finalForBlack: (state) => (scoringOf(state) === 'raw' ? state.snapshot.result.raw : state.snapshot.result.value),
  };
}
