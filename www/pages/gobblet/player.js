// The perfect player in the worker: on its turn (at the end of the game) it
// is asked for its move, which is then played; with the values on, every
// allowed move of the position shown is valued. Answers are kept per
// position, a visible sign says when it is thinking (with Stop), and the
// time of each move is shown.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { thinkingIndicator } from '../../ui/thinking.js';
import { JobCancelled, run } from '../../work/jobs.js';

/** `computerOf(state)` is the side (1 or 2) the perfect player takes, or null. */
export function perfectPlayer(game, { computerOf }) {
  const answers = new Map(); // question key -> result
  let stopped = null; // the question the user stopped: not asked again while it is shown
  let pending = null; // { key, job, started }
  let slowest = 0;

  const thinking = thinkingIndicator({
    id: 'gobblet-thinking', stopId: 'gobblet-stop', onStop: () => pending?.job.cancel(), moveNowId: 'gobblet-move-now',
    noMoveNow: t('The perfect player knows its move only once the game is solved: there is no best move before that.'),
  });
  const timing = h('p', { id: 'gobblet-timing', class: 'hint' });

  const computerToMove = (state) => {
    const { snapshot } = state;
    return !!snapshot.to_move && snapshot.to_move === computerOf(state) && snapshot.ply === snapshot.plies && !state.error;
  };
  const actionOf = (state) =>
    !state.snapshot.to_move ? null : computerToMove(state) ? 'best' : state.settings.values ? 'analyse' : null;
  const keyOf = (action, { snapshot }) => `${action}|${snapshot.moves}|${snapshot.ply}`;

  function ask(state) {
    const action = actionOf(state);
    renderThinking(state);
    const key = action && keyOf(action, state);
    if (stopped !== key) stopped = null;
    if (!action) return;
    if (answers.has(key)) {
      if (action === 'best') queueMicrotask(() => move(key, answers.get(key)));
      return;
    }
    if (pending?.key === key || stopped === key) return;
    const { snapshot } = state;
    const job = run('gobblet', { action, moves: snapshot.moves, ply: snapshot.ply }, undefined, { lane: 'gobblet' });
    pending = { key, job, started: performance.now() };
    job.promise
      .then((result) => {
        answers.set(key, result);
        if (pending?.key === key) pending = null;
        const now = game.state;
        if (keyOf(actionOf(now), now) !== key) game.redraw(); // another position is shown: it asks for itself
        else if (action === 'best') move(key, result);
        else game.redraw();
      })
      .catch((failure) => {
        if (pending?.key === key) pending = null;
        if (!(failure instanceof JobCancelled)) {
          game.fail(t('The perfect player failed: {reason}', { reason: engineText(failure.message) }));
          return;
        }
        stopped = key;
        timing.textContent = t('Stopped: the perfect player waits until you step or change who plays.');
        game.redraw();
      })
      .finally(() => renderThinking(game.state));
    renderThinking(state);
  }

  /** The perfect player's move arrived for the position shown: it is played. */
  function move(key, result) {
    const state = game.state;
    if (keyOf(actionOf(state), state) !== key) return;
    slowest = Math.max(slowest, result.seconds);
    timing.dataset.seconds = String(result.seconds);
    timing.dataset.worstSeconds = String(slowest);
    timing.textContent = t('The perfect player answered in {seconds} s (slowest so far: {slowest} s).', { seconds: result.seconds.toFixed(2), slowest: slowest.toFixed(2) });
    game.play(result.best);
  }

  function renderThinking(state) {
    const action = state && actionOf(state);
    if (!pending || !action || pending.key !== keyOf(action, state)) thinking.hide();
    else thinking.show(() => (action === 'best' ? t('The perfect player is thinking') : t('Computing the values')), { since: pending.started });
  }

  game.subscribe(ask);
  return {
    thinking: thinking.element,
    timing,
    /** The values of the position shown, once known. */
    analysisOf: (state) => answers.get(keyOf('analyse', state)) ?? null,
  };
}
