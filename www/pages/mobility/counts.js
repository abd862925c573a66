// The counts of the position being edited: both sides' legal moves (the
// side to move's listed), the discs and empties, and the necessary
// conditions for occurring in a game, all from the engine's report.
import { formatHash } from '../../game/address.js';
import { h } from '../../ui/dom.js';
import { engineText, t, tParts } from '../../ui/lang.js';
import { sideName } from '../../ui/words.js';

function countRow(side, count) {
  return h('div', { class: 'mobility-count', dataset: { side } },
    h('span', { class: `disc disc-${side}`, 'aria-hidden': 'true' }), tParts('{side} {count} legal moves', { side: h('span', {}, sideName(side, true)), count }));
}

/** The count rows, the summary, the side to move's legal squares and the verdict. */
export function countsView(position) {
  const blackCount = h('strong', { id: 'black-moves' });
  const whiteCount = h('strong', { id: 'white-moves' });
  const rows = { black: countRow('black', blackCount), white: countRow('white', whiteCount) };
  const summary = h('p', { id: 'mobility-summary', class: 'hint' });
  const legalList = h('div', { id: 'mobility-legal', class: 'chips' });
  const verdict = h('div', { id: 'mobility-verdict', class: 'mobility-verdict' });

  position.subscribe(({ report }) => {
    blackCount.textContent = String(report.black);
    whiteCount.textContent = String(report.white);
    for (const [side, row] of Object.entries(rows)) row.classList.toggle('to-move', side === report.to_move);
    summary.textContent = t("To move: {side} · {black} black and {white} white discs · {empties} empty squares. Blue: {side}'s legal squares.",
      { side: sideName(report.to_move), black: report.black_discs, white: report.white_discs, empties: report.empties });
    legalList.replaceChildren(...report.legal_moves.map((name) => h('span', { class: 'chip' }, name)));
    if (!report.legal_moves.length) legalList.append(h('span', { class: 'hint' }, t('no legal move')));

    verdict.dataset.ok = String(!report.violations.length);
    verdict.replaceChildren(...(report.violations.length
      ? [h('p', {}, h('strong', {}, t('Cannot occur in a game:'))), h('ul', {}, report.violations.map((reason) => h('li', {}, engineText(reason))))]
      : [h('p', {}, h('strong', {}, t('Passes the necessary conditions')),
        t(' (centre occupied, discs connected, every disc placeable). That alone does not prove it reachable: ask the checker below.'))]));
  });
  return { rows: [rows.black, rows.white], summary, legalList, verdict };
}

/** The link that opens the position in the game board. */
export function openBoardLink(position) {
  const link = h('a', { id: 'open-board', href: '#' }, t('Open this position in the game board'));
  position.subscribe(({ report }) => {
    link.href = formatHash({ board: report.board });
  });
  return link;
}
