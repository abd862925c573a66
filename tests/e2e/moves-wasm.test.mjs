// The workers' moves and flips against the portable reference, where they
// run: in WebAssembly. The workers' build (pkg/) has SIMD
// (src/board/moves_simd128.rs); the page's core build (pkg-core/) is built
// without it (scripts/build-wasm.sh), so its moves are the portable code of
// src/board/moves.rs. Both builds read the same random positions, dense
// with long runs of the opponent's discs, and must agree on every legal
// move and every position a move leads to; the workers' perft (its cache
// keyed by the canonical form, from the SIMD images of
// src/board/symmetry_simd128.rs) must give the exact counts from the 8x8
// start. The same images feed the learned evaluation, which
// players-wasm.test.mjs checks against native arena results.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as workers from '../../pkg/boardlab.js';
import * as core from '../../pkg-core/boardlab.js';

const compile = (dir) => new WebAssembly.Module(readFileSync(new URL(`../../${dir}/boardlab_bg.wasm`, import.meta.url)));
const workersModule = compile('pkg');
const coreModule = compile('pkg-core');
workers.initSync({ module: workersModule });
core.initSync({ module: coreModule });

/** The target features a module was compiled with (LLVM's custom section). */
function features(module) {
  const [section] = WebAssembly.Module.customSections(module, 'target_features');
  return section ? new TextDecoder().decode(section) : '';
}

/** mulberry32, seeded, so that a failure reproduces. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A board string of `side` squares a side: some empties, then mostly the
 * opponent's discs, so that rays run long and often reach the edge. */
function randomBoard(random, side) {
  const empty = [0.05, 0.2, 0.4, 0.7][Math.floor(random() * 4)];
  const mover = random() < 0.5 ? 'X' : 'O';
  const other = mover === 'X' ? 'O' : 'X';
  let squares = '';
  for (let i = 0; i < side * side; i += 1) {
    const r = random();
    squares += r < empty ? '-' : r < empty + (1 - empty) * 0.3 ? mover : other;
  }
  return `${squares} ${mover}`;
}

/** The legal moves of the game's position after `ply` moves, and the
 * board each of them leads to. */
function movesAndResults(game, ply) {
  const { legal, board } = game.snapshot(ply);
  const results = legal.map(({ name }) => {
    game.play(ply, name);
    const after = game.snapshot(ply + 1).board;
    game.undo();
    return [name, after];
  });
  return { board, results };
}

test('the workers build has SIMD and the page build has not', () => {
  // Otherwise the comparison below would compare a build with itself.
  assert.match(features(workersModule), /simd128/);
  assert.doesNotMatch(features(coreModule), /simd128/);
});

test('SIMD moves and flips equal the portable ones on random positions', () => {
  const random = generator(41);
  let moves = 0;
  for (const [size, count] of [[8, 600], [6, 100], [4, 100]]) {
    for (let n = 0; n < count; n += 1) {
      const board = randomBoard(random, size);
      const fast = workers.WebGame.load(String(size), board, '');
      const reference = core.WebGame.load(String(size), board, '');
      assert.equal(fast.error, undefined, board);
      assert.equal(reference.error, undefined, board);
      const expected = movesAndResults(reference, 0);
      assert.deepEqual(movesAndResults(fast, 0), expected, board);
      moves += expected.results.length;
      fast.free();
      reference.free();
    }
  }
  // The positions are not all without moves: the check compared flips.
  assert.ok(moves > 2000, `only ${moves} moves compared`);
});

test('SIMD perft from the 8x8 start gives the exact counts', () => {
  const counts = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284];
  const start = workers.WebGame.load('8', null, '');
  const board = start.snapshot(0).board;
  start.free();
  counts.forEach((leaves, depth) => {
    assert.equal(workers.perft(board, depth, () => {}), leaves, `depth ${depth}`);
  });
});

/** Perft's last two plies by the page build's moves: for each move, the replies after it, at least one (a pass or the end is one leaf). */
function repliesByMoves(size, board) {
  const game = core.WebGame.load(String(size), board, '');
  // Loading a position whose mover must pass passes: none to count from.
  const moved = game.snapshot(0).board.slice(-1) === board.slice(-1);
  const { results } = movesAndResults(game, 0);
  game.free();
  if (!moved) return 0;
  return results.reduce((sum, [, after]) => {
    // A game passes for a player without a move (the side to move is then
    // the mover's again): that reply is one leaf, as is the game's end.
    if (after.slice(-1) === board.slice(-1)) return sum + 1;
    const next = core.WebGame.load(String(size), after, '');
    const { legal } = next.snapshot(0);
    next.free();
    return sum + Math.max(legal.length, 1);
  }, 0);
}

test('SIMD perft\'s last two plies, kept in the vector lanes, equal the page build\'s moves on random positions', () => {
  const random = generator(43);
  let compared = 0;
  for (const [size, count] of [[8, 300], [6, 60], [4, 60]]) {
    for (let n = 0; n < count; n += 1) {
      const board = randomBoard(random, size);
      const expected = repliesByMoves(size, board);
      if (!expected) continue; // the mover must pass: perft's pass, not these plies
      assert.equal(workers.perft(board, 2, () => {}), expected, board);
      compared += 1;
    }
  }
  assert.ok(compared > 250, `only ${compared} positions compared`);
});
