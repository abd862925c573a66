// A link that opens the game a page shows on the board page, at the ply
// shown (hidden while the game has no moves).
import { formatHash } from '../game/address.js';
import { h } from './dom.js';

export function boardPageLink(controller, { id, text }) {
  const link = h('a', { id, href: '#' }, text);
  controller.subscribe(({ snapshot }) => {
    link.href = formatHash({ moves: snapshot.moves, ply: snapshot.ply < snapshot.plies ? snapshot.ply : undefined }) || '#';
    link.hidden = !snapshot.moves;
  });
  return link;
}
