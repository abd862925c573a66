// The census: the lines of a given depth from the start that end in a
// stoner, split over a pool of workers (one share each, merged on the
// first) with progress and Cancel; its counts beside the seed's, and the
// successful lines as a list to filter, sort and open. The address's
// `census` asks for it, so a link reopens it (counted again).
import { h } from '../../ui/dom.js';
import { fieldWriter } from '../../ui/field.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { matchWords } from './names.js';
import { taskControls } from '../../ui/task.js';
import { poolSize, runPool } from '../../work/pool.js';
import { DEFAULT_HORIZON, DEPTHS, NO_LINE, SHAPES } from './settings.js';
import { SOURCES } from '../../ui/sources.js';
import { capitalized, number, plural } from '../../ui/words.js';

/** The seed's figures (one orientation family, heuristic proof search). */
const SEED_COUNTS = { 12: { like: 6, successful: 0 }, 13: { like: 301, successful: 41 } };
/** Lines listed at once; a filter narrows the rest. */
const SHOWN = 300;

/** Runs the census of `options` in the pool; the report's `seconds` is the pool's wall time. */
function countInPool(options, onProgress) {
  const workers = poolSize();
  const started = performance.now();
  const shares = Array.from({ length: workers }, (_, index) => ({ job: 'stoner-census-share', args: { ...options, index, of: workers } }));
  const merge = async (parts, runOnFirst) => {
    const report = await runOnFirst('stoner-census-merge', { ...options, parts });
    return { ...report, seconds: (performance.now() - started) / 1000, workers };
  };
  return runPool(shares, merge, onProgress);
}

function doneWords(c) {
  return t('{depth} moves from the start, looking {horizon} plies ahead, {cutoff}: {seconds} s on {workers}, {nodes} positions, {proofs} proof games.', {
    depth: c.depth, horizon: c.horizon, cutoff: c.cutoff ? t('each line stopped at the first corner taken') : t('lines not stopped at corners'), seconds: c.seconds.toFixed(2),
    workers: plural(c.workers, '{count} worker', '{count} workers'), nodes: number(c.nodes), proofs: number(c.proof_games),
  });
}

function countTables(c) {
  const row = (label, lines, classes) =>
    h('tr', {}, h('th', { scope: 'row' }, label), h('td', { class: 'num' }, number(lines)), h('td', { class: 'num' }, number(classes)));
  const table = (id, head, rows) =>
    h('table', { class: 'stoner-table', id }, h('thead', {}, h('tr', {}, head.map((text, i) => h('th', i ? { class: 'num' } : {}, text)))), h('tbody', {}, rows));
  return [
    table('stoner-counts', ['', t('lines'), t('up to symmetry')], [
      row(t('stoner-like'), c.stoner_like_lines, c.up_to_symmetry.stoner_like_lines),
      row(t('successful'), c.successful_lines, c.up_to_symmetry.successful_lines),
      row(t('distinct successful positions'), c.distinct_successful_positions, c.up_to_symmetry.distinct_successful_positions),
    ]),
    table('stoner-by-shape', [t('lines by'), t('stoner-like'), t('successful')], [
      ...Object.entries(c.by_shape).map(([shape, n]) => row(shape, n.stoner_like_lines, n.successful_lines)),
      ...Object.entries(c.by_family).map(([family, n]) => row(t('{family} family', { family }), n.stoner_like_lines, n.successful_lines)),
    ]),
  ];
}

function seedComparison(c) {
  const seed = SEED_COUNTS[c.depth];
  if (!seed || c.horizon !== DEFAULT_HORIZON || !c.cutoff) {
    return h('p', { class: 'hint', id: 'stoner-seed-comparison' }, seed
      ? t('The figures of {source} were for a horizon of 14 plies, stopping at the first corner.', { source: SOURCES.stoner })
      : t(c.depth > 13 ? '{Source} found no successful stoner below 13 moves and stopped at 13.' : '{Source} found no successful stoner below 13 moves.', { Source: capitalized(SOURCES.stoner) }));
  }
  const canonical = c.by_family['a8/b7/h8'];
  return h('p', { id: 'stoner-seed-comparison' },
    t('{Source} counted {like} stoner-like and {successful} successful lines at {depth} moves with its own program. It searched one orientation family, and one line per class of symmetric lines: ' +
      "this census's counts in that family are {familyLike} / {familySuccessful} (family counts over 4); over both families " +
      '{bothLike} / {bothSuccessful}. The successful lines of its family are the same; ' +
      "stoner-like differs because the blog's program asked for the whole diagonal from the X-square to be the attacker's where the definition asks that the defender cannot take the near corner; " +
      'the mirror family, which the blog’s program never looked at, adds the rest.', {
      Source: capitalized(SOURCES.stoner), like: seed.like, successful: seed.successful, depth: c.depth,
      familyLike: number(canonical.stoner_like_lines / 4), familySuccessful: number(canonical.successful_lines / 4),
      bothLike: number(c.up_to_symmetry.stoner_like_lines), bothSuccessful: number(c.up_to_symmetry.successful_lines),
    }));
}

export function censusPanel(game) {
  const depthSelect = h('select', { id: 'stoner-depth', 'aria-label': t('Depth') }, DEPTHS.map((depth) => h('option', { value: depth }, t('{depth} moves', { depth }))));
  depthSelect.value = '13';
  const horizonInput = h('input', { id: 'stoner-horizon', type: 'number', min: '1', max: '60', value: String(DEFAULT_HORIZON), 'aria-label': t('Horizon in plies') });
  const showHorizon = fieldWriter({ horizon: horizonInput });
  const cutoffBox = h('input', { id: 'stoner-cutoff', type: 'checkbox', checked: true });
  const task = taskControls({ prefix: 'stoner-census-', start: t('Count'), what: t('census'), onStart: count });
  const result = h('div', { id: 'stoner-census-result' });
  const setView = (key) => (event) => game.set({ [key]: event.target.value || null }, { replace: true });
  const filterSelect = h('select', { id: 'stoner-filter', 'aria-label': t('Shape filter'), onChange: setView('filter') },
    h('option', { value: '' }, t('all shapes')), SHAPES.map(({ shape }) => h('option', { value: shape }, shape)));
  const sortSelect = h('select', { id: 'stoner-sort', 'aria-label': t('Sort'), onChange: setView('sort') },
    h('option', { value: '' }, t('by moves')), h('option', { value: 'distance' }, t('by distance')));
  const lineList = h('ol', { id: 'stoner-lines', class: 'stoner-lines' });
  const IDLE = t('Count the lines of a given depth; depth 13 is the shortest with a successful stoner.');
  task.status.textContent = IDLE;

  const reports = new Map(); // options key -> census report
  let requested = null; // the key of the census started or waiting to start
  let running = null; // { cancel, done, superseded }
  let shownKey = null;

  const optionsOf = ({ census, horizon, cutoff }) => (census === null ? null : { depth: Number(census), horizon, cutoff });

  function count() {
    const horizon = Number(horizonInput.value);
    if (!Number.isInteger(horizon) || horizon < 1 || horizon > 60) {
      task.status.textContent = t('Choose a horizon from 1 to 60 plies.');
      return;
    }
    game.set({ census: depthSelect.value, horizon, cutoff: cutoffBox.checked });
  }

  async function start(options, key) {
    if (running) {
      running.superseded = true;
      running.cancel();
      await running.done;
    }
    if (requested !== key) return;
    let job = null;
    const done = task.run((onProgress) => (job = countInPool(options, onProgress)), {
      working: (seconds) => t('Counting lines of {depth} moves on {workers}… {seconds} s', { depth: options.depth, workers: plural(poolSize(), '{count} worker', '{count} workers'), seconds: seconds.toFixed(1) }),
      done: doneWords,
    });
    const entry = { cancel: () => job.cancel(), done, superseded: false };
    running = entry;
    const report = await done;
    if (running === entry) running = null;
    if (requested === key) requested = null;
    if (report) {
      reports.set(key, report);
      game.redraw();
    } else if (!entry.superseded) {
      // The address no longer asks for the census, so no later view restarts it.
      game.set({ census: null }, { replace: true });
    }
  }

  function renderLines(report, { filter, sort }) {
    let lines = report.lines.filter((line) => !filter || line.shapes.includes(filter));
    if (sort === 'distance') lines = [...lines].sort((a, b) => a.distance - b.distance || (a.moves < b.moves ? -1 : 1));
    const open = (line) =>
      game.open({ size: undefined, board: undefined, moves: line.moves, ...NO_LINE, at: String(report.depth), shape: line.shapes[0], orientation: line.orientations[0], ply: '0' });
    lineList.replaceChildren(...lines.slice(0, SHOWN).map((line) =>
      h('li', {}, h('button', { type: 'button', class: 'stoner-line', dataset: { moves: line.moves, distance: String(line.distance) }, onClick: () => open(line) },
        h('span', { class: 'mono' }, line.moves),
        h('span', { class: 'hint' }, t(' {shapes} · distance {distance}', { shapes: line.shapes.map((shape, i) => matchWords(shape, line.orientations[i])).join(', '), distance: line.distance }))))));
    lineList.dataset.count = String(lines.length);
    if (!lines.length) lineList.append(h('li', { class: 'hint' }, t('No successful line.')));
    else if (lines.length > SHOWN) lineList.append(h('li', { class: 'hint' }, t('… {count} more: filter by shape to narrow the list.', { count: number(lines.length - SHOWN) })));
  }

  game.subscribe(({ settings }) => {
    if (settings.census) depthSelect.value = settings.census;
    showHorizon(settings);
    cutoffBox.checked = settings.cutoff;
    filterSelect.value = settings.filter ?? '';
    sortSelect.value = settings.sort ?? '';
    const options = optionsOf(settings);
    const key = options && JSON.stringify(options);
    const report = key && reports.get(key);
    if (report) {
      if (shownKey !== key) result.replaceChildren(...countTables(report), seedComparison(report));
      shownKey = key;
      task.status.textContent = doneWords(report);
      task.status.dataset.done = 'true';
      renderLines(report, settings);
      return;
    }
    if (shownKey !== null) {
      // Another view: the census shown is not the one asked for.
      shownKey = null;
      result.replaceChildren();
      lineList.replaceChildren();
      delete task.status.dataset.done;
      task.status.textContent = IDLE;
    }
    if (key && requested !== key) {
      requested = key;
      start(options, key);
    }
  });

  return h('div', { class: 'panel' },
    h('h2', {}, tParts('{census}: lines from the start that end in a {stoner}', { census: term('census', t('Census')), stoner: term('stoner') })),
    h('div', { class: 'row' }, depthSelect, h('span', { class: 'label' }, term('horizon', t('looking ahead (plies)'))), horizonInput,
      h('label', {}, cutoffBox, t(' stop a line at the first corner taken'))),
    h('div', { class: 'row' }, task.start, task.cancel),
    task.progress,
    task.status,
    result,
    h('div', { class: 'row' }, filterSelect, sortSelect),
    lineList);
}
