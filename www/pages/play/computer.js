// The computer in the worker: on its turn at the end of the game it is
// asked for its move, which is then played in place of the address of the
// user's move (Back takes back both); with hints on, the analysis of the
// board page (the search pool, at the strong player's own depth and node
// budget) values every move of the user's position shown. One question at a time:
// a question for a position no longer shown is cancelled. While it works,
// the thinking indicator counts the seconds; Stop cancels it, and the
// computer is not asked again in that position until the user acts. The
// computer's own move is signed over the board (the user waits for it);
// hints in the status panel, for the user is choosing a square meanwhile.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { playerWords } from '../../ui/players.js';
import { thinkingIndicator } from '../../ui/thinking.js';
import { spotOf } from '../../ui/board-view.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { searchPool } from '../../work/search-pool.js';

/** The hints search as deep as the strong player does for a move: 10 plies, or a million nodes a worker. */
const HINT_DEPTH = 10;
const HINT_NODES = 1_000_000;

/** The analysis's values of `snapshot`'s moves as hints: { name, col, row, value, exact, depth, source }, best first. */
const hintsOf = (analysis) => Object.entries(analysis?.moves ?? {}).map(([name, valued]) =>
  ({ name, ...spotOf(name), value: valued.value, exact: valued.source === 'exact', depth: valued.depth, source: valued.source }));

/** The hints of `snapshot`'s position on the search pool, as a job ({ promise of { moves }, cancel }). */
function hintsJob(snapshot) {
  const handle = searchPool().analyse({
    board: snapshot.board, size: snapshot.size, legal: snapshot.legal.length, lines: 0, depth: HINT_DEPTH, nodes: HINT_NODES,
  });
  return { promise: handle.promise.then((analysis) => ({ moves: hintsOf(analysis) })), cancel: handle.stop };
}

/** `computerToMove(state)`: whether the computer moves in the state shown; `yours(state)`: whether the user does. */
export function computerPlayer(game, { computerToMove, yours }) {
  const hintsByBoard = new Map(); // board string -> the hints' moves
  let pending = null; // { key, job, best }: best is the player's best move so far (Move now)
  let stopped = null; // the key of a question the user stopped or the worker failed on
  let slowest = 0;

  const thinking = thinkingIndicator({ id: 'play-thinking', stopId: 'play-stop', onStop: stop, moveNowId: 'play-move-now', onMoveNow: moveNow });
  const hintsThinking = thinkingIndicator({ id: 'play-hints-thinking', stopId: 'play-hints-stop', onStop: stop, inline: true });
  const signOf = (job) => (job === 'player-hints' ? hintsThinking : thinking);
  const hideSigns = () => {
    thinking.hide();
    hintsThinking.hide();
  };
  const timing = h('p', { id: 'play-timing', class: 'hint' });

  /** What the worker is asked in `state`, if anything. */
  function questionOf(state) {
    const { snapshot, settings } = state;
    if (computerToMove(state)) {
      return {
        key: `move|${settings.ai}|${settings.seed}|${snapshot.moves}`,
        job: 'player-move',
        args: { spec: settings.ai, board: snapshot.board, seed: settings.seed, ply: snapshot.ply },
        doing: t('{player} is thinking', { player: playerWords(settings.ai) }),
      };
    }
    if (settings.hints && yours(state) && !hintsByBoard.has(snapshot.board)) {
      return { key: `hints|${snapshot.board}`, job: 'player-hints', args: { board: snapshot.board }, snapshot, doing: t('The strong player is valuing your moves') };
    }
    return null;
  }

  function ask(state) {
    const question = questionOf(state);
    if (question?.key !== stopped) stopped = null;
    const wanted = question && question.key !== stopped ? question : null;
    if (pending && pending.key !== wanted?.key) {
      // An answer for a position no longer shown would only delay the next one.
      pending.job.cancel();
      pending = null;
    }
    if (wanted && !pending) {
      // Its own worker: the computer answers even while an arena or a count runs.
      const entry = { key: wanted.key, job: null, best: null };
      const heard = (depth, total, square) => {
        if (pending !== entry || !square) return;
        entry.best = square;
        thinking.ready(true);
      };
      // A deep level's iteration may be silent for minutes: the user's Stop
      // and Move now end it, not the worker layer's patience.
      const patience = wanted.job === 'player-move' ? Infinity : undefined;
      const job = wanted.job === 'player-hints'
        ? hintsJob(wanted.snapshot)
        : run(wanted.job, wanted.args, heard, { lane: 'play', patience });
      entry.job = job;
      pending = entry;
      signOf(wanted.job).show(() => wanted.doing);
      thinking.ready(false);
      job.promise.then((result) => answered(entry, wanted, result), (failure) => failed(entry, wanted, failure));
    }
    if (!pending) hideSigns();
  }

  function answered(entry, question, result) {
    if (pending !== entry) return;
    pending = null;
    hideSigns();
    if (question.job === 'player-hints') {
      hintsByBoard.set(question.args.board, result.moves);
      game.redraw();
      return;
    }
    slowest = Math.max(slowest, result.seconds);
    timing.dataset.seconds = String(result.seconds);
    timing.textContent = t('{player} answered in {seconds} s (slowest so far: {slowest} s).', { player: playerWords(question.args.spec), seconds: result.seconds.toFixed(2), slowest: slowest.toFixed(2) });
    if (result.square !== null) game.play(result.square, { replace: true, keepMessage: true });
  }

  function failed(entry, question, failure) {
    if (pending !== entry) return;
    pending = null;
    hideSigns();
    stopped = question.key;
    if (failure instanceof JobCancelled) game.redraw();
    else game.fail(t(question.job === 'player-move' ? 'The computer player failed: {reason}' : 'The hints failed: {reason}', { reason: engineText(failure.message) }));
  }

  function stop() {
    pending?.job.cancel();
  }

  /** Plays the computer's best move so far and stops its search. */
  function moveNow() {
    const entry = pending;
    if (!entry?.best) return;
    pending = null;
    entry.job.cancel();
    thinking.hide();
    game.play(entry.best, { replace: true, keepMessage: true });
  }

  game.subscribe(ask);
  return {
    thinking: thinking.element,
    /** The sign that the hints are being computed, for the status panel. */
    hintsThinking: hintsThinking.element,
    timing,
    /** The strong player's values of the user's moves in `state`, once known (null unless hints are on). */
    hintsOf: (state) => (state.settings.hints && yours(state) ? hintsByBoard.get(state.snapshot.board) ?? null : null),
    /** Whether the user stopped the computer in the state shown (it waits until the user acts). */
    stoppedIn: (state) => stopped !== null && questionOf(state)?.key === stopped,
  };
}
