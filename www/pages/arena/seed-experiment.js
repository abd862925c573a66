// Seed 003's experiment (three-ply against random, 5000 games, about 12
// hours then) beside the run shown when it is the same match, with the
// engine's verdict: is the difference within chance?
import { compareRuns, seedExperiment } from '../../engine.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { howComputed } from '../../ui/how.js';
import { t, tParts } from '../../ui/lang.js';
import { playerWords } from '../../ui/players.js';
import { SOURCES } from '../../ui/sources.js';
import { number } from '../../ui/words.js';
import { interval, percent } from './numbers.js';

const SEED = seedExperiment();

/** `{ panel, button }`; `runOf(state)` is the run shown, `onRun(changes)` runs the seed's match with the set-up's seed. */
export function seedExperimentPanel(game, { runOf, onRun }) {
  const body = h('tbody', {});
  const verdict = h('p', { id: 'arena-seed-verdict', class: 'arena-verdict' });
  const method = h('p', { id: 'arena-seed-method' });
  const players = { black: playerWords(SEED.black), white: playerWords(SEED.white) };
  const button = h('button', {
    id: 'arena-seed-run',
    type: 'button',
    // The blog's games start from the start: no random openings.
    onClick: () => onRun({ black: SEED.black, white: SEED.white, games: String(SEED.games), openings: '0' }),
  }, t('Run it: {games} games', { games: number(SEED.games) }));

  game.subscribe((state) => {
    const summary = runOf(state)?.summary;
    const ours = summary && summary.black === SEED.black && summary.white === SEED.white && !summary.openings
      ? [summary.black_wins, summary.white_wins, summary.draws]
      : null;
    const rows = [t('Black wins'), t('White wins'), t('Draws')].map((label, index) =>
      h('tr', {}, h('th', {}, label), h('td', { class: 'num' }, number(SEED.counts[index])), h('td', { class: 'num' }, ours ? number(ours[index]) : '–')));
    rows.push(h('tr', {}, h('th', {}, t('Black’s win rate (likely range)')),
      h('td', { class: 'num' }, percent(SEED.counts[0] / SEED.games)),
      h('td', { class: 'num' }, ours ? `${percent(summary.black_win_rate.rate)} (${interval(summary.black_win_rate)})` : '–')));
    body.replaceChildren(...rows);
    if (!ours) {
      verdict.textContent = t('Run {black} (black) against {white} to compare with the blog’s games.', players);
      verdict.dataset.withinChance = '';
      method.textContent = t('Once this run is played: a chi-square test of the two sets of wins, losses and draws, and the 95% interval of the difference of the win rates.');
      return;
    }
    const comparison = compareRuns(ours, SEED.counts);
    const difference = comparison.rate_difference * 100;
    const pValue = comparison.chi_square.p_value;
    const p = pValue < 1e-4 ? pValue.toExponential(0) : pValue.toFixed(pValue < 0.01 ? 4 : 2);
    verdict.dataset.withinChance = String(comparison.within_chance);
    const values = { statistic: comparison.chi_square.statistic.toFixed(1), p, points: Math.abs(difference).toFixed(1), low: (comparison.difference_low * 100).toFixed(1), high: (comparison.difference_high * 100).toFixed(1) };
    verdict.textContent =
      t(comparison.within_chance
        ? 'The difference is within chance: two runs of the same players differ this much often enough (p = {p}). '
        : 'The difference is not within chance: two runs of the same players would differ this much too rarely (p = {p}). ', values) +
      t(difference < 0
        ? 'This run’s black win rate is {points} points below the blog’s (likely between {low} and {high} points).'
        : 'This run’s black win rate is {points} points above the blog’s (likely between {low} and {high} points).', values);
    method.textContent = t('The blog’s and this run’s wins, losses and draws give chi-square = {statistic} with 2 degrees of freedom, p = {p} (the chance of a difference at least this large between two runs of the same players); within chance means p of at least 0.05. The range of the difference is its 95% interval.', values);
  });

  const panel = h('div', { class: 'panel', id: 'arena-seed-panel' },
    h('h2', {}, t('A PowerShell player’s {share}, played again', { share: percent(SEED.counts[0] / SEED.games, 0) })),
    h('p', { class: 'hint' }, tParts('In {source}, its {threePly} player (black) met a {random} player {games} times, in about 12 hours, and won {share} of the games. ' +
      'Run the same match here and compare the two: the page says whether the difference could be chance.',
    { source: SOURCES.arena, games: number(SEED.games), share: percent(SEED.counts[0] / SEED.games, 0), threePly: term('three-ply', playerWords('three-ply')), random: term('random', playerWords('random')) })),
    h('table', { id: 'arena-seed-table', class: 'arena-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('{black} (black) vs {white}', players)), h('th', { class: 'num' }, t('the blog’s games')), h('th', { class: 'num', id: 'arena-seed-ours-head' }, t('this run')))),
      body),
    verdict,
    howComputed([h('p', {}, tParts('A {chi} compares the two sets of counts.', { chi: term('chi-square', t('chi-square test')) })), method]),
    h('div', { class: 'row' }, button));
  return { panel, button };
}
