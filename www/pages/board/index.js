// The board page: a game of any size shown at a ply, with the live
// analysis of the position shown (every move's value on the board, the
// best lines, played as branches), stepping, playing, loading, opening and
// saving game records, the database of the games kept in the browser at
// every position, the library of games kept with their reviews, the name
// of the opening played, reviewing, sharing, and a perft count. The
// address is the state: `size`, `board`, `moves`, `ply`, `analysis=1`
// while the analysis is on (remembered for the next visit) and `review=1`
// while the game is reviewed. `load=1` (the home page's "Review a game")
// is a request, not state: it opens the page at the box that takes a
// game, and the address drops it.
//
// This file builds what a first visit needs to see and use the board: the
// board, its steps, the status and the links to the panels. The panels
// (analysis, review, moves, files, database, library, saving, perft) load
// after the board is usable (panels.js), each appended below what is
// already shown, so nothing on screen moves when they arrive.
//
// Layout: the board beside the analysis and the review on a desktop,
// files, database, library and saving below them; on a phone the board,
// its steps and a strip of links to every panel stay at the top while the
// panels scroll under them (panel-links.js), so choosing a mistake or a
// line never moves the board out of view.
import { flag } from '../../game/address.js';
import { createGameController } from '../../game/controller.js';
import { othelloRules } from '../../game/rules.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { gameMessage } from '../../ui/message.js';
import { openingName } from '../../ui/opening-name.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { stepControls } from '../../ui/steps.js';
import { panelLinks } from './panel-links.js';
import { rememberedOn } from './remembered.js';

const SETTINGS = { analysis: flag(), review: flag() };

function create(section, shell) {
  const rules = othelloRules();
  const game = createGameController({ shell, rules, settings: SETTINGS });
  // What the panels lay over the board, once they are in.
  let decorate = () => ({});
  const bestLine = h('div', { class: 'best-line-slot' });
  const boardColumn = h('div', { class: 'board-column' },
    h('div', { class: 'board-stays' },
      h('div', { class: 'board-frame' }, othelloBoard(game, { decorate: (state) => decorate(state) })),
      stepControls(game),
      bestLine,
      panelLinks([
        [t('Analysis'), 'analysis-panel'],
        [t('Review'), 'review-panel'],
        [t('Moves'), 'moves-panel'],
        [t('Games'), 'position-panel'],
        [t('Database'), 'db-panel'],
      ])),
    openingName(game, { id: 'opening' }));
  const sideColumn = h('div', { class: 'side-column' },
    h('div', { class: 'panel status' },
      othelloStatus(game),
      gameMessage(game, { notice: ({ snapshot }) => rules.notice(snapshot), end: rules.end })));
  const layout = h('div', { class: 'board-layout board-page' }, boardColumn, sideColumn);
  // The best line's room is kept while the analysis is on, so that its arrival moves nothing.
  game.subscribe(({ settings }) => layout.classList.toggle('analysing', !!settings.analysis));
  section.append(layout);
  game.bindKeys(section);

  // The panels, once the board is drawn (`data-panels` says when they are in).
  layout.dataset.panels = 'loading';
  const panels = import('./panels.js').then(({ boardPanels }) => {
    const made = boardPanels({ section, game, rules, layout, boardColumn, sideColumn, bestLine });
    decorate = made.decorate;
    game.redraw();
    layout.dataset.panels = 'ready';
    return made;
  });
  return {
    show({ load, ...params }) {
      // The analysis the user left on stays on, unless the address says otherwise.
      game.show(params.analysis === undefined && rememberedOn() ? { ...params, analysis: '1' } : params);
      if (load === '1') panels.then((made) => made.askForGame());
    },
  };
}

export const page = { id: 'board', title: 'Board', create };
