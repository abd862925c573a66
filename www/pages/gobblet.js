// The Gobblet Gobblers page: a game on a canvas with both reserves, moves by
// click or drag, stepping, links, the perfect player (in the worker), the
// values of every allowed move, and the first-move table. The address is the
// state: `moves`, `ply`, `computer` (the side the perfect player takes) and
// `values`. The engine decides every rule and every value; this page shows
// its snapshots and forwards the user's choices.
import '../engine.js'; // starts the page's wasm instance before WebGobblet is used
import { WebGobblet } from '../../pkg/boardlab.js';
import { GobbletView, ASPECT } from '../gobblet-view.js';
import { h } from '../dom.js';
import { JobCancelled, run } from '../jobs.js';
import { DISTANCES } from '../data/gobblet-distances.js';
import { bindStepKeys } from '../step-keys.js';
import { loadBox } from '../load-box.js';

const NAMES = { 1: 'Orange', 2: 'Blue' };
const SIZE_NAMES = { S: 'small', M: 'medium', L: 'large' };
const SQUARES = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];

/** A value for the side that moves, in words and as a short label. */
function valueWords({ value, distance }) {
  if (value === 'win') return `wins in ${distance}`;
  if (value === 'loss') return `loses in ${distance}`;
  return 'draw';
}
const shortValue = ({ value, distance, repeats }) =>
  repeats ? 'D rep' : value === 'win' ? `W${distance}` : value === 'loss' ? `L${distance}` : 'D';

/** The position in words, for the canvas's aria-label. */
function describe(snapshot) {
  const parts = [`Gobblet Gobblers board after ${snapshot.ply} of ${snapshot.plies} moves`];
  parts.push(snapshot.toMove ? `${NAMES[snapshot.toMove]} to move` : 'the game is over');
  const squares = snapshot.stacks
    .map((stack, square) => {
      if (!stack.length) return null;
      const top = stack.at(-1);
      const under = stack.length > 1 ? ` covering ${stack.length - 1}` : '';
      return `${SQUARES[square]} ${NAMES[top.player].toLowerCase()} ${SIZE_NAMES[top.size]}${under}`;
    })
    .filter(Boolean);
  const reserve = (player) =>
    `${NAMES[player]} holds ${snapshot.reserves[player - 1].map((count, index) => `${count} ${SIZE_NAMES['SML'[index]]}`).join(', ')}`;
  return (
    `${parts.join(', ')}. ` +
    (squares.length ? `On the board: ${squares.join('; ')}. ` : 'The board is empty. ') +
    `${reserve(1)}. ${reserve(2)}.` +
    (snapshot.last ? ` Last move: ${snapshot.last.name}.` : '')
  );
}

/** The end of the game in words, from the human's side when playing the perfect player. */
function endWords(end, computer) {
  if (end.reason === 'repetition') return 'Draw: a position occurred for the second time.';
  const how = end.reason === 'line' ? 'a line of three' : `${NAMES[3 - end.winner]} has no allowed move`;
  const who = computer ? (end.winner === computer ? 'The perfect player wins' : 'You win') : `${NAMES[end.winner]} wins`;
  return `${who} (${NAMES[end.winner]}): ${how}.`;
}

function create(section, shell) {
  let game = null;
  let gameKey = null;
  let snapshot = null;
  let params = {};
  let error = '';
  let selected = null;
  let analysis = null; // { key, result } for the position shown
  const analyses = new Map();
  let pending = null; // { key, job, started }
  let worstSeconds = 0;

  const canvas = h('canvas', { id: 'board', class: 'gobblet-board', role: 'img', 'aria-label': 'Gobblet Gobblers board' });
  const view = new GobbletView(canvas, {
    onHit: (hit) => hitBoard(hit),
    onDrag: (from, square) => {
      const move = moveFor(from, square);
      if (move) play(move.name);
      else render();
    },
    canDrag: (hit) => isSource(hit) && !(hit.kind === 'square' && targetsOf(selected).includes(hit.square)),
  });

  const stepButton = (id, label, title, target) =>
    h('button', { id, type: 'button', title, 'aria-label': title, onClick: () => step(target()) }, label);
  const first = stepButton('gobblet-first', '«', 'First position (Home)', () => 0);
  const prev = stepButton('gobblet-prev', '‹', 'Previous move (←)', () => snapshot.ply - 1);
  const next = stepButton('gobblet-next', '›', 'Next move (→)', () => snapshot.ply + 1);
  const last = stepButton('gobblet-last', '»', 'Last position (End)', () => snapshot.plies);
  const plyLabel = h('span', { class: 'ply-label', id: 'gobblet-ply-label' });

  const turnSwatch = h('span', { class: 'gobblet-swatch', 'aria-hidden': 'true' });
  const turnText = h('span', {});
  const turn = h('p', { id: 'gobblet-turn', class: 'turn' }, turnSwatch, turnText);
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const thinking = h('p', { id: 'gobblet-thinking', class: 'gobblet-thinking', hidden: true },
    h('span', { class: 'gobblet-spinner', 'aria-hidden': 'true' }), h('span', { class: 'gobblet-thinking-text' }));
  const stopButton = h('button', { id: 'gobblet-stop', type: 'button', onClick: () => pending?.job.cancel() }, 'Stop');
  thinking.append(stopButton);
  const timing = h('p', { id: 'gobblet-timing', class: 'hint' });
  // The allowed moves as buttons: the keyboard's way to play.
  const allowedCount = h('span', {});
  const allowedList = h('div', { class: 'chips' });
  const allowed = h('details', { id: 'gobblet-allowed', class: 'gobblet-allowed' }, h('summary', {}, allowedCount), allowedList);

  const modes = [
    ['', 'Two players'],
    ['2', 'I play Orange'],
    ['1', 'I play Blue'],
  ].map(([computer, label]) =>
    h('button', { type: 'button', id: `gobblet-mode-${computer || 'none'}`, dataset: { computer }, onClick: () => setComputer(computer) }, label),
  );
  const valuesToggle = h('button', { id: 'gobblet-values', type: 'button', 'aria-pressed': 'false', onClick: toggleValues }, 'Show values');
  const newGame = h('button', { id: 'gobblet-new', type: 'button', onClick: () => navigateTo({ moves: '', ply: undefined }) }, 'New game');

  const positionValue = h('p', { id: 'gobblet-position-value', class: 'gobblet-position-value' });
  const moveValues = h('div', { id: 'gobblet-move-values', class: 'gobblet-move-values' });
  const valuesPanel = h('div', { class: 'panel', id: 'gobblet-values-panel', hidden: true }, h('h2', {}, 'Values of the allowed moves'), positionValue, moveValues);

  const transcript = h('ol', { id: 'gobblet-transcript', class: 'transcript' });
  const { form: loadForm, input: loadInput } = loadBox({
    inputId: 'gobblet-load-input',
    buttonId: 'gobblet-load',
    placeholder: 'Lb2 Sa1 b2c3',
    label: 'Move list',
    onLoad: (text) => load(text),
  });
  const copyStatus = h('span', { class: 'hint', 'aria-live': 'polite' });
  const copyButton = h('button', { id: 'gobblet-copy-link', type: 'button', onClick: copyLink }, 'Copy link');

  const firstMovesBody = h('tbody', {});
  const firstMovesStatus = h('p', { class: 'hint', id: 'gobblet-first-moves-status' }, 'Computing in the worker…');
  const firstMoves = h(
    'table',
    { id: 'gobblet-first-moves', class: 'gobblet-table' },
    h('thead', {}, h('tr', {}, h('th', {}, 'First move (and its mirror images)'), h('th', {}, 'Result for Orange'), h('th', { class: 'num' }, 'Plies to the end'), h('th', { class: 'num' }, 'Seed’s count'))),
    firstMovesBody,
  );

  const distances = h(
    'table',
    { id: 'gobblet-distances', class: 'gobblet-table' },
    h('thead', {}, h('tr', {}, h('th', { class: 'num' }, 'Plies to the end'), h('th', { class: 'num' }, 'Positions (this solution)'), h('th', { class: 'num' }, 'Seed’s count'))),
    h('tbody', {}, ...DISTANCES.ours.map((count, distance) =>
      h('tr', {}, h('td', { class: 'num' }, String(distance)), h('td', { class: 'num' }, count.toLocaleString('en')),
        h('td', { class: 'num' }, (DISTANCES.seed[distance] ?? 0).toLocaleString('en'))))),
  );

  section.append(
    h(
      'div',
      { class: 'board-layout gobblet-layout' },
      h(
        'div',
        { class: 'board-column gobblet-column' },
        h('div', { class: 'board-frame' }, canvas),
        h('div', { class: 'steps', role: 'group', 'aria-label': 'Move through the game' }, first, prev, plyLabel, next, last),
        h('div', { class: 'panel gobblet-first-panel' },
          h('h2', {}, 'First moves, solved'),
          firstMoves,
          firstMovesStatus,
          h('p', { class: 'hint' },
            'Every first move with its exact value, computed by the perfect player in the worker. Moves that mirror or rotate into each other are grouped. ' +
            '“Plies to the end” counts from the empty board with best play; the seed counts from the position after the move, one less.')),
        h('div', { class: 'panel gobblet-first-panel' },
          h('h2', {}, 'Distances to the end, over all positions'),
          distances,
          h('p', { class: 'hint' },
            `Every position of the seed’s 1423³ index space that is won or lost, by its distance to the end with best play (${DISTANCES.draws.toLocaleString('en')} draws aside). ` +
            'This solution’s column comes from the full retrograde solve (boardlab gobblet solve, about a minute natively; far too big for the browser). ' +
            'Rows 0, 1 and 24 and the totals agree with the seed; its other rows are longer on average. Every distance here is checked by its definition: one more than the best successor’s.')),
      ),
      h(
        'div',
        { class: 'side-column' },
        h('div', { class: 'panel status' }, turn, message, thinking, timing, allowed,
          h('div', { class: 'row' }, valuesToggle, newGame)),
        h('div', { class: 'panel' }, h('h2', {}, 'Play against the perfect player'),
          h('div', { class: 'segmented gobblet-modes', role: 'group', 'aria-label': 'Who plays' }, modes)),
        valuesPanel,
        h('div', { class: 'panel' }, h('h2', {}, 'Moves'), transcript),
        h('div', { class: 'panel' }, h('h2', {}, 'Game'), loadForm, h('div', { class: 'row' }, copyButton, copyStatus),
          h('p', { class: 'hint' }, 'Click a piece in a reserve or one of yours on top of a stack, then a marked square; or drag it there. Notation: Lb2 places a large piece on b2, b2c3 moves the top piece of b2 to c3.')),
      ),
    ),
  );
  canvas.style.aspectRatio = `${1 / ASPECT}`;

  bindStepKeys(section, () => snapshot, step);
  // Escape drops a piece picked up from the reserve or the board.
  document.addEventListener('keydown', (event) => {
    if (section.hidden || event.key !== 'Escape' || !selected) return;
    selected = null;
    render();
  });

  const computerOf = () => (params.computer === '1' || params.computer === '2' ? Number(params.computer) : null);
  const valuesOn = () => params.values === '1';
  const analysisKey = () => `${game.movesCompact()}|${snapshot.ply}`;

  /** The address for the game at `ply`, keeping the mode and values switch. */
  function paramsOf(ply, extra = {}) {
    const merged = { computer: params.computer, values: params.values, ...extra };
    return {
      moves: game.movesCompact(),
      ply: ply < game.plies ? String(ply) : undefined,
      computer: merged.computer === '1' || merged.computer === '2' ? merged.computer : undefined,
      values: merged.values === '1' ? '1' : undefined,
    };
  }

  function navigateTo(changes) {
    error = '';
    selected = null;
    const merged = { ...paramsOf(snapshot?.ply ?? 0), ...changes };
    if ('moves' in changes) gameKey = null;
    shell.navigate(merged);
  }

  function show(newParams) {
    params = newParams;
    const moves = params.moves ?? '';
    if (moves !== gameKey) {
      game?.free();
      game = WebGobblet.load(moves);
      error = game.error ?? '';
      selected = null;
    }
    let ply = game.plies;
    if (params.ply !== undefined) {
      if (/^\d+$/.test(params.ply)) ply = Math.min(Number(params.ply), game.plies);
      else error ||= `ply=${params.ply} is not a number of moves`;
    }
    if (params.computer !== undefined && !['1', '2'].includes(params.computer)) {
      error ||= `computer=${params.computer} is not a player (1 or 2)`;
    }
    const canonical = paramsOf(ply);
    gameKey = canonical.moves;
    shell.correct(canonical);
    params = { ...params, ...canonical };
    const previousPly = snapshot?.ply;
    snapshot = game.snapshot(ply);
    if (previousPly !== snapshot.ply) selected = null;
    renderTranscript();
    const known = analyses.get(`analyse|${analysisKey()}`);
    analysis = known ? { key: analysisKey(), result: known } : null;
    render();
    askEngine();
    if (!firstMovesBody.childElementCount && !firstMovesAsked) loadFirstMoves();
  }

  // --- selection and moves -------------------------------------------------

  // The human moves for every side the perfect player does not take, at any
  // ply (playing before the end replaces the rest of the game).
  const humanMay = () => !!snapshot?.toMove && snapshot.toMove !== computerOf();

  function isSource(hit) {
    if (!hit || !snapshot?.toMove || !humanMay()) return false;
    if (hit.kind === 'reserve') return hit.player === snapshot.toMove && snapshot.allowed.some((move) => move.size === hit.size);
    return snapshot.allowed.some((move) => move.from === hit.square);
  }

  function movesOf(source) {
    if (!source) return [];
    if (source.kind === 'reserve') return snapshot.allowed.filter((move) => move.size === source.size);
    return snapshot.allowed.filter((move) => move.from === source.square);
  }

  const targetsOf = (source) => movesOf(source).map((move) => move.to);
  const moveFor = (source, square) => movesOf(source).find((move) => move.to === square);

  function hitBoard(hit) {
    if (!snapshot) return;
    if (hit?.kind === 'square' && selected) {
      const move = moveFor(selected, hit.square);
      if (move) {
        play(move.name);
        return;
      }
    }
    const same = hit && selected && hit.kind === selected.kind && (hit.kind === 'square' ? hit.square === selected.square : hit.size === selected.size && hit.player === selected.player);
    selected = isSource(hit) && !same ? hit : null;
    render();
  }

  function play(name) {
    selected = null;
    const moves = game.moveList();
    // Replaying the game's own next move steps forward and keeps the rest.
    if (moves[snapshot.ply] === name) {
      step(snapshot.ply + 1);
      return;
    }
    try {
      game.play(snapshot.ply, name);
    } catch (failure) {
      error = failure.message;
      render();
      return;
    }
    error = '';
    gameKey = game.movesCompact();
    shell.navigate(paramsOf(game.plies));
  }

  function step(ply) {
    if (!snapshot) return;
    const target = Math.max(0, Math.min(ply, snapshot.plies));
    if (target === snapshot.ply) return;
    error = '';
    selected = null;
    shell.navigate(paramsOf(target));
  }

  function setComputer(computer) {
    navigateTo({ computer: computer || undefined });
  }

  function toggleValues() {
    navigateTo({ values: valuesOn() ? undefined : '1' });
  }

  function load(text) {
    if (!text.trim()) return;
    navigateTo({ moves: text.trim(), ply: undefined });
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      copyStatus.textContent = 'Link copied.';
    } catch {
      copyStatus.textContent = 'Copy the address from the address bar: it shows this game.';
    }
  }

  // --- the perfect player in the worker ------------------------------------

  const computerToMove = () => snapshot.toMove && snapshot.toMove === computerOf() && snapshot.ply === snapshot.plies && !error;

  /** What the worker is asked for the position shown: the perfect player's move on its turn, else the values when they are on. */
  const questionOf = () => (!snapshot.toMove ? null : computerToMove() ? 'best' : valuesOn() ? 'analyse' : null);

  function askEngine() {
    const action = questionOf();
    if (!action) return;
    const key = `${action}|${analysisKey()}`;
    if (analyses.has(key)) {
      answer(key, analyses.get(key));
      return;
    }
    if (pending?.key === key) return;
    const job = run('gobblet', { action, moves: game.movesCompact(), ply: snapshot.ply }, undefined, { lane: 'gobblet' });
    const started = performance.now();
    pending = { key, job, started };
    render();
    const tick = setInterval(() => {
      if (pending?.key === key) renderThinking();
    }, 200);
    job.promise
      .then((result) => {
        analyses.set(key, result);
        if (pending?.key === key) pending = null;
        answer(key, result);
      })
      .catch((failure) => {
        if (pending?.key === key) pending = null;
        if (!(failure instanceof JobCancelled)) error = `The perfect player failed: ${failure.message}`;
        render();
      })
      .finally(() => clearInterval(tick));
  }

  /** An answer arrived for `key`: the perfect player moves, or the values are shown. */
  function answer(key, result) {
    if (!snapshot) return;
    if (key !== `${questionOf()}|${analysisKey()}`) {
      // Another position (or question) is shown now; it may need its own answer.
      askEngine();
      return;
    }
    if (key.startsWith('best|')) {
      worstSeconds = Math.max(worstSeconds, result.seconds);
      timing.dataset.seconds = String(result.seconds);
      timing.dataset.worstSeconds = String(worstSeconds);
      timing.textContent = `The perfect player answered in ${result.seconds.toFixed(2)} s (slowest so far: ${worstSeconds.toFixed(2)} s).`;
      play(result.best);
      return;
    }
    analysis = { key: analysisKey(), result };
    render();
  }

  let firstMovesAsked = false;
  async function loadFirstMoves() {
    firstMovesAsked = true;
    try {
      const { groups, seconds } = await run('gobblet', { action: 'first-moves' }, undefined, { lane: 'gobblet' }).promise;
      firstMovesBody.replaceChildren(
        ...groups.map((group) =>
          h('tr', { class: `tone-${group.value}` },
            h('td', { class: 'mono' }, group.moves.join(' ')),
            h('td', {}, group.value === 'win' ? 'win' : group.value === 'loss' ? 'loss' : 'draw'),
            h('td', { class: 'num' }, group.distance === undefined ? '–' : String(group.distance)),
            h('td', { class: 'num' }, group.distance === undefined ? '–' : String(group.distance - 1))),
        ),
      );
      firstMovesStatus.textContent = `Solved in the worker in ${seconds.toFixed(2)} s.`;
    } catch (failure) {
      firstMovesAsked = false;
      firstMovesStatus.textContent = failure instanceof JobCancelled ? 'Interrupted; it is computed again on the next view.' : `Could not compute: ${failure.message}`;
    }
  }

  // --- rendering -------------------------------------------------------------

  function render() {
    const computer = computerOf();
    const shownAnalysis = analysis?.key === analysisKey() ? analysis.result : null;
    const sources = selected ? movesOf(selected) : [];
    const labels = [];
    if (valuesOn() && shownAnalysis && selected) {
      for (const move of sources) {
        const valued = shownAnalysis.moves.find((entry) => entry.name === move.name);
        if (valued) labels.push({ square: move.to, text: shortValue(valued), tone: valued.repeats ? 'draw' : valued.value });
      }
    }
    view.set({
      toMove: snapshot.toMove,
      names: { 1: `${NAMES[1]}${computer === 1 ? ' (perfect)' : ''}`, 2: `${NAMES[2]}${computer === 2 ? ' (perfect)' : ''}` },
      stacks: snapshot.stacks,
      reserves: snapshot.reserves,
      selected,
      targets: sources.map((move) => move.to),
      labels,
      last: snapshot.last ? { from: snapshot.last.from ?? null, to: snapshot.last.to } : null,
      line: snapshot.line,
    });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    canvas.setAttribute('aria-label', describe(snapshot));

    turnSwatch.dataset.player = String(snapshot.toMove ?? snapshot.end?.winner ?? '');
    turnText.textContent = snapshot.toMove
      ? `${NAMES[snapshot.toMove]} to move${computer ? (snapshot.toMove === computer ? ' (the perfect player)' : ' (you)') : ''}`
      : 'Game over';
    plyLabel.textContent = `${snapshot.ply} / ${snapshot.plies}`;
    first.disabled = prev.disabled = snapshot.ply === 0;
    next.disabled = last.disabled = snapshot.ply === snapshot.plies;

    const notice = snapshot.end ? endWords(snapshot.end, computer) : '';
    message.textContent = error || notice;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : notice ? ' notice' : ''}`;
    message.dataset.end = snapshot.end?.reason ?? '';

    for (const button of modes) button.setAttribute('aria-pressed', String(button.dataset.computer === (computer ? String(computer) : '')));
    valuesToggle.setAttribute('aria-pressed', String(valuesOn()));
    valuesToggle.textContent = valuesOn() ? 'Hide values' : 'Show values';
    renderThinking();
    renderValues(shownAnalysis);
    allowed.hidden = !humanMay();
    allowedCount.textContent = `Allowed moves (${snapshot.allowed.length})`;
    allowedList.replaceChildren(
      ...snapshot.allowed.map((move) =>
        h('button', { type: 'button', class: 'chip', dataset: { move: move.name }, title: `Play ${move.name}`, onClick: () => play(move.name) }, move.name)),
    );
    for (const button of transcript.querySelectorAll('button')) {
      if (Number(button.dataset.ply) === snapshot.ply) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
  }

  function renderThinking() {
    const busy = !!pending && pending.key === `${questionOf()}|${analysisKey()}`;
    thinking.hidden = !busy;
    if (busy) {
      const seconds = ((performance.now() - pending.started) / 1000).toFixed(1);
      thinking.querySelector('.gobblet-thinking-text').textContent =
        `${computerToMove() ? 'The perfect player is thinking' : 'Computing the values'}… ${seconds} s`;
    }
  }

  function renderValues(shownAnalysis) {
    valuesPanel.hidden = !valuesOn();
    if (!valuesOn()) return;
    if (!snapshot.toMove) {
      positionValue.textContent = 'The game is over.';
      moveValues.replaceChildren();
      return;
    }
    if (!shownAnalysis) {
      positionValue.textContent = 'Computing…';
      moveValues.replaceChildren();
      return;
    }
    const mover = NAMES[snapshot.toMove];
    positionValue.textContent = `${mover} to move ${valueWords(shownAnalysis.value)} with best play.`;
    positionValue.dataset.value = shownAnalysis.value.value;
    positionValue.dataset.distance = String(shownAnalysis.value.distance ?? '');
    // Moves of equal value together, best first.
    const groups = new Map();
    const order = (entry) => (entry.value === 'win' ? 1000 - entry.distance : entry.value === 'loss' ? -1000 + entry.distance : 0);
    const sorted = [...shownAnalysis.moves].sort((a, b) => order(b) - order(a));
    for (const entry of sorted) {
      const label = entry.repeats ? 'draw (repeats a position)' : valueWords(entry);
      if (!groups.has(label)) groups.set(label, { tone: entry.repeats ? 'draw' : entry.value, entries: [] });
      groups.get(label).entries.push(entry);
    }
    moveValues.replaceChildren(
      ...[...groups].map(([label, { tone, entries }]) =>
        h('div', { class: `gobblet-value-row tone-${tone}` },
          h('span', { class: 'gobblet-value-label' }, `${mover} ${label}`),
          h('span', { class: 'chips' },
            entries.map((entry) =>
              h('button', {
                type: 'button',
                class: 'chip',
                dataset: { move: entry.name, value: entry.value, distance: String(entry.distance ?? '') },
                disabled: !humanMay(),
                title: `Play ${entry.name}`,
                onClick: () => play(entry.name),
              }, entry.name)))),
      ),
    );
  }

  function renderTranscript() {
    const key = game.movesCompact();
    if (transcript.dataset.key === key) return;
    const moves = game.moveList();
    const entries = moves.map((name, index) =>
      h('li', {},
        h('button', { type: 'button', class: `move gobblet-move-${(index % 2) + 1}`, dataset: { ply: String(index + 1) }, onClick: () => step(index + 1) },
          h('span', { class: 'move-number' }, String(index + 1)), name)),
    );
    const start = h('li', {}, h('button', { type: 'button', class: 'move move-start', dataset: { ply: '0' }, onClick: () => step(0) }, 'start'));
    transcript.replaceChildren(start, ...entries);
    transcript.dataset.key = key;
  }

  return { show };
}

export const page = { id: 'gobblet', title: 'Gobblet', create };
