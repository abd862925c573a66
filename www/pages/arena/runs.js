// Playing a run in the workers: its games split over two workers when the
// browser has the cores (a run's games do not depend on the split), then
// summarized by the engine from the workers' tallies (no game is kept: a
// replay plays its game again from the seed); Run, Cancel, progress and
// the status line are the shared task controls. The last few runs'
// summaries are kept, so Back shows them at once.
import { taskControls } from '../../ui/task.js';
import { JobCancelled, prepare, run } from '../../work/jobs.js';
import { t } from '../../ui/lang.js';
import { number, plural } from '../../ui/words.js';

/** The worker lane that plays a game of a run again. */
export const REPLAY_LANE = 'arena-replay';

// A run keeps its summary only (a few kB): a handful is plenty.
const KEPT_RUNS = 4;

/** The identity of a run: its set-up (the page's settings, read). */
export const runKeyOf = ({ black, white, games, seed, openings }) => JSON.stringify([black, white, String(games), seed, String(openings)]);

/** Plays `setup` in one or two workers; `onGames(done)` hears the games done. `{ promise, cancel }`. */
function playRun(setup, onGames) {
  const games = Number(setup.games);
  const lanes = navigator.hardwareConcurrency > 1 && games > 1 ? 2 : 1;
  const bounds = Array.from({ length: lanes + 1 }, (_, lane) => Math.round((games * lane) / lanes));
  const done = new Array(lanes).fill(0);
  const started = performance.now();
  let heard = false;
  const jobs = bounds.slice(1).map((end, lane) =>
    run('arena-tally', { ...setup, games, start: bounds[lane], end }, (gamesDone) => {
      done[lane] = gamesDone;
      onGames(done.reduce((a, b) => a + b, 0));
      // The replay's worker compiles its engine while the games are played:
      // at the end, as the results are drawn, it would slow the page.
      if (!heard) prepare(REPLAY_LANE);
      heard = true;
    }, { lane: `arena-${lane}` }));
  let cancelled = false;
  const cancel = () => {
    cancelled = true;
    for (const job of jobs) job.cancel();
  };
  const promise = Promise.all(jobs.map((job) => job.promise))
    .then((shares) => {
      if (cancelled) throw new JobCancelled();
      const tallies = shares.map((share) => share.tally);
      const summaryJob = run('arena-summary', { ...setup, tallies }, undefined, { lane: 'arena-0' });
      jobs.push(summaryJob);
      return summaryJob.promise.then((summary) => ({ summary, lanes, seconds: (performance.now() - started) / 1000 }));
    })
    .catch((failure) => {
      cancel();
      throw failure;
    });
  return { promise, cancel };
}

/**
 * The runs: `onStart()` is the Run button's, `onBusy(busy)` hears a run
 * start and end, `onFinished()` a run done, `onStopped()` a run cancelled
 * by the user or failed.
 */
export function arenaRuns({ onStart, onBusy, onFinished, onStopped }) {
  const results = new Map(); // run key -> { summary, seconds, lanes }
  let current = null; // { key, job, superseded, finished }
  let wanted = null; // the key of the run last asked for
  const task = taskControls({ prefix: 'arena-', ids: { start: 'arena-run' }, start: t('Run'), what: t('run'), onStart });

  const describe = ({ summary, seconds, lanes }) =>
    t('{games} games in {seconds} s ({workers}).', { games: number(summary.games), seconds: seconds.toFixed(2), workers: plural(lanes, '{count} worker', '{count} workers') });

  function announce(result) {
    task.status.textContent = describe(result);
    task.status.dataset.seconds = String(result.seconds);
    task.progress.value = 1;
  }

  /** Ends the run under way, if any, without calling `onStopped`. */
  async function supersede() {
    if (!current) return;
    current.superseded = true;
    current.job?.cancel();
    await current.finished;
  }

  /** Shows a run played before, once the one under way has stopped saying so. */
  async function showPlayed(key) {
    await supersede();
    if (wanted === key && results.has(key)) announce(results.get(key));
  }

  async function launch(setup, key) {
    await supersede();
    if (wanted !== key || current) return; // asked for another run meanwhile
    const entry = { key, job: null, superseded: false };
    let finish;
    entry.finished = new Promise((resolve) => (finish = resolve));
    current = entry;
    delete task.status.dataset.seconds;
    let gamesDone = 0;
    onBusy(true);
    const result = await task.run((onProgress) => {
      entry.job = playRun(setup, (done) => {
        gamesDone = done;
        onProgress(done, Number(setup.games));
      });
      return entry.job;
    }, {
      working: (seconds) => t('{done} of {games} games… {seconds} s', { done: number(gamesDone), games: number(Number(setup.games)), seconds: seconds.toFixed(1) }),
      done: describe,
    });
    current = null;
    onBusy(false);
    finish();
    if (result) {
      results.set(key, result);
      while (results.size > KEPT_RUNS) results.delete(results.keys().next().value);
      task.status.dataset.seconds = String(result.seconds);
      onFinished();
    } else if (!entry.superseded) onStopped();
  }

  task.status.textContent = t('Choose two players, a number of games and a seed.');
  return {
    task,
    /** The result of the run of `setup`, if it was played. */
    resultOf: (setup) => results.get(runKeyOf(setup)) ?? null,
    /** Shows the result of `setup`, playing it first unless it was played or is being played. */
    follow(setup) {
      const key = runKeyOf(setup);
      if (wanted === key && (current?.key === key || results.has(key))) return;
      wanted = key;
      if (results.has(key)) showPlayed(key);
      else launch(setup, key);
    },
    /** Ends any run; nothing is shown. */
    stop() {
      wanted = null;
      supersede();
    },
    /** Forgets the result of `setup`: Run means run, the user wants to watch it again. */
    forget(setup) {
      results.delete(runKeyOf(setup));
      if (wanted === runKeyOf(setup) && !current) wanted = null;
    },
  };
}
