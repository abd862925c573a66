// The home page: what boardlab is, then one card per activity with a small
// picture and one link to it. It draws from literal data with the shared
// renderers, so it shows without waiting for the engine.
import { BoardView } from '../../ui/board-view.js';
import { h } from '../../ui/dom.js';
import { GobbletView } from '../../ui/gobblet-view.js';
import { t } from '../../ui/lang.js';
import { GOBBLET_EXAMPLE } from '../gobblet/rules.js';
import { PICTURES } from './pictures.js';

const CARDS = [
  { id: 'play', title: t('Play against the computer'), text: t('A game of Othello on the usual 8x8 board against a player of the strength you choose, with hints if you want them.'), href: '#page=play', button: t('Play a game') },
  { id: 'review', title: t('Review a game'), text: t('Paste a game you played or open a game file, then see the value of every move and where the mistakes were.'), href: '#page=board&load=1', button: t('Load a game') },
  { id: 'puzzles', title: t('Endgame puzzles'), text: t('Positions from real tournament games near their end: find the best move, then see what every move was worth, solved exactly.'), href: '#page=puzzles', button: t('Solve a puzzle') },
  { id: 'stoner', title: t('The stoner trap'), text: t('An edge trap that wins a corner by force: see how it works, then try to defend against it.'), href: '#page=stoner', button: t('Learn the trap') },
  { id: 'small', title: t('Perfect play on 4x4 and 6x6'), text: t('On small boards the computer knows the exact result of every move. Play against perfect play or watch it.'), href: '#page=small', button: t('Open small boards') },
  { id: 'mobility', title: t('Mobility records'), text: t('How many legal moves can one side have at once? Build positions with many, see the records (33 in a real game) and what is proved.'), href: '#page=mobility', button: t('See the records') },
  { id: 'gobblet', title: t('Gobblet Gobblers'), text: t('Tic-tac-toe where bigger pieces swallow smaller ones, solved: play against a player that never loses.'), href: '#page=gobblet', button: t('Play Gobblet') },
  { id: 'arena', title: t('The arena'), text: t('Computer players meet in many games; see who wins, by how much, and replay any game.'), href: '#page=arena', button: t('Run a match') },
  { id: 'board', title: t('The analysis board'), text: t('Set up any position on 4x4, 6x6 or 8x8, play moves for both sides and share the link.'), href: '#page=board', button: t('Open the board') },
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
      h('h2', { class: 'home-title' }, t('Othello tactics and small games, worked out in your browser')),
      h('p', { class: 'lead' },
        t('boardlab lets you play Othello against the computer and study positions with an engine that runs on your own device. '),
        t('It also solves small boards and Gobblet Gobblers exactly, and hunts for traps and records.'))),
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

export const page = { id: 'home', title: t('Home'), create };
