// The library on the board page (#library, one row a game with
// `data-moves`): the games played to their end on the play page and the
// games reviewed here, kept in the browser (ui/library.js). A row opens its
// game on the board (with its review, read back, not computed again);
// Remove forgets it; Save all writes every game as one GGF file, each
// record by the engine's GGF writer.
import { gameGgf } from '../../engine.js';
import { h } from '../../ui/dom.js';
import { LANG, t } from '../../ui/lang.js';
import { forgetGame, libraryGames, onLibraryChange } from '../../ui/library.js';
import { playerWords } from '../../ui/players.js';
import { download } from '../../ui/save.js';
import { number } from '../../ui/words.js';

/** One kept game's row: the players, where it comes from, its length, and Open and Remove. */
function gameRow(game, controller) {
  const plies = game.moves.length / 2;
  const sizeName = game.size === 8 ? '' : `${game.size}x${game.size} `;
  // The play page keeps the computer player's name as the engine writes it (three-ply): people read its words.
  const player = (name) => (name === undefined ? '?' : game.from === 'play' ? playerWords(name) : name);
  const players = game.black || game.white
    ? `${player(game.black)} – ${player(game.white)}`
    : t('{size}game {moves}', { size: sizeName, moves: game.moves.length > 24 ? `${game.moves.slice(0, 24)}…` : game.moves });
  const about = [
    [game.tournament, game.year].filter(Boolean).join(' '),
    game.from === 'play' ? t('played on the play page') : t('opened on the board'),
    game.review ? t('reviewed') : '',
    t('{moves} moves', { moves: number(plies) }),
    new Date(game.saved).toLocaleDateString(LANG === 'en' ? undefined : LANG),
  ].filter(Boolean).join(' · ');
  const open = () => controller.open({
    size: game.size === 8 ? undefined : String(game.size),
    board: game.board ?? undefined,
    moves: game.moves || undefined,
    ply: undefined,
    review: game.review ? '1' : undefined,
  }, { keepSettings: false });
  return h('li', { class: 'library-game', dataset: { moves: game.moves } },
    h('button', { type: 'button', class: 'library-open', onClick: open },
      h('span', { class: 'library-players' }, players),
      h('span', { class: 'library-about' }, about)),
    h('button', { type: 'button', class: 'library-remove', 'aria-label': t('Remove this game from the library'), onClick: () => forgetGame(game.id) }, t('Remove')));
}

export function libraryPanel(controller) {
  const list = h('ul', { id: 'library', class: 'library', 'aria-label': t('Games kept in the library') });
  const status = h('p', { id: 'library-status', class: 'hint', 'aria-live': 'polite' });
  let games = [];
  const save = h('button', {
    id: 'library-export', type: 'button', disabled: true,
    onClick: () => {
      const records = games.map((game) => gameGgf(String(game.size), game.board ?? null, game.moves, game.black ?? null, game.white ?? null));
      download('library.ggf', `${records.join('\n')}\n`);
    },
  }, t('Save all as GGF'));

  async function draw() {
    games = await libraryGames();
    list.replaceChildren(...games.map((game) => gameRow(game, controller)));
    list.dataset.games = String(games.length);
    save.disabled = games.length === 0;
    status.textContent = games.length === 1
      ? t('One game kept in this browser: games played to the end on the play page, and games reviewed here with their review.')
      : games.length
      ? t('{games} games kept in this browser: games played to the end on the play page, and games reviewed here with their review.', { games: number(games.length) })
      : t('Games you finish on the play page and games you review here are kept in this browser, with their review.');
  }
  onLibraryChange(draw);
  draw();

  return h('div', { class: 'panel library-panel' },
    h('h2', {}, t('Library')), status, list, h('div', { class: 'row' }, save));
}
