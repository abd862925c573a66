// A successful stoner's proof as a tree to open: every defence, each with
// the attacker's refutation, down to the corner. The engine's proof is
// { corner } | { attacker: { square, next } } | { defender: { replies: [[square, proof]] } };
// a click on a defence plays it out to the corner.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';

/** The moves of `proof` when the attacker plays on to the corner (stops at the next defence). */
function toTheCorner(proof) {
  let moves = '';
  let step = proof;
  while (step.attacker) {
    moves += step.attacker.square;
    step = step.attacker.next;
  }
  return step.corner ? moves + step.corner : moves;
}

/** The title and tree of `proof`; `open(path)` opens the line `path` (moves after the stoner position). */
export function proofTree(proof, open) {
  const tree = (node, path) => {
    if (node.corner) return h('span', {}, t(' → takes {corner}', node));
    if (node.attacker) return h('span', {}, ` → ${node.attacker.square}`, tree(node.attacker.next, path + node.attacker.square));
    const list = h('ul', { class: 'stoner-proof-list' });
    for (const [square, reply] of node.defender.replies) {
      const item = h('li', {}, h('button', { type: 'button', class: 'chip', onClick: () => open(path + square + toTheCorner(reply)) }, square));
      if (reply.defender || reply.attacker?.next?.defender) {
        // Deeper defences open on demand: a whole proof can be large.
        const details = h('details', {}, h('summary', {}, `${square}${reply.attacker ? ` → ${reply.attacker.square}` : ''} …`));
        details.addEventListener('toggle', () => {
          if (!details.open || details.childElementCount > 1) return;
          const next = reply.attacker ? reply.attacker.next : reply;
          details.append(tree(next, path + square + (reply.attacker?.square ?? '')));
        });
        item.replaceChildren(details);
      } else {
        item.append(tree(reply, path + square));
      }
      list.append(item);
    }
    return list;
  };
  return [
    h('h3', { class: 'stoner-proof-title' }, t("Proof: every defence, each with the attacker's refutation (click a move to play it out)")),
    tree(proof, ''),
  ];
}
