// 6x6 against the perfect player natively: games whose every position is
// answered by `boardlab solve --size 6` (the built-in book, else a search of
// every move), one process per position as a user of the command runs it.
// The perfect player plays one of the best moves; the user's side plays
// random legal moves (`--play close`: random moves within 4 discs of the
// best, close games, the solver's hardest). Each answer's wall time is
// timed from the process's start to its end.
//
//   node scripts/bench-six-native.mjs [--lines 20] [--seed 1] [--colour black,white]
//        [--play random|close] [--threads 1] [--binary target/release/boardlab]
//
// Prints each line's slowest answer and, per colour, the slowest of all
// with its ply, empties and source: issue 18's goal is at most 1 s.
import { spawnSync } from 'node:child_process';
import { argument, median, seededRandom } from './bench-common.mjs';

const lines = Number(argument('--lines', 20));
const seed = Number(argument('--seed', 1));
const colours = argument('--colour', 'black,white').split(',');
const close = argument('--play', 'random') === 'close';
const threads = argument('--threads', '1');
const binary = argument('--binary', 'target/release/boardlab');
/** How many discs below the best a move of `--play close` may be. */
const CLOSE_DISCS = 4;

/** The solver's report on the position after `moves`, and its wall time in seconds. */
function solve(moves) {
  const started = performance.now();
  const run = spawnSync(binary, ['solve', '--size', '6', '--json', '--threads', threads, moves.join('')], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`boardlab solve ${moves.join('')}: ${run.stderr || run.error}`);
  return { report: JSON.parse(run.stdout), seconds };
}

const pick = (random, choices) => choices[Math.floor(random() * choices.length)];
const describe = ({ seconds, ply, empties, source }) => `${seconds.toFixed(2)} s (ply ${ply}, ${empties} empties, ${source})`;

console.log(`6x6 against the perfect player, ${binary} --threads ${threads}; ${lines} ${close ? 'close' : 'random'} lines per colour, seed ${seed}`);
for (const colour of colours) {
  const random = seededRandom(seed * 1000 + (colour === 'black' ? 1 : 2));
  const answers = [];
  for (let line = 1; line <= lines; line += 1) {
    const moves = [];
    let slowest = { seconds: 0 };
    for (;;) {
      const { report, seconds } = solve(moves);
      const answer = { seconds, ply: moves.length, empties: report.empties, source: report.source, line };
      answers.push(answer);
      if (seconds > slowest.seconds) slowest = answer;
      if (report.game_over) break;
      const valued = Object.entries(report.moves);
      if (valued.length === 0) throw new Error(`no move and no game over after ${moves.join('')}`);
      let choices = report.best;
      if (report.to_move === colour) {
        const best = Math.max(...valued.map(([, value]) => value));
        choices = valued.filter(([, value]) => !close || value >= best - CLOSE_DISCS).map(([square]) => square);
      }
      moves.push(pick(random, choices));
    }
    console.log(`${colour} line ${line}: slowest ${describe(slowest)}; ${moves.join('')}`);
  }
  const searched = answers.filter(({ source }) => source === 'search');
  const worst = (list) => list.reduce((a, b) => (b.seconds > a.seconds ? b : a), { seconds: 0 });
  console.log(`${colour}: slowest ${describe(worst(answers))} of ${answers.length} answers, line ${worst(answers).line}; ` +
    `median ${median(answers.map(({ seconds }) => seconds)).toFixed(3)} s; ` +
    `${searched.length} searched, median ${median(searched.map(({ seconds }) => seconds)).toFixed(3)} s`);
}
