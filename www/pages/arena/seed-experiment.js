// Seed 003's experiment (three-ply against random, 5000 games, about 12
// hours then) beside the run shown when it is the same match, with the
// engine's verdict: is the difference within chance?
import { compareRuns, seedExperiment } from '../../engine.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { SOURCES } from '../../ui/sources.js';
import { number } from '../../ui/words.js';
import { interval, percent } from './numbers.js';

const SEED = seedExperiment();

/** `{ panel, button }`; `runOf(state)` is the run shown, `onRun(changes)` runs the seed's match with the set-up's seed. */
export function seedExperimentPanel(game, { runOf, onRun }) {
  const body = h('tbody', {});
  const verdict = h('p', { id: 'arena-seed-verdict', class: 'arena-verdict' });
  const button = h('button', {
    id: 'arena-seed-run',
    type: 'button',
    // The blog's games start from the start: no random openings.
    onClick: () => onRun({ black: SEED.black, white: SEED.white, games: String(SEED.games), openings: '0' }),
  }, `Run it: ${number(SEED.games)} games`);

  game.subscribe((state) => {
    const summary = runOf(state)?.summary;
    const ours = summary && summary.black === SEED.black && summary.white === SEED.white && !summary.openings
      ? [summary.black_wins, summary.white_wins, summary.draws]
      : null;
    const rows = ['Black wins', 'White wins', 'Draws'].map((label, index) =>
      h('tr', {}, h('th', {}, label), h('td', { class: 'num' }, number(SEED.counts[index])), h('td', { class: 'num' }, ours ? number(ours[index]) : '–')));
    rows.push(h('tr', {}, h('th', {}, 'Black’s win rate [95%]'),
      h('td', { class: 'num' }, percent(SEED.counts[0] / SEED.games)),
      h('td', { class: 'num' }, ours ? `${percent(summary.black_win_rate.rate)} ${interval(summary.black_win_rate)}` : '–')));
    body.replaceChildren(...rows);
    if (!ours) {
      verdict.textContent = `Run ${SEED.black} (black) against ${SEED.white} to compare with the blog’s games.`;
      verdict.dataset.withinChance = '';
      return;
    }
    const comparison = compareRuns(ours, SEED.counts);
    const difference = comparison.rate_difference * 100;
    const pValue = comparison.chi_square.p_value;
    const p = pValue < 1e-4 ? pValue.toExponential(0) : pValue.toFixed(pValue < 0.01 ? 4 : 2);
    verdict.dataset.withinChance = String(comparison.within_chance);
    verdict.textContent =
      `${comparison.within_chance ? 'The difference is within chance' : 'The difference is not within chance'}: ` +
      `the blog’s and this run’s wins, losses and draws give chi-square = ${comparison.chi_square.statistic.toFixed(1)} (2 degrees of freedom, p = ${p}). ` +
      `This run’s black win rate is ${Math.abs(difference).toFixed(1)} points ${difference < 0 ? 'below' : 'above'} the blog’s ` +
      `(95% interval of the difference: ${(comparison.difference_low * 100).toFixed(1)} to ${(comparison.difference_high * 100).toFixed(1)} points).`;
  });

  const panel = h('div', { class: 'panel', id: 'arena-seed-panel' },
    h('h2', {}, `A PowerShell player’s ${percent(SEED.counts[0] / SEED.games, 0)}, played again`),
    h('p', { class: 'hint' }, `In ${SOURCES.arena}, its three-ply player (black) met a random player ${number(SEED.games)} times, in about 12 hours, and won ${percent(SEED.counts[0] / SEED.games, 0)} of the games. ` +
      'Run the same match here and compare the two: a ', term('chi-square'), ' test says whether the difference could be chance.'),
    h('table', { id: 'arena-seed-table', class: 'arena-table' },
      h('thead', {}, h('tr', {}, h('th', {}, `${SEED.black} (black) vs ${SEED.white}`), h('th', { class: 'num' }, 'the blog’s games'), h('th', { class: 'num', id: 'arena-seed-ours-head' }, 'this run'))),
      body),
    verdict,
    h('div', { class: 'row' }, button));
  return { panel, button };
}
