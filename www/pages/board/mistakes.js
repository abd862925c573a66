// The review's mistakes: every move that lost value, grouped as blunders,
// mistakes and inaccuracies (the engine's kinds and thresholds), and what
// each side lost. Choosing one shows the position before the move with
// the best moves marked on the board. `#mistakes` holds one element per
// mistake with `data-ply`, `data-played`, `data-best`, `data-loss`,
// `data-source` (`exact`, `book` or `search`) and `data-depth` (a search's
// plies); each says in words where its loss comes from.
import { COLORS } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { term } from '../../ui/glossary.js';
import { capitalized, plural } from '../../ui/words.js';

const KINDS = [
  ['blunder', 'Blunders'],
  ['mistake', 'Mistakes'],
  ['inaccuracy', 'Inaccuracies'],
];

/** Words for a loss: exact discs, or `~` before an estimate. */
const lossWords = (mistake) => `lost ${mistake.exact ? '' : '~'}${mistake.loss} discs`;

/** Where a loss comes from, in words. */
const SOURCE_WORDS = {
  exact: () => 'exact',
  book: () => 'from the opening book',
  search: (mistake) => `estimate, search of ${mistake.depth} plies`,
};

/**
 * The mistakes list and summary of `review`; `onChoose(mistake)` shows one.
 * Returns { element, decorate(state) }: `decorate` marks the chosen
 * mistake's best moves on the board while its position is shown.
 */
export function mistakesList(controller, review, { onChoose }) {
  const list = h('div', { id: 'mistakes', class: 'mistakes' });
  const summary = h('div', { id: 'review-summary', class: 'review-summary' });
  let chosen = null;

  function choose(mistake) {
    chosen = mistake;
    onChoose(mistake);
    if (controller.state?.snapshot.ply === mistake.ply) controller.redraw();
  }

  function item(mistake) {
    const side = capitalized(mistake.side);
    return h('li', {
      class: 'mistake',
      dataset: {
        ply: String(mistake.ply), played: mistake.played, best: mistake.best.join(' '), loss: String(mistake.loss), kind: mistake.kind,
        source: mistake.source, ...(mistake.depth === null ? {} : { depth: String(mistake.depth) }),
      },
    },
    h('button', { type: 'button', onClick: () => choose(mistake) },
      `${mistake.ply + 1}. ${side} ${mistake.played}: ${lossWords(mistake)}, best ${mistake.best.join(' ') || '?'} `,
      h('span', { class: 'mistake-source' }, `(${SOURCE_WORDS[mistake.source](mistake)})`)));
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
    const waiting = current.running ? 'None found so far.' : 'No move lost value.';
    list.replaceChildren(...(report.mistakes.length ? groups : [h('p', { class: 'hint' }, waiting)]));
    const t = report.thresholds;
    summary.replaceChildren(
      ...(report.opening ? [h('p', { id: 'review-opening', dataset: { opening: report.opening } }, `Opening played: ${report.opening}.`)] : []),
      ...['black', 'white'].map((side) => {
        const s = report.summary[side];
        return h('p', { dataset: { side, lost: String(s.discs_lost) } },
          `${capitalized(side)}: ${s.discs_lost} discs lost; ${plural(s.blunders, 'blunder')}, ${plural(s.mistakes, 'mistake')}, ${s.inaccuracies} ${s.inaccuracies === 1 ? 'inaccuracy' : 'inaccuracies'}` +
            (s.estimated ? ` (${s.estimated} estimated)` : ''));
      }),
      h('p', { class: 'hint' },
        `Inaccuracy: ${t.inaccuracy} discs or more lost; mistake: ${t.mistake}+; blunder: ${t.blunder}+. Each loss is `,
        term('exact'), ', from the ', term('opening book'), ', or an ', term('estimate'), ' from a search (marked ~), ',
        `which can be off by about ${t.estimate_margin} discs: estimated losses are listed from ${t.estimated_from} discs, ` +
          `and count as a mistake only from ${t.mistake + t.estimate_margin}, as a blunder only from ${t.blunder + t.estimate_margin}. ` +
          'Choose one to see the position before it, the best move framed in yellow on the board.'));
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
        words: `best move ${chosen.best.join(' or ')} marked in yellow`,
      };
    },
  };
}
