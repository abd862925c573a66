// Save on the board page: the move string, a GGF record (with the players
// when the game came from a record, and the result when it is over) and a
// PNG picture of the board, with or without coordinates; each by download
// and by copy.
import { gameGgf } from '../../engine.js';
import { boardPicture, copyPicture } from '../../ui/board-picture.js';
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { copyText, download } from '../../ui/save.js';

/** The save panel for `controller`; `players(snapshot)` gives `{ black, white }` where known. */
export function savePanel(controller, { players = () => ({}) } = {}) {
  const status = h('p', { id: 'save-status', class: 'hint', 'aria-live': 'polite' });
  const coordinates = h('input', { id: 'save-coordinates', type: 'checkbox', checked: true });

  const snapshot = () => controller.state.snapshot;
  const ggf = () => {
    const shown = snapshot();
    const { black, white } = players(shown);
    return gameGgf(String(shown.size), shown.start ?? null, shown.moves, black ?? null, white ?? null);
  };
  const picture = () => boardPicture(snapshot(), { coordinates: coordinates.checked });

  const say = (text) => (status.textContent = text);
  const attempt = (action) => async () => {
    try {
      say(await action());
    } catch (failure) {
      say(engineText(failure.message));
    }
  };
  const copied = (ok, what) => (ok ? t('{what} copied.', { what }) : t('The browser does not allow copying the {what} here: use Save.', { what: what.toLowerCase() }));

  const actions = [
    ['moves', t('Moves'), () => (download('game.txt', snapshot().moves || ''), t('Move string saved.')), async () => copied(await copyText(snapshot().moves), t('Move string'))],
    ['ggf', 'GGF', () => (download('game.ggf', ggf()), t('GGF record saved.')), async () => copied(await copyText(ggf()), t('GGF record'))],
    ['png', 'PNG', async () => (download('board.png', await picture()), t('Picture saved.')), async () => copied(await copyPicture(await picture()), t('Picture'))],
  ];
  const buttons = actions.map(([id, label, save, copy]) =>
    h('div', { class: 'row save-row' },
      h('span', { class: 'save-what' }, label),
      h('button', { id: `save-${id}`, type: 'button', onClick: attempt(save) }, t('Save')),
      h('button', { id: `copy-${id}`, type: 'button', onClick: attempt(copy) }, t('Copy'))));

  return h('div', { class: 'panel save-panel' },
    h('h2', {}, t('Save')),
    buttons,
    h('label', { class: 'row' }, coordinates, t('Coordinates on the picture')),
    status);
}
