// The players' wasm API in node, on the module the page loads: arena runs
// split into tallied shares give the native CLI's results (committed
// fixtures, themselves checked against the native engine in
// tests/players.rs) and replay any of its games from the seed; bad input
// throws messages naming the offending part and never traps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  initSync,
  arenaGame,
  arenaSummary,
  arenaTally,
  checkSeed,
  compareRuns,
  playerName,
  seedExperiment,
  WebAnalyzer,
  WebGame,
  WebPlayer,
} from '../../pkg/boardlab.js';
import { mergeShares } from '../../www/work/analysis-merge.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

const fixture = (name) => JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8'));

/** A run played in `shares` parts, as the page's workers play it, then summarized. */
function runInShares({ black, white, games, seed }, shares) {
  const tallies = [];
  for (let share = 0; share < shares; share += 1) {
    const start = Math.round((games * share) / shares);
    const end = Math.round((games * (share + 1)) / shares);
    const reports = [];
    tallies.push(arenaTally(black, white, games, String(seed), '8', 0, start, end, (done, total) => reports.push([done, total])));
    assert.deepEqual(reports.at(-1), [end - start, end - start], 'the last report says the share is done');
  }
  return arenaSummary(black, white, String(seed), '8', 0, tallies);
}

for (const [name, shares] of [['arena_three_ply_random_200_seed1.json', [1, 2, 3]], ['arena_strong2_three_ply_20_seed7.json', [2]]]) {
  test(`the wasm arena gives the native result (${name}) however it is split, and replays its games`, () => {
    const native = fixture(name);
    for (const count of shares) {
      const { first_games: firstGames, ...summary } = runInShares(native, count);
      assert.deepEqual({ ...summary, records: native.records }, native, `${count} shares: the summary`);
      assert.deepEqual(firstGames, native.black_discs.map((games, discs) => (games ? native.records.findIndex((record) => record.black === discs) : null)));
    }
    const { black, white, games, seed } = native;
    for (const index of [0, 1, games - 1]) {
      assert.deepEqual(arenaGame(black, white, games, String(seed), '8', 0, index), native.records[index], `game ${index}`);
    }
  });
}

test('the player plays the moves the seed and ply give, and answers a finished game with nothing', () => {
  const game = WebGame.load('8', null, '');
  const player = new WebPlayer('Three-Ply');
  assert.equal(player.name, 'three-ply');
  for (let ply = 0; ply < 100 && !game.snapshot(game.plies).result; ply += 1) {
    const board = game.snapshot(game.plies).board;
    const square = player.choose(board, '42', game.plies);
    assert.equal(new WebPlayer('three-ply').choose(board, '42', game.plies), square, 'the same seed and ply, the same move');
    game.play(game.plies, square);
  }
  assert.ok(game.snapshot(game.plies).result);
  assert.equal(player.choose(game.snapshot(game.plies).board, '42', game.plies), undefined);
  game.free();
});

test('the analysis gives every legal move its exact value near the end, the same whether the moves are shared out or not, agreeing with the strong player', () => {
  // A game of random moves up to 14 empty squares: the exact solver values every move.
  const game = WebGame.load('8', null, '');
  const random = new WebPlayer('random');
  for (let snapshot = game.snapshot(0); 64 - snapshot.black - snapshot.white > 14; snapshot = game.snapshot(game.plies)) {
    game.play(game.plies, random.choose(game.snapshot(game.plies).board, '3', game.plies));
  }
  const snapshot = game.snapshot(game.plies);
  const legal = snapshot.legal.map((spot) => spot.name);
  assert.ok(legal.length > 1);
  const whole = new WebAnalyzer().analyse(snapshot.board, undefined, undefined, 3);
  assert.equal(whole.board, snapshot.board);
  assert.deepEqual(Object.keys(whole.moves).sort(), [...legal].sort());
  assert.ok(Object.values(whole.moves).every((valued) => valued.source === 'exact' && Number.isInteger(valued.value)));
  assert.equal(whole.exact, true);
  // Best first, and each line starts with its move and carries its value.
  const values = Object.values(whole.moves).map((valued) => valued.value);
  assert.deepEqual(values, [...values].sort((a, b) => b - a));
  for (const line of whole.lines) assert.equal(whole.moves[line.moves.slice(0, 2)].value, line.value);
  // Two workers' shares (the engine deals them) gathered as the page gathers them: the same values.
  const shares = [0, 1].map((share) => [new WebAnalyzer().analyse(snapshot.board, share, 2, 3)]);
  assert.deepEqual(shares.flatMap(([part]) => Object.keys(part.moves)).sort(), [...legal].sort());
  const joined = mergeShares(shares, 3);
  assert.deepEqual(joined.moves, whole.moves);
  assert.deepEqual(joined.lines.map((line) => line.value), whole.lines.map((line) => line.value));
  const chosen = new WebPlayer('strong:1').choose(snapshot.board, '1', game.plies);
  assert.equal(whole.moves[chosen].value, values[0]);
  game.free();
});

test('bad names, seeds, shares and records throw messages naming them', () => {
  assert.throws(() => new WebPlayer('minimax'), { message: "'minimax' is not a player (use random, three-ply, strong, strong:N, classic or classic:N)" });
  assert.throws(() => playerName('strong:99'), { message: "'99' in strong:N is not a depth from 1 to 30" });
  assert.equal(playerName(' STRONG:04 '), 'strong:4');
  assert.equal(checkSeed(' 007'), '7');
  assert.throws(() => checkSeed('-1'), /^Error: '-1' is not a whole number/);
  assert.throws(() => checkSeed('18446744073709551616'), /^Error: '18446744073709551616' is not a whole number/);
  const start = WebGame.load('8', null, '').snapshot(0).board;
  assert.throws(() => new WebPlayer('random').choose(start, 'x', 0), /^Error: seed: 'x' is not a whole number/);
  assert.throws(() => new WebPlayer('random').choose('nonsense', '1', 0), /^Error: board: /);
  assert.throws(() => new WebAnalyzer().analyse('XO', undefined, undefined, 3), /^Error: board: /);
  assert.throws(() => new WebAnalyzer().analyse(start, 2, 2, 3), /^Error: share /);
  assert.throws(() => arenaTally('random', 'random', 0, '1', '8', 0, 0, 0, () => {}), { message: '0 games: choose from 1 to 1000000' });
  assert.throws(() => arenaTally('random', 'random', 10, '1', '8', 0, 5, 11, () => {}), { message: 'games 5..11 are not a share of a run of 10' });
  assert.throws(() => arenaTally('random', 'random', 10, '1', '5', 0, 0, 10, () => {}), /^Error: size: /);
  assert.throws(() => arenaTally('random', 'nobody', 10, '1', '8', 0, 0, 10, () => {}), /'nobody' is not a player/);
  assert.throws(() => arenaTally('random', 'random', 10, '1', '8', 61, 0, 10, () => {}), { message: 'openings: 61 random plies is too many (choose from 0 to 60)' });
  assert.throws(() => arenaGame('random', 'random', 10, '1', '8', 0, 10), { message: 'game 10 is not one of a run of 10 (0 to 9)' });
  // A throwing progress callback does not stop the run.
  const three = arenaTally('random', 'random', 3, '1', '8', 0, 0, 3, () => { throw new Error('ignored'); });
  assert.equal(three.games, 3);
  // Tallies are checked before anything is added: counts that do not add
  // up, or would overflow together, are named, never summed.
  const broken = (change) => arenaSummary('random', 'random', '1', '8', 0, [change(structuredClone(three))]);
  assert.throws(() => broken((tally) => ({ ...tally, games: 4 })), { message: 'tally 0: its black discs do not add up to its 4 games' });
  assert.throws(() => broken((tally) => ({ ...tally, black_wins: Number.MAX_SAFE_INTEGER, white_wins: Number.MAX_SAFE_INTEGER })), { message: 'tally 0: its wins do not add up to its 3 games' });
  assert.throws(() => broken((tally) => ({ ...tally, black_discs: tally.black_discs.slice(1) })), { message: 'tally 0: black discs, not one per disc count of a 8x8 board' });
  assert.throws(() => broken((tally) => ({ ...tally, games: -1 })), /^Error: tallies: /);
  assert.throws(() => broken((tally) => ({ ...tally, games: 1.5 })), /^Error: tallies: /);
  assert.throws(() => arenaSummary('random', 'random', '1', '8', 0, [{ games: 1 }]), /^Error: tallies: /);
  assert.throws(() => arenaSummary('random', 'random', '1', '8', 0, 'x'), /^Error: tallies: /);
  assert.throws(() => arenaSummary('random', 'random', '1', '8', 0, []), { message: '0 games: choose from 1 to 1000000' });
  assert.throws(() => compareRuns([1, 2], [1, 2, 3]), /^Error: first run: \[wins, losses, draws\] expected/);
});

test("the seed's experiment compared with a run of the same shares is within chance, with a far one not", () => {
  const seed = seedExperiment();
  assert.deepEqual(seed, { black: 'three-ply', white: 'random', games: 5000, counts: [3391, 1480, 129] });
  assert.equal(compareRuns(seed.counts, seed.counts).within_chance, true);
  const far = compareRuns([2859, 1890, 251], seed.counts);
  assert.equal(far.within_chance, false);
  assert.ok(far.chi_square.statistic > 100 && far.rate_difference < -0.09);
});
