// The board page: a game shown at a ply, with stepping, playing, loading,
// sharing and a perft count. The address is the state: `size`, `board`,
// `moves`, `ply`. The engine (wasm) decides every rule; this page only
// shows its snapshots and forwards the user's choices.
import { WebGame } from '../engine.js';
import { BoardView } from '../board-view.js';
import { copyLinkControls } from '../copy-link.js';
import { h } from '../dom.js';
import { capitalized, describe, looksLikeBoard, noticeOf } from '../describe.js';
import { JobCancelled, run } from '../jobs.js';
import { bindStepKeys } from '../step-keys.js';
import { loadBox } from '../load-box.js';

const SIZES = ['8', '6', '4'];

function create(section, shell) {
  let game = null;
  let gameKey = null;
  let snapshot = null;
  let error = '';
  let job = null;
  let moveNames = [];

  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const view = new BoardView(canvas, {
    onSquare: ({ col, row }) => {
      const spot = snapshot?.legal.find((legal) => legal.col === col && legal.row === row);
      if (spot) play(spot.name);
    },
  });

  const stepButton = (id, label, title, target) =>
    h('button', { id, type: 'button', title, 'aria-label': title, onClick: () => step(target()) }, label);
  const first = stepButton('first', '«', 'First position (Home)', () => 0);
  const prev = stepButton('prev', '‹', 'Previous move (←)', () => snapshot.ply - 1);
  const next = stepButton('next', '›', 'Next move (→)', () => snapshot.ply + 1);
  const last = stepButton('last', '»', 'Last position (End)', () => snapshot.plies);
  const plyLabel = h('span', { class: 'ply-label', id: 'ply-label' });

  const blackCount = h('span', { id: 'black-count', class: 'count' });
  const whiteCount = h('span', { id: 'white-count', class: 'count' });
  const turn = h('p', { id: 'turn', class: 'turn' });
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const legalList = h('div', { id: 'legal-moves', class: 'chips' });
  const transcript = h('ol', { id: 'transcript', class: 'transcript' });

  const { form: loadForm, input: loadInput } = loadBox({
    inputId: 'load-input',
    buttonId: 'load-button',
    placeholder: 'f5d6c3d3c4 or a board string',
    label: 'Move string or board string',
    onLoad: (text) => load(text),
  });

  const sizeButtons = SIZES.map((size) =>
    h('button', { id: `size-${size}`, type: 'button', onClick: () => switchSize(size) }, `${size}×${size}`),
  );
  const [copyButton, copyStatus] = copyLinkControls({ id: 'copy-link', statusId: 'copy-status', what: 'position' });

  const perftDepth = h('input', {
    id: 'perft-depth',
    type: 'number',
    min: '1',
    max: '30',
    value: '6',
    'aria-label': 'Plies ahead',
  });
  const perftStart = h('button', { id: 'perft-start', type: 'button', onClick: startPerft }, 'Count');
  const perftCancel = h('button', { id: 'perft-cancel', type: 'button', disabled: true, onClick: () => job?.cancel() }, 'Cancel');
  const perftProgress = h('progress', { id: 'perft-progress', max: '1', value: '0', 'aria-label': 'Progress of the count' });
  const perftResult = h('output', { id: 'perft-result', class: 'result', 'aria-live': 'polite' });

  section.append(
    h(
      'div',
      { class: 'board-layout' },
      h(
        'div',
        { class: 'board-column' },
        h('div', { class: 'board-frame' }, canvas),
        h('div', { class: 'steps', role: 'group', 'aria-label': 'Move through the game' }, first, prev, plyLabel, next, last),
      ),
      h(
        'div',
        { class: 'side-column' },
        h(
          'div',
          { class: 'panel status' },
          h('div', { class: 'score' },
            h('span', { class: 'disc disc-black', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, 'Black '), blackCount,
            h('span', { class: 'disc disc-white', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, 'White '), whiteCount),
          turn,
          message,
          h('div', { class: 'legal' }, h('span', { class: 'label' }, 'Legal moves'), legalList),
        ),
        h('div', { class: 'panel' }, h('h2', {}, 'Moves'), transcript),
        h(
          'div',
          { class: 'panel' },
          h('h2', {}, 'Position'),
          loadForm,
          h('div', { class: 'row' },
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Board size' }, sizeButtons),
            copyButton, copyStatus),
        ),
        h(
          'div',
          { class: 'panel' },
          h('h2', {}, 'Count positions ahead (perft)'),
          h('div', { class: 'row' }, h('label', { for: 'perft-depth' }, 'Plies'), perftDepth, perftStart, perftCancel),
          perftProgress,
          perftResult,
        ),
      ),
    ),
  );

  bindStepKeys(section, () => snapshot, step);

  /** The address of the game at `ply`, in canonical form. */
  function paramsOf(shownGame, ply) {
    return {
      size: shownGame.size === 8 ? undefined : String(shownGame.size),
      board: shownGame.isStandardStart() ? undefined : shownGame.startBoard(),
      moves: shownGame.moves(),
      ply: ply < shownGame.plies ? String(ply) : undefined,
    };
  }

  const keyOf = ({ size = '8', board = '', moves = '' }) => JSON.stringify([size, board, moves]);

  function replaceGame(newGame) {
    game?.free();
    game = newGame;
  }

  function show(params) {
    const key = keyOf(params);
    if (key !== gameKey) {
      replaceGame(WebGame.load(params.size ?? '8', params.board ?? null, params.moves ?? ''));
      error = game.error ?? '';
    }
    let ply = game.plies;
    if (params.ply !== undefined) {
      if (/^\d+$/.test(params.ply)) ply = Math.min(Number(params.ply), game.plies);
      else error ||= `ply=${params.ply} is not a number of moves`;
    }
    const canonical = paramsOf(game, ply);
    gameKey = keyOf(canonical);
    shell.correct(canonical);
    if (transcript.dataset.key !== gameKey) renderTranscript();
    snapshot = game.snapshot(ply);
    render();
  }

  function render() {
    view.set({ size: snapshot.size, discs: snapshot.discs, legal: snapshot.legal, last: snapshot.last });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    canvas.setAttribute('aria-label', describe(snapshot));

    blackCount.textContent = String(snapshot.black);
    whiteCount.textContent = String(snapshot.white);
    turn.textContent = snapshot.gameOver ? 'Game over' : `${capitalized(snapshot.toMove)} to move`;
    turn.dataset.side = snapshot.toMove ?? 'none';
    plyLabel.textContent = `${snapshot.ply} / ${snapshot.plies}`;
    first.disabled = prev.disabled = snapshot.ply === 0;
    next.disabled = last.disabled = snapshot.ply === snapshot.plies;

    const notice = noticeOf(snapshot);
    message.textContent = error || notice;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : notice ? ' notice' : ''}`;

    legalList.replaceChildren(
      ...snapshot.legal.map((spot) =>
        h('button', { type: 'button', class: 'chip', title: `Play ${spot.name}`, onClick: () => play(spot.name) }, spot.name),
      ),
    );
    if (!snapshot.legal.length) legalList.append(h('span', { class: 'hint' }, 'none'));

    for (const button of transcript.querySelectorAll('button')) {
      if (Number(button.dataset.ply) === snapshot.ply) button.setAttribute('aria-current', 'step');
      else button.removeAttribute('aria-current');
    }
    scrollTranscriptTo(transcript.querySelector('[aria-current]'));
    for (const button of sizeButtons) button.setAttribute('aria-pressed', String(button.id === `size-${snapshot.size}`));
  }

  /** Scrolls the transcript (only it, never the page) to show `item`. */
  function scrollTranscriptTo(item) {
    if (!item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < transcript.scrollTop || bottom > transcript.scrollTop + transcript.clientHeight) {
      transcript.scrollTop = top - (transcript.clientHeight - item.offsetHeight) / 2;
    }
  }

  function renderTranscript() {
    const moves = game.transcript();
    moveNames = moves.map((move) => move.square);
    const entries = moves.map((move) =>
      h(
        'li',
        {},
        h(
          'button',
          { type: 'button', class: `move move-${move.color}`, dataset: { ply: String(move.ply) }, onClick: () => step(move.ply) },
          h('span', { class: 'move-number' }, String(move.ply)),
          move.square,
        ),
        move.passFollows ? h('span', { class: 'pass', title: 'the next side has no move' }, 'pass') : null,
      ),
    );
    const start = h('li', {}, h('button', { type: 'button', class: 'move move-start', dataset: { ply: '0' }, onClick: () => step(0) }, 'start'));
    transcript.replaceChildren(start, ...entries);
    transcript.dataset.key = gameKey;
  }

  function step(ply) {
    if (!snapshot) return;
    const target = Math.max(0, Math.min(ply, snapshot.plies));
    if (target === snapshot.ply) return;
    error = '';
    shell.navigate(paramsOf(game, target));
  }

  function play(square) {
    // Replaying the game's own next move steps forward and keeps the rest.
    if (moveNames[snapshot.ply] === square) {
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
    gameKey = keyOf(paramsOf(game, game.plies));
    renderTranscript();
    shell.navigate(paramsOf(game, game.plies));
  }

  function load(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    gameKey = null;
    if (looksLikeBoard(trimmed)) shell.navigate({ board: trimmed });
    else shell.navigate({ size: String(snapshot?.size ?? 8), moves: trimmed });
  }

  function switchSize(size) {
    error = '';
    shell.navigate({ size: size === '8' ? undefined : size });
  }

  async function startPerft() {
    const depth = Number(perftDepth.value);
    if (!Number.isInteger(depth) || depth < 1 || depth > 30) {
      perftResult.textContent = 'Choose a depth from 1 to 30 plies.';
      return;
    }
    const board = snapshot.board;
    const ply = snapshot.ply;
    perftStart.disabled = true;
    perftCancel.disabled = false;
    perftProgress.value = 0;
    delete perftResult.dataset.leaves;
    const started = performance.now();
    const tick = () => {
      perftResult.textContent = `Counting ${depth} plies ahead… ${((performance.now() - started) / 1000).toFixed(1)} s`;
    };
    tick();
    const ticking = setInterval(tick, 200);
    job = run('perft', { board, depth }, (done, total) => {
      perftProgress.value = total ? done / total : 0;
    }, { lane: 'board' });
    try {
      const { leaves, seconds } = await job.promise;
      perftProgress.value = 1;
      perftResult.dataset.leaves = String(leaves);
      perftResult.textContent =
        `${leaves.toLocaleString('en')} positions ${depth} plies after move ${ply} ` +
        `(${seconds.toFixed(2)} s, ${(leaves / Math.max(seconds, 1e-6) / 1e6).toFixed(1)} M/s).`;
    } catch (failure) {
      perftProgress.value = 0;
      perftResult.textContent = failure instanceof JobCancelled ? 'Cancelled.' : `The count failed: ${failure.message}`;
    } finally {
      clearInterval(ticking);
      job = null;
      perftStart.disabled = false;
      perftCancel.disabled = true;
    }
  }

  return { show };
}

export const page = { id: 'board', title: 'Board', create };
