// The mobility lab's wasm API in node, on the module the page loads: every
// one-character edit of a board string reads or is refused with a message
// naming it (never a trap), what it reads re-reads to itself, bad budgets
// and sides are named, and the searchers and the checker return the
// engine's reports (the CLI's snake_case fields, with their seconds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, mobilityFreeSearch, mobilityReach, mobilityReachableSearch, mobilityReport } from '../../pkg/boardlab.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
const EDITS = [...'XOxo*bwBW-._ 1#é'].concat(['😀', '\u0000']);
const ignore = () => {};

test('every one-character edit of a board string reads, or is refused naming the value', () => {
  const texts = new Set();
  for (let at = 0; at <= START.length; at += 1) {
    texts.add(START.slice(0, at) + START.slice(at + 1));
    for (const edit of EDITS) {
      texts.add(START.slice(0, at) + edit + START.slice(at));
      texts.add(START.slice(0, at) + edit + START.slice(at + 1));
    }
  }
  let read = 0;
  for (const text of texts) {
    let report;
    try {
      report = mobilityReport(text);
    } catch (error) {
      assert.ok(!(error instanceof WebAssembly.RuntimeError), `trap on ${JSON.stringify(text)}`);
      assert.ok(error.message.startsWith(`'${text}' is `), `${JSON.stringify(text)}: ${error.message}`);
      continue;
    }
    read += 1;
    const again = mobilityReport(report.board);
    assert.deepEqual(again, report, text);
    assert.equal(report.black_moves.length, report.black, text);
    assert.equal(report.white_moves.length, report.white, text);
    assert.deepEqual(report.legal.map((spot) => spot.name), report.legal_moves, text);
    assert.equal(report.black_discs + report.white_discs + report.empties, 64, text);
  }
  assert.ok(read > 100, `only ${read} edits read`);
  // The instance still works after all that.
  assert.equal(mobilityReport(START).black, 4);
});

test('the report of a board is the engine’s, in snake_case', () => {
  const report = mobilityReport(START.replace(' X', ' O'));
  assert.deepEqual(
    { ...report, description: undefined },
    {
      black: 4,
      white: 4,
      to_move: 'white',
      board: START.replace(' X', ' O'),
      legal_moves: ['e3', 'f4', 'c5', 'd6'],
      violations: [],
      black_moves: ['d3', 'c4', 'f5', 'e6'],
      white_moves: ['e3', 'f4', 'c5', 'd6'],
      black_discs: 2,
      white_discs: 2,
      empties: 60,
      description: undefined,
      legal: [
        { name: 'e3', col: 4, row: 2 },
        { name: 'f4', col: 5, row: 3 },
        { name: 'c5', col: 2, row: 4 },
        { name: 'd6', col: 3, row: 5 },
      ],
    },
  );
  assert.match(report.description, /^8x8 Othello board, white to move, 60 empty squares\. Black has 2 discs and 4 legal moves: d3/);
});

test('bad input is named', () => {
  assert.throws(() => mobilityReport('nonsense'), {
    message: "'nonsense' is not a board string: a board string has 16, 36 or 64 squares then the side to move; found 8 squares",
  });
  assert.throws(() => mobilityReport('-----OX--XO----- X'), {
    message: "'-----OX--XO----- X' is a 4x4 board: the mobility lab works on 8x8 boards only",
  });
  for (const [seconds, written] of [[0, '0'], [-1, '-1'], [3601, '3601'], [NaN, 'NaN'], [Infinity, 'inf']]) {
    assert.throws(() => mobilityFreeSearch(1, seconds, 0, ignore, ignore), {
      message: `seconds: ${written} is not a time budget (more than 0 and at most 3600)`,
    });
  }
  assert.throws(() => mobilityReachableSearch('purple', 1, 0, ignore, ignore), {
    message: "side: 'purple' is not a side to move (black, white or either)",
  });
  assert.throws(() => mobilityReach('XO X', 1, ignore), /^Error: 'XO X' is not a board string/);
});

test('the searchers and the checker return the engine’s reports with their seconds', () => {
  const improvements = [];
  let progressed = 0;
  const free = mobilityFreeSearch(1, 20, 30, () => (progressed += 1), (best) => improvements.push(best));
  assert.ok(free.best_count >= 30, `${free.best_count}`);
  assert.ok(progressed > 0 && improvements.length > 0);
  assert.equal(improvements.at(-1).best_count, free.best_count);
  assert.equal(mobilityReport(free.board).black, free.best_count);
  assert.equal(mobilityReport(free.sparsest_board).black, free.best_count);
  assert.equal(mobilityReport(free.sparsest_board).empties, free.most_empties);
  assert.ok(free.seconds >= free.seconds_to_best && free.seconds > 0);

  const beam = mobilityReachableSearch('white', 20, 20, ignore, ignore);
  assert.ok(beam.best_count >= 20 && beam.to_move === 'white', JSON.stringify(beam));
  assert.equal(mobilityReport(beam.board).white, beam.best_count);
  assert.match(beam.moves, /^([a-h][1-8])+$/);

  const afterF5 = `${START.slice(0, 36)}XX${START.slice(38, 64)} O`;
  const reach = mobilityReach(afterF5, 20, ignore);
  assert.deepEqual({ ...reach, nodes: undefined, seconds: undefined }, {
    status: 'reachable',
    moves: 'f5',
    reason: 'a line of 1 moves reaches it (verified by replaying it)',
    board: afterF5,
    nodes: undefined,
    seconds: undefined,
  });
  assert.ok(reach.nodes > 0 && reach.seconds >= 0);
  const island = mobilityReach(`X${START.slice(1)}`, 20, ignore);
  assert.deepEqual([island.status, island.moves, island.reason], ['unreachable', null, 'discs on a1 are not connected to the centre']);
});
