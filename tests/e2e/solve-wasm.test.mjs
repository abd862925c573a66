// The solver's wasm face in node, on the module the page loads: it agrees
// with the native solver's annotated 4x4 lines (tests/data/lines_4x4, the
// output of `boardlab solve --line`) move by move, with FFO-derived 8x8
// figures, and it never traps on bad input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, WebGame, WebReviewer, WebSolver } from '../../pkg/boardlab.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

test('every position of the three 4x4 lines has the native solver’s values', () => {
  const solver = new WebSolver(16);
  let positions = 0;
  for (const name of ['diagonal', 'vertical', 'parallel']) {
    const line = JSON.parse(readFileSync(new URL(`../data/lines_4x4/${name}.json`, import.meta.url), 'utf8'));
    for (const step of line.steps) {
      const solved = solver.solve(step.board, line.scoring);
      assert.equal(solved.board, step.board);
      assert.equal(solved.to_move, step.to_move);
      assert.equal(solved.value, step.solution.value, `${name} after ${step.ply}`);
      assert.deepEqual(solved.best, step.solution.best, `${name} after ${step.ply}`);
      // An object square → value, as the CLI's, written best first.
      assert.deepEqual(Object.entries(solved.moves), step.solution.moves, `${name} after ${step.ply}`);
      positions += 1;
    }
  }
  assert.equal(positions, 11 + 10 + 13);
});

test('the value agrees with the best child’s negated value, and bestMove with solve, over a 4x4 game', () => {
  const solver = new WebSolver(16);
  const game = WebGame.load('4', null, 'd3d4c4b4a1d2a4c1d1b1');
  for (let ply = 0; ply < game.plies; ply += 1) {
    const board = game.snapshot(ply).board;
    for (const scoring of ['raw', 'wof']) {
      const solved = solver.solve(board, scoring);
      const quick = solver.bestMove(board, scoring);
      assert.equal(quick.value, solved.value);
      assert.ok(solved.best.includes(quick.best), `${board} ${scoring}: ${quick.best} is one of ${solved.best}`);
      for (const [square, value] of Object.entries(solved.moves)) {
        const child = WebGame.load('4', board, square);
        const after = solver.solve(child.snapshot(1).board, scoring);
        // A child where the opponent must pass is valued for the side that
        // passes (+ 0 turns a negated 0 into 0).
        const sign = after.to_move === solved.to_move ? 1 : -1;
        assert.equal(sign * after.value + 0, value, `${board} ${scoring} ${square}`);
        child.free();
      }
    }
  }
});

test('a late 8x8 endgame from FFO #40 keeps its value', () => {
  const solver = new WebSolver(20);
  // FFO #40 (+38 for black) after best play a2 b1 c1 (white passes) b6.
  const solved = solver.solve('OOXXXXXXXOXXXXXXOOXOXOOXOOXXOOXXOOXOOOXX-X-OOOOX----O--X-------- O', 'wof');
  assert.equal(solved.value, -38);
  assert.deepEqual(solved.best, ['b7', 'c7']);
  assert.equal(solved.empties, 16);
});

// A book made natively for a late 6x6 position (22 empties, 3 plies):
// boardlab solve --size 6 --board "OOO-----XXX---OX--XOXX--O---X------- X" --book tests/data/book6_late.bin --book-plies 3
test('an opening book answers what it knows with the search’s values, and nothing else', () => {
  const root = 'OOO-----XXX---OX--XOXX--O---X------- X';
  const searched = new WebSolver(20).solve(root, 'wof');
  const solver = new WebSolver(12);
  assert.equal(solver.loadBook(readFileSync(new URL('../data/book6_late.bin', import.meta.url))), 9);
  const known = solver.lookup(root, 'wof');
  assert.equal(known.source, 'book');
  assert.equal(searched.source, 'search');
  for (const field of ['value', 'best', 'to_move', 'empties']) assert.deepEqual(known[field], searched[field], field);
  assert.deepEqual(Object.entries(known.moves), Object.entries(searched.moves), 'moves, best first');
  // solve answers from the book too, without searching.
  assert.equal(solver.solve(root, 'wof').nodes, 0);
  // The book's values are wof: raw scoring, and positions it does not hold, are searched.
  assert.equal(solver.lookup(root, 'raw'), undefined);
  assert.equal(solver.lookup('--------------OX----XO-------------- X', 'wof'), undefined);
  assert.throws(() => solver.loadBook(new Uint8Array([66, 76, 66, 75, 1])), /opening book: /);
  assert.throws(() => solver.loadBook(new Uint8Array([1, 2, 3])), /opening book: not an opening book/);
});

test('bad boards, scorings and table sizes throw errors naming the part; nothing traps', () => {
  const solver = new WebSolver(12);
  const cases = [
    ['XXO', 'wof', /board/],
    ['-----OX--XO----- Q', 'wof', /board/],
    ['-----OX--XO----- X', 'best', /best is not a scoring rule/],
    ['', 'raw', /board/],
  ];
  for (const [board, scoring, pattern] of cases) {
    assert.throws(() => solver.solve(board, scoring), (error) => !(error instanceof WebAssembly.RuntimeError) && pattern.test(error.message));
    assert.throws(() => solver.bestMove(board, scoring), (error) => !(error instanceof WebAssembly.RuntimeError) && pattern.test(error.message));
  }
  assert.throws(() => new WebSolver(40), /2\^40 slots is not offered/);
  // A finished game and a side that must pass answer without moves.
  const full = solver.solve('XXXXXXXXXXXXXXXO X', 'raw');
  assert.equal(full.game_over, true);
  assert.deepEqual(full.moves, {});
  assert.equal(full.value, 14);
  // Still usable after the errors.
  assert.equal(solver.solve('-----OX--XO----- X', 'raw').value, -8);
});

test('a 6x6 reviewer answers the openings from the book it is handed', () => {
  const reviewer = new WebReviewer(6);
  assert.throws(() => reviewer.loadBook(new Uint8Array([1, 2, 3])), /opening book: not an opening book/);
  assert.ok(reviewer.loadBook(readFileSync(new URL('../../www/data/book6.bin', import.meta.url))) > 0);
  const analysis = reviewer.analyse(null, 'c2', 1, true);
  assert.equal(analysis.source, 'book');
  assert.equal(analysis.value, -4);
  reviewer.free();
});
