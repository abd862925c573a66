// The results of the run shown: wins and draws with the win rates' likely
// ranges (95% intervals), the histogram of black's final disc counts (a bar opens its
// first game in the replay) and the corner table, the seed's two summaries.
import { h } from '../../ui/dom.js';
import { howComputed } from '../../ui/how.js';
import { t } from '../../ui/lang.js';
import { histogram } from './chart.js';
import { playerWords } from '../../ui/players.js';
import { number, plural } from '../../ui/words.js';
import { interval, percent } from './numbers.js';

/** `runOf(state)`: the run shown, or null; `onGame(index)` opens game `index` (from 0) of it. */
export function resultsPanel(game, { runOf, onGame }) {
  const body = h('tbody', {});
  const note = h('p', { class: 'hint', id: 'arena-results-note' });
  const chart = h('div', { class: 'arena-chart' });
  const corners = h('tbody', {});
  const panel = h('div', { class: 'panel', id: 'arena-results-panel', hidden: true },
    h('h2', {}, t('Results')),
    h('table', { id: 'arena-results', class: 'arena-table' },
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', { class: 'num' }, t('Games')), h('th', { class: 'num' }, t('Share')), h('th', { class: 'num' }, t('Likely range')))),
      body),
    note,
    howComputed(h('p', {}, t('Likely range: the 95% Wilson score interval of the win rate, from the counts of this run.'))),
    h('h2', { class: 'arena-subhead' }, t('Black’s discs at the end of each game')), chart,
    h('p', { class: 'hint' }, t('Bars right of the middle line: black has more than half the squares. Click a bar to replay its first game.')),
    h('h2', { class: 'arena-subhead' }, t('Corners taken (games; rows: black’s corners, columns: white’s)')),
    h('table', { id: 'arena-corners', class: 'arena-table arena-corners' },
      h('thead', {}, h('tr', {}, h('th', {}, t('black ╲ white')), [0, 1, 2, 3, 4].map((n) => h('th', { class: 'num' }, String(n))))),
      corners));

  let drawn = null;
  function draw(run) {
    const { summary } = run;
    const row = (label, games, rate, id) =>
      h('tr', { id },
        h('th', {}, label),
        h('td', { class: 'num' }, number(games)),
        h('td', { class: 'num' }, rate ? percent(rate.rate) : percent(games / summary.games)),
        h('td', { class: 'num' }, rate ? interval(rate) : ''));
    body.replaceChildren(
      row(t('Black wins ({player})', { player: playerWords(summary.black) }), summary.black_wins, summary.black_win_rate, 'arena-black-wins'),
      row(t('White wins ({player})', { player: playerWords(summary.white) }), summary.white_wins, summary.white_win_rate, 'arena-white-wins'),
      row(t('Draws'), summary.draws, null, 'arena-draws'),
    );
    const openings = summary.openings ? plural(summary.openings, ', each opening with {count} random ply', ', each opening with {count} random plies') : '';
    note.textContent = t('{black} (black) against {white} (white), {games} games from seed {seed}{openings}. ', { black: playerWords(summary.black), white: playerWords(summary.white), games: number(summary.games), seed: summary.seed, openings }) +
      t('Likely range: where the player’s true win rate lies, 19 times out of 20, judging by these games; more games make it narrower.');
    chart.replaceChildren(histogram(summary.black_discs, (discs) => {
      const index = summary.first_games[discs];
      if (index !== null && index !== undefined) onGame(index);
    }));
    const most = Math.max(1, ...summary.corners.flat());
    corners.replaceChildren(
      ...summary.corners.map((games, black) =>
        h('tr', {}, h('th', { class: 'num' }, String(black)),
          games.map((n) => {
            const cell = h('td', { class: 'num' }, number(n));
            // The cell's shade grows with its share of the largest count (light enough for the text).
            cell.style.backgroundColor = `rgba(47, 122, 82, ${(0.35 * n) / most})`;
            return cell;
          }))),
    );
  }

  game.subscribe((state) => {
    const run = runOf(state);
    panel.hidden = !run;
    if (run && run !== drawn) draw(run);
    drawn = run;
  });
  return panel;
}
