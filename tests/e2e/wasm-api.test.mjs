// The wasm API under random and mutated input, run in node on the same
// module the page loads: every call either returns or throws an ordinary
// Error with a message; none traps (a Rust panic would surface as a
// WebAssembly.RuntimeError and poison the instance).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from '../../pkg/boardlab.js';

const { initSync, perft, WebGame } = wasm;

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

// Hostile values by the kind of parameter they are passed for. Text
// parameters get text (or nothing): the generated glue reads any other
// value as memory and traps, so the workers' job modules check that
// first (www/work/jobs/text.js; tests/e2e/lanes.test.mjs).
const TEXTS = ['', 'zz', '\u0000', '漢😀', 'a'.repeat(5000), '-1', '99999999999999999999', 'f5'.repeat(400), ' 8 ', null, undefined];
const NUMBERS = [-1, NaN, 1e309, -1e309, 2 ** 40, 0.5, 0, 61, 4294967296, -0];
// Time budgets: what is accepted runs that long, so only refusals are tried.
const BUDGETS = [-1, NaN, 1e309, -1e309, 2 ** 40, 0, -0, 86_401];
const VALUES = ['x', 42, null, undefined, {}, [], [{}], [[1, 2]], { games: -1 }, [{ games: 2 ** 60 }], [1, 2, 3]];
const CALLBACKS = [() => { throw new Error('ignored'); }, 42, null];
// Byte arrays (an opening book file): empty, garbage, truncated, and values that are no bytes at all.
const BYTES = [new Uint8Array(0), new Uint8Array([1, 2, 3]), Uint8Array.from({ length: 4096 }, (_, i) => (i * 131) & 255), new Uint8Array(8).fill(255), 'x', 42, null, undefined, {}, [1, 2, 300], [-1]];
const KINDS = { text: TEXTS, number: NUMBERS, budget: BUDGETS, value: VALUES, callback: CALLBACKS, flag: [true, false, 0, 'x'], bytes: BYTES };

// Every export with cheap valid arguments and the kind of each; each
// argument in turn is replaced by every hostile value of its kind. The
// Gobblet perfect player and the exact solver keep what they proved
// between calls, so one of each takes every hostile call and must still
// answer right afterwards; the solver gets 4x4 positions (a hostile but
// valid 8x8 position would be minutes of honest work, bounded elsewhere).
/** `use(object)`, then the object freed (each holds its own tables: hundreds kept would fill wasm's 4 GiB). */
function freed(object, use) {
  try {
    return use(object);
  } finally {
    object.free();
  }
}
const start8 = () => WebGame.load('8', null, '').snapshot(0).board;
const start4 = '-----OX--XO----- X';
const gobbletPlayer = new wasm.GobbletPlayer();
const solver = new wasm.WebSolver(12);
const BOOK = new Uint8Array(readFileSync(new URL('../../www/data/book6.bin', import.meta.url)));
const SAMPLE = '-,-,-/-,L,-/-,-,- 2 loss 12\n-,l,-/-,L,-/-,-,- 1 win 11\n';
const CALLS = {
  arenaGame: [(...a) => wasm.arenaGame(...a), [['random', 'text'], ['random', 'text'], [10, 'number'], ['1', 'text'], ['8', 'text'], [0, 'number'], [0, 'number']]],
  arenaTally: [(...a) => wasm.arenaTally(...a), [['random', 'text'], ['random', 'text'], [10, 'number'], ['1', 'text'], ['8', 'text'], [0, 'number'], [0, 'number'], [10, 'number'], [() => {}, 'callback']]],
  arenaSummary: [(...a) => wasm.arenaSummary(...a), [['random', 'text'], ['random', 'text'], ['1', 'text'], ['8', 'text'], [0, 'number'], [[], 'value']]],
  checkSeed: [(...a) => wasm.checkSeed(...a), [['1', 'text']]],
  playerName: [(...a) => wasm.playerName(...a), [['strong:3', 'text']]],
  compareRuns: [(...a) => wasm.compareRuns(...a), [[[1, 2, 3], 'value'], [[3, 2, 1], 'value']]],
  gameGgf: [(...a) => wasm.gameGgf(...a), [['8', 'text'], [null, 'text'], ['f5d6', 'text'], ['Ann', 'text'], ['Bob', 'text']]],
  mobilityReport: [(...a) => wasm.mobilityReport(...a), [[start8(), 'text']]],
  mobilityReach: [(...a) => wasm.mobilityReach(...a), [[start8(), 'text'], [0.01, 'budget'], [() => {}, 'callback']]],
  mobilityFreeSearch: [(...a) => wasm.mobilityFreeSearch(...a), [[1, 'number'], [0.01, 'budget'], [0, 'number'], [() => {}, 'callback'], [() => {}, 'callback']]],
  mobilityReachableSearch: [(...a) => wasm.mobilityReachableSearch(...a), [['black', 'text'], [0.01, 'budget'], [0, 'number'], [() => {}, 'callback'], [() => {}, 'callback']]],
  perft: [(...a) => wasm.perft(...a), [[start4, 'text'], [3, 'number'], [() => {}, 'callback']]],
  stonerCheck: [(...a) => wasm.stonerCheck(...a), [[null, 'text'], ['f5', 'text'], [14, 'number']]],
  stonerTurn: [(...a) => wasm.stonerTurn(...a), [[start8(), 'text'], ['S31', 'text'], ['a8/b7/h8', 'text'], [14, 'number'], ['', 'text']]],
  stonerCensusShare: [(...a) => wasm.stonerCensusShare(...a), [[2, 'number'], [14, 'number'], [true, 'flag'], [0, 'number'], [1, 'number'], [() => {}, 'callback']]],
  stonerCensusMerge: [(...a) => wasm.stonerCensusMerge(...a), [[2, 'number'], [14, 'number'], [true, 'flag'], [[], 'value']]],
  WebGobblet: [(moves, ply, mv) => { const game = wasm.WebGobblet.load(moves); game.snapshot(ply); game.play(ply, mv); game.free(); }, [['Lb2Sa1', 'text'], [1, 'number'], ['Mc3', 'text']]],
  WebPlayer: [(spec, board, seed, ply) => freed(new wasm.WebPlayer(spec), (player) => player.choose(board, seed, ply)), [['random', 'text'], [start8(), 'text'], ['1', 'text'], [0, 'number']]],
  WebHints: [(board) => freed(new wasm.WebHints(), (hints) => hints.evaluate(board)), [[start4, 'text']]],
  WebRecords: [(text, offset, limit, number) => freed(wasm.WebRecords.read(text), (records) => { records.filter(text, text, offset, limit); records.game(number); records.ggf(number); }), [['f5d6c3', 'text'], [0, 'number'], [10, 'number'], [0, 'number']]],
  WebRecordsOpen: [(names, files) => freed(wasm.WebRecords.open(names, files), () => {}), [[['a.ggf'], 'value'], [[new Uint8Array([40, 59])], 'value']]],
  WebReviewer: [(size, board, moves, ply, exact) => freed(new wasm.WebReviewer(size), (reviewer) => reviewer.analyse(board, moves, ply, exact)), [[4, 'number'], [null, 'text'], ['', 'text'], [0, 'number'], [true, 'flag']]],
  reviewReport: [(...a) => wasm.reviewReport(...a), [[4, 'number'], [null, 'text'], ['b1', 'text'], [[null, null], 'value']]],
  seedExperiment: [(...a) => wasm.seedExperiment(...a), [['ignored', 'value']]],
  stonerShapes: [(...a) => wasm.stonerShapes(...a), [['ignored', 'value']]],
  stonerOrientations: [(...a) => wasm.stonerOrientations(...a), [['ignored', 'value']]],
  strongEndgameEmpties: [(...a) => wasm.strongEndgameEmpties(...a), [['ignored', 'value']]],
  GobbletPlayerNew: [(...a) => freed(new wasm.GobbletPlayer(...a), (player) => player.firstMoves()), [['ignored', 'value']]],
  GobbletAnalyse: [(moves, ply) => gobbletPlayer.analyse(moves, ply), [['Lb2Sa1', 'text'], [2, 'number']]],
  GobbletBest: [(moves, ply) => gobbletPlayer.best(moves, ply), [['Lb2Sa1Mc3', 'text'], [3, 'number']]],
  GobbletFirstMoves: [(...a) => gobbletPlayer.firstMoves(...a), [['ignored', 'value']]],
  GobbletSample: [(text) => gobbletPlayer.valuesOfSample(text), [[SAMPLE, 'text']]],
  WebSolverNew: [(bits) => freed(new wasm.WebSolver(bits), (fresh) => fresh.nodes), [[10, 'number']]],
  WebSolverSolve: [(board, scoring, progress) => solver.solve(board, scoring, progress), [[start4, 'text'], ['wof', 'text'], [() => {}, 'callback']]],
  WebSolverSolveBest: [(board, scoring) => solver.solveBest(board, scoring), [[start4, 'text'], ['raw', 'text']]],
  WebSolverBestMove: [(board, scoring) => solver.bestMove(board, scoring), [[start4, 'text'], ['wof', 'text']]],
  WebSolverLookup: [(board, scoring) => solver.lookup(board, scoring), [[start4, 'text'], ['wof', 'text']]],
  WebSolverLoadBook: [(bytes) => freed(new wasm.WebSolver(10), (fresh) => fresh.loadBook(bytes)), [[BOOK, 'bytes']]],
};

test('every export under hostile arguments returns or throws a plain error, never a trap', () => {
  let calls = 0;
  for (const [name, [call, params]] of Object.entries(CALLS)) {
    const valid = params.map(([value]) => value);
    survives(() => call(...valid), `${name} with valid arguments`);
    params.forEach(([, kind], at) => {
      for (const hostile of KINDS[kind]) {
        const args = valid.map((value, index) => (index === at ? hostile : value));
        survives(() => call(...args), `${name} argument ${at} = ${String(hostile).slice(0, 40)}`);
        calls += 1;
      }
    });
  }
  assert.ok(calls > 400, `${calls} calls`);
  // The instance still works after all that, and the held players still answer right.
  assert.equal(perft(start8(), 4, () => {}), 244);
  assert.deepEqual(gobbletPlayer.valuesOfSample(SAMPLE), ['loss 12', 'win 11']);
  assert.equal(gobbletPlayer.best('', 0).value.value, 'win');
  const solved = solver.solve(start4, 'wof');
  assert.equal(solved.value, -10);
  assert.deepEqual(solved.best, ['b1', 'a2', 'd3', 'c4']);
  assert.equal(solver.bestMove(start4, 'raw').value, -8);
});

test('the Gobblet player and the exact solver name what is wrong', () => {
  assert.throws(() => gobbletPlayer.analyse('Lb2zz', 2), /^Error: .*zz/);
  assert.throws(() => gobbletPlayer.valuesOfSample('nonsense'), /^Error: sample line 1: /);
  assert.throws(() => new wasm.WebSolver(40), { message: 'a table of 2^40 slots is not offered (use 10 to 24)' });
  assert.throws(() => new wasm.WebSolver(-1), { message: 'a table of 2^4294967295 slots is not offered (use 10 to 24)' });
  assert.throws(() => solver.solve('XO', 'wof'), /^Error: board: /);
  assert.throws(() => solver.solve(start4, 'best'), /^Error: scoring: /);
  assert.throws(() => solver.loadBook(new Uint8Array([1, 2, 3])), /^Error: opening book: /);
  assert.ok(solver.loadBook(BOOK) > 0, 'the real book reads');
});
