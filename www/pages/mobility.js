// The mobility lab: how many legal moves can a position offer? A board
// editor with live counts for both sides and the necessary conditions for
// occurring in a game, a gallery of record positions, the two record
// searchers and the reachability checker (in the worker), and what is
// proved. The address holds the edited position: `board`. The engine (wasm)
// counts, checks and searches; this page only edits a string of 64 squares.
import { mobilityReport } from '../engine.js';
import { BoardView } from '../board-view.js';
import { h } from '../dom.js';
import { JobCancelled, run } from '../jobs.js';
import { formatHash } from '../route.js';
import { loadBox } from '../load-box.js';

const START = '---------------------------OX------XO--------------------------- X';
const EMPTY = '-';
const CYCLE = { '-': 'X', X: 'O', O: '-' };
const PAINTS = [
  ['cycle', 'Cycle'],
  ['-', 'Empty'],
  ['X', 'Black'],
  ['O', 'White'],
];
const SIDE_NAME = { X: 'black', O: 'white' };

// Record positions. The free one was found by our free-placement searcher
// (`boardlab mobility search --free --seconds 10`, seed 1: its board with
// the most empties at 34 moves, 37, the SAT bound), our white 33 and the
// black 32 by our reachable searcher; the two author's lines come with the
// SAT result. The lines are checked by replaying them (tests/mobility.rs
// and tests/e2e/mobility.test.mjs).
const GALLERY = [
  {
    id: 'free-34',
    title: '34 moves, black to move (not reachable)',
    board: '---------OOXOOO--OX--XX--X-XO-O--O-OXX---OX-XOO--OXO-O---------- X',
    text:
      'Found by this page’s free-placement searcher: 34 legal moves with 37 empty squares, the most the SAT ' +
      'proof allows. The necessary conditions show that no game reaches it.',
  },
  {
    id: 'white-33',
    title: '33 moves, white to move (reachable)',
    moves: 'f5f6e6f4g7c6g3e7d6f3e3d3b7d7c2g2g1c3b2b3b4f7g5c4c7c8e2',
    board: '------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O',
    text: 'The line given in the issue after the author’s SAT search: every one of the 33 empty squares is a legal move.',
  },
  {
    id: 'white-33-search',
    title: '33 moves, white to move (reachable, our search)',
    moves: 'd3c5f6f3d6c2g2f5d2e3b4c7g5g6d7f4b7c6b2c3f2e2g7c4g4h6b6',
    board: '---------XXXOXX---OOOX---XXXXOX---XOOOO--XOO-XXO-XXX--X--------- O',
    text:
      'Found from the start by our reachable searcher (boardlab mobility search --reachable --side white: about 100 s of ' +
      'CPU): a different game and position from the line above, again with every empty square a legal move.',
  },
  {
    id: 'black-33',
    title: '33 moves, black to move (reachable)',
    moves: 'f5d6c4f3c5b4b3e6c6g5f6c7c3d2c2b2f4g4g3g7g6e7d3g2h3b6',
    board: '---------OOO--O--OXX-OOX-OOXXXX---XXOXO--OOOOXO---O-O-O--------- X',
    text:
      'The author’s SAT model for black, published with the proof (repository eukaryo/reversi33), cut where the 33 ' +
      'stands: after 26 moves, every empty square but a8 is a legal move. Black has only 20 to 26 moves from move 20 ' +
      'to 24; the last two moves, h3 and b6, add seven.',
  },
  {
    id: 'black-32',
    title: '32 moves, black to move (reachable, our search)',
    moves: 'd3e3f3e2f4c3c2d6d2g2f5g5c5b2c1b5e6d7c6g3g4b6f6f7b7b8g7h7',
    board: '--X------OOXO-O---OXXOO----XXOX--OOXXOO--OXOOX---O-O-OOO-O------ X',
    text:
      'The best black-to-move position found by our reachable searcher ' +
      '(boardlab mobility search --reachable --side black: 17 s); it finds no black 33 in 10 minutes. Its beam ranks ' +
      'positions by mobility, which drops the author’s line above by move 11.',
  },
];

/** The id of the paint button for a paint: `paint-cycle`, `paint-empty`, `paint-black`, `paint-white`. */
const paintId = (value) => `paint-${{ cycle: 'cycle', '-': 'empty' }[value] ?? SIDE_NAME[value]}`;

const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Squares {col, row, name} from names like `c4`. */
function spots(names) {
  return names.map((name) => ({ name, col: name.charCodeAt(0) - 97, row: Number(name.slice(1)) - 1 }));
}

/** The squares part and the side letter of a normalized board string. */
function split(board) {
  return { squares: board.slice(0, 64), side: board.slice(65, 66) };
}

/** The position in words, for the canvas's aria-label. */
function describe(report) {
  const list = (squares) => (squares.length ? `: ${squares.join(', ')}` : '');
  return (
    `Mobility editor, 8x8 Othello board, ${report.toMove} to move, ${report.empties} empty squares. ` +
    `Black has ${report.blackDiscs} discs and ${report.black} legal moves${list(report.blackMoves)}. ` +
    `White has ${report.whiteDiscs} discs and ${report.white} legal moves${list(report.whiteMoves)}.`
  );
}

function create(section, shell) {
  let report = mobilityReport(START);
  let error = '';
  let paint = 'cycle';
  let stroke = null;
  let searchJob = null;
  let reachJob = null;

  const canvas = h('canvas', { id: 'board', class: 'mobility-board', role: 'img', 'aria-label': 'Mobility editor' });
  const view = new BoardView(canvas);

  // Editing: a press paints (or cycles) one square, a drag paints the
  // squares it crosses with the state the first one got.
  canvas.addEventListener('pointerdown', (event) => {
    const square = view.squareAt(event);
    if (!square || event.button !== 0) return;
    event.preventDefault();
    canvas.setPointerCapture?.(event.pointerId);
    const index = square.row * 8 + square.col;
    const current = split(report.board).squares[index];
    const state = paint === 'cycle' ? CYCLE[current] : paint;
    stroke = { state, last: index };
    setSquares([index], state, { replace: false });
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!stroke || !(event.buttons & 1)) return;
    const square = view.squareAt(event);
    if (!square) return;
    const index = square.row * 8 + square.col;
    if (index === stroke.last) return;
    stroke.last = index;
    setSquares([index], stroke.state, { replace: true });
  });
  const endStroke = () => {
    stroke = null;
  };
  canvas.addEventListener('pointerup', endStroke);
  canvas.addEventListener('pointercancel', endStroke);

  const paintButtons = PAINTS.map(([value, label]) =>
    h('button', { type: 'button', id: paintId(value), onClick: () => setPaint(value) }, label),
  );
  const sideButtons = ['X', 'O'].map((side) =>
    h('button', { type: 'button', id: `to-move-${SIDE_NAME[side]}`, onClick: () => setSide(side) }, capitalized(SIDE_NAME[side])),
  );
  const startButton = h('button', { type: 'button', id: 'edit-start', onClick: () => loadBoard(START) }, 'Start position');
  const clearButton = h('button', { type: 'button', id: 'edit-clear', onClick: () => fillWith(() => EMPTY) }, 'Clear');
  const fillButton = h(
    'button',
    { type: 'button', id: 'edit-fill', title: 'Fill every empty square with the paint colour (black when cycling)', onClick: fill },
    'Fill empties',
  );
  const { form: pasteForm, input: pasteInput } = loadBox({
    inputId: 'paste-board',
    buttonId: 'paste-button',
    placeholder: 'a board string: 64 squares of X O - and the side to move',
    label: 'Board string',
    onLoad: (text) => paste(text),
  });

  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const blackCount = h('strong', { id: 'black-moves' });
  const whiteCount = h('strong', { id: 'white-moves' });
  const blackRow = h('div', { class: 'mobility-count', dataset: { side: 'black' } },
    h('span', { class: 'disc disc-black', 'aria-hidden': 'true' }), h('span', {}, 'Black '), blackCount, h('span', {}, ' legal moves'));
  const whiteRow = h('div', { class: 'mobility-count', dataset: { side: 'white' } },
    h('span', { class: 'disc disc-white', 'aria-hidden': 'true' }), h('span', {}, 'White '), whiteCount, h('span', {}, ' legal moves'));
  const summary = h('p', { id: 'mobility-summary', class: 'hint' });
  const legalList = h('div', { id: 'mobility-legal', class: 'chips' });
  const verdict = h('div', { id: 'mobility-verdict', class: 'mobility-verdict' });
  const boardLink = h('a', { id: 'open-board', href: '#' }, 'Open this position in the game board');

  // Searchers.
  const searchKind = h('select', { id: 'search-kind', 'aria-label': 'Searcher' },
    h('option', { value: 'free' }, 'Free placement (any position)'),
    h('option', { value: 'reachable' }, 'From the start (real games)'));
  const searchSide = h('select', { id: 'search-side', 'aria-label': 'Side to move of the positions sought' },
    h('option', { value: 'either' }, 'either side to move'),
    h('option', { value: 'white' }, 'white to move'),
    h('option', { value: 'black' }, 'black to move'));
  const searchSeconds = h('input', { id: 'search-seconds', type: 'number', min: '1', max: '3600', value: '10', 'aria-label': 'Seconds' });
  const searchStart = h('button', { id: 'search-start', type: 'button', onClick: startSearch }, 'Search');
  const searchCancel = h('button', { id: 'search-cancel', type: 'button', disabled: true, onClick: () => searchJob?.cancel() }, 'Cancel');
  const searchProgress = h('progress', { id: 'search-progress', max: '1', value: '0', 'aria-label': 'Progress of the search' });
  const searchStatus = h('output', { id: 'search-status', class: 'result', 'aria-live': 'polite' });
  const searchBest = h('div', { id: 'search-best', class: 'mobility-found' });

  // Reachability.
  const reachSeconds = h('input', { id: 'reach-seconds', type: 'number', min: '1', max: '3600', value: '60', 'aria-label': 'Seconds' });
  const reachStart = h('button', { id: 'reach-start', type: 'button', onClick: startReach }, 'Check');
  const reachCancel = h('button', { id: 'reach-cancel', type: 'button', disabled: true, onClick: () => reachJob?.cancel() }, 'Cancel');
  const reachProgress = h('progress', { id: 'reach-progress', max: '1', value: '0', 'aria-label': 'Progress of the check' });
  const reachResult = h('div', { id: 'reach-result', class: 'mobility-found', 'aria-live': 'polite' });

  const gallery = h('div', { id: 'mobility-gallery', class: 'mobility-gallery' });

  section.append(
    h(
      'div',
      { class: 'board-layout' },
      h(
        'div',
        { class: 'board-column' },
        h('div', { class: 'board-frame' }, canvas),
        h('div', { class: 'mobility-tools' },
          h('div', { class: 'row' }, h('span', { class: 'label' }, 'Paint'),
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Paint' }, paintButtons)),
          h('div', { class: 'row' }, h('span', { class: 'label' }, 'To move'),
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Side to move' }, sideButtons)),
          h('div', { class: 'row' }, startButton, clearButton, fillButton),
          pasteForm),
      ),
      h(
        'div',
        { class: 'side-column' },
        h('div', { class: 'panel status' }, blackRow, whiteRow, summary, message, legalList, verdict, h('p', {}, boardLink)),
        h('div', { class: 'panel' }, h('h2', {}, 'Is this position reachable from the start?'),
          h('div', { class: 'row' }, h('label', { for: 'reach-seconds' }, 'Give up after (s)'), reachSeconds, reachStart, reachCancel),
          reachProgress, reachResult),
        h('div', { class: 'panel' }, h('h2', {}, 'Search for many legal moves'),
          h('div', { class: 'row' }, searchKind, searchSide),
          h('div', { class: 'row' }, h('label', { for: 'search-seconds' }, 'Seconds'), searchSeconds, searchStart, searchCancel),
          searchProgress, searchStatus, searchBest),
      ),
    ),
    h('div', { class: 'panel mobility-wide' }, h('h2', {}, 'Record positions'), gallery),
    provedSection(),
  );

  searchKind.addEventListener('change', () => {
    searchSide.disabled = searchKind.value !== 'reachable';
  });
  searchSide.disabled = true;
  renderGallery();

  function show(params) {
    const wanted = params.board ?? START;
    if (wanted !== report.board) {
      try {
        report = mobilityReport(wanted);
        error = '';
        clearVerdictOf();
      } catch (failure) {
        error = `The address's board does not read: ${failure.message}`;
      }
    }
    shell.correct(paramsOf(report.board));
    render();
  }

  const paramsOf = (board) => ({ board: board === START ? undefined : board });

  function render() {
    const { squares, side } = split(report.board);
    const marks = side === 'X' ? report.blackMoves : report.whiteMoves;
    view.set({ size: 8, discs: squares, legal: spots(marks) });
    canvas.dataset.position = report.board;
    canvas.dataset.ply = '0';
    canvas.setAttribute('aria-label', describe(report));

    blackCount.textContent = String(report.black);
    whiteCount.textContent = String(report.white);
    blackRow.classList.toggle('to-move', side === 'X');
    whiteRow.classList.toggle('to-move', side === 'O');
    summary.textContent =
      `${capitalized(report.toMove)} to move · ${report.blackDiscs} black and ${report.whiteDiscs} white discs · ` +
      `${report.empties} empty squares. Marked: ${report.toMove}'s legal squares.`;
    legalList.replaceChildren(...marks.map((name) => h('span', { class: 'chip' }, name)));
    if (!marks.length) legalList.append(h('span', { class: 'hint' }, 'no legal move'));

    message.textContent = error;
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : ''}`;

    verdict.dataset.ok = String(!report.violations.length);
    if (report.violations.length) {
      verdict.replaceChildren(
        h('p', {}, h('strong', {}, 'Cannot occur in a game:')),
        h('ul', {}, report.violations.map((reason) => h('li', {}, reason))),
      );
    } else {
      verdict.replaceChildren(
        h('p', {}, h('strong', {}, 'Passes the necessary conditions'),
          ' (centre occupied, discs connected, every disc placeable). That alone does not prove it reachable: ask the checker below.'),
      );
    }
    boardLink.href = formatHash({ board: report.board });

    for (const button of paintButtons) button.setAttribute('aria-pressed', String(button.id === paintId(paint)));
    for (const button of sideButtons) button.setAttribute('aria-pressed', String(button.id === `to-move-${report.toMove}`));
  }

  /** Shows `board` (a board string) if the engine reads it; false if not. */
  function loadBoard(board, { replace = false } = {}) {
    let next;
    try {
      next = mobilityReport(board);
    } catch (failure) {
      error = failure.message;
      render();
      return false;
    }
    error = '';
    report = next;
    clearVerdictOf();
    shell.navigate(paramsOf(report.board), { replace });
    render();
    return true;
  }

  function setSquares(indices, state, options) {
    const { squares, side } = split(report.board);
    const letters = [...squares];
    for (const index of indices) letters[index] = state;
    loadBoard(`${letters.join('')} ${side}`, options);
  }

  function fillWith(stateOf) {
    const { squares, side } = split(report.board);
    loadBoard(`${[...squares].map(stateOf).join('')} ${side}`);
  }

  function fill() {
    const colour = paint === 'O' ? 'O' : 'X';
    fillWith((letter) => (letter === EMPTY ? colour : letter));
  }

  function setSide(side) {
    const { squares } = split(report.board);
    loadBoard(`${squares} ${side}`);
  }

  function setPaint(value) {
    paint = value;
    render();
  }

  function paste(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (loadBoard(trimmed)) pasteInput.value = '';
  }

  /** An earlier checker verdict is about another position. */
  function clearVerdictOf() {
    if (reachResult.dataset.board && reachResult.dataset.board !== report.board) {
      reachResult.replaceChildren();
      delete reachResult.dataset.status;
      delete reachResult.dataset.board;
    }
  }

  const budgetOf = (input) => {
    const seconds = Number(input.value);
    return Number.isFinite(seconds) && seconds > 0 && seconds <= 3600 ? seconds : null;
  };

  /** A progress bar that follows the clock for `seconds`. */
  function timer(bar, seconds, onTick) {
    const started = performance.now();
    const tick = () => {
      const elapsed = (performance.now() - started) / 1000;
      bar.value = Math.min(elapsed / seconds, 1);
      onTick(elapsed);
    };
    tick();
    const handle = setInterval(tick, 200);
    return () => clearInterval(handle);
  }

  function foundView(found, kind) {
    const parts = [
      h('p', {}, h('strong', { class: 'mobility-best-count' }, `${found.bestCount} legal moves`),
        kind === 'free'
          ? ` for black; the fewest empty squares at this count: ${found.fewestEmpties} (most: ${found.mostEmpties}).`
          : ` for ${found.toMove}.`),
    ];
    if (kind === 'reachable') parts.push(h('p', { class: 'mobility-line' }, `Line: ${found.moves}`));
    parts.push(h('code', { class: 'mobility-board-string' }, found.board));
    const actions = h('div', { class: 'row' },
      h('button', { type: 'button', class: 'load-found', onClick: () => loadBoard(found.board) }, 'Load into the editor'));
    if (kind === 'free' && found.sparsest !== found.board) {
      actions.append(h('button', { type: 'button', onClick: () => loadBoard(found.sparsest) }, `Load the one with ${found.mostEmpties} empties`));
    }
    if (kind === 'reachable') actions.append(h('a', { href: formatHash({ moves: found.moves }) }, 'Open the line in the game board'));
    parts.push(actions);
    return parts;
  }

  async function startSearch() {
    const seconds = budgetOf(searchSeconds);
    if (seconds === null) {
      searchStatus.textContent = 'Choose from 1 to 3600 seconds.';
      return;
    }
    const kind = searchKind.value;
    const args = { kind, seconds, side: searchSide.value, seed: 1 + Math.floor(Math.random() * 1e9) };
    searchStart.disabled = true;
    searchCancel.disabled = false;
    searchBest.replaceChildren();
    delete searchBest.dataset.count;
    const showBest = (found) => {
      searchBest.dataset.count = String(found.bestCount);
      searchBest.replaceChildren(...foundView(found, kind));
    };
    const stopTimer = timer(searchProgress, seconds, (elapsed) => {
      searchStatus.textContent = `Searching… ${elapsed.toFixed(1)} s of ${seconds} s; best so far:`;
    });
    searchJob = run('mobilitySearch', args, (done, total, best) => {
      if (best) showBest(best);
    }, { lane: 'mobility-search' });
    try {
      const found = await searchJob.promise;
      showBest(found);
      searchProgress.value = 1;
      searchStatus.textContent =
        `Done in ${found.seconds.toFixed(1)} s; ${found.bestCount} first reached after ${found.secondsToBest.toFixed(2)} s` +
        (kind === 'reachable' ? ` (${found.passes} beam passes, width up to ${found.width.toLocaleString('en')}).` : '.');
    } catch (failure) {
      searchStatus.textContent =
        failure instanceof JobCancelled ? 'Cancelled; the best found before is kept below.' : `The search failed: ${failure.message}`;
    } finally {
      stopTimer();
      searchJob = null;
      searchStart.disabled = false;
      searchCancel.disabled = true;
    }
  }

  async function startReach() {
    const seconds = budgetOf(reachSeconds);
    reachResult.replaceChildren();
    delete reachResult.dataset.status;
    if (seconds === null) {
      reachResult.append(h('p', {}, 'Choose from 1 to 3600 seconds.'));
      return;
    }
    const board = report.board;
    reachResult.dataset.board = board;
    reachStart.disabled = true;
    reachCancel.disabled = false;
    let nodes = 0;
    const status = h('p', {});
    reachResult.append(status);
    const stopTimer = timer(reachProgress, seconds, (elapsed) => {
      status.textContent = `Searching for a line… ${elapsed.toFixed(1)} s, ${nodes.toLocaleString('en')} positions.`;
    });
    reachJob = run('mobilityReach', { board, seconds }, (done) => {
      nodes = done;
    }, { lane: 'mobility-reach' });
    try {
      const result = await reachJob.promise;
      reachProgress.value = 1;
      reachResult.dataset.status = result.status;
      const heading = {
        reachable: 'Reachable.',
        unreachable: 'Unreachable.',
        unknown: 'Unknown: the time ran out.',
      }[result.status];
      const parts = [h('p', {}, h('strong', {}, heading), ` ${capitalized(result.reason)} (${result.seconds.toFixed(1)} s).`)];
      if (result.moves) {
        parts.push(h('p', { class: 'mobility-line', id: 'reach-line' }, result.moves));
        parts.push(h('p', {}, h('a', { id: 'reach-open', href: formatHash({ moves: result.moves }) }, 'Open the line in the game board')));
      }
      reachResult.replaceChildren(...parts);
    } catch (failure) {
      reachProgress.value = 0;
      reachResult.replaceChildren(
        h('p', {}, failure instanceof JobCancelled ? 'Cancelled.' : `The check failed: ${failure.message}`),
      );
    } finally {
      stopTimer();
      reachJob = null;
      reachStart.disabled = false;
      reachCancel.disabled = true;
    }
  }

  function renderGallery() {
    const entries = GALLERY.filter((entry) => entry.board).map((entry) => {
      const count = mobilityReport(entry.board);
      const thumb = h('canvas', { class: 'mobility-thumb', role: 'img', 'aria-label': `${entry.title}: ${entry.board}` });
      const { squares, side } = split(count.board);
      new BoardView(thumb).set({ size: 8, discs: squares, legal: spots(side === 'X' ? count.blackMoves : count.whiteMoves) });
      const link = entry.moves ? formatHash({ moves: entry.moves }) : formatHash({ board: entry.board });
      return h(
        'figure',
        { class: 'mobility-entry', dataset: { entry: entry.id } },
        thumb,
        h('figcaption', {},
          h('strong', {}, entry.title),
          h('p', {}, entry.text),
          entry.moves ? h('p', { class: 'mobility-line' }, entry.moves) : null,
          h('div', { class: 'row' },
            h('button', { type: 'button', class: 'gallery-load', onClick: () => loadBoard(entry.board) }, 'Load into the editor'),
            h('a', { href: link }, entry.moves ? 'Play through it in the game board' : 'Open in the game board'))),
      );
    });
    gallery.replaceChildren(...entries);
  }

  return { show };
}

/** What is proved, with the sources and this project's own reproduction. */
function provedSection() {
  return h(
    'div',
    { class: 'panel mobility-wide', id: 'mobility-proved' },
    h('h2', {}, 'What is proved'),
    h('ul', {},
      h('li', {}, h('strong', {}, 'No position has 35 legal moves.'),
        ' Any placement of discs with the four centre squares occupied, reachable or not. Shown first with an SMT solver over Edax’s ' +
        'bitboard move generator in the source document (seed 001, a 2020 blog post titled, in translation, “the maximum ' +
        'number of legal moves in Othello is at most 34”).'),
      h('li', {}, h('strong', {}, '34 is possible, but only with at most 37 empty squares,'),
        ' and no game reaches such a position: the author’s later SAT work (about 7 hours per run) showed that the maximum over ' +
        'positions reachable from the start is 33.'),
      h('li', {}, h('strong', {}, '33 is reachable,'), ' for either side to move; the first white line and the black 33 in the gallery are the ' +
        'author’s, published with that result; the second white line is our searcher’s own.')),
    h('h3', {}, 'Our reproduction'),
    h('p', {},
      'boardlab encodes “at least N legal moves and K empty squares” as a propositional formula (about 2,000 variables) and ' +
      'solves it with CaDiCaL natively (', h('code', {}, 'boardlab mobility prove'),
      '; every model is re-checked by the engine’s move generator). ' +
      'On a shared 2-core machine: N = 35 is unsatisfiable in 276 s; N = 34 is satisfiable in 5 s; N = 34 with 37 empties is ' +
      'satisfiable (276 s) and with 38 empties unsatisfiable (2,506 s). The reachability of 34 is not re-proved here: that needs ' +
      'the author’s much larger SAT encoding of whole games.'),
  );
}

export const page = { id: 'mobility', title: 'Mobility', create };
