// The games of an opened file (#game-list, one element per game with
// `data-game`, its number in the file from 1), filtered by player name and
// by opening while the user types: the engine filters its compact copy of
// the file and returns the count and one page of rows.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { number } from '../../ui/words.js';

const PAGE = 100;

/** The score as black's disc margin: `+2`, `−4`, `0`. */
function margin(score) {
  if (score === null || score === undefined) return '';
  return score > 0 ? `+${score}` : score < 0 ? `−${-score}` : '0';
}

/** A game's row (`data-game`, its number in the file): players, tournament, year, score, and its first moves; `onOpen(number, game)` opens it. */
export function gameRow(game, onOpen) {
  const about = [game.tournament, game.year, margin(game.score) && t('black {margin}', { margin: margin(game.score) })].filter(Boolean).join(' · ');
  return h('button', { type: 'button', class: 'game-row', dataset: { game: String(game.game) }, onClick: () => onOpen(game.game, game) },
    h('span', { class: 'game-number' }, `${game.game}.`),
    h('span', { class: 'game-players' }, `${game.black ?? '?'} – ${game.white ?? '?'}`),
    h('span', { class: 'game-about' }, about),
    h('span', { class: 'game-moves' }, game.moves.slice(0, 24)));
}

/** The list panel; `show(database, onOpen)` fills it, `clear()` hides it. */
export function gameList(controller) {
  const nameInput = h('input', { id: 'game-filter-name', type: 'search', placeholder: t('Player'), 'aria-label': t('Filter by player name'), autocomplete: 'off' });
  const openingInput = h('input', { id: 'game-filter-opening', type: 'search', placeholder: t('Opening, e.g. f5d6'), 'aria-label': t('Filter by opening moves'), autocomplete: 'off', spellcheck: 'false' });
  const boardBox = h('input', { id: 'game-filter-board', type: 'checkbox' });
  const count = h('p', { id: 'game-count', class: 'hint', 'aria-live': 'polite' });
  const note = h('p', { id: 'game-list-note', class: 'hint', hidden: true });
  const list = h('div', { id: 'game-list', role: 'list', 'aria-label': t('Games of the file') });
  const more = h('button', { id: 'game-list-more', type: 'button', hidden: true, onClick: () => draw(limit + PAGE) }, t('Show more'));
  const panel = h('div', { class: 'panel game-list-panel', hidden: true },
    h('h2', {}, t('Games of the file')),
    note,
    h('div', { class: 'row filters' }, nameInput, openingInput),
    h('label', { class: 'row' }, boardBox, t('Starting with the moves on the board')),
    count, list, more);
  let database = null;
  let onOpen = () => {};
  let limit = PAGE;

  /** The opening asked for: the moves up to the shown ply (8x8 standard start only), then the typed ones. */
  function opening() {
    const snapshot = controller.state?.snapshot;
    const onBoard = boardBox.checked && snapshot && snapshot.size === 8 && !snapshot.start;
    const fromBoard = onBoard ? snapshot.transcript.slice(0, snapshot.ply).map((move) => move.name).join('') : '';
    return fromBoard + openingInput.value.trim();
  }

  function draw(rows = PAGE) {
    if (!database) return;
    limit = rows;
    let page;
    try {
      page = database.filter(nameInput.value, opening(), 0, limit);
    } catch (failure) {
      count.textContent = engineText(failure.message);
      count.className = 'message error';
      return;
    }
    const { total, matching } = page;
    count.className = 'hint';
    count.textContent = matching === total ? t('{total} games.', { total: number(total) }) : t('{matching} of {total} games match.', { matching: number(matching), total: number(total) });
    list.replaceChildren(...page.rows.map((game) => gameRow(game, onOpen)));
    more.hidden = matching <= page.rows.length;
  }

  for (const input of [nameInput, openingInput]) input.addEventListener('input', () => draw());
  boardBox.addEventListener('change', () => draw());
  controller.subscribe(() => {
    if (boardBox.checked) draw(limit);
  });

  return {
    panel,
    /** Lists the games of `opened`; `open(number, row)` opens one; `about`, if given, is said above the list. */
    show(opened, open, about = '') {
      database?.free();
      database = opened;
      onOpen = open;
      panel.hidden = false;
      note.textContent = about;
      note.hidden = !about;
      draw();
    },
    clear() {
      database?.free();
      database = null;
      panel.hidden = true;
      list.replaceChildren();
    },
  };
}
