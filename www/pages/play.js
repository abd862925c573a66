// The play page: an 8x8 game against a computer player (random, three-ply,
// strong or strong:N) that thinks in the worker, with undo, a link to the
// game at any time and the strong player's hints. The address is the
// state: `moves`, `ai`, `you`, `seed`, `hints`. The engine decides every
// rule, move and value; this page shows them and forwards the user's clicks.
import { WebGame } from '../engine.js';
import { checkSeed, playerName } from '../../pkg/boardlab.js';
import { BoardView } from '../board-view.js';
import { copyLinkControls } from '../copy-link.js';
import { h } from '../dom.js';
import { JobCancelled, run } from '../jobs.js';
import { capitalized, describe, noticeOf } from '../describe.js';
import { formatHash } from '../route.js';

const DEFAULT_AI = 'three-ply';
const AI_CHOICES = [
  ['random', 'random: any legal move'],
  ['three-ply', 'three-ply: the seed’s player'],
  ['strong:1', 'strong:1 (1 ply)'],
  ['strong:2', 'strong:2'],
  ['strong:4', 'strong:4'],
  ['strong:6', 'strong:6'],
  ['strong', 'strong (10 plies or 10⁶ nodes)'],
];
const SIDES = ['black', 'white'];
const BEST_TINT = 'rgba(255, 214, 92, 0.55)';

const freshSeed = () => String(Math.floor(Math.random() * 2 ** 32));

/** A value in discs for a label: a sign, and one decimal for estimates. */
function signed(value, exact) {
  const text = exact || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
  return value > 0 ? `+${text}` : text;
}

function create(section, shell) {
  let params = {};
  let game = null;
  let gameKey = null;
  let snapshot = null;
  let error = '';
  let pending = null; // { key, job, started }
  let failedKey = null; // a question the worker failed on: not asked again for this view
  let keepMessage = false; // the computer's move keeps what the message says
  const hintsByBoard = new Map();
  let slowest = 0;

  const canvas = h('canvas', { id: 'board', role: 'img', 'aria-label': 'Othello board' });
  const view = new BoardView(canvas, {
    onSquare: ({ col, row }) => {
      const spot = userMay() ? snapshot.legal.find((legal) => legal.col === col && legal.row === row) : null;
      if (spot) play(spot.name);
    },
  });

  const blackCount = h('span', { id: 'play-black-count', class: 'count' });
  const whiteCount = h('span', { id: 'play-white-count', class: 'count' });
  const turn = h('p', { id: 'play-turn', class: 'turn' });
  const message = h('p', { id: 'message', class: 'message', 'aria-live': 'polite' });
  const thinkingText = h('span', {});
  const thinking = h('p', { id: 'play-thinking', class: 'play-thinking', hidden: true },
    h('span', { class: 'play-spinner', 'aria-hidden': 'true' }), thinkingText);
  const timing = h('p', { id: 'play-timing', class: 'hint' });

  const undoButton = h('button', { id: 'play-undo', type: 'button', title: 'Take back your last move and the reply', onClick: undo }, 'Undo');
  const newButton = h('button', { id: 'play-new', type: 'button', onClick: () => navigateTo({ moves: '', seed: freshSeed() }) }, 'New game');
  const hintsButton = h('button', { id: 'play-hints', type: 'button', 'aria-pressed': 'false', onClick: () => navigateTo({ hints: hintsOn() ? undefined : '1' }) }, 'Hints');
  const [copyButton, copyStatus] = copyLinkControls({ id: 'play-copy-link', statusId: 'play-copy-status', what: 'game' });

  const aiSelect = h('select', { id: 'play-ai', 'aria-label': 'Computer player', onChange: () => navigateTo({ ai: aiSelect.value }) });
  const sideButtons = SIDES.map((side) =>
    h('button', { type: 'button', id: `play-you-${side}`, dataset: { side }, onClick: () => navigateTo({ you: side }) }, capitalized(side)));
  const seedLabel = h('p', { id: 'play-seed', class: 'hint' });

  const hintsPanelStatus = h('p', { id: 'play-hints-status', class: 'hint' });
  const hintsList = h('ol', { id: 'play-hints-list', class: 'play-hints-list' });
  const hintsPanel = h('div', { class: 'panel', hidden: true }, h('h2', {}, 'Hints: the strong player’s value of each move'), hintsPanelStatus, hintsList);
  const transcript = h('ol', { id: 'play-transcript', class: 'transcript' });
  const boardLink = h('a', { id: 'play-board-link', href: '#' }, 'Study this game on the board page');

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' }, h('div', { class: 'board-frame' }, canvas)),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' },
          h('div', { class: 'score' },
            h('span', { class: 'disc disc-black', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, 'Black '), blackCount,
            h('span', { class: 'disc disc-white', 'aria-hidden': 'true' }), h('span', { class: 'visually-hidden' }, 'White '), whiteCount),
          turn, thinking, message, timing,
          h('div', { class: 'row' }, undoButton, hintsButton, newButton),
          h('div', { class: 'row' }, copyButton, copyStatus)),
        h('div', { class: 'panel' },
          h('h2', {}, 'Opponent'),
          h('div', { class: 'row play-setting' }, h('label', { for: 'play-ai', class: 'label' }, 'Computer'), aiSelect),
          h('div', { class: 'row play-setting' }, h('span', { class: 'label' }, 'You play'),
            h('div', { class: 'segmented', role: 'group', 'aria-label': 'Your colour' }, sideButtons)),
          seedLabel),
        hintsPanel,
        h('div', { class: 'panel' }, h('h2', {}, 'Moves'), transcript, h('p', { class: 'hint' }, boardLink)))),
  );

  const hintsOn = () => params.hints === '1';
  const aiColor = () => (params.you === 'white' ? 'black' : 'white');
  const userMay = () => !!snapshot && !snapshot.gameOver && snapshot.toMove === params.you;
  const aiToMove = () => !!snapshot && !snapshot.gameOver && snapshot.toMove === aiColor();

  /** The address of the game shown, in canonical form (defaults left out). */
  function canonical(changes = {}) {
    const merged = { ...params, ...changes };
    return {
      moves: merged.moves || undefined,
      ai: merged.ai === DEFAULT_AI ? undefined : merged.ai,
      you: merged.you === 'black' ? undefined : merged.you,
      seed: merged.seed,
      hints: merged.hints === '1' ? '1' : undefined,
    };
  }

  function navigateTo(changes, options) {
    failedKey = null;
    shell.navigate(canonical(changes), options);
  }

  function show(newParams) {
    const problems = [];
    let ai = DEFAULT_AI;
    try {
      ai = playerName(newParams.ai ?? DEFAULT_AI);
    } catch (failure) {
      problems.push(`ai=${newParams.ai}: ${failure.message}`);
    }
    let you = newParams.you ?? 'black';
    if (!SIDES.includes(you)) {
      problems.push(`you=${you} is not a side (black or white)`);
      you = 'black';
    }
    let seed = newParams.seed ?? freshSeed();
    try {
      seed = checkSeed(seed);
    } catch (failure) {
      problems.push(failure.message);
      seed = freshSeed();
    }
    const moves = newParams.moves ?? '';
    if (moves !== gameKey) {
      game?.free();
      game = WebGame.load('8', null, moves);
      if (game.error) problems.push(`moves: ${game.error}`);
    }
    params = { moves: game.moves(), ai, you, seed, hints: newParams.hints };
    gameKey = params.moves;
    error = problems.length ? problems.join('; ') : keepMessage ? error : '';
    keepMessage = false;
    shell.correct(canonical());
    snapshot = game.snapshot(game.plies);
    render();
    askEngine();
  }

  function play(square) {
    try {
      game.play(snapshot.ply, square);
    } catch (failure) {
      error = failure.message;
      render();
      return;
    }
    gameKey = game.moves();
    navigateTo({ moves: gameKey });
  }

  /** The moves before the user's last move (undefined when the user has not moved). */
  function beforeUsersLastMove() {
    const moves = game.transcript();
    let index = moves.length - 1;
    while (index >= 0 && moves[index].color !== params.you) index -= 1;
    return index < 0 ? undefined : moves.slice(0, index).map((move) => move.square).join('');
  }

  function undo() {
    const moves = beforeUsersLastMove();
    if (moves === undefined) return;
    pending?.job.cancel();
    navigateTo({ moves });
  }

  // --- the worker: the computer's moves and the hints ------------------------

  /** What the worker is asked for the position shown, if anything. */
  function question() {
    if (aiToMove()) {
      return { key: `move|${params.ai}|${params.seed}|${params.moves}`, job: 'player-move', args: { spec: params.ai, board: snapshot.board, seed: params.seed, ply: snapshot.ply } };
    }
    if (userMay() && hintsOn() && !hintsByBoard.has(snapshot.board)) {
      return { key: `hints|${snapshot.board}`, job: 'player-hints', args: { board: snapshot.board } };
    }
    return null;
  }

  function askEngine() {
    const asked = question();
    const wanted = asked?.key === failedKey ? null : asked;
    if (pending && pending.key !== wanted?.key) {
      // An answer for a position no longer shown would only delay the next one.
      pending.job.cancel();
      pending = null;
    }
    if (!wanted || pending) {
      renderThinking();
      return;
    }
    // Its own worker: the computer answers even while an arena or a count runs.
    const job = run(wanted.job, wanted.args, undefined, { lane: 'play' });
    const entry = { key: wanted.key, job, started: performance.now() };
    pending = entry;
    renderThinking();
    const tick = setInterval(renderThinking, 200);
    job.promise
      .then((result) => {
        if (pending !== entry) return;
        pending = null;
        if (wanted.job === 'player-move') moved(result);
        else {
          hintsByBoard.set(wanted.args.board, result.moves);
          render();
        }
      })
      .catch((failure) => {
        if (pending === entry) pending = null;
        if (failure instanceof JobCancelled) return;
        failedKey = wanted.key;
        error = `The ${wanted.job === 'player-move' ? 'computer player' : 'hints'} failed: ${failure.message}`;
        render();
      })
      .finally(() => {
        clearInterval(tick);
        renderThinking();
      });
  }

  /** The computer's move arrived: it replaces the address of the user's move, so Back undoes. */
  function moved({ square, seconds }) {
    slowest = Math.max(slowest, seconds);
    timing.dataset.seconds = String(seconds);
    timing.textContent = `${params.ai} answered in ${seconds.toFixed(2)} s (slowest so far: ${slowest.toFixed(2)} s).`;
    if (square === null) return;
    try {
      game.play(snapshot.ply, square);
    } catch (failure) {
      error = `The computer player chose ${square}: ${failure.message}`;
      render();
      return;
    }
    gameKey = game.moves();
    keepMessage = true;
    navigateTo({ moves: gameKey }, { replace: true });
  }

  // --- rendering ---------------------------------------------------------------

  function render() {
    const hints = userMay() && hintsOn() ? hintsByBoard.get(snapshot.board) : undefined;
    const best = hints?.length ? Math.max(...hints.map((hint) => hint.value)) : null;
    view.set({
      size: snapshot.size,
      discs: snapshot.discs,
      // With hints, the values mark the legal squares (a dot would sit under the text).
      legal: userMay() && !hints ? snapshot.legal : [],
      last: snapshot.last,
      labels: hints?.map((hint) => ({ col: hint.col, row: hint.row, text: signed(hint.value, hint.exact) })) ?? [],
      highlights: hints?.filter((hint) => hint.value === best).map((hint) => ({ col: hint.col, row: hint.row, color: BEST_TINT })) ?? [],
    });
    canvas.dataset.position = snapshot.board;
    canvas.dataset.ply = String(snapshot.ply);
    canvas.dataset.hints = hints ? String(hints.length) : '';
    canvas.setAttribute('aria-label', describe(snapshot));

    blackCount.textContent = String(snapshot.black);
    whiteCount.textContent = String(snapshot.white);
    turn.dataset.side = snapshot.toMove ?? 'none';
    turn.textContent = snapshot.gameOver
      ? 'Game over'
      : snapshot.toMove === params.you
        ? `Your move (${snapshot.toMove})`
        : `${capitalized(snapshot.toMove)} to move (${params.ai})`;

    const notice = noticeOf(snapshot);
    const verdict = snapshot.gameOver && snapshot.outcome.winner
      ? (snapshot.outcome.winner === params.you ? ' You win.' : ` The computer (${params.ai}) wins.`)
      : '';
    message.textContent = error || (notice && notice + verdict);
    message.setAttribute('role', error ? 'alert' : 'status');
    message.className = `message${error ? ' error' : notice ? ' notice' : ''}`;
    message.dataset.end = snapshot.gameOver ? 'over' : '';

    undoButton.disabled = beforeUsersLastMove() === undefined;
    hintsButton.setAttribute('aria-pressed', String(hintsOn()));
    hintsButton.textContent = hintsOn() ? 'Hide hints' : 'Hints';
    renderSettings();
    renderHints(hints);
    renderTranscript();
    renderThinking();
  }

  function renderSettings() {
    const choices = AI_CHOICES.some(([name]) => name === params.ai) ? AI_CHOICES : [...AI_CHOICES, [params.ai, params.ai]];
    if (aiSelect.dataset.choices !== choices.map(([name]) => name).join()) {
      aiSelect.replaceChildren(...choices.map(([name, label]) => h('option', { value: name }, label)));
      aiSelect.dataset.choices = choices.map(([name]) => name).join();
    }
    aiSelect.value = params.ai;
    for (const button of sideButtons) button.setAttribute('aria-pressed', String(button.dataset.side === params.you));
    seedLabel.textContent = `Seed ${params.seed}: the computer’s random choices (ties, random moves) follow from it and the moves.`;
  }

  function renderHints(hints) {
    hintsPanel.hidden = !hintsOn();
    if (!hintsOn()) return;
    if (!userMay()) {
      hintsPanelStatus.textContent = snapshot.gameOver ? 'The game is over.' : 'Hints appear on your move.';
      hintsList.replaceChildren();
      return;
    }
    if (!hints) {
      hintsPanelStatus.textContent = 'The strong player is looking…';
      hintsList.replaceChildren();
      return;
    }
    hintsPanelStatus.textContent = 'Expected final disc margin for you after each move (exact when marked).';
    hintsList.replaceChildren(
      ...hints.map((hint) =>
        h('li', {},
          h('button', { type: 'button', class: 'chip', title: `Play ${hint.name}`, onClick: () => play(hint.name) }, hint.name),
          h('span', { class: 'play-hint-value' }, signed(hint.value, hint.exact)),
          h('span', { class: 'hint' }, hint.exact ? 'exact' : `${hint.depth} plies`))),
    );
  }

  function renderTranscript() {
    if (transcript.dataset.key === params.moves) return;
    const moves = game.transcript();
    transcript.replaceChildren(
      ...moves.map((move) =>
        h('li', {},
          h('span', { class: `move move-${move.color}` }, h('span', { class: 'move-number' }, String(move.ply)), move.square),
          move.passFollows ? h('span', { class: 'pass' }, 'pass') : null)),
    );
    if (!moves.length) transcript.append(h('li', { class: 'hint' }, 'No moves yet.'));
    transcript.dataset.key = params.moves;
    boardLink.href = formatHash({ moves: params.moves }) || '#';
    boardLink.hidden = !params.moves;
    transcript.scrollTop = transcript.scrollHeight;
  }

  function renderThinking() {
    const busy = !!pending;
    thinking.hidden = !busy;
    thinking.dataset.busy = String(busy);
    if (!busy) return;
    const seconds = ((performance.now() - pending.started) / 1000).toFixed(1);
    thinkingText.textContent = pending.key.startsWith('move|')
      ? `${params.ai} is thinking… ${seconds} s`
      : `The strong player is valuing your moves… ${seconds} s`;
  }

  return { show };
}

export const page = { id: 'play', title: 'Play', create };
