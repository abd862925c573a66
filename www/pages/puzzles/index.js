// The puzzles page: endgame positions from real games where one move (or a
// few of equal value) is best. The user plays an answer on the board; the
// exact solver in a worker values every move (check.js), the verdict and
// the values show (info.js), a wrong move's refutation is played out on the
// board, and the progress is kept in the browser (set.js). The address is
// the state: `puzzle` (from 1), the puzzle's `board`, and the `moves`
// played from it.
import { integer } from '../../game/address.js';
import { createGameController } from '../../game/controller.js';
import { othelloRules } from '../../game/rules.js';
import { COLORS } from '../../ui/board-colors.js';
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { gameMessage } from '../../ui/message.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { stepControls } from '../../ui/steps.js';
import { boardValue } from '../../ui/words.js';
import { checkAnswer, presolve } from './check.js';
import { puzzleInfo } from './info.js';
import { builtInPuzzles, firstOpen, loadProgress, recordAnswer } from './set.js';

const SETTINGS = { puzzle: integer({ min: 1, max: 100_000, fallback: null, what: t('a puzzle number') }) };
// A refutation steps forward this often.
const STEP_MS = 700;

function create(section, shell) {
  const rules = othelloRules();
  let puzzles = [];
  let progress = null;
  let verdict = null; // { key, values, ... } of the answer shown
  let userMove = null; // the move the user just played, so its answer counts in the progress
  let stepping = null;

  const game = createGameController({ shell, rules, settings: SETTINGS, mayPlay: ({ snapshot }) => snapshot.plies === 0 });
  const puzzleOf = (state) => puzzles[(state.settings.puzzle ?? 1) - 1];
  const open = (number, moves) => game.open({ puzzle: String(number), board: puzzles[number - 1].board, moves, ply: moves ? '1' : undefined });
  const info = puzzleInfo({
    onNext: () => open((game.state.settings.puzzle % puzzles.length) + 1),
    onRetry: () => open(game.state.settings.puzzle),
  });

  // After the answer, the values of the moves valued so far on the puzzle's position.
  const decorate = (state) => {
    if (state.snapshot.ply !== 0 || !verdict?.values || verdict.key.split(':')[0] !== String(state.settings.puzzle)) return {};
    const value = (spot) => verdict.values[spot.name];
    const squares = state.snapshot.legal.filter((spot) => value(spot) !== undefined);
    return {
      legal: [],
      labels: squares.map((spot) => ({ col: spot.col, row: spot.row, text: boardValue(value(spot)) })),
      highlights: squares.filter((spot) => value(spot) === verdict.value).map((spot) => ({ col: spot.col, row: spot.row, color: COLORS.best })),
    };
  };
  const board = othelloBoard(game, {
    decorate,
    play: (move) => {
      userMove = move;
      game.play(move);
    },
  });

  /** Steps through the refutation while the user leaves the board alone. */
  function playOut(from) {
    clearTimeout(stepping);
    stepping = setTimeout(() => {
      const { snapshot } = game.state;
      if (snapshot.ply !== from || snapshot.ply >= snapshot.plies || section.hidden) return;
      game.step(from + 1);
      playOut(from + 1);
    }, STEP_MS);
  }

  async function check(state, puzzle, move) {
    const number = state.settings.puzzle;
    const key = `${number}:${move}`;
    verdict = { key };
    const counts = userMove === move;
    userMove = null;
    let refuted = false;
    info.working();
    // Each step redraws what is known: the verdict first, then the other moves' values.
    const onStep = (found) => {
      if (verdict.key !== key) return;
      const first = verdict.correct === undefined;
      verdict = { key, ...found };
      info.answer(found, move);
      if (first && counts) {
        recordAnswer(progress, number, found.correct).then((kept) => {
          progress = kept;
          info.progress(progress, puzzles.length);
        });
      }
      const line = found.line?.join('') ?? '';
      if (!found.correct && line && !refuted && game.state.snapshot.moves === move) {
        refuted = true;
        open(number, move + line);
        playOut(1);
      }
      game.redraw();
    };
    try {
      await checkAnswer(puzzle, move, onStep);
    } catch (failure) {
      if (verdict.key === key) info.failed(engineText(failure.message));
    }
  }

  game.subscribe((state) => {
    const puzzle = puzzleOf(state);
    if (!puzzle) return;
    info.show(puzzle, state.settings.puzzle, puzzles.length);
    presolve(puzzle).catch(() => {});
    const move = state.snapshot.transcript[0]?.name;
    if (!move) {
      verdict = null;
      info.clear();
    } else if (verdict?.key !== `${state.settings.puzzle}:${move}`) {
      check(state, puzzle, move);
    }
  });

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' }, h('div', { class: 'board-frame' }, board), stepControls(game, { prefix: 'puzzles-' })),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' }, othelloStatus(game, { prefix: 'puzzles-' }), gameMessage(game, { notice: ({ snapshot }) => rules.notice(snapshot), end: rules.end })),
        info.panel,
        h('div', { class: 'panel' },
          h('h2', {}, t('About these puzzles')),
          h('p', { class: 'hint' }, t('Each position comes from a real tournament game, with 10 to 20 empty squares. The side to move has one best move, or a few of equal value; the next best is worse, often losing. After your answer the solver plays every move out to the end of the game, perfectly for both sides, and shows what each is worth in discs.'))))),
  );
  game.bindKeys(section);

  return {
    async show(params) {
      try {
        puzzles = await builtInPuzzles();
        progress ??= await loadProgress();
      } catch (failure) {
        game.show({ puzzle: params.puzzle });
        game.fail(engineText(failure.message));
        return;
      }
      info.progress(progress, puzzles.length);
      const asked = /^\d+$/.test(params.puzzle ?? '') ? Number(params.puzzle) : firstOpen(puzzles, progress);
      const number = Math.min(Math.max(asked, 1), puzzles.length);
      const { board, ...rest } = params;
      const same = board === puzzles[number - 1].board;
      game.show({ ...rest, puzzle: String(number), board: puzzles[number - 1].board, moves: same ? params.moves : undefined, ply: same ? params.ply : undefined });
    },
  };
}

export const page = { id: 'puzzles', title: 'Puzzles', create };
