// What is known of the whole game: the first moves solved (by the perfect
// player in the worker, once) and the distance table of the full solution
// beside the seed's.
import { h } from '../../ui/dom.js';
import { howComputed } from '../../ui/how.js';
import { engineText, t, tParts } from '../../ui/lang.js';
import { SOURCES } from '../../ui/sources.js';
import { DISTANCES } from '../../data/gobblet-distances.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { number as count } from '../../ui/words.js';

/** The first-move table, computed the first time it is shown. */
export function firstMovesPanel() {
  const body = h('tbody', {});
  const status = h('p', { class: 'hint', id: 'gobblet-first-moves-status' }, t('Computing in the worker…'));
  let asked = false;

  async function load() {
    asked = true;
    try {
      const { groups, seconds } = await run('gobblet', { action: 'first-moves' }, undefined, { lane: 'gobblet' }).promise;
      body.replaceChildren(
        ...groups.map((group) =>
          h('tr', { class: `tone-${group.value}` },
            h('td', { class: 'mono' }, group.moves.join(' ')),
            h('td', {}, t(group.value)),
            h('td', { class: 'num' }, group.distance === undefined ? '–' : String(group.distance)),
            h('td', { class: 'num' }, group.distance === undefined ? '–' : String(group.distance - 1)))),
      );
      status.textContent = t('Solved in the worker in {seconds} s.', { seconds: seconds.toFixed(2) });
    } catch (failure) {
      asked = false;
      status.textContent = failure instanceof JobCancelled ? t('Interrupted; it is computed again on the next view.') : t('Could not compute: {reason}', { reason: engineText(failure.message) });
    }
  }

  const panel = h('div', { class: 'panel gobblet-first-panel' },
    h('h2', {}, t('First moves, solved')),
    h('table', { id: 'gobblet-first-moves', class: 'gobblet-table' },
      h('thead', {}, h('tr', {}, h('th', {}, t('First move (and its mirror images)')), h('th', {}, t('Result for Orange')), h('th', { class: 'num' }, t('Moves to the end')), h('th', { class: 'num' }, t('The blog post’s count')))),
      body),
    status,
    h('p', { class: 'hint' },
      t('Every first move with its exact value, computed by the perfect player in the worker. Moves that mirror or rotate into each other are grouped. ' +
      '“Moves to the end” counts the moves of both players from the empty board with best play; ' +
      'the count of {source} starts from the position after the first move, one less.', { source: SOURCES.gobblet })));
  return { panel, showing: () => asked || body.childElementCount || load() };
}

/** The distances of every decided position, this solution beside the seed's. */
export function distancesPanel() {
  return h('div', { class: 'panel gobblet-first-panel' },
    h('h2', {}, t('Distances to the end, over all positions')),
    h('table', { id: 'gobblet-distances', class: 'gobblet-table' },
      h('thead', {}, h('tr', {}, h('th', { class: 'num' }, t('Moves to the end')), h('th', { class: 'num' }, t('Positions (this solution)')), h('th', { class: 'num' }, t('The blog post’s count')))),
      h('tbody', {}, ...DISTANCES.ours.map((positions, distance) =>
        h('tr', {}, h('td', { class: 'num' }, String(distance)), h('td', { class: 'num' }, count(positions)),
          h('td', { class: 'num' }, count(DISTANCES.seed[distance] ?? 0)))))),
    h('p', { class: 'hint' },
      t('Every position counted by {source} that is won or lost (each size’s pieces placed on the board in any of 1,423 ways, so 1,423³ positions in all), by its distance to the end with best play ({draws} draws aside). ', { source: SOURCES.gobblet, draws: count(DISTANCES.draws) }) +
      t('This solution’s column comes from boardlab’s command line program, which solves every position in about a minute: far too much work for the browser. ') +
      t('Rows 0, 1 and 24 and the totals agree with the blog post; its other rows are longer on average. Every distance here is checked by its definition: one more than the best successor’s.')),
    howComputed(h('p', {}, tParts('{command} solves every position backwards, from the finished games to the empty board (a retrograde solve), natively in about a minute.', { command: h('code', {}, 'boardlab gobblet solve') }))));
}
