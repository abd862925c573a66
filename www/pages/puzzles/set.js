// The puzzles and the user's progress: the built-in set (www/data/puzzles.json,
// made by `boardlab puzzles` from real tournament games: docs/study.md),
// and what the browser keeps of the user's answers (ui/store.js): the
// puzzles solved, the current streak of right answers and the best one.
import { get, put } from '../../ui/store.js';
import { t } from '../../ui/lang.js';
import { number } from '../../ui/words.js';

const SET_URL = new URL('../../data/puzzles.json', import.meta.url);
const PROGRESS = 'puzzles';

let loading = null;
/** The built-in puzzles (the engine's `Puzzle` objects: board, to_move, answer, value, second_best, moves, empties, source, difficulty, level). */
export function builtInPuzzles() {
  loading ??= fetch(SET_URL).then((response) => {
    if (!response.ok) throw new Error(t('the puzzles could not be downloaded ({status})', { status: response.status }));
    return response.json();
  }).then((set) => set.puzzles);
  return loading;
}

const empty = () => ({ solved: [], missed: [], streak: 0, best: 0 });

/** The progress kept: `{ solved, missed, streak, best }` (puzzle numbers from 1). */
export async function loadProgress() {
  return { ...empty(), ...((await get('state', PROGRESS)) ?? {}) };
}

/** The progress after answering puzzle `number` right or wrong (a puzzle counts once: its first answer), kept. */
export async function recordAnswer(progress, number, correct) {
  const first = !progress.solved.includes(number) && !progress.missed.includes(number);
  const next = { ...progress };
  if (first) next[correct ? 'solved' : 'missed'] = [...progress[correct ? 'solved' : 'missed'], number];
  next.streak = correct ? progress.streak + 1 : 0;
  next.best = Math.max(progress.best, next.streak);
  await put('state', next, PROGRESS);
  return next;
}

/** The first puzzle not answered yet (from 1), else 1. */
export function firstOpen(puzzles, progress) {
  const at = puzzles.findIndex((_, index) => !progress.solved.includes(index + 1) && !progress.missed.includes(index + 1));
  return at < 0 ? 1 : at + 1;
}

/** How hard a puzzle is, in words: its level, then why (the engine's three parts of the difficulty). */
export function difficultyWords(puzzle) {
  const values = Object.values(puzzle.moves);
  const worse = values.filter((value) => value < puzzle.value).length;
  const gap = puzzle.value - puzzle.second_best;
  const level = { easy: t('Easy'), medium: t('Medium'), hard: t('Hard') }[puzzle.level] ?? puzzle.level;
  return {
    level,
    why: t('{difficulty} of 100: {worse} of your {moves} moves lose ground; the next best loses {gap} discs against the answer; {empties} squares are still empty, so a wrong move is punished {far}.', {
      difficulty: puzzle.difficulty,
      worse: number(worse),
      moves: number(values.length),
      gap: number(gap),
      empties: number(puzzle.empties),
      far: puzzle.empties > 16 ? t('many moves later') : t('within a few moves'),
    }),
  };
}
