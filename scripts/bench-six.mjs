// 6x6 against the perfect player in the browser, as a user plays it: on
// the small-boards page (values on), the user's side plays random legal
// moves (with `--play close`, random moves within 4 discs of the best:
// close games, the solver's hardest), and every wait is timed: from the
// user's click until the perfect player's move is on the board (its 250 ms
// pause to let the move be seen included; when the user must pass, each of
// its moves from the one before), and from its move until the values of the
// user's next moves are listed.
//
//   node scripts/bench-six.mjs [--lines 20] [--seed 1] [--colour black|white] [--play random|close] [--size 6] [--dist]
//
// Each line opens a fresh page (a cold worker and table, as a new visitor
// has). Prints each line's slowest wait and, per colour, the slowest of all
// with its ply: issue 18's goal is at most 2 s.
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { argument, benchRoot, median, seededRandom } from './bench-common.mjs';

const lines = Number(argument('--lines', 20));
const seed = Number(argument('--seed', 1));
const colours = argument('--colour', 'black,white').split(',');
const size = Number(argument('--size', 6));
const close = argument('--play', 'random') === 'close';
/** How many discs below the best a move of `--play close` may be. */
const CLOSE_DISCS = 4;
/** Longer than any wait the page should have: a wait this long fails the run. */
const PATIENCE_MS = 300_000;

/** What the page shows now: its ply, and whether it is over or the user's turn with moves valued. */
const look = (page, colour) => page.evaluate((side) => {
  const ply = Number(document.querySelector('#board').dataset.ply);
  if (!document.querySelector('#small-result').hidden) return { ply, state: 'over' };
  const turn = document.querySelector('#small-turn').textContent;
  const mine = turn.toLowerCase().startsWith(side) && turn.includes('(you)');
  const valued = [...document.querySelectorAll('#small-move-values li')]
    .filter((item) => item.querySelector('button:not([disabled])'))
    .map((item) => ({ square: item.dataset.square, value: Number(item.dataset.value) }));
  return { ply, state: mine && valued.length ? 'mine' : 'waiting', valued };
}, colour);

/** Polls until the user's turn (moves valued) or the end. Each move of the
 *  perfect player's is timed on its own, from the click or its previous
 *  move (when the user must pass, its moves follow one another, each
 *  after its pause), and the values from its last move. */
async function waitForTurn(page, colour, after, since) {
  const moves = [];
  let [last, lastPly] = [since, after];
  for (;;) {
    const seen = await look(page, colour);
    const now = performance.now();
    if (after >= 0 && seen.ply > lastPly) {
      moves.push({ what: 'move', ply: seen.ply, wait: now - last });
      [last, lastPly] = [now, seen.ply];
    }
    if (seen.state !== 'waiting') return { ...seen, waits: [...moves, { what: 'values', ply: seen.ply, wait: now - last }] };
    if (now - since > PATIENCE_MS) throw new Error(`no answer after ${PATIENCE_MS / 1000} s at ply ${seen.ply}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const session = await launch({ root: benchRoot() });
try {
  console.log(`${size}x${size} against the perfect player (Chromium ${session.browser.version()}), ${lines} ${close ? 'close' : 'random'} lines per colour, seed ${seed}`);
  for (const colour of colours) {
    const random = seededRandom(seed * 1000 + (colour === 'black' ? 1 : 2));
    let worst = { wait: 0 };
    const all = [];
    for (let line = 1; line <= lines; line += 1) {
      const page = await openPage(session, `#page=small&size=${size}&player=${colour}&values=1`);
      let since = performance.now();
      // The ply the perfect player's move must pass (as white, its first move).
      let after = colour === 'white' ? 0 : -1;
      const moves = [];
      let slowest = { wait: 0 };
      for (;;) {
        const turn = await waitForTurn(page, colour, after, since);
        // The perfect player's moves (none when the user is first to move) and the values after them.
        for (const wait of turn.waits) {
          all.push(wait.wait);
          if (wait.wait > slowest.wait) slowest = wait;
        }
        if (turn.state === 'over') break;
        const best = Math.max(...turn.valued.map(({ value }) => value));
        const choices = close ? turn.valued.filter(({ value }) => value >= best - CLOSE_DISCS) : turn.valued;
        const { square } = choices[Math.floor(random() * choices.length)];
        moves.push(square);
        after = turn.ply + 1;
        since = performance.now();
        await page.click(`#small-move-values li[data-square="${square}"] button`);
      }
      const position = await page.$eval('#board', (board) => board.dataset.position);
      await page.context().close();
      console.log(`${colour} line ${line}: slowest ${(slowest.wait / 1000).toFixed(2)} s (${slowest.what} at ply ${slowest.ply}); user's moves ${moves.join('')}; end ${position}`);
      if (slowest.wait > worst.wait) worst = { ...slowest, line };
    }
    console.log(`${colour}: slowest wait ${(worst.wait / 1000).toFixed(2)} s (${worst.what} at ply ${worst.ply}, line ${worst.line}); ` +
      `median wait ${(median(all) / 1000).toFixed(3)} s over ${all.length}`);
  }
} finally {
  await session.close();
}
