// The arena page: many 8x8 games between two players, run in the workers
// with progress and Cancel; the results with the win rate's 95% interval,
// a histogram of black's final disc counts, the corner table (the seed's
// two summaries), a replay of any game, and seed 003's experiment beside
// ours. The address is the state: `black`, `white`, `games`, `seed`, `run`
// (results shown: opening the link runs the same games again) and `game`
// (the game replayed). Every game and statistic comes from the engine.
import { WebGame } from '../engine.js';
import { checkSeed, compareRuns, playerName, seedExperiment } from '../../pkg/boardlab.js';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import { JobCancelled, run } from '../jobs.js';
import { describe } from '../describe.js';
import { formatHash } from '../route.js';

const DEFAULTS = { black: 'three-ply', white: 'random', games: '200', seed: '1' };
const PLAYERS = ['random', 'three-ply', 'strong:1', 'strong:2', 'strong:4', 'strong:6', 'strong'];
const SEED = seedExperiment();
// A run keeps its records (a few hundred kB for 5000 games): a handful is plenty.
const KEPT_RUNS = 4;

const percent = (rate, digits = 1) => `${(100 * rate).toFixed(digits)}%`;
const interval = ({ low, high }) => `[${(100 * low).toFixed(1)}, ${(100 * high).toFixed(1)}]`;
const count = (n) => n.toLocaleString('en');

/** An SVG element (text goes in as text nodes). */
function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined && value !== null) element.setAttribute(key, String(value));
  }
  element.append(...children.flat().filter((child) => child !== null && child !== undefined));
  return element;
}

/** A round number of games for the axis: 1, 2 or 5 times a power of ten, at least `value`. */
function roundUp(value) {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= value);
}

/** The histogram of black's final disc counts (index = discs) as an SVG chart. */
function histogram(counts, onBar) {
  const width = 640;
  const height = 240;
  const pad = { left: 48, right: 12, top: 12, bottom: 34 };
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const top = roundUp(Math.max(1, ...counts));
  const bar = plotWidth / counts.length;
  const y = (games) => pad.top + plotHeight * (1 - games / top);
  // Gridlines at round numbers: fifths of 1 and 5 times a power of ten, quarters of 2.
  const parts = String(top)[0] === '2' ? 4 : 5;
  const grid = Array.from({ length: parts + 1 }, (_, part) => {
    const games = (top * part) / parts;
    return svg('g', {},
      svg('line', { x1: pad.left, x2: width - pad.right, y1: y(games), y2: y(games), class: 'arena-grid' }),
      svg('text', { x: pad.left - 6, y: y(games) + 4, class: 'arena-axis', 'text-anchor': 'end' }, count(games)));
  });
  const half = counts.length >> 1;
  const bars = counts.map((games, discs) =>
    games === 0
      ? null
      : svg('rect', {
          x: pad.left + discs * bar + 0.5,
          y: y(games),
          width: Math.max(1, bar - 1),
          height: pad.top + plotHeight - y(games),
          class: `arena-bar${discs > half ? ' arena-bar-win' : ''}`,
          'data-discs': discs,
          'data-games': games,
        }, svg('title', {}, `${count(games)} game${games === 1 ? '' : 's'} ending with ${discs} black discs`)));
  const ticks = [];
  for (let discs = 0; discs < counts.length; discs += 8) {
    ticks.push(svg('text', { x: pad.left + (discs + 0.5) * bar, y: height - pad.bottom + 16, class: 'arena-axis', 'text-anchor': 'middle' }, String(discs)));
  }
  const chart = svg('svg', {
    id: 'arena-histogram',
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': `Histogram of black's final disc count over ${count(counts.reduce((a, b) => a + b, 0))} games`,
  },
  grid,
  svg('line', { x1: pad.left + half * bar, x2: pad.left + half * bar, y1: pad.top, y2: pad.top + plotHeight, class: 'arena-half' }),
  bars,
  ticks,
  svg('text', { x: pad.left + plotWidth / 2, y: height - 4, class: 'arena-axis', 'text-anchor': 'middle' }, 'black’s discs at the end'));
  chart.addEventListener('click', (event) => {
    const discs = event.target.closest?.('rect')?.dataset.discs;
    if (discs !== undefined) onBar(Number(discs));
  });
  return chart;
}

function create(section, shell) {
  let params = {};
  let running = null; // { key, jobs, started }
  const runs = new Map(); // key -> { summary, records, seconds, lanes }
  let shown = null; // the run shown
  let replay = null; // { game: WebGame, index, ply }
  let error = '';

  // --- set-up -------------------------------------------------------------------
  const choices = h('datalist', { id: 'arena-players' }, PLAYERS.map((name) => h('option', { value: name })));
  const playerInput = (id, label) =>
    h('input', { id, type: 'text', list: 'arena-players', spellcheck: 'false', autocomplete: 'off', 'aria-label': label });
  const blackInput = playerInput('arena-black', 'Black player');
  const whiteInput = playerInput('arena-white', 'White player');
  const gamesInput = h('input', { id: 'arena-games', type: 'number', min: '1', max: '1000000', 'aria-label': 'Number of games' });
  const seedInput = h('input', { id: 'arena-seed', type: 'text', inputmode: 'numeric', spellcheck: 'false', 'aria-label': 'Seed' });
  const runButton = h('button', { id: 'arena-run', type: 'button', onClick: () => start() }, 'Run');
  const cancelButton = h('button', { id: 'arena-cancel', type: 'button', disabled: true, onClick: cancel }, 'Cancel');
  const progress = h('progress', { id: 'arena-progress', max: '1', value: '0', 'aria-label': 'Games played' });
  const status = h('p', { id: 'arena-status', class: 'hint', 'aria-live': 'polite' });
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const form = h('form', { class: 'arena-form', onSubmit: (event) => (event.preventDefault(), start()) },
    h('label', { for: 'arena-black' }, 'Black'), blackInput,
    h('label', { for: 'arena-white' }, 'White'), whiteInput,
    h('label', { for: 'arena-games' }, 'Games'), gamesInput,
    h('label', { for: 'arena-seed' }, 'Seed'), seedInput,
    choices);

  // --- results ------------------------------------------------------------------
  const resultsBody = h('tbody', {});
  const results = h('table', { id: 'arena-results', class: 'arena-table' },
    h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { class: 'num' }, 'Games'), h('th', { class: 'num' }, 'Share'), h('th', { class: 'num' }, '95% interval'))),
    resultsBody);
  const resultsNote = h('p', { class: 'hint', id: 'arena-results-note' });
  const chartHolder = h('div', { class: 'arena-chart' });
  const cornersBody = h('tbody', {});
  const corners = h('table', { id: 'arena-corners', class: 'arena-table arena-corners' },
    h('thead', {}, h('tr', {}, h('th', {}, 'black ╲ white'), [0, 1, 2, 3, 4].map((n) => h('th', { class: 'num' }, String(n))))),
    cornersBody);
  const resultsPanel = h('div', { class: 'panel', id: 'arena-results-panel', hidden: true },
    h('h2', {}, 'Results'), results, resultsNote,
    h('h2', { class: 'arena-subhead' }, 'Black’s discs at the end of each game'), chartHolder,
    h('p', { class: 'hint' }, 'Bars right of the middle line: black has more than half the squares. Click a bar to replay its first game.'),
    h('h2', { class: 'arena-subhead' }, 'Corners taken (games; rows: black’s corners, columns: white’s)'), corners);

  // --- seed 003 -----------------------------------------------------------------
  const seedBody = h('tbody', {});
  const seedTable = h('table', { id: 'arena-seed-table', class: 'arena-table' },
    h('thead', {}, h('tr', {}, h('th', {}, `${SEED.black} (black) vs ${SEED.white}`), h('th', { class: 'num' }, 'seed 003'), h('th', { class: 'num', id: 'arena-seed-ours-head' }, 'this run'))),
    seedBody);
  const seedVerdict = h('p', { id: 'arena-seed-verdict', class: 'arena-verdict' });
  const seedButton = h('button', { id: 'arena-seed-run', type: 'button', onClick: runSeedExperiment }, `Run it: ${count(SEED.games)} games`);

  // --- replay -------------------------------------------------------------------
  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const board = new BoardView(canvas);
  const gameInput = h('input', { id: 'arena-game', type: 'number', min: '1', value: '1', 'aria-label': 'Game number', onChange: () => chooseGame(Number(gameInput.value) - 1) });
  const stepButton = (id, label, title, target) =>
    h('button', { id, type: 'button', title, 'aria-label': title, onClick: () => stepTo(target()) }, label);
  const first = stepButton('arena-first', '«', 'First position', () => 0);
  const prev = stepButton('arena-prev', '‹', 'Previous move', () => replay.ply - 1);
  const next = stepButton('arena-next', '›', 'Next move', () => replay.ply + 1);
  const last = stepButton('arena-last', '»', 'Last position', () => replay.game.plies);
  const plyLabel = h('span', { class: 'ply-label', id: 'arena-ply-label' });
  const gameSummary = h('p', { id: 'arena-game-summary', class: 'hint' });
  const boardLink = h('a', { id: 'arena-board-link', href: '#' }, 'Open on the board page');

  section.append(
    h('div', { class: 'board-layout arena-layout' },
      h('div', { class: 'arena-main' },
        h('div', { class: 'panel' },
          h('h2', {}, 'Arena'),
          form,
          h('div', { class: 'row' }, runButton, cancelButton),
          progress, status, message),
        resultsPanel),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel', id: 'arena-seed-panel' },
          h('h2', {}, 'The seed’s experiment'),
          h('p', { class: 'hint' }, `Seed 003 played its three-ply player (black) against a random player ${count(SEED.games)} times, in about 12 hours.`),
          seedTable, seedVerdict, h('div', { class: 'row' }, seedButton)),
        h('div', { class: 'panel', id: 'arena-replay-panel' },
          h('h2', {}, 'Replay a game of the run'),
          h('div', { class: 'row arena-game-row' }, h('label', { for: 'arena-game' }, 'Game'), gameInput, boardLink),
          gameSummary,
          h('div', { class: 'board-frame' }, canvas),
          h('div', { class: 'steps', role: 'group', 'aria-label': 'Move through the game' }, first, prev, plyLabel, next, last)))),
  );

  const keyOf = ({ black, white, games, seed }) => JSON.stringify([black, white, games, seed]);
  const setupOf = (p) => ({ black: p.black, white: p.white, games: p.games, seed: p.seed });

  /** The address for `p`, defaults left out. */
  function canonical(p) {
    const out = {};
    for (const key of ['black', 'white', 'games', 'seed']) out[key] = p[key] === DEFAULTS[key] ? undefined : p[key];
    out.run = p.run === '1' ? '1' : undefined;
    out.game = p.run === '1' && p.game && p.game !== '1' ? p.game : undefined;
    return out;
  }

  /** The set-up of `p` checked by the engine: canonical names, or the problems. */
  function checked(p) {
    const problems = [];
    const setup = { ...DEFAULTS, ...p };
    for (const side of ['black', 'white']) {
      try {
        setup[side] = playerName(setup[side]);
      } catch (failure) {
        problems.push(`${side}: ${failure.message}`);
      }
    }
    if (!/^\d+$/.test(setup.games) || Number(setup.games) < 1 || Number(setup.games) > 1_000_000) {
      problems.push(`games: '${setup.games}' is not a number of games from 1 to 1,000,000`);
    } else setup.games = String(Number(setup.games));
    try {
      setup.seed = checkSeed(setup.seed);
    } catch (failure) {
      problems.push(failure.message);
    }
    return { setup, problems };
  }

  function show(newParams) {
    const { setup, problems } = checked(newParams);
    error = problems.join('; ');
    params = { ...setup, run: problems.length ? undefined : newParams.run, game: newParams.game };
    shell.correct(canonical(params));
    blackInput.value = params.black;
    whiteInput.value = params.white;
    gamesInput.value = params.games;
    seedInput.value = params.seed;
    const key = keyOf(params);
    if (params.run === '1') {
      if (runs.has(key)) showRun(runs.get(key));
      else if (running?.key !== key) launch(setupOf(params));
    } else {
      if (running) cancel();
      showRun(null);
    }
    render();
  }

  // --- running ------------------------------------------------------------------

  function start() {
    const fields = { black: blackInput.value, white: whiteInput.value, games: gamesInput.value, seed: seedInput.value };
    const { setup, problems } = checked(fields);
    if (problems.length) {
      error = problems.join('; ');
      render();
      return;
    }
    runs.delete(keyOf(setup)); // Run means run: the user wants to watch it again.
    shell.navigate(canonical({ ...setup, run: '1' }));
    if (running?.key !== keyOf(setup)) launch(setup);
  }

  function runSeedExperiment() {
    blackInput.value = SEED.black;
    whiteInput.value = SEED.white;
    gamesInput.value = String(SEED.games);
    start();
  }

  /** Plays the run in one worker per core (at most two shares: the games do not depend on the split). */
  async function launch(setup) {
    if (running) cancel();
    const key = keyOf(setup);
    const games = Number(setup.games);
    const lanes = navigator.hardwareConcurrency > 1 && games > 1 ? 2 : 1;
    const bounds = Array.from({ length: lanes + 1 }, (_, lane) => Math.round((games * lane) / lanes));
    const done = new Array(lanes).fill(0);
    const started = performance.now();
    const jobs = [];
    const entry = { key, jobs, started };
    running = entry;
    error = '';
    showRun(null);
    progress.value = 0;
    const report = () => {
      const total = done.reduce((a, b) => a + b, 0);
      progress.value = total / games;
      status.textContent = `${count(total)} of ${count(games)} games… ${((performance.now() - started) / 1000).toFixed(1)} s`;
    };
    report();
    for (let lane = 0; lane < lanes; lane += 1) {
      jobs.push(run('arena-games', { ...setup, games, start: bounds[lane], end: bounds[lane + 1] }, (gamesDone) => {
        done[lane] = gamesDone;
        report();
      }, { lane: `arena-${lane}` }));
    }
    render();
    try {
      const shares = await Promise.all(jobs.map((job) => job.promise));
      const records = shares.flatMap((share) => share.records);
      const summaryJob = run('arena-summary', { ...setup, records }, undefined, { lane: 'arena-0' });
      jobs.push(summaryJob);
      const summary = await summaryJob.promise;
      if (running !== entry) return;
      const result = { key, summary, records, seconds: (performance.now() - started) / 1000, lanes };
      runs.set(key, result);
      while (runs.size > KEPT_RUNS) runs.delete(runs.keys().next().value);
      running = null;
      if (keyOf(params) === key && params.run === '1') showRun(result);
    } catch (failure) {
      if (running !== entry) return;
      running = null;
      if (!(failure instanceof JobCancelled)) error = `The run failed: ${failure.message}`;
      for (const job of jobs) job.cancel();
    }
    render();
  }

  function cancel() {
    if (!running) return;
    const { jobs } = running;
    running = null;
    for (const job of jobs) job.cancel();
    status.textContent = 'Cancelled.';
    progress.value = 0;
    if (params.run === '1' && !runs.has(keyOf(params))) shell.navigate(canonical({ ...params, run: undefined }), { replace: true });
    render();
  }

  // --- showing a run --------------------------------------------------------------

  function showRun(result) {
    if (shown === result) {
      selectGame(Number(params.game ?? 1) - 1);
      return;
    }
    shown = result;
    resultsPanel.hidden = !result;
    if (!result) {
      selectGame(-1);
      return;
    }
    const { summary, seconds, lanes } = result;
    status.textContent = `${count(summary.games)} games in ${seconds.toFixed(2)} s (${lanes} worker${lanes > 1 ? 's' : ''}).`;
    status.dataset.seconds = String(seconds);
    progress.value = 1;
    const row = (label, games, rate, id) =>
      h('tr', { id },
        h('th', {}, label),
        h('td', { class: 'num' }, count(games)),
        h('td', { class: 'num' }, rate ? percent(rate.rate) : percent(games / summary.games)),
        h('td', { class: 'num' }, rate ? interval(rate) : ''));
    resultsBody.replaceChildren(
      row(`Black wins (${summary.black})`, summary.black_wins, summary.black_win_rate, 'arena-black-wins'),
      row(`White wins (${summary.white})`, summary.white_wins, summary.white_win_rate, 'arena-white-wins'),
      row('Draws', summary.draws, null, 'arena-draws'),
    );
    resultsNote.textContent = `${summary.black} (black) against ${summary.white} (white), ${count(summary.games)} games from seed ${summary.seed}. ` +
      'Intervals: 95% Wilson score intervals of the win rate.';
    chartHolder.replaceChildren(histogram(summary.black_discs, (discs) => {
      const index = result.records.findIndex((record) => record.black === discs);
      if (index >= 0) chooseGame(index);
    }));
    const most = Math.max(1, ...summary.corners.flat());
    cornersBody.replaceChildren(
      ...summary.corners.map((counts, black) =>
        h('tr', {}, h('th', { class: 'num' }, String(black)),
          counts.map((games) => {
            const cell = h('td', { class: 'num' }, count(games));
            // The cell's shade grows with its share of the largest count (light enough for the text).
            cell.style.backgroundColor = `rgba(47, 122, 82, ${(0.35 * games) / most})`;
            return cell;
          }))),
    );
    gameInput.max = String(summary.games);
    selectGame(Number(params.game ?? 1) - 1);
  }

  function renderSeedComparison() {
    const summary = shown?.summary;
    const comparable = summary && summary.black === SEED.black && summary.white === SEED.white;
    const ours = comparable ? [summary.black_wins, summary.white_wins, summary.draws] : null;
    const seedRate = SEED.counts[0] / SEED.games;
    const rows = [
      ['Black wins', 0],
      ['White wins', 1],
      ['Draws', 2],
    ].map(([label, index]) =>
      h('tr', {}, h('th', {}, label), h('td', { class: 'num' }, count(SEED.counts[index])), h('td', { class: 'num' }, ours ? count(ours[index]) : '–')));
    const rateCell = (rate) => `${percent(rate.rate)} ${interval(rate)}`;
    rows.push(h('tr', {}, h('th', {}, 'Black’s win rate [95%]'),
      h('td', { class: 'num' }, `${percent(seedRate)}`),
      h('td', { class: 'num' }, ours ? rateCell(summary.black_win_rate) : '–')));
    seedBody.replaceChildren(...rows);
    if (!ours) {
      seedVerdict.textContent = `Run ${SEED.black} (black) against ${SEED.white} to compare with the seed.`;
      seedVerdict.dataset.withinChance = '';
      return;
    }
    const comparison = compareRuns(ours, SEED.counts);
    const difference = comparison.rate_difference * 100;
    const pValue = comparison.chi_square.p_value;
    const p = pValue < 1e-4 ? pValue.toExponential(0) : pValue.toFixed(pValue < 0.01 ? 4 : 2);
    seedVerdict.dataset.withinChance = String(comparison.within_chance);
    seedVerdict.textContent =
      `${comparison.within_chance ? 'The difference is within chance' : 'The difference is not within chance'}: ` +
      `the two runs’ wins, losses and draws give chi-square = ${comparison.chi_square.statistic.toFixed(1)} (2 degrees of freedom, p = ${p}). ` +
      `This run’s black win rate is ${Math.abs(difference).toFixed(1)} points ${difference < 0 ? 'below' : 'above'} the seed’s ` +
      `(95% interval of the difference: ${(comparison.difference_low * 100).toFixed(1)} to ${(comparison.difference_high * 100).toFixed(1)} points).`;
  }

  // --- replay -----------------------------------------------------------------------

  function chooseGame(index) {
    shell.navigate(canonical({ ...params, game: String(index + 1) }), { replace: true });
  }

  function selectGame(index) {
    const records = shown?.records ?? [];
    const valid = index >= 0 && index < records.length;
    const record = valid ? records[index] : null;
    if (!replay || replay.index !== (valid ? index : -1)) {
      replay?.game.free();
      replay = { game: WebGame.load('8', null, record?.moves ?? ''), index: valid ? index : -1, ply: 0 };
      replay.ply = replay.game.plies;
    }
    gameInput.value = String(valid ? index + 1 : 1);
    gameInput.disabled = !shown;
    if (record) {
      gameSummary.textContent = `Game ${index + 1}: black ${record.black} – ${record.white} white; corners ${record.black_corners} – ${record.white_corners}. ` +
        `Moves: ${record.moves}`;
      boardLink.href = formatHash({ moves: record.moves }) || '#';
      boardLink.hidden = false;
    } else {
      gameSummary.textContent = shown ? `Choose a game from 1 to ${count(records.length)}.` : 'Run an arena to replay its games.';
      boardLink.hidden = true;
    }
    renderBoard();
  }

  function stepTo(ply) {
    if (!replay) return;
    replay.ply = Math.max(0, Math.min(ply, replay.game.plies));
    renderBoard();
  }

  function renderBoard() {
    const snapshot = replay.game.snapshot(replay.ply);
    board.set({ size: snapshot.size, discs: snapshot.discs, last: snapshot.last });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    canvas.setAttribute('aria-label', describe(snapshot));
    plyLabel.textContent = `${snapshot.ply} / ${snapshot.plies}`;
    first.disabled = prev.disabled = snapshot.ply === 0;
    next.disabled = last.disabled = snapshot.ply === snapshot.plies;
  }

  function render() {
    const busy = !!running;
    runButton.disabled = busy;
    seedButton.disabled = busy;
    cancelButton.disabled = !busy;
    message.textContent = error;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : ''}`;
    if (!busy && !shown && !status.textContent) status.textContent = 'Choose two players, a number of games and a seed.';
    renderSeedComparison();
  }

  return { show };
}

export const page = { id: 'arena', title: 'Arena', create };
