// The small-boards page: exact values of every move on 4x4, 6x6 and late
// 8x8 positions, a game against the perfect player with a review of the
// user's moves, and the seed's three 4x4 lines step by step. The address is
// the state: `size`, `board`, `moves`, `ply` as on the board page, plus
// `values`, `scoring`, `player` and `pick` (see README). The engine decides
// every rule and every value; 4x4 is solved on the page's own wasm instance
// (instant), everything else in the worker with a progress bar and Cancel.
import { WebGame } from '../engine.js';
import { WebSolver } from '../../pkg/boardlab.js';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import { JobCancelled, run } from '../jobs.js';
import { capitalized, describe, looksLikeBoard, noticeOf } from '../describe.js';
import { SEED_LINES } from '../data/seed-4x4-lines.js';
import { bindStepKeys } from '../step-keys.js';
import { loadBox } from '../load-box.js';

const SIZES = ['4', '6', '8'];
const SIDES = ['black', 'white'];
/** The scoring a size starts with: the seed's raw counting on 4x4. */
const defaultScoring = (size) => (String(size) === '4' ? 'raw' : 'wof');
/** Up to this many empties a position is solved as soon as it is shown;
 *  beyond, only on request (6x6 at 22 empties: a few seconds in the
 *  worker; the opening book covers the perfect player's turns before). */
const AUTO_EMPTIES = { 4: 16, 6: 22, 8: 16 };
/** 2^16 slots (1.5 MiB): a whole 4x4 game is a few thousand positions. */
const PAGE_TABLE_BITS = 16;
/** How long the perfect player waits before it moves, so a move is seen. */
const MOVE_DELAY_MS = 250;
const BEST_TINT = 'rgba(250, 204, 21, 0.5)';

const signed = (value) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : '0');
const discs = (count) => `${count} disc${count === 1 ? '' : 's'}`;
const sideOf = (board) => (board.endsWith('X') ? 'black' : 'white');
const emptiesOf = (board, size) => [...board.slice(0, size * size)].filter((letter) => letter === '-').length;
const spotOf = (name) => ({ col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 });

/** A value for the mover in words. */
function outcomeWords(value, mover) {
  if (value === 0) return 'a draw';
  const other = mover === 'black' ? 'white' : 'black';
  return value > 0 ? `${mover} wins by ${value}` : `${other} wins by ${-value}`;
}

function create(section, shell) {
  let game = null;
  let gameKey = null;
  let snapshot = null;
  let params = {};
  let error = '';
  let transcriptMoves = [];
  const pageSolver = new WebSolver(PAGE_TABLE_BITS);
  // Solved positions by `board|scoring`; the worker's one job in flight.
  const solved = new Map();
  const requested = new Set();
  const cancelled = new Set();
  const outOfBook = new Set();
  let bookProblem = '';
  let pending = null;
  let moveTimer = null;

  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const view = new BoardView(canvas, {
    onSquare: ({ col, row }) => {
      const spot = snapshot?.legal.find((legal) => legal.col === col && legal.row === row);
      if (spot && humanMay()) play(spot.name);
    },
  });

  const stepButton = (id, label, title, target) =>
    h('button', { id, type: 'button', title, 'aria-label': title, onClick: () => step(target()) }, label);
  const first = stepButton('small-first', '«', 'First position (Home)', () => 0);
  const prev = stepButton('small-prev', '‹', 'Previous move (←)', () => snapshot.ply - 1);
  const next = stepButton('small-next', '›', 'Next move (→)', () => snapshot.ply + 1);
  const last = stepButton('small-last', '»', 'Last position (End)', () => snapshot.plies);
  const plyLabel = h('span', { class: 'ply-label', id: 'small-ply-label' });

  const turn = h('p', { id: 'small-turn', class: 'turn' });
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const result = h('p', { id: 'small-result', class: 'small-result', role: 'status', hidden: true });
  const valuesToggle = h('button', { id: 'small-values', type: 'button', onClick: () => navigateTo({ values: valuesOn() ? undefined : '1' }) }, 'Show values');
  const scoringButtons = ['raw', 'wof'].map((scoring) =>
    h('button', { id: `small-scoring-${scoring}`, type: 'button', dataset: { scoring }, onClick: () => navigateTo({ scoring }) }, scoring),
  );
  const positionValue = h('p', { id: 'small-position-value', class: 'small-position-value' });
  const moveValues = h('ol', { id: 'small-move-values', class: 'small-move-values' });
  const lineNote = h('p', { id: 'small-line-note', class: 'hint', hidden: true });
  const valuesPanel = h('div', { class: 'panel', id: 'small-values-panel', hidden: true },
    h('h2', {}, 'Exact values'), positionValue, moveValues, lineNote);

  const solveButton = h('button', { id: 'small-solve', type: 'button', onClick: requestSolve }, 'Solve');
  const cancelButton = h('button', { id: 'small-cancel', type: 'button', disabled: true, onClick: cancelSolve }, 'Cancel');
  const progress = h('progress', { id: 'small-progress', max: '1', value: '0', 'aria-label': 'Progress of the solve' });
  const solveStatus = h('output', { id: 'small-solve-status', class: 'result', 'aria-live': 'polite' });

  const modes = [
    ['', 'Analyse'],
    ['black', 'Play black'],
    ['white', 'Play white'],
  ].map(([player, label]) =>
    h('button', { id: `small-mode-${player || 'none'}`, type: 'button', dataset: { player }, onClick: () => navigateTo({ player: player || undefined }) }, label),
  );
  const deterministic = h('input', { id: 'small-deterministic', type: 'checkbox', onChange: () => navigateTo({ pick: deterministic.checked ? 'first' : undefined }) });
  const newGame = h('button', { id: 'small-new', type: 'button', onClick: () => startOver() }, 'New game');

  const lineButtons = SEED_LINES.map((line) =>
    h('button', { id: `small-line-${line.id}`, type: 'button', onClick: () => openLine(line) }, line.name),
  );

  const transcript = h('ol', { id: 'small-transcript', class: 'transcript' });
  const { form: loadForm, input: loadInput } = loadBox({
    inputId: 'small-load-input',
    buttonId: 'small-load',
    placeholder: 'd3d4c4 or a board string',
    label: 'Move string or board string',
    onLoad: (text) => load(text),
  });
  const sizeButtons = SIZES.map((size) =>
    h('button', { id: `small-size-${size}`, type: 'button', onClick: () => switchSize(size) }, `${size}×${size}`),
  );
  const copyStatus = h('span', { class: 'hint', 'aria-live': 'polite' });
  const copyButton = h('button', { id: 'small-copy-link', type: 'button', onClick: copyLink }, 'Copy link');

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' },
        h('div', { class: 'board-frame' }, canvas),
        h('div', { class: 'steps', role: 'group', 'aria-label': 'Move through the game' }, first, prev, plyLabel, next, last),
        h('div', { class: 'panel' }, h('h2', {}, 'The seed’s 4x4 lines'),
          h('div', { class: 'row small-lines' }, lineButtons),
          h('p', { class: 'hint' },
            'Best play for both sides once the opening is chosen, as the source document draws it, with every move’s exact value (raw scoring) on every step. ' +
            'Where the seed prints a different number the exact value is shown and the seed’s beside it.'))),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' }, turn, message, result,
          h('div', { class: 'row' }, valuesToggle,
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Scoring' }, scoringButtons))),
        valuesPanel,
        h('div', { class: 'panel' }, h('h2', {}, 'Play the perfect player'),
          h('div', { class: 'segmented', role: 'group', 'aria-label': 'Who plays' }, modes),
          h('div', { class: 'row' },
            h('label', { class: 'small-check' }, deterministic, 'Always its first best move'), newGame)),
        h('div', { class: 'panel' }, h('h2', {}, 'Exact solve'),
          h('div', { class: 'row' }, solveButton, cancelButton), progress, solveStatus),
        h('div', { class: 'panel' }, h('h2', {}, 'Moves'), transcript),
        h('div', { class: 'panel' }, h('h2', {}, 'Position'), loadForm,
          h('div', { class: 'row' },
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Board size' }, sizeButtons),
            copyButton, copyStatus),
          h('p', { class: 'hint' }, 'Paste a move string or a board string of 4x4, 6x6 or 8x8 (16, 36 or 64 squares, then X or O for the side to move).')))),
  );

  bindStepKeys(section, () => snapshot, step);

  // --- the address ------------------------------------------------------

  const valuesOn = () => params.values === '1';
  const scoringOf = () => params.scoring ?? defaultScoring(game.size);
  const playerOf = () => (SIDES.includes(params.player) ? params.player : null);
  const keyOf = (board) => `${board}|${scoringOf()}`;

  /** The address of the game at `ply`, keeping the switches (with `changes`). */
  function paramsOf(ply, changes = {}) {
    const merged = { ...params, ...changes };
    const scoring = ['raw', 'wof'].includes(merged.scoring) ? merged.scoring : undefined;
    return {
      size: game.size === 4 ? undefined : String(game.size),
      board: game.isStandardStart() ? undefined : game.startBoard(),
      moves: game.moves(),
      ply: ply < game.plies ? String(ply) : undefined,
      values: merged.values === '1' ? '1' : undefined,
      scoring: scoring === defaultScoring(game.size) ? undefined : scoring,
      player: SIDES.includes(merged.player) ? merged.player : undefined,
      pick: merged.pick === 'first' ? 'first' : undefined,
    };
  }

  function navigateTo(changes) {
    error = '';
    shell.navigate(paramsOf(snapshot?.ply ?? 0, changes));
  }

  const gameKeyOf = ({ size = '4', board = '', moves = '' }) => JSON.stringify([size, board, moves]);

  function show(newParams) {
    clearTimeout(moveTimer);
    const key = gameKeyOf(newParams);
    if (key !== gameKey) {
      game?.free();
      game = WebGame.load(newParams.size ?? '4', newParams.board ?? null, newParams.moves ?? '');
      error = game.error ?? '';
    }
    let ply = game.plies;
    if (newParams.ply !== undefined) {
      if (/^\d+$/.test(newParams.ply)) ply = Math.min(Number(newParams.ply), game.plies);
      else error ||= `ply=${newParams.ply} is not a number of moves`;
    }
    const problems = [
      ['scoring', ['raw', 'wof'], 'a scoring rule (raw or wof)'],
      ['player', SIDES, 'a side (black or white)'],
      ['pick', ['first'], 'a way to pick (first)'],
    ];
    for (const [name, allowed, what] of problems) {
      if (newParams[name] !== undefined && !allowed.includes(newParams[name])) error ||= `${name}=${newParams[name]} is not ${what}`;
    }
    params = newParams;
    const canonical = paramsOf(ply);
    params = canonical;
    gameKey = gameKeyOf(canonical);
    shell.correct(canonical);
    snapshot = game.snapshot(ply);
    renderTranscript();
    update();
  }

  // --- solving ------------------------------------------------------------

  const humanMay = () => !snapshot.gameOver && (!playerOf() || snapshot.toMove === playerOf());
  const atEnd = () => snapshot.ply === snapshot.plies;
  const computerToMove = () => !!playerOf() && !snapshot.gameOver && snapshot.toMove !== playerOf() && atEnd() && !error;

  /** Whether the finished game's moves are reviewed: a game against the perfect player, shown at its end. */
  const reviewing = () => !!playerOf() && snapshot.gameOver && atEnd();

  /** The position before each move of the game (board strings). */
  const positionsBeforeMoves = () => transcriptMoves.map((move) => game.boardString(move.ply - 1));

  /** Boards whose values the view needs, most urgent first. */
  function needed() {
    const boards = [];
    if (!snapshot.gameOver && (valuesOn() || playerOf())) boards.push(snapshot.board);
    if (reviewing()) boards.push(...positionsBeforeMoves());
    return boards;
  }

  // The perfect player's own turn is always solved: a game asked for must go on.
  const automatic = (board) =>
    emptiesOf(board, game.size) <= AUTO_EMPTIES[game.size] || requested.has(keyOf(board)) || (board === snapshot.board && computerToMove());
  /** Whether the 6x6 opening book may know the shown game's positions (its values are wof). */
  const bookMayKnow = (key) => game.size === 6 && scoringOf() === 'wof' && !outOfBook.has(key);

  /** Solves what is needed: 4x4 at once on the page, the rest one job at a time in the worker. */
  function update() {
    const keys = needed().map(keyOf);
    if (pending && !keys.includes(pending.key)) {
      // The view moved on: its answer would come too late to matter.
      pending.job.cancel();
    }
    for (const board of needed()) {
      const key = keyOf(board);
      if (solved.has(key) || cancelled.has(key)) continue;
      if (game.size === 4) {
        const started = performance.now();
        solved.set(key, { ...pageSolver.solve(board, scoringOf()), seconds: (performance.now() - started) / 1000, source: 'page' });
      } else if (!pending && (automatic(board) || bookMayKnow(key))) {
        // Beyond what is valued on sight, the perfect player needs only a best move.
        const bestOnly = emptiesOf(board, game.size) > AUTO_EMPTIES[game.size] && !requested.has(key);
        startJob(board, key, automatic(board), bestOnly);
      }
    }
    render();
    clearTimeout(moveTimer);
    if (computerToMove() && solved.has(keyOf(snapshot.board))) {
      moveTimer = setTimeout(computerMoves, MOVE_DELAY_MS);
    }
  }

  /** Asks the worker for `board`'s values: from the book, then by search
   *  unless `search` is false (of one best move only if `bestOnly`). */
  function startJob(board, key, search, bestOnly) {
    const job = run('solve', { board, size: game.size, scoring: scoringOf(), search, bestOnly }, (done, total) => {
      if (pending?.job === job) progress.value = total ? done / total : 0;
    }, { lane: 'small' });
    pending = { key, job, started: performance.now() };
    progress.value = 0;
    const tick = setInterval(renderSolve, 200);
    job.promise
      .then((answer) => {
        bookProblem = answer.bookProblem ?? '';
        if (answer.known === false) outOfBook.add(key);
        else solved.set(key, answer);
      })
      .catch((failure) => {
        if (failure instanceof JobCancelled) return;
        // Not asked again on its own: the next try would fail the same way.
        cancelled.add(key);
        error = `The solver failed: ${failure.message}`;
      })
      .finally(() => {
        clearInterval(tick);
        if (pending?.job === job) pending = null;
        if (snapshot) update();
      });
  }

  /** Whether an answer is all there is to know: every legal move valued,
   *  or the book's (a best-only search can be redone in full; the book's
   *  positions are beyond a live search). */
  const complete = (answer) => answer.source === 'book' || answer.moves.length === snapshot.legal.length;

  function requestSolve() {
    const key = keyOf(snapshot.board);
    requested.add(key);
    cancelled.delete(key);
    if (solved.has(key) && !complete(solved.get(key))) solved.delete(key);
    if (!valuesOn()) navigateTo({ values: '1' });
    else update();
  }

  function cancelSolve() {
    if (!pending) return;
    requested.delete(pending.key);
    cancelled.add(pending.key);
    pending.job.cancel();
  }

  function computerMoves() {
    // Another page may be shown by now: moving would bring this one back.
    if (section.hidden || !computerToMove()) return;
    const answer = solved.get(keyOf(snapshot.board));
    if (!answer) return;
    // In the 6x6 opening book, only the moves it follows keep the player in it.
    const choices = answer.follow ?? answer.best;
    const square = params.pick === 'first' ? choices[0] : choices[Math.floor(Math.random() * choices.length)];
    play(square);
  }

  // --- the user's choices --------------------------------------------------

  function play(square) {
    if (transcriptMoves[snapshot.ply]?.square === square) {
      step(snapshot.ply + 1);
      return;
    }
    try {
      game.play(snapshot.ply, square);
    } catch (failure) {
      error = failure.message;
      render();
      return;
    }
    error = '';
    gameKey = gameKeyOf(paramsOf(game.plies));
    shell.navigate(paramsOf(game.plies));
  }

  function step(ply) {
    if (!snapshot) return;
    const target = Math.max(0, Math.min(ply, snapshot.plies));
    if (target === snapshot.ply) return;
    error = '';
    shell.navigate(paramsOf(target));
  }

  function startOver() {
    error = '';
    gameKey = null;
    const { values, scoring, player, pick } = params;
    shell.navigate({ size: game.size === 4 ? undefined : String(game.size), board: params.board, values, scoring, player, pick });
  }

  function openLine(line) {
    error = '';
    gameKey = null;
    shell.navigate({ moves: line.moves, ply: Object.keys(line.printed)[0], values: '1' });
  }

  function load(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    error = '';
    gameKey = null;
    const { values, pick } = params;
    if (looksLikeBoard(trimmed)) shell.navigate({ board: trimmed, values: values ?? '1', pick });
    else shell.navigate({ size: game.size === 4 ? undefined : String(game.size), moves: trimmed, values, pick });
  }

  function switchSize(size) {
    error = '';
    gameKey = null;
    const { values, player, pick } = params;
    shell.navigate({ size: size === '4' ? undefined : size, values, player, pick });
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      copyStatus.textContent = 'Link copied.';
    } catch {
      copyStatus.textContent = 'Copy the address from the address bar: it shows this position.';
    }
  }

  // --- rendering -----------------------------------------------------------

  /** The seed line this game is, if it is one (4x4 standard start, raw scoring). */
  function seedLine() {
    if (game.size !== 4 || !game.isStandardStart()) return null;
    return SEED_LINES.find((line) => line.moves === game.moves()) ?? null;
  }

  /** The finished game's value for black under the page's scoring. */
  const finalForBlack = () => (scoringOf() === 'raw' ? snapshot.black - snapshot.white : snapshot.outcome.value);

  function render() {
    const answer = solved.get(keyOf(snapshot.board));
    const showValues = valuesOn() && !!answer && !snapshot.gameOver;
    const labels = showValues ? answer.moves.map(([square, value]) => ({ ...spotOf(square), text: signed(value) })) : [];
    const highlights = showValues ? answer.best.map((square) => ({ ...spotOf(square), color: BEST_TINT })) : [];
    view.set({ size: snapshot.size, discs: snapshot.discs, legal: showValues ? [] : snapshot.legal, last: snapshot.last, labels, highlights });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    const valueWords = showValues ? ` Exact values (${scoringOf()} scoring): ${answer.moves.map(([square, value]) => `${square} ${signed(value)}`).join(', ')}; best: ${answer.best.join(', ')}.` : '';
    canvas.setAttribute('aria-label', describe(snapshot) + valueWords);

    const player = playerOf();
    turn.textContent = snapshot.gameOver
      ? 'Game over'
      : `${capitalized(snapshot.toMove)} to move${player ? (snapshot.toMove === player ? ' (you)' : ' (the perfect player)') : ''}`;
    turn.dataset.side = snapshot.toMove ?? 'none';
    plyLabel.textContent = `${snapshot.ply} / ${snapshot.plies}`;
    first.disabled = prev.disabled = snapshot.ply === 0;
    next.disabled = last.disabled = snapshot.ply === snapshot.plies;

    const notice = snapshot.gameOver
      ? `Game over, ${snapshot.black}–${snapshot.white}: ${outcomeWords(finalForBlack(), 'black')} (${scoringOf()} scoring).`
      : noticeOf(snapshot);
    message.textContent = error || notice;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : notice ? ' notice' : ''}`;

    valuesToggle.setAttribute('aria-pressed', String(valuesOn()));
    valuesToggle.textContent = valuesOn() ? 'Hide values' : 'Show values';
    for (const button of scoringButtons) button.setAttribute('aria-pressed', String(button.dataset.scoring === scoringOf()));
    for (const button of modes) button.setAttribute('aria-pressed', String(button.dataset.player === (player ?? '')));
    for (const button of sizeButtons) button.setAttribute('aria-pressed', String(button.id === `small-size-${snapshot.size}`));
    deterministic.checked = params.pick === 'first';
    const line = seedLine();
    for (const [index, button] of lineButtons.entries()) button.setAttribute('aria-pressed', String(line === SEED_LINES[index]));

    renderValues(answer);
    renderResult();
    renderSolve();
    for (const button of transcript.querySelectorAll('button')) {
      if (Number(button.dataset.ply) === snapshot.ply) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
  }

  function renderValues(answer) {
    valuesPanel.hidden = !valuesOn();
    lineNote.hidden = true;
    if (!valuesOn()) return;
    moveValues.replaceChildren();
    delete positionValue.dataset.value;
    if (snapshot.gameOver) {
      positionValue.textContent = 'The game is over.';
      return;
    }
    if (!answer) {
      const key = keyOf(snapshot.board);
      positionValue.textContent = pending?.key === key
        ? 'Solving…'
        : cancelled.has(key) ? 'Not solved (cancelled).' : `${beyondWords(key)}: press Solve to solve this position exactly (it may take long).`;
      return;
    }
    const mover = snapshot.toMove;
    positionValue.dataset.value = String(answer.value);
    positionValue.textContent = `${capitalized(mover)} to move: ${signed(answer.value)} with best play (${outcomeWords(answer.value, mover)}), ${answer.scoring} scoring.`;
    const line = seedLine();
    const printed = line && answer.scoring === 'raw' ? line.printed[snapshot.ply] : null;
    const played = transcriptMoves[snapshot.ply]?.square;
    let differences = 0;
    moveValues.replaceChildren(
      ...answer.moves.map(([square, value]) => {
        const best = answer.best.includes(square);
        const seed = printed?.[square];
        const differs = seed !== undefined && seed !== value;
        if (differs) differences += 1;
        return h('li', { class: `small-move${best ? ' best' : ''}${differs ? ' differs' : ''}`, dataset: { square, value: String(value), best: String(best), ...(seed !== undefined ? { seed: String(seed) } : {}) } },
          h('button', { type: 'button', class: 'chip', disabled: !humanMay(), title: `Play ${square}`, onClick: () => play(square) }, square),
          h('span', { class: 'small-move-value' }, signed(value)),
          h('span', { class: 'hint' }, [
            best ? 'best' : `loses ${answer.value - value}`,
            square === played ? 'played next' : '',
            seed === undefined ? '' : differs ? `the seed prints ${signed(seed)}` : 'as the seed prints',
          ].filter(Boolean).join(' · ')));
      }),
    );
    if (line) {
      lineNote.hidden = false;
      lineNote.textContent = !printed
        ? `${line.name} (the seed: ${line.seedResult}). The seed draws no values for this position${answer.scoring === 'raw' ? '' : ' in wof scoring; its values are raw'}.`
        : differences
          ? `${line.name}: the exact value differs from the seed’s printed number on ${differences} square${differences === 1 ? '' : 's'} (marked).`
          : `${line.name}: every value the seed prints here is exact.`;
    }
  }

  /** The review of a finished game against the perfect player. */
  function renderResult() {
    const player = playerOf();
    result.hidden = true;
    if (!reviewing()) return;
    const entries = positionsBeforeMoves().map((board, index) => ({ board, move: transcriptMoves[index], answer: solved.get(keyOf(board)) }));
    // Positions too big to solve on their own (a loaded game's early moves)
    // are left out of the review; the others are waited for.
    const waiting = entries.filter(({ board, answer }) => !answer && automatic(board) && !cancelled.has(keyOf(board)));
    result.hidden = false;
    if (waiting.length) {
      result.className = 'small-result';
      result.replaceChildren(`Reviewing the game: ${entries.length - waiting.length} of ${entries.length} positions solved…`);
      return;
    }
    const reviewed = entries.filter(({ answer }) => answer);
    // On the perfect player's turns the 6x6 book knows only the best
    // moves: a move it does not know lost value, by an unknown amount.
    const mistakes = reviewed.flatMap(({ move, answer }) => {
      const value = answer.moves.find(([square]) => square === move.square)?.[1] ?? null;
      return value === null || value < answer.value ? [{ ...move, value, best: answer.value, bestMoves: answer.best }] : [];
    });
    const yours = mistakes.filter((mistake) => mistake.color === player);
    const theirs = mistakes.length - yours.length;
    const final = player === 'black' ? finalForBlack() : -finalForBlack();
    const from = reviewed[0];
    const start = from ? (from.answer.toMove === player ? from.answer.value : -from.answer.value) : final;
    const startWords = !from || from.move.ply === 1 ? 'the start was' : `the position before move ${from.move.ply} (the first one solved) was`;
    const lost = yours.reduce((sum, mistake) => sum + mistake.best - (mistake.value ?? mistake.best), 0);
    Object.assign(result.dataset, { final: String(final), start: String(start), perfect: String(!yours.length), lost: String(lost) });
    result.className = `small-result ${yours.length ? 'imperfect' : 'perfect'}`;
    const summary = `${final > 0 ? 'You win' : final < 0 ? 'You lose' : 'A draw'}, ${snapshot.black}–${snapshot.white} (${signed(final)} for you, ${scoringOf()} scoring); ${startWords} worth ${signed(start)} for you.`;
    // A loaded game may hold moves the perfect player would not have made.
    const other = player === 'black' ? 'White' : 'Black';
    const skipped = entries.length - reviewed.length;
    const note = (skipped ? ` The first ${skipped} move${skipped === 1 ? ' is' : 's are'} not reviewed: too many empties to solve here.` : '') + (theirs ? ` ${other} made ${theirs} move${theirs === 1 ? '' : 's'} that lost value: not all of its moves were the perfect player’s.` : '');
    if (!yours.length) {
      result.replaceChildren(h('strong', {}, 'You played perfectly. '), summary, ' Every one of your moves kept the best value.', note);
      return;
    }
    result.replaceChildren(
      h('strong', {}, `You lost ${discs(lost)} to perfect play. `),
      summary,
      note,
      h('ul', {}, yours.map((mistake) =>
        h('li', { dataset: { ply: String(mistake.ply), square: mistake.square } },
          mistake.value === null
            ? `Move ${mistake.ply}, ${mistake.square}: not among the best moves (${mistake.bestMoves.join(' or ')} kept ${signed(mistake.best)}).`
            : `Move ${mistake.ply}, ${mistake.square}: ${signed(mistake.value)} where ${mistake.bestMoves.join(' or ')} kept ${signed(mistake.best)}; it lost ${discs(mistake.best - mistake.value)}.`))),
    );
  }

  /** Why a position is not solved on its own. */
  const beyondWords = (key) =>
    `${emptiesOf(snapshot.board, game.size)} empties${outOfBook.has(key) ? (bookProblem ? ` (${bookProblem})` : ', not in the opening book') : ''}`;

  function renderSolve() {
    const key = keyOf(snapshot.board);
    const busy = pending?.key === key;
    const answer = solved.get(key);
    cancelButton.disabled = !pending;
    solveButton.disabled = busy || (!!answer && complete(answer)) || snapshot.gameOver;
    if (busy) {
      solveStatus.textContent = `Solving ${emptiesOf(snapshot.board, game.size)} empties in the worker… ${((performance.now() - pending.started) / 1000).toFixed(1)} s`;
    } else if (answer) {
      progress.value = 1;
      const where = { page: 'on the page', book: 'from the opening book in the worker', search: 'in the worker' }[answer.source];
      solveStatus.dataset.value = String(answer.value);
      const cost = answer.source === 'book' ? '' : `${answer.nodes.toLocaleString('en')} positions in ${answer.seconds.toFixed(3)} s `;
      solveStatus.textContent =
        `${capitalized(snapshot.toMove ?? answer.toMove)} to move: ${signed(answer.value)} (${answer.scoring}), best ${answer.best.join(', ') || 'pass'}; ` +
        `${cost}${where}${answer.bookProblem ? `, searched because ${answer.bookProblem}` : ''}.`;
    } else {
      progress.value = 0;
      delete solveStatus.dataset.value;
      solveStatus.textContent = snapshot.gameOver
        ? 'The game is over.'
        : cancelled.has(key)
          ? 'Cancelled.'
          : pending
            ? 'The worker is solving another position of this game.'
            : 'Not solved yet.';
    }
  }

  function renderTranscript() {
    const key = `${gameKey}`;
    if (transcript.dataset.key === key) return;
    transcriptMoves = game.transcript();
    const entries = transcriptMoves.map((move) =>
      h('li', {},
        h('button', { type: 'button', class: `move move-${move.color}`, dataset: { ply: String(move.ply) }, onClick: () => step(move.ply) },
          h('span', { class: 'move-number' }, String(move.ply)), move.square),
        move.passFollows ? h('span', { class: 'pass', title: 'the next side has no move' }, 'pass') : null),
    );
    const start = h('li', {}, h('button', { type: 'button', class: 'move move-start', dataset: { ply: '0' }, onClick: () => step(0) }, 'start'));
    transcript.replaceChildren(start, ...entries);
    transcript.dataset.key = key;
  }

  return { show };
}

export const page = { id: 'small', title: 'Small boards', create };
