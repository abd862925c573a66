// The Gobblet board: pieces picked from a reserve or a stack by click or
// drag and put on a marked square, the values of the picked piece's moves
// on their squares when the values are on, and the allowed moves as
// buttons (the keyboard's way to play). Escape drops a picked piece.
import { GOBBLET_NAMES } from '../../game/rules.js';
import { markBoard } from '../../ui/board-hooks.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { ASPECT, GobbletView } from '../../ui/gobblet-view.js';

const shortValue = ({ value, distance, repeats }) =>
  repeats ? t('D rep') : value === 'win' ? t('W{distance}', { distance }) : value === 'loss' ? t('L{distance}', { distance }) : t('D');

const sameHit = (a, b) =>
  !!a && !!b && a.kind === b.kind && (a.kind === 'square' ? a.square === b.square : a.size === b.size && a.player === b.player);

/** The canvas and the allowed-moves list; `analysisOf(state)` gives the values shown, `computerOf(state)` the perfect player's side. */
export function gobbletBoard(game, { section, analysisOf, computerOf }) {
  let selected = null;
  let selectedAt = null; // the position the selection was made in

  const canvas = h('canvas', { id: 'board', class: 'gobblet-board', role: 'img', 'aria-label': t('Gobblet Gobblers board') });
  canvas.style.aspectRatio = `${1 / ASPECT}`;
  const view = new GobbletView(canvas, {
    onHit: (hit) => hitBoard(hit),
    onDrag: (from, square) => {
      const move = moveFor(from, square);
      if (move) play(move.name);
      else draw(game.state);
    },
    canDrag: (hit) => isSource(hit) && !(hit.kind === 'square' && movesOf(selected).some((move) => move.to === hit.square)),
  });

  const legal = () => game.state.snapshot.legal;
  function isSource(hit) {
    const { snapshot } = game.state;
    if (!hit || !snapshot.to_move || !game.mayPlay()) return false;
    if (hit.kind === 'reserve') return hit.player === snapshot.to_move && legal().some((move) => move.size === hit.size);
    return legal().some((move) => move.from === hit.square);
  }
  function movesOf(source) {
    if (!source) return [];
    if (source.kind === 'reserve') return legal().filter((move) => move.size === source.size);
    return legal().filter((move) => move.from === source.square);
  }
  const moveFor = (source, square) => movesOf(source).find((move) => move.to === square);

  function hitBoard(hit) {
    if (hit?.kind === 'square' && selected) {
      const move = moveFor(selected, hit.square);
      if (move) {
        play(move.name);
        return;
      }
    }
    selected = isSource(hit) && !sameHit(hit, selected) ? hit : null;
    draw(game.state);
  }

  function play(name) {
    selected = null;
    game.play(name);
  }

  // Escape drops a piece picked up from the reserve or the board.
  document.addEventListener('keydown', (event) => {
    if (section.hidden || event.key !== 'Escape' || !selected) return;
    selected = null;
    draw(game.state);
  });

  const allowedCount = h('span', {});
  const allowedList = h('div', { class: 'chips' });
  const allowed = h('details', { id: 'gobblet-allowed', class: 'gobblet-allowed' }, h('summary', {}, allowedCount), allowedList);

  function draw(state) {
    const { snapshot } = state;
    const positionKey = `${snapshot.moves}|${snapshot.ply}`;
    if (selectedAt !== positionKey) selected = null;
    selectedAt = positionKey;
    const computer = computerOf(state);
    const sources = movesOf(selected);
    const analysis = state.settings.values && selected ? analysisOf(state) : null;
    const labels = [];
    for (const move of analysis ? sources : []) {
      const valued = analysis.moves.find((entry) => entry.name === move.name);
      if (valued) labels.push({ square: move.to, text: shortValue(valued), tone: valued.repeats ? 'draw' : valued.value });
    }
    const names = Object.fromEntries([1, 2].map((player) => [player, computer === player ? t('{name} (perfect)', { name: GOBBLET_NAMES[player] }) : GOBBLET_NAMES[player]]));
    view.set({
      toMove: snapshot.to_move,
      names,
      stacks: snapshot.stacks,
      reserves: snapshot.reserves,
      selected,
      targets: sources.map((move) => move.to),
      labels,
      last: snapshot.last ? { from: snapshot.last.from ?? null, to: snapshot.last.to } : null,
      line: snapshot.line,
    });
    markBoard(canvas, snapshot);
    allowed.hidden = !game.mayPlay();
    allowedCount.textContent = t('Allowed moves ({count})', { count: snapshot.legal.length });
    allowedList.replaceChildren(
      ...snapshot.legal.map((move) =>
        h('button', { type: 'button', class: 'chip', dataset: { move: move.name }, title: t('Play {move}', { move: move.name }), onClick: () => play(move.name) }, move.name)),
    );
  }

  game.subscribe(draw);
  return { canvas, allowed };
}
