// Writes tests/data/analysis_e18-22.json: positions of real games (the
// 2020 WTHOR year) at 18 to 22 empty squares, each with every move's
// exact value from the native solver, for the browser's analysis test to
// check its values against (`boardlab solve --json`).
// Run: node scripts/analysis-fixture.mjs target/release-test/boardlab
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const [program = 'target/release/boardlab'] = process.argv.slice(2);
const FILE = '../shared/data/games/wthor/1977-2020/WTH_2020.wtb';
// Game number (from 1) and moves played: 22, 20 and 18 empty squares.
const CUTS = [[3, 38], [5, 40], [7, 40], [9, 42]];

const run = (...args) => JSON.parse(execFileSync(program, [...args, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 }));
const games = run('records', FILE).games;
const positions = CUTS.map(([number, played]) => {
  const moves = games.find((game) => game.number === number).moves.slice(0, 2 * played);
  const solved = run('solve', moves);
  return { game: number, moves, board: solved.board, value: solved.value, values: solved.moves };
});
writeFileSync('tests/data/analysis_e18-22.json', `${JSON.stringify(positions, null, 1)}\n`);
console.log(positions.map((position) => `${position.game}: ${position.board} ${position.value}`).join('\n'));
