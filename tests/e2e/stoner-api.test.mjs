// The stoner wasm API in node, on the module the page loads: bad input
// throws an ordinary Error naming the bad part (never a trap), and a census
// split into shares merges into the census of one share.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, WebGame, stonerCensusMerge, stonerCensusShare, stonerCheck, stonerShapes, stonerTurn } from '../../pkg/boardlab.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

const SEED = 'e6d6c6d7c8b6c7f7f6e8f8g8b7';
const seedBoard = () => stonerCheck(null, SEED, 14).board;

function throwsPlainly(call, words) {
  assert.throws(call, (error) => {
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `trapped: ${error.message}`);
    assert.match(error.message, words);
    return true;
  });
}

test('bad input is named, never a trap', () => {
  throwsPlainly(() => stonerCheck('nonsense', '', 14), /^board: /);
  throwsPlainly(() => stonerCheck(null, 'f5zz', 14), /^moves: zz is not a square/);
  throwsPlainly(() => stonerCheck(null, SEED, 0), /horizon 0 is out of range/);
  throwsPlainly(() => stonerCheck('-----OX--XO----- X', '', 14), /8x8 board/);
  throwsPlainly(() => stonerTurn(seedBoard(), 'S9', 'a8/b7/h8', 14, ''), /S9 is not a stoner shape/);
  throwsPlainly(() => stonerTurn(seedBoard(), 'S31', 'a8/b7/z9', 14, ''), /is not an orientation/);
  throwsPlainly(() => stonerTurn(seedBoard(), 'S4', 'a8/b7/h8', 14, ''), /shows no S4 in orientation a8\/b7\/h8/);
  throwsPlainly(() => stonerTurn(seedBoard(), 'S31', 'a8/b7/h8', 14, 'g7f5d8a1'), /^line: a1 is not a legal move/);
  // A legal move after the corner fell is still past the end of the proof game.
  const game = WebGame.load('8', null, `${SEED}g7f5d8h8`);
  const after = game.snapshot(17).legal[0].name;
  game.free();
  throwsPlainly(() => stonerTurn(seedBoard(), 'S31', 'a8/b7/h8', 14, `g7f5d8h8${after}`), /move 5 \([a-h][1-8]\) comes after the game is decided/);
  throwsPlainly(() => stonerCensusShare(13, 14, true, 2, 2, () => {}), /shard 3\/2 does not exist/);
  throwsPlainly(() => stonerCensusShare(40, 14, true, 0, 1, () => {}), /too deep/);
  // The census is exact, with no node budget: its horizon is bounded instead.
  throwsPlainly(() => stonerCensusShare(13, 30, true, 0, 1, () => {}), /^horizon 30 is too far for a census in the browser \(at most 16/);
  throwsPlainly(() => stonerCensusMerge(13, 17, true, []), /^horizon 17 is too far for a census/);
  const badLine = { stoner_like: 1, by_shape: [[1, 1], [0, 0], [0, 0]], by_family: [[1, 1], [0, 0]], successful: [['f5f5', 1, 4]], games: [], nodes: 0 };
  throwsPlainly(() => stonerCensusMerge(12, 14, true, [badLine]), /census parts: .*moves f5f5/);
  throwsPlainly(() => stonerCensusMerge(12, 14, true, 'nonsense'), /census parts/);
  // Parts are checked before anything is added up: counts that overflow
  // together, and distances beyond the horizon, are named.
  const [first, second] = [0, 1].map((index) => stonerCensusShare(13, 14, true, index, 2, () => {}));
  throwsPlainly(() => stonerCensusMerge(13, 14, true, [{ ...first, nodes: 2n ** 64n - 1n }, second]), /^the parts' counts add up to more than a count holds$/);
  const successful = [first, second].find((part) => part.successful.length);
  const [moves, pairs] = successful.successful[0];
  throwsPlainly(() => stonerCensusMerge(13, 14, true, [{ ...successful, successful: [[moves, pairs, 99]] }]), /^a proof game's distance 99 is beyond the census's horizon 14$/);
});

test('shares merge into the whole census; the shapes and a check come back as data', () => {
  const whole = stonerCensusMerge(12, 14, true, [stonerCensusShare(12, 14, true, 0, 1, () => {})]);
  const parts = [0, 1, 2].map((index) => stonerCensusShare(12, 14, true, index, 3, () => {}));
  assert.deepEqual(stonerCensusMerge(12, 14, true, parts), whole);
  assert.equal(whole.stoner_like_lines, 48);
  assert.equal(whole.successful_lines, 0);
  assert.deepEqual(stonerShapes().map((shape) => [shape.shape, shape.trigger]), [['S4', 'c8'], ['S31', 'd8'], ['S3', 'd8']]);
  const [match] = stonerCheck(null, SEED, 14).matches;
  assert.equal(match.distance, 4);
  assert.deepEqual(match.steps.map((step) => step.square), ['g7', 'f5', 'd8', 'h8']);
  assert.deepEqual(stonerTurn(seedBoard(), 'S31', 'a8/b7/h8', 14, 'g7'), { turn: 'attacker', reply: 'f5', winning: true });
});
