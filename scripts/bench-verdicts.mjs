// The review's verdicts on estimated moves against a stronger engine's
// losses, on real games no training step read (BENCHMARKS.md, Review).
// `boardlab review` values each game; every move it estimates (a search,
// not the solver or the book) is valued again by the engine: the loss is
// the position's value plus the value after the move, each for its mover.
//
// usage: node scripts/bench-verdicts.mjs --engine "COMMAND" [--games N] [--file WTHOR]
//   COMMAND: a program that reads lines "BOARD SIDE" (64 squares a1..h8 of
//   X O -, X or O to move) and answers "MOVE VALUE" (or "pass VALUE") for
//   each, e.g. the Egaroucid for Web driver with "move 14".
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    games: { type: 'string', default: '10' },
    file: { type: 'string', default: '../shared/data/games/wthor/1977-2020/WTH_2020.wtb' },
  },
});
if (!args.engine) throw new Error('--engine "COMMAND" is needed');
const boardlab = (...argv) => JSON.parse(execFileSync('target/release/boardlab', [...argv, '--json'], { maxBuffer: 1 << 28 }));

// Every 26th game of the file, for games from across the year.
const games = boardlab('records', args.file).games.filter((game) => game.size === 8 && game.moves.length === 120);
const chosen = Array.from({ length: Number(args.games) }, (_, i) => games[(i * 26) % games.length]);

const moves = []; // { verdict, before, after }
for (const game of chosen) {
  const review = boardlab('review', game.moves);
  for (const ply of review.plies) {
    if (ply.source !== 'search' || 2 * ply.ply >= game.moves.length) continue;
    const prefix = game.moves.slice(0, 2 * ply.ply);
    const played = game.moves.slice(2 * ply.ply, 2 * ply.ply + 2);
    const verdict = review.mistakes.find((mistake) => mistake.ply === ply.ply && mistake.played === played);
    moves.push({
      verdict,
      before: boardlab('eval', prefix).board,
      after: boardlab('eval', prefix + played).board,
    });
  }
}

const [program, ...engineArgs] = args.engine.split(' ');
const lines = moves.flatMap(({ before, after }) => [before, after]).join('\n') + '\n';
const answers = execFileSync(program, engineArgs, { input: lines, maxBuffer: 1 << 28, stdio: ['pipe', 'pipe', 'ignore'] })
  .toString().trim().split('\n').map((line) => Number(line.split(' ')[1]));

let falseAlarms = 0;
let called = 0;
let bigLosses = 0;
let bigListed = 0;
let passes = 0;
const errors = [];
moves.forEach(({ verdict, before, after }, i) => {
  // A side that must pass after the move: the engine's value is then the mover's again.
  const moverAfter = after.endsWith(before.slice(-1));
  if (moverAfter) { passes += 1; return; }
  const loss = Math.max(0, answers[2 * i] + answers[2 * i + 1]);
  const kind = verdict?.kind;
  if (kind === 'mistake' || kind === 'blunder') {
    called += 1;
    if (loss < 2) falseAlarms += 1;
  }
  if (loss >= 6) {
    bigLosses += 1;
    if (verdict) bigListed += 1;
  }
  errors.push(Math.abs((verdict?.loss ?? 0) - loss));
});
const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
console.log(`${chosen.length} games, ${errors.length} estimated moves (${passes} before a pass left out)`);
console.log(`called a mistake or a blunder: ${called}, of which the engine's loss is under 2: ${falseAlarms}`);
console.log(`moves losing 6 or more by the engine: ${bigLosses}, listed: ${bigListed}`);
console.log(`listed loss against the engine's (0 where not listed): mean difference ${mean.toFixed(2)} discs`);
