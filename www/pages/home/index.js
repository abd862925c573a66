// The home page: what boardlab is, then one card per activity with a small
// picture and one link to it. It draws from literal data with the shared
// renderers, so it shows without waiting for the engine.
import { BoardView } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { GobbletView } from '../../ui/gobblet-view.js';
import { GOBBLET_EXAMPLE } from '../gobblet/rules.js';
import { PICTURES } from './pictures.js';

const CARDS = [
  { id: 'play', title: 'Play against the computer', text: 'A game of Othello on the usual 8x8 board against a player of the strength you choose, with hints if you want them.', href: '#page=play', button: 'Play a game' },
  { id: 'review', title: 'Review a game', text: 'Paste a game you played or open a game file, then see the value of every move and where the mistakes were.', href: '#page=board&load=1', button: 'Load a game' },
  { id: 'stoner', title: 'The stoner trap', text: 'An edge trap that wins a corner by force: see how it works, then try to defend against it.', href: '#page=stoner', button: 'Learn the trap' },
  { id: 'small', title: 'Perfect play on 4x4 and 6x6', text: 'On small boards the computer knows the exact result of every move. Play against perfect play or watch it.', href: '#page=small', button: 'Open small boards' },
  { id: 'mobility', title: 'Mobility records', text: 'How many legal moves can one side have at once? Build positions with many, see the records (33 in a real game) and what is proved.', href: '#page=mobility', button: 'See the records' },
  { id: 'gobblet', title: 'Gobblet Gobblers', text: 'Tic-tac-toe where bigger pieces swallow smaller ones, solved: play against a player that never loses.', href: '#page=gobblet', button: 'Play Gobblet' },
  { id: 'arena', title: 'The arena', text: 'Computer players meet in many games; see who wins, by how much, and replay any game.', href: '#page=arena', button: 'Run a match' },
  { id: 'board', title: 'The analysis board', text: 'Set up any position on 4x4, 6x6 or 8x8, play moves for both sides and share the link.', href: '#page=board', button: 'Open the board' },
];

function picture(card) {
  const canvas = h('canvas', { class: card.id === 'gobblet' ? 'home-picture home-gobblet' : 'home-picture', 'aria-hidden': 'true' });
  if (card.id === 'gobblet') new GobbletView(canvas).set(GOBBLET_EXAMPLE);
  else new BoardView(canvas).set({ ...PICTURES[card.id], coordinates: false }); // small: no letters round it
  return canvas;
}

function create(section, shell) {
  section.append(
    h('div', { class: 'home-intro' },
      h('h2', { class: 'home-title' }, 'Othello tactics and small games, worked out in your browser'),
      h('p', { class: 'lead' },
        'boardlab lets you play Othello against the computer and study positions with an engine that runs on your own device. ',
        'It also solves small boards and Gobblet Gobblers exactly, and hunts for traps and records.')),
    h('ul', { class: 'home-cards', id: 'home-cards' },
      CARDS.map((card) =>
        h('li', { class: 'home-card', dataset: { card: card.id } },
          picture(card),
          h('div', { class: 'home-card-body' },
            h('h3', {}, card.title),
            h('p', {}, card.text),
            h('a', { class: 'button primary', href: card.href }, card.button))))),
  );
  return { show: () => shell.correct({}) };
}

export const page = { id: 'home', title: 'Home', create };
