// The wasm API under random and mutated input, run in node on the same
// module the page loads: every call either returns or throws an ordinary
// Error with a message; none traps (a Rust panic would surface as a
// WebAssembly.RuntimeError and poison the instance).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, perft, WebGame } from '../../pkg/boardlab.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

/** A small seeded generator (mulberry32) so failures reproduce. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n) => Math.floor(next() * n),
    pick(items) {
      return items[Math.floor(next() * items.length)];
    },
  };
}

const ALPHABET = [...'abcdefghijkABCDEFGHpsPS012345678990-_,. XOxo*bw\t\n#&=<>"\'\\'].concat(['é', '漢', '😀', '\u0000', '\u200b']);
const VALID = [
  'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2c8b5a6b4a4a5a3c4',
  'e6f4c3c4d3d6e3c2b3',
  'b1a1d3c1a2a3d2d1b4a4c4d4',
  'c2b2a2a1e4c5b5c1b3f5d1a5b1e3e2f1f3e1d5a3d2e6f2f4e5d6b4a4b6c6a6f6',
  `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`,
  '-----OX--XO----- X',
  'f5 pa d6 -- ps e3',
];

function randomText(random) {
  const length = random.below(80);
  return Array.from({ length }, () => random.pick(ALPHABET)).join('');
}

function mutate(random, text) {
  const chars = [...text];
  for (let edits = 1 + random.below(4); edits > 0; edits -= 1) {
    const at = random.below(chars.length + 1);
    const kind = random.below(3);
    if (kind === 0) chars.splice(at, 0, random.pick(ALPHABET));
    else if (kind === 1) chars.splice(at, 1);
    else chars[at] = random.pick(ALPHABET);
  }
  return chars.join('');
}

/** Calls `action`; an exception must be an ordinary Error with a message. */
function survives(action, context) {
  try {
    return action();
  } catch (error) {
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `trap on ${context}: ${error}`);
    assert.ok(error instanceof Error && error.message.length > 0, `odd throw on ${context}: ${error}`);
    return undefined;
  }
}

test('random and mutated strings never trap the wasm API', () => {
  const random = generator(20240611);
  for (let round = 0; round < 4000; round += 1) {
    const text = random.below(2) ? randomText(random) : mutate(random, random.pick(VALID));
    const size = random.pick(['4', '6', '8', '8', '5', '', 'x', '1e3', '-6']);
    const board = random.below(3) === 0 ? mutate(random, random.pick(VALID.slice(4, 6))) : null;
    const context = JSON.stringify({ size, board, text });
    const game = WebGame.load(size, board, text);
    assert.ok(game.error === undefined || typeof game.error === 'string', context);
    const ply = random.pick([0, game.plies, random.below(100), -1, 2 ** 40]);
    const snapshot = game.snapshot(ply);
    assert.equal(snapshot.discs.length, snapshot.size * snapshot.size, context);
    assert.equal(snapshot.black + snapshot.white, [...snapshot.discs].filter((disc) => disc !== '-').length);
    assert.equal(snapshot.transcript.length, game.plies, context);
    survives(() => game.play(random.below(70), random.pick([mutate(random, 'd3'), randomText(random), 'c4'])), context);

    // What the page writes back reads again to the same game, error-free.
    const end = game.snapshot(game.plies);
    const again = WebGame.load(String(end.size), end.start ?? null, end.moves);
    assert.equal(again.error, undefined, context);
    assert.equal(again.snapshot(again.plies).board, end.board, context);
    again.free();

    // Each count allocates the 6 MiB cache: one round in eight is enough.
    if (random.below(8) === 0) {
      survives(() => perft(random.below(2) ? text : snapshot.board, random.below(3), () => {}), context);
    }
    game.free();
  }
  // The instance still works after all that.
  const start = WebGame.load('8', null, '');
  assert.equal(start.snapshot(0).legal.length, 4);
  assert.equal(perft(start.snapshot(0).board, 5, () => {}), 1396);
});

test('errors come back as values or messages', () => {
  const game = WebGame.load('8', null, 'f5d6c3zz');
  assert.equal(game.error, 'moves: zz is not a square');
  assert.equal(game.snapshot(3).moves, 'f5d6c3');
  assert.throws(() => game.play(0, 'a1'), { message: 'a1 is not a legal move for black at move 1' });
  assert.throws(() => game.play(0, 'k9'), { message: 'k9 is not a square' });
  assert.throws(() => perft('nonsense', 3, () => {}), /^Error: board: /);
  assert.throws(() => perft(game.snapshot(0).board, 31, () => {}), { message: 'depth 31 is too deep (at most 30)' });
  // A progress callback that throws does not stop the count.
  assert.equal(perft(game.snapshot(0).board, 6, () => { throw new Error('ignored'); }), 8200);
  game.play(1, 'f6');
  assert.equal(game.snapshot(2).moves, 'f5f6');
  assert.equal(game.undo(), 'f6');
  assert.equal(game.plies, 1);
  game.free();
});
