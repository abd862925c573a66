// The Stoner page: what a stoner is (the three shapes), the census of
// lines from the start that end in one (split over a pool of workers), a
// line replayed and its trap played with captions, the user as the
// defender against the proven attacker, and "check this position". The
// engine decides everything (src/web/stoner.rs); this page shows its data.
//
// Address: `moves`, `board`, `ply` as on the board page; `at` (the ply of
// the stoner position, the proof game's root); `shape` and `orientation`
// (the match explored); `mode` (`trap`: the moves after `at` are the trap's
// main line, captioned; `defend`: they are the user's defence and the
// attacker's answers); `census` (a depth to count), `horizon`, `cutoff=off`,
// `filter` (a shape) and `sort=distance` for the census list.
import { WebGame, stonerShapes } from '../engine.js';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import { capitalized, describe } from '../describe.js';
import { JobCancelled, run } from '../jobs.js';
import { poolSize, runPool } from '../pool.js';
import { bindStepKeys } from '../step-keys.js';
import { loadBox } from '../load-box.js';

const SEED_LINE = 'e6d6c6d7c8b6c7f7f6e8f8g8b7';
/** The seed's figures (one orientation family, heuristic proof search). */
const SEED_COUNTS = { 12: { like: 6, successful: 0 }, 13: { like: 301, successful: 41 } };
const DEPTHS = [10, 11, 12, 13, 14];
const SHAPES = ['S4', 'S31', 'S3'];
const DEFAULT_HORIZON = 14;

const spot = (name) => ({ col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 });
const other = (color) => (color === 'black' ? 'white' : 'black');
const plural = (count, word) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;
const number = (value) => value.toLocaleString('en');
const kingNear = (a, b) => Math.abs(spot(a).col - spot(b).col) <= 1 && Math.abs(spot(a).row - spot(b).row) <= 1;

/** Why the defender escapes, in words. */
function escapeWords(reason) {
  if (reason === 'horizon') return 'the horizon is reached before any corner falls';
  if (reason === 'game_over') return 'the game ends';
  if (reason?.corner) return `the defender can take ${reason.corner} before the trap is sprung`;
  return 'escape';
}

/** The caption of one step of a main line (engine data, see explain.rs). */
function caption(step, index, match) {
  const mover = capitalized(step.color);
  const opponent = other(step.color);
  if (step.attacker && step.corner) return `${mover} takes ${step.square}: the corner falls and ${opponent} loses the edge.`;
  const threat =
    step.threats.find((t) => t.flipped.includes(match.xSquare)) ??
    step.threats.find((t) => t.flipped.some((square) => kingNear(square, t.corner))) ??
    step.threats[0];
  const threatWords = threat
    ? `${opponent}'s ${threat.square} would flip ${(threat.flipped.filter((s) => kingNear(s, threat.corner)).length
        ? threat.flipped.filter((s) => kingNear(s, threat.corner))
        : threat.flipped
      ).join(', ')} and hand over ${threat.corner}`
    : '';
  if (step.attacker && step.trigger) {
    return `${mover} ${step.square} triggers the trap${threatWords ? `: ${threatWords}` : ''}.`;
  }
  if (step.attacker) return `${mover} ${step.square}${threatWords ? `: now ${threatWords}` : ''}.`;
  const lead = index === 0 ? ' (the most stubborn defence)' : '';
  return `${mover} ${step.square}${lead}${step.corner ? `, taking the corner after the trigger (no escape any more)` : ''}.`;
}

/** The shape's squares as BoardView data: defender black, attacker white. */
function shapeView(drawing) {
  const discs = Array(64).fill('-');
  for (const square of drawing.defender) discs[spot(square).row * 8 + spot(square).col] = 'X';
  for (const square of drawing.attacker) discs[spot(square).row * 8 + spot(square).col] = 'O';
  return {
    size: 8,
    discs: discs.join(''),
    highlights: [
      ...drawing.empty.map((square) => ({ ...spot(square), color: 'rgba(255, 255, 255, 0.28)' })),
      ...drawing.defenderSomewhere.map((square) => ({ ...spot(square), color: 'rgba(20, 20, 20, 0.28)' })),
      { ...spot(drawing.trigger), color: 'rgba(228, 87, 46, 0.75)' },
    ],
    labels: [
      { ...spot(drawing.trigger), text: 'T' },
      { ...spot(drawing.nearCorner), text: 'near' },
      { ...spot(drawing.farCorner), text: 'far' },
    ],
  };
}

function shapeWords(drawing) {
  const group = drawing.defenderSomewhere.length
    ? ` and a black disc somewhere on ${drawing.defenderSomewhere[0]}–${drawing.defenderSomewhere.at(-1)}`
    : '';
  return (
    `${drawing.shape}: black (defender) on ${drawing.defender.join(' ')}, white (attacker) on ${drawing.attacker.join(' ')}${group}; ` +
    `empty ${drawing.empty.join(' ')}; white springs the trap on ${drawing.trigger}.`
  );
}

function create(section, shell) {
  let params = {};
  let game = null;
  let gameKey = null;
  let snapshot = null;
  let error = '';
  let notice = '';
  let checked = null; // { key, report } for the position at `at`
  let checking = null; // key of the check under way
  let census = null; // { key, result, seconds, workers }
  let censusJob = null;
  let censusKey = null;
  let turnKey = null;
  let defenderTurn = false; // defend mode: the user (defender) is to move
  let attackerSaid = ''; // defend mode: the attacker's last answer
  let autoplay = null;
  let replaying = false; // a step of the replay is being shown

  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const view = new BoardView(canvas, { onSquare: ({ col, row }) => clickSquare(col, row) });

  const stepButton = (id, label, title, target) =>
    h('button', { id, type: 'button', title, 'aria-label': title, onClick: () => step(target()) }, label);
  const first = stepButton('stoner-first', '«', 'First position', () => 0);
  const prev = stepButton('stoner-prev', '‹', 'Previous move', () => snapshot.ply - 1);
  const next = stepButton('stoner-next', '›', 'Next move', () => snapshot.ply + 1);
  const last = stepButton('stoner-last', '»', 'Last position', () => snapshot.plies);
  const replayButton = h('button', { id: 'stoner-replay', type: 'button', onClick: replay }, 'Replay ▶');
  const plyLabel = h('span', { class: 'ply-label', id: 'stoner-ply' });
  const trapButton = h('button', { id: 'stoner-trap', type: 'button', onClick: () => selected() && playTrap(selected()) }, 'Play the trap');
  const defendButton = h('button', { id: 'stoner-defend', type: 'button', onClick: () => selected() && defend(selected()) }, 'Defend it');

  const turn = h('p', { id: 'stoner-turn', class: 'turn' });
  const captionBox = h('p', { id: 'stoner-caption', class: 'stoner-caption', 'aria-live': 'polite' });
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const moveList = h('p', { id: 'stoner-moves', class: 'stoner-moves' });

  // The explainer: the three shapes on small boards.
  const shapeBoards = stonerShapes().map((drawing) => {
    const small = h('canvas', { class: 'stoner-shape-board', role: 'img', 'aria-label': shapeWords(drawing), id: `stoner-shape-${drawing.shape}` });
    const smallView = new BoardView(small);
    smallView.set(shapeView(drawing));
    return h('figure', { class: 'stoner-shape' }, small, h('figcaption', {}, h('strong', {}, drawing.shape), ` trigger ${drawing.trigger}`));
  });
  const explainer = h(
    'details',
    { class: 'panel stoner-explainer', id: 'stoner-explainer', open: true },
    h('summary', {}, h('h2', {}, 'What is a stoner?')),
    h(
      'p',
      {},
      'A stoner is an edge trap. The defender (black here, to move) holds a run of the edge next to the far corner h8; the attacker (white) ' +
        'owns the X-square b7, and black cannot take the near corner a8 yet, so its plan is to make a8 playable. White waits for the right ' +
        'moment and plays the trigger square T, next to black\'s run. Now black is stuck: if it takes a8, white takes h8 and turns the whole run ' +
        'up to T; if it plays next to T to turn it back, the same move turns a white disc that guards a corner (b7 in the S4 shape) and hands ' +
        'that corner to white at once. Whatever black does, white gets a corner and the edge; the captions of each trap below say which moves do what.',
    ),
    h('div', { class: 'stoner-shapes' }, shapeBoards),
    h(
      'p',
      { class: 'hint' },
      'Shown in the canonical orientation a8/b7/h8 (near corner / X-square / far corner); the 8 symmetries of the board give 8 orientations. ' +
        'Tinted squares must be empty; dark-tinted squares: black needs a disc on one of them. A shape is only stoner-like; it is a successful stoner ' +
        'when the attacker can force a corner whatever the defender does within the horizon (14 plies), which the engine proves.',
    ),
    h('div', { class: 'row' }, h('button', { id: 'stoner-seed', type: 'button', onClick: openSeed }, "Open the seed's 13-move example")),
  );

  // Census controls and results.
  const depthSelect = h('select', { id: 'stoner-depth', 'aria-label': 'Depth' }, DEPTHS.map((depth) => h('option', { value: String(depth) }, `${depth} moves`)));
  depthSelect.value = '13';
  const horizonInput = h('input', { id: 'stoner-horizon', type: 'number', min: '1', max: '60', value: String(DEFAULT_HORIZON), 'aria-label': 'Horizon in plies' });
  const cutoffBox = h('input', { id: 'stoner-cutoff', type: 'checkbox', checked: true });
  const censusStart = h('button', { id: 'stoner-census-start', type: 'button', onClick: () => requestCensus() }, 'Count');
  const censusCancel = h('button', { id: 'stoner-census-cancel', type: 'button', disabled: true, onClick: () => censusJob?.cancel() }, 'Cancel');
  const censusProgress = h('progress', { id: 'stoner-census-progress', max: '1', value: '0', 'aria-label': 'Progress of the census' });
  const censusStatus = h('output', { id: 'stoner-census-status', class: 'result', 'aria-live': 'polite' });
  const censusResult = h('div', { id: 'stoner-census-result' });
  const filterSelect = h(
    'select',
    { id: 'stoner-filter', 'aria-label': 'Shape filter', onChange: () => navigateCensusView() },
    h('option', { value: '' }, 'all shapes'),
    SHAPES.map((shape) => h('option', { value: shape }, shape)),
  );
  const sortSelect = h(
    'select',
    { id: 'stoner-sort', 'aria-label': 'Sort', onChange: () => navigateCensusView() },
    h('option', { value: '' }, 'by moves'),
    h('option', { value: 'distance' }, 'by distance'),
  );
  const lineList = h('ol', { id: 'stoner-lines', class: 'stoner-lines' });

  // Check.
  const checkButton = h('button', { id: 'stoner-check', type: 'button', onClick: checkShown }, 'Check this position');
  const { form: loadForm, input: loadInput } = loadBox({
    inputId: 'stoner-load',
    buttonId: 'stoner-load-button',
    placeholder: 'moves or a board string',
    label: 'Move string or board string to check',
    button: 'Check',
    onLoad: (text) => loadAndCheck(text),
  });
  const checkResult = h('div', { id: 'stoner-check-result' });
  const proofBox = h('div', { id: 'stoner-proof' });
  const copyButton = h('button', { id: 'stoner-copy', type: 'button', onClick: copyLink }, 'Copy link');

  section.append(
    explainer,
    h(
      'div',
      { class: 'board-layout' },
      h(
        'div',
        { class: 'board-column' },
        h('div', { class: 'board-frame' }, canvas),
        h('div', { class: 'steps', role: 'group', 'aria-label': 'Move through the line' }, first, prev, plyLabel, next, last, replayButton),
        h('div', { class: 'steps stoner-actions' }, trapButton, defendButton),
        captionBox,
        moveList,
      ),
      h(
        'div',
        { class: 'side-column' },
        h('div', { class: 'panel status' }, turn, message, h('div', { class: 'row' }, checkButton, copyButton)),
        h('div', { class: 'panel' }, h('h2', {}, 'Check a position'), loadForm, checkResult, proofBox),
        h(
          'div',
          { class: 'panel' },
          h('h2', {}, 'Census: lines from the start that end in a stoner'),
          h(
            'div',
            { class: 'row' },
            depthSelect,
            h('label', { for: 'stoner-horizon' }, 'horizon'),
            horizonInput,
            h('label', {}, cutoffBox, ' corner cutoff'),
          ),
          h('div', { class: 'row' }, censusStart, censusCancel),
          censusProgress,
          censusStatus,
          censusResult,
          h('div', { class: 'row' }, filterSelect, sortSelect),
          lineList,
        ),
      ),
    ),
  );

  bindStepKeys(section, () => snapshot, step);

  const horizonOf = (p = params) => Number(p.horizon ?? DEFAULT_HORIZON);
  const atOf = () => (params.at === undefined ? null : Number(params.at));
  const selected = () =>
    checked?.report.matches.find((m) => m.shape === params.shape && m.orientation === params.orientation) ?? null;

  /** What is wrong with the address, or ''. */
  function validate(p) {
    if (p.census !== undefined && !DEPTHS.includes(Number(p.census)))
      return `census=${p.census} is not a depth the page counts (choose 10 to 14)`;
    if (p.horizon !== undefined && !(/^\d+$/.test(p.horizon) && Number(p.horizon) >= 1 && Number(p.horizon) <= 60))
      return `horizon=${p.horizon} is not a number of plies from 1 to 60`;
    if (p.cutoff !== undefined && p.cutoff !== 'off') return `cutoff=${p.cutoff}: write cutoff=off or leave it out`;
    if (p.filter !== undefined && !SHAPES.includes(p.filter)) return `filter=${p.filter} is not a shape (S4, S31 or S3)`;
    if (p.sort !== undefined && p.sort !== 'distance') return `sort=${p.sort}: write sort=distance or leave it out`;
    if (p.at !== undefined && !/^\d+$/.test(p.at)) return `at=${p.at} is not a number of moves`;
    if (p.shape !== undefined && !SHAPES.includes(p.shape)) return `shape=${p.shape} is not a shape (S4, S31 or S3)`;
    if (p.mode !== undefined && !['trap', 'defend'].includes(p.mode)) return `mode=${p.mode}: write mode=trap or mode=defend`;
    if (p.mode !== undefined && (p.shape === undefined || p.orientation === undefined || p.at === undefined))
      return `mode=${p.mode} needs at, shape and orientation`;
    if (p.ply !== undefined && !/^\d+$/.test(p.ply)) return `ply=${p.ply} is not a number of moves`;
    return '';
  }

  /** The address's census settings, kept when the view changes. */
  function censusParams(p = params) {
    const keep = {};
    for (const key of ['census', 'horizon', 'cutoff', 'filter', 'sort']) if (p[key] !== undefined) keep[key] = p[key];
    return keep;
  }

  let shownOnce = false;

  function show(newParams) {
    if (!replaying) stopReplay();
    // A link to a line or a census opens on it, the explainer folded.
    if (!shownOnce) explainer.open = !newParams.moves && !newParams.board && !newParams.census;
    shownOnce = true;
    if (newParams.mode !== 'defend') {
      attackerSaid = '';
      defenderTurn = false;
      turnKey = null;
      if (!notice.startsWith('Link') && !notice.startsWith('Copy')) notice = '';
    }
    const problem = validate(newParams);
    error = problem;
    if (problem) {
      params = {};
      for (const key of Object.keys(newParams)) if (!validate({ [key]: newParams[key] })) params[key] = newParams[key];
      if (params.mode !== undefined && validate(params)) delete params.mode;
    } else {
      params = { ...newParams };
    }
    const key = JSON.stringify([params.board ?? '', params.moves ?? '']);
    if (key !== gameKey) {
      game?.free();
      game = WebGame.load('8', params.board ?? null, params.moves ?? '');
      gameKey = key;
    }
    if (game.error) error ||= `moves: ${game.error}`;
    if (atOf() !== null && atOf() > game.plies) {
      error ||= `at=${params.at} is past the end of the line (${game.plies} moves)`;
      delete params.at;
      delete params.mode;
    }
    let ply = params.ply === undefined ? game.plies : Math.min(Number(params.ply), game.plies);
    const canonical = {
      ...params,
      board: game.isStandardStart() ? undefined : game.startBoard(),
      moves: game.moves() || undefined,
      ply: ply < game.plies ? String(ply) : undefined,
    };
    shell.correct(canonical);
    params = canonical;
    snapshot = game.snapshot(ply);
    syncCensusControls();
    render();
    ensureCheck();
    ensureCensus();
  }

  function syncCensusControls() {
    if (params.census) depthSelect.value = params.census;
    horizonInput.value = String(horizonOf());
    cutoffBox.checked = params.cutoff !== 'off';
    filterSelect.value = params.filter ?? '';
    sortSelect.value = params.sort ?? '';
  }

  function render() {
    const match = selected();
    const highlights = [];
    const labels = [];
    if (match) {
      highlights.push({ ...spot(match.trigger), color: 'rgba(228, 87, 46, 0.45)' });
      for (const corner of [match.nearCorner, match.farCorner]) highlights.push({ ...spot(corner), color: 'rgba(255, 214, 10, 0.35)' });
      labels.push({ ...spot(match.trigger), text: 'T' });
    }
    const clickable = params.mode === 'defend' ? (defenderToMove() ? snapshot.legal : []) : snapshot.legal;
    view.set({ size: 8, discs: snapshot.discs, legal: clickable, last: snapshot.last, highlights, labels });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    canvas.setAttribute('aria-label', describe(snapshot));
    turn.textContent = snapshot.gameOver ? 'Game over' : `${capitalized(snapshot.toMove)} to move`;
    plyLabel.textContent = `${snapshot.ply} / ${snapshot.plies}`;
    first.disabled = prev.disabled = snapshot.ply === 0;
    next.disabled = last.disabled = snapshot.ply === snapshot.plies;
    replayButton.disabled = snapshot.plies === 0;
    trapButton.hidden = !match || params.mode === 'trap';
    trapButton.textContent = match?.success === false ? 'Show the escape' : 'Play the trap';
    defendButton.hidden = !match || params.mode === 'defend';
    captionBox.textContent = captionText(match);
    const names = game.transcript().map((move) => move.square);
    const at = atOf();
    moveList.replaceChildren(
      ...names.map((name, index) =>
        h('span', { class: `stoner-move${index < snapshot.ply ? ' played' : ''}${at !== null && index >= at ? ' trap' : ''}` }, name),
      ),
    );
    message.textContent = error || notice;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : notice ? ' notice' : ''}`;
  }

  function captionText(match) {
    const at = atOf();
    if (at === null) return 'Play moves on the board or open a line, then check the position.';
    if (snapshot.ply < at) return `Move ${snapshot.ply} of the line; the stoner position comes after move ${at}.`;
    if (!match) {
      if (snapshot.ply !== at) return '';
      if (!checked) return 'The position to check: its shapes are being looked for.';
      return checked.report.matches.length
        ? 'The position checked: play the trap of a shape, or defend it yourself.'
        : 'The position checked: no stoner shape here.';
    }
    const shapeName = `${match.shape} in ${match.orientation}`;
    if (snapshot.ply === at) {
      return match.success
        ? `The stoner position (${shapeName}): ${other(snapshot.toMove)} attacks; ${snapshot.toMove} is to move and loses a corner within ${match.distance} plies whatever it does.`
        : `The stoner position (${shapeName}): ${snapshot.toMove} can escape (${escapeWords(match.escape)}).`;
    }
    if (params.mode === 'trap') {
      const steps = match.steps;
      const index = snapshot.ply - at - 1;
      const step = steps[index];
      if (!step) return '';
      const text = caption(step, index, match);
      return index === steps.length - 1 && !match.success ? `${text} The defender escapes: ${escapeWords(match.escape)}.` : text;
    }
    if (params.mode === 'defend') return `Your game as the defender: ${snapshot.ply - at} plies after the stoner position.`;
    return `${snapshot.ply - at} plies after the stoner position (a line of the proof, or moves of your own).`;
  }

  function defenderToMove() {
    return params.mode === 'defend' && snapshot.ply === snapshot.plies && defenderTurn;
  }

  function step(ply) {
    if (!snapshot) return;
    const target = Math.max(0, Math.min(ply, snapshot.plies));
    if (target === snapshot.ply) return;
    shell.navigate({ ...params, ply: target < snapshot.plies ? String(target) : undefined });
  }

  function stopReplay() {
    if (autoplay) clearInterval(autoplay);
    autoplay = null;
    replayButton.textContent = 'Replay ▶';
  }

  /** Steps through the line from the start, one move every 0.6 s. */
  function replay() {
    if (autoplay) return stopReplay();
    shell.navigate({ ...params, ply: '0' });
    autoplay = setInterval(() => {
      if (snapshot.ply >= snapshot.plies) return stopReplay();
      replaying = true;
      step(snapshot.ply + 1);
      replaying = false;
    }, 600);
    replayButton.textContent = 'Stop ■';
  }

  function clickSquare(col, row) {
    const legal = snapshot?.legal.find((s) => s.col === col && s.row === row);
    if (!legal) return;
    if (params.mode === 'defend') {
      if (!defenderToMove()) return;
      attackerSaid = '';
      shell.navigate({ ...params, moves: game.moves() + legal.name, ply: undefined });
      return;
    }
    // Free play from the shown position: the line after it is dropped.
    const names = game.transcript().map((move) => move.square);
    const moves = names.slice(0, snapshot.ply).join('') + legal.name;
    const keep = atOf() !== null && atOf() <= snapshot.ply ? {} : { at: params.at };
    shell.navigate({ ...censusParams(), board: params.board, moves, ...keep });
  }

  // --- check ---

  function positionAt(at) {
    return game.boardString(at);
  }

  function ensureCheck() {
    const at = atOf();
    if (at === null) {
      checked = null;
      checkResult.replaceChildren(h('p', { class: 'hint' }, 'Press "Check this position" to find every stoner shape of the shown position.'));
      proofBox.replaceChildren();
      return;
    }
    const board = positionAt(at);
    const key = JSON.stringify([board, horizonOf()]);
    if (checked?.key === key) {
      renderCheck();
      afterCheck();
      return;
    }
    if (checking === key) return;
    checking = key;
    checkResult.replaceChildren(h('p', { class: 'hint' }, 'Checking…'));
    const job = run('stoner-check', { board, moves: '', horizon: horizonOf() }, undefined, { lane: 'stoner' });
    job.promise.then(
      ({ value, seconds }) => {
        if (checking !== key) return;
        checking = null;
        checked = { key, report: value, seconds };
        renderCheck();
        render();
        afterCheck();
      },
      (failure) => {
        if (checking !== key) return;
        checking = null;
        if (!(failure instanceof JobCancelled)) {
          error = `check: ${failure.message}`;
          render();
        }
      },
    );
  }

  /** Once the check is known: the address's match must exist; defend mode takes its turn. */
  function afterCheck() {
    if (params.shape !== undefined && params.orientation !== undefined && !selected()) {
      error ||= `the position after move ${atOf()} shows no ${params.shape} in orientation ${params.orientation}`;
      render();
      return;
    }
    if (params.mode === 'defend') takeTurn();
  }

  function renderCheck() {
    const { report, seconds } = checked;
    const at = atOf();
    const heading = h('p', { id: 'stoner-check-summary', dataset: { matches: String(report.matches.length) } },
      report.matches.length
        ? `The position after move ${at}: ${plural(report.matches.length, 'stoner shape')} (checked in ${(seconds * 1000).toFixed(0)} ms).`
        : `The position after move ${at} shows no stoner shape (S4, S31, S3) in any orientation, with ${capitalized(report.board.slice(-1) === 'X' ? 'black' : 'white')} as the defender to move.`);
    const items = report.matches.map((m) => {
      const isSelected = m.shape === params.shape && m.orientation === params.orientation;
      const verdict = m.success
        ? `successful stoner: the corner falls in ${m.distance} plies`
        : `the defender escapes (${escapeWords(m.escape)})${m.outcome.line.moves.length ? `: ${m.outcome.line.moves.join(' ')}` : ' at once'}`;
      return h(
        'li',
        { class: `stoner-match${m.success ? ' won' : ' escaped'}${isSelected ? ' selected' : ''}`, dataset: { shape: m.shape, orientation: m.orientation, success: String(m.success), distance: String(m.distance ?? '') } },
        h('strong', {}, `${m.shape} ${m.orientation}`),
        h('span', { class: 'hint' }, ` (${m.family} family, trigger ${m.trigger})`),
        h('div', {}, verdict),
        h(
          'div',
          { class: 'row' },
          h('button', { type: 'button', class: 'stoner-play-trap', onClick: () => playTrap(m) }, m.success ? 'Play the trap' : 'Show the escape'),
          h('button', { type: 'button', class: 'stoner-defend', onClick: () => defend(m) }, 'Defend it yourself'),
        ),
      );
    });
    checkResult.replaceChildren(heading, h('ul', { class: 'stoner-matches' }, items));
    renderProof();
  }

  /** The selected match's proof: each defender move with its refutation, opened on demand. */
  function renderProof() {
    const match = selected();
    if (!match || !match.success) {
      proofBox.replaceChildren();
      return;
    }
    const at = atOf();
    const prefix = game.transcript().slice(0, at).map((move) => move.square).join('');
    const tree = (proof, path) => {
      if (proof.corner) return h('span', {}, ` → takes ${proof.corner}`);
      if (proof.attacker) return h('span', {}, ` → ${proof.attacker.square}`, tree(proof.attacker.next, path + proof.attacker.square));
      const list = h('ul', { class: 'stoner-proof-list' });
      for (const [square, reply] of proof.defender.replies) {
        const item = h('li', {}, h('button', { type: 'button', class: 'chip', onClick: () => openProofLine(prefix, path + square, reply) }, square));
        if (reply.defender || reply.attacker?.next?.defender) {
          const details = h('details', {}, h('summary', {}, `${square}${reply.attacker ? ` → ${reply.attacker.square}` : ''} …`));
          details.addEventListener('toggle', () => {
            if (details.open && details.childElementCount === 1) {
              const nextProof = reply.attacker ? reply.attacker.next : reply;
              const nextPath = path + square + (reply.attacker ? reply.attacker.square : '');
              details.append(tree(nextProof, nextPath));
            }
          }, { once: false });
          item.replaceChildren(details);
        } else {
          item.append(tree(reply, path + square));
        }
        list.append(item);
      }
      return list;
    };
    proofBox.replaceChildren(
      h('h3', { class: 'stoner-proof-title' }, 'Proof: every defence, each with the attacker\'s refutation (click a move to play it out)'),
      tree(match.outcome.proof, ''),
    );
  }

  /** Opens one path of the proof: the defender's moves and the attacker's answers to the corner. */
  function openProofLine(prefix, path, reply) {
    let moves = path;
    let proof = reply;
    while (proof && !proof.corner) {
      if (proof.attacker) {
        moves += proof.attacker.square;
        proof = proof.attacker.next;
      } else {
        break;
      }
    }
    if (proof?.corner) moves += proof.corner;
    shell.navigate({ ...censusParams(), board: params.board, moves: prefix + moves, at: params.at, shape: params.shape, orientation: params.orientation });
  }

  function checkShown() {
    shell.navigate({ ...censusParams(), board: params.board, moves: game.transcript().slice(0, snapshot.ply).map((m) => m.square).join(''), at: String(snapshot.ply) });
  }

  function loadAndCheck(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    const isBoard = !/[0-9]/.test(trimmed) && trimmed.replace(/[\s,]/g, '').length > 8;
    const loaded = WebGame.load('8', isBoard ? trimmed : null, isBoard ? '' : trimmed);
    const failure = loaded.error;
    const plies = loaded.plies;
    loaded.free();
    if (failure) {
      error = isBoard ? failure : `moves: ${failure}`;
      render();
      return;
    }
    gameKey = null;
    shell.navigate({ ...censusParams(), ...(isBoard ? { board: trimmed } : { moves: trimmed }), at: String(plies) });
  }

  function playTrap(match) {
    const at = atOf();
    const prefix = game.transcript().slice(0, at).map((move) => move.square).join('');
    const line = match.steps.map((s) => s.square).join('');
    shell.navigate({ ...censusParams(), board: params.board, moves: prefix + line, at: String(at), shape: match.shape, orientation: match.orientation, mode: 'trap', ply: String(at) });
  }

  function defend(match) {
    const at = atOf();
    const prefix = game.transcript().slice(0, at).map((move) => move.square).join('');
    notice = '';
    shell.navigate({ ...censusParams(), board: params.board, moves: prefix, at: String(at), shape: match.shape, orientation: match.orientation, mode: 'defend' });
  }

  /** Defend mode: ask the engine where the game stands after the user's moves. */
  function takeTurn() {
    const at = atOf();
    const match = selected();
    if (!match) return;
    if (snapshot.ply !== snapshot.plies) {
      defenderTurn = false;
      notice = 'Step to the last move to go on defending.';
      render();
      return;
    }
    const line = game.transcript().slice(at).map((move) => move.square).join('');
    const key = JSON.stringify([checked.key, match.shape, match.orientation, line]);
    if (turnKey === key) return;
    turnKey = key;
    defenderTurn = false;
    notice = `${attackerSaid} The attacker is thinking…`.trim();
    render();
    const job = run('stoner-turn', { board: positionAt(at), shape: match.shape, orientation: match.orientation, horizon: horizonOf(), line }, undefined, { lane: 'stoner' });
    job.promise.then(
      ({ value }) => {
        if (turnKey !== key) return;
        const defender = capitalized(snapshot.toMove ?? '');
        if (value.turn === 'attacker') {
          attackerSaid = value.winning
            ? `The attacker answers ${value.reply} (proven to win).`
            : `The attacker answers ${value.reply} (it has no forced win from here).`;
          shell.navigate({ ...params, moves: game.moves() + value.reply, ply: undefined });
          return;
        }
        if (value.turn === 'defender') {
          defenderTurn = true;
          notice = `${attackerSaid} Your move, ${defender.toLowerCase()} (the defender): click a legal square. ${value.lost ? 'Every defence loses here (proven).' : 'An escape exists: find it!'}`.trim();
        } else if (value.turn === 'won' && !line.endsWith(value.corner)) {
          // The attacker can take the corner now: it does.
          attackerSaid = '';
          shell.navigate({ ...params, moves: game.moves() + value.corner, ply: undefined });
          return;
        } else if (value.turn === 'won') {
          notice = `The corner falls: the attacker takes ${value.corner}. The trap worked.`;
        } else {
          notice = `Escaped! ${capitalized(escapeWords(value.reason))}.`;
        }
        render();
      },
      (failure) => {
        if (turnKey !== key) return;
        turnKey = null;
        if (!(failure instanceof JobCancelled)) {
          error = `defend: ${failure.message}`;
          render();
        }
      },
    );
  }

  function openSeed() {
    shell.navigate({ ...censusParams(), moves: SEED_LINE, at: '13', shape: 'S31', orientation: 'a8/b7/h8', ply: '0' });
  }

  // --- census ---

  function censusOptions(p = params) {
    return { depth: Number(p.census), horizon: horizonOf(p), cutoff: p.cutoff !== 'off' };
  }

  function requestCensus() {
    const depth = depthSelect.value;
    const horizon = Number(horizonInput.value);
    if (!Number.isInteger(horizon) || horizon < 1 || horizon > 60) {
      censusStatus.textContent = 'Choose a horizon from 1 to 60 plies.';
      return;
    }
    if (censusJob) censusJob.cancel();
    censusKey = null;
    census = null;
    shell.navigate({
      ...params,
      census: depth,
      horizon: horizon === DEFAULT_HORIZON ? undefined : String(horizon),
      cutoff: cutoffBox.checked ? undefined : 'off',
    });
  }

  function navigateCensusView() {
    shell.navigate({ ...params, filter: filterSelect.value || undefined, sort: sortSelect.value || undefined }, { replace: true });
  }

  function ensureCensus() {
    if (params.census === undefined) {
      if (!censusJob) {
        censusResult.replaceChildren();
        lineList.replaceChildren();
        censusStatus.textContent = 'Count the lines of a given depth; depth 13 is the shortest with a successful stoner.';
      }
      return;
    }
    const options = censusOptions();
    const key = JSON.stringify(options);
    if (census?.key === key) {
      renderCensus();
      return;
    }
    if (censusKey === key) return;
    censusJob?.cancel();
    censusKey = key;
    const workers = poolSize();
    const shares = Array.from({ length: workers }, (_, index) => ({ job: 'stoner-census-share', args: { ...options, index, of: workers } }));
    const started = performance.now();
    censusStart.disabled = true;
    censusCancel.disabled = false;
    censusProgress.value = 0;
    delete censusStatus.dataset.done;
    censusResult.replaceChildren();
    lineList.replaceChildren();
    const tick = () => {
      censusStatus.textContent = `Counting lines of ${options.depth} moves on ${plural(workers, 'worker')}… ${((performance.now() - started) / 1000).toFixed(1)} s`;
    };
    tick();
    const ticking = setInterval(tick, 200);
    const job = runPool(
      shares,
      async (parts, runOnFirst) => (await runOnFirst('stoner-census-merge', { ...options, parts: parts.map((part) => part.value) })).value,
      (done, total) => {
        censusProgress.value = total ? done / total : 0;
      },
    );
    censusJob = job;
    job.promise.then(
      (result) => {
        if (censusKey !== key) return;
        census = { key, result, seconds: (performance.now() - started) / 1000, workers };
        censusProgress.value = 1;
        renderCensus();
      },
      (failure) => {
        if (censusKey !== key) return;
        censusKey = null;
        censusProgress.value = 0;
        censusStatus.textContent = failure instanceof JobCancelled ? 'Cancelled.' : `The census failed: ${failure.message}`;
        // The address no longer asks for the census, so no later view restarts it.
        params = { ...params, census: undefined };
        shell.correct(params);
      },
    ).finally(() => {
      clearInterval(ticking);
      if (censusJob === job) {
        censusJob = null;
        censusStart.disabled = false;
        censusCancel.disabled = true;
      }
    });
  }

  function renderCensus() {
    const { result: c, seconds, workers } = census;
    censusStatus.textContent = `Depth ${c.depth}, horizon ${c.horizon}, corner cutoff ${c.cutoff ? 'on' : 'off'}: ${seconds.toFixed(2)} s on ${plural(workers, 'worker')}, ${number(c.nodes)} positions, ${number(c.proof_games)} proof games.`;
    censusStatus.dataset.done = 'true';
    const row = (label, all, classes) => h('tr', {}, h('th', { scope: 'row' }, label), h('td', { class: 'num' }, number(all)), h('td', { class: 'num' }, number(classes)));
    const counts = h(
      'table',
      { class: 'stoner-table', id: 'stoner-counts' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { class: 'num' }, 'lines'), h('th', { class: 'num' }, 'up to symmetry'))),
      h(
        'tbody',
        {},
        row('stoner-like', c.stoner_like_lines, c.up_to_symmetry.stoner_like_lines),
        row('successful', c.successful_lines, c.up_to_symmetry.successful_lines),
        row('distinct successful positions', c.distinct_successful_positions, c.up_to_symmetry.distinct_successful_positions),
      ),
    );
    const shapes = h(
      'table',
      { class: 'stoner-table', id: 'stoner-by-shape' },
      h('thead', {}, h('tr', {}, h('th', {}, 'lines by'), h('th', { class: 'num' }, 'stoner-like'), h('th', { class: 'num' }, 'successful'))),
      h(
        'tbody',
        {},
        Object.entries(c.by_shape).map(([shape, n]) => row(shape, n.stoner_like_lines, n.successful_lines)),
        Object.entries(c.by_family).map(([family, n]) => row(`${family} family`, n.stoner_like_lines, n.successful_lines)),
      ),
    );
    const seed = SEED_COUNTS[c.depth];
    const canonical = c.by_family['a8/b7/h8'];
    const comparable = c.horizon === DEFAULT_HORIZON && c.cutoff;
    const comparison = seed && comparable
      ? h(
          'p',
          { id: 'stoner-seed-comparison' },
          `The seed counted ${seed.like} stoner-like and ${seed.successful} successful lines at ${c.depth} moves. It searched one orientation family, and one line per class of symmetric lines: ` +
            `ours in that family are ${number(canonical.stoner_like_lines / 4)} / ${number(canonical.successful_lines / 4)} (family counts over 4); over both families ` +
            `${number(c.up_to_symmetry.stoner_like_lines)} / ${number(c.up_to_symmetry.successful_lines)}. The successful lines of its family are the same; ` +
            'stoner-like differs because the seed asked for the whole diagonal from the X-square to be the attacker\'s where the definition asks that the defender cannot take the near corner; ' +
            'the mirror family, which the seed never looked at, adds the rest.',
        )
      : h('p', { class: 'hint', id: 'stoner-seed-comparison' }, seed ? 'The seed\'s figures were for horizon 14 with the corner cutoff.' : `The seed reported no successful stoner below 13 moves${c.depth > 13 ? ' and stopped at 13' : ''}.`);
    censusResult.replaceChildren(counts, shapes, comparison);
    renderLines();
  }

  function renderLines() {
    const c = census.result;
    const filter = params.filter;
    let lines = c.lines.filter((line) => !filter || line.shapes.includes(filter));
    if (params.sort === 'distance') lines = [...lines].sort((a, b) => a.distance - b.distance || a.moves.localeCompare(b.moves));
    const SHOWN = 300;
    const items = lines.slice(0, SHOWN).map((line) =>
      h(
        'li',
        {},
        h(
          'button',
          { type: 'button', class: 'stoner-line', dataset: { moves: line.moves, distance: String(line.distance) }, onClick: () => openLine(line) },
          h('span', { class: 'mono' }, line.moves),
          h('span', { class: 'hint' }, ` ${line.shapes.map((s, i) => `${s} ${line.orientations[i]}`).join(', ')} · distance ${line.distance}`),
        ),
      ),
    );
    lineList.replaceChildren(...items);
    lineList.dataset.count = String(lines.length);
    if (!lines.length) lineList.append(h('li', { class: 'hint' }, 'No successful line.'));
    else if (lines.length > SHOWN) lineList.append(h('li', { class: 'hint' }, `… ${number(lines.length - SHOWN)} more: filter by shape to narrow the list.`));
  }

  function openLine(line) {
    shell.navigate({ ...censusParams(), moves: line.moves, at: String(line.moves.length / 2), shape: line.shapes[0], orientation: line.orientations[0], ply: '0' });
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      notice = 'Link copied.';
    } catch {
      notice = 'Copy the address from the address bar: it shows this view.';
    }
    render();
  }

  return { show };
}

export const page = { id: 'stoner', title: 'Stoner', create };
