// The review's mistakes: every move that lost value, grouped as blunders,
// mistakes and inaccuracies (the engine's kinds and thresholds), and what
// each side lost. Choosing one shows the position before the move with
// the best moves marked on the board. `#mistakes` holds one element per
// mistake with `data-ply`, `data-played`, `data-best`, `data-loss`,
// `data-source` (`exact`, `book` or `search`) and `data-depth` (a search's
// plies); each says in words where its loss comes from.
import { COLORS } from '../../ui/board-colors.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { t, tParts } from '../../ui/lang.js';
import { openingLabel } from '../../ui/opening-name.js';
import { plural, sideName } from '../../ui/words.js';

const KINDS = [
  ['blunder', t('Blunders')],
  ['mistake', t('Mistakes')],
  ['inaccuracy', t('Inaccuracies')],
];

/** Words for a loss: exact discs, or `~` before an estimate. */
const lossWords = (mistake) => t('lost {loss} discs', { loss: `${mistake.exact ? '' : '~'}${mistake.loss}` });

/** Where a loss comes from, in words. */
const SOURCE_WORDS = {
  exact: () => t('exact'),
  book: (mistake) => (mistake.exact ? t('from the opening book') : t('opening book, searches of {depth} plies', mistake)),
  search: (mistake) => t('estimate, search of {depth} plies', mistake),
};

/**
 * The mistakes list and summary of `review`; `onChoose(mistake)` shows one,
 * with `detail` (an element: every move's value and the best line there)
 * under it. Returns { element, decorate(state) }: `decorate` marks the
 * chosen mistake's best moves on the board while its position is shown.
 */
export function mistakesList(controller, review, { onChoose, detail = null }) {
  const list = h('div', { id: 'mistakes', class: 'mistakes' });
  const summary = h('div', { id: 'review-summary', class: 'review-summary' });
  let chosen = null;

  function choose(mistake) {
    chosen = mistake;
    onChoose(mistake);
    draw(review.current);
    if (controller.state?.snapshot.ply === mistake.ply) controller.redraw();
  }

  function item(mistake) {
    const side = sideName(mistake.side, true);
    return h('li', {
      class: 'mistake',
      dataset: {
        ply: String(mistake.ply), played: mistake.played, best: mistake.best.join(' '), loss: String(mistake.loss), kind: mistake.kind,
        source: mistake.source, ...(mistake.depth === null ? {} : { depth: String(mistake.depth) }),
      },
    },
    h('button', { type: 'button', 'aria-expanded': String(chosen?.ply === mistake.ply), onClick: () => choose(mistake) },
      t('{number}. {side} {played}: {loss}, best {best} ', { number: mistake.ply + 1, side, played: mistake.played, loss: lossWords(mistake), best: mistake.best.join(' ') || '?' }),
      h('span', { class: 'mistake-source' }, `(${SOURCE_WORDS[mistake.source](mistake)})`)),
    ...(detail && chosen?.ply === mistake.ply ? [detail] : []));
  }

  function draw(current) {
    const report = current?.report;
    if (!report) {
      list.replaceChildren();
      summary.replaceChildren();
      return;
    }
    // Only the kinds found (replaceChildren would write a null as the word "null").
    const groups = KINDS.map(([kind, title]) => [kind, title, report.mistakes.filter((mistake) => mistake.kind === kind)])
      .filter(([, , found]) => found.length)
      .map(([kind, title, found]) => h('section', { class: `mistake-group ${kind}` }, h('h3', {}, `${title} (${found.length})`), h('ul', {}, found.map(item))));
    const waiting = current.running ? t('None found so far.') : t('No move lost value.');
    list.replaceChildren(...(report.mistakes.length ? groups : [h('p', { class: 'hint' }, waiting)]));
    const limits = report.thresholds;
    summary.replaceChildren(
      ...(report.opening ? [h('p', { id: 'review-opening', dataset: { opening: report.opening } }, t('Opening played: {name}.', { name: openingLabel(report.opening) }))] : []),
      ...['black', 'white'].map((side) => {
        const s = report.summary[side];
        return h('p', { dataset: { side, lost: String(s.discs_lost) } },
          t('{side}: {lost} discs lost; {blunders}, {mistakes}, {inaccuracies}', {
            side: sideName(side, true),
            lost: s.discs_lost,
            blunders: plural(s.blunders, '{count} blunder', '{count} blunders'),
            mistakes: plural(s.mistakes, '{count} mistake', '{count} mistakes'),
            inaccuracies: plural(s.inaccuracies, '{count} inaccuracy', '{count} inaccuracies'),
          }) + (s.estimated ? t(' ({count} estimated)', { count: s.estimated }) : ''));
      }),
      h('p', { class: 'hint' },
        tParts('Inaccuracy: {inaccuracy} discs or more lost; mistake: {mistake}+; blunder: {blunder}+. Each loss is {exact}, from the {book}, ' +
          'or an {estimate} from a search (marked ~), which can be off by about {margin} discs; to allow for that, an estimated loss is listed ' +
          'only from {from} discs lost, and called a mistake only from {mistakeEstimated} discs, a blunder only from {blunderEstimated} discs. ' +
          'Choose one to see the position before it, the best move framed in yellow on the board.', {
          inaccuracy: limits.inaccuracy,
          mistake: limits.mistake,
          blunder: limits.blunder,
          exact: term('exact'),
          book: term('opening book'),
          estimate: term('estimate'),
          margin: limits.estimate_margin,
          from: limits.estimated_from,
          mistakeEstimated: limits.mistake + limits.estimate_margin,
          blunderEstimated: limits.blunder + limits.estimate_margin,
        })));
  }

  review.subscribe(draw);
  return {
    element: h('div', {}, summary, list),
    /** The board's decoration (othelloBoard's `decorate`): the chosen mistake's best moves. */
    decorate({ snapshot }) {
      if (!chosen || snapshot.ply !== chosen.ply) return {};
      const best = snapshot.legal.filter((legal) => chosen.best.includes(legal.name));
      return {
        highlights: best.map(({ col, row }) => ({ col, row, color: COLORS.best, ring: COLORS.bestRing })),
        words: t('best move {moves} marked in yellow', { moves: chosen.best.join(t(' or ')) }),
      };
    },
  };
}
