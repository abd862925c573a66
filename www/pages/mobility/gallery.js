// The record positions: each drawn with its side to move's legal squares
// (the engine's report), loaded into the editor by a button, and opened in
// the game board (replayed, where its line is known).
import { RECORDS } from '../../data/mobility-records.js';
import { mobilityReport } from '../../engine.js';
import { formatHash } from '../../game/address.js';
import { BoardView } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { howComputed } from '../../ui/how.js';
import { t } from '../../ui/lang.js';
import { viewOf } from './position.js';

function entryView(entry, position) {
  const title = t(entry.title);
  const thumb = h('canvas', { class: 'mobility-thumb', role: 'img', 'aria-label': `${title}: ${entry.board}` });
  new BoardView(thumb).set(viewOf(mobilityReport(entry.board)));
  const link = formatHash(entry.moves ? { moves: entry.moves } : { board: entry.board });
  return h('figure', { class: 'mobility-entry', dataset: { entry: entry.id } },
    thumb,
    h('figcaption', {},
      h('strong', {}, title),
      h('p', {}, t(entry.text)),
      entry.how ? howComputed(h('code', {}, entry.how)) : null,
      entry.moves ? h('p', { class: 'mobility-line' }, entry.moves) : null,
      h('div', { class: 'row' },
        h('button', { type: 'button', class: 'gallery-load', onClick: () => position.edit(entry.board) }, t('Load into the editor')),
        h('a', { href: link }, entry.moves ? t('Play through it in the game board') : t('Open in the game board')))));
}

export function galleryPanel(position) {
  return h('div', { class: 'panel mobility-wide' },
    h('h2', {}, t('Record positions')),
    h('div', { id: 'mobility-gallery', class: 'mobility-gallery' }, RECORDS.map((entry) => entryView(entry, position))));
}
