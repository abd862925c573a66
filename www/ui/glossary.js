// The words of the field, each explained in one plain sentence, and the one
// way a page shows a term: a button that reveals its sentence on hover,
// keyboard focus or tap (the sentence is also its accessible description).
import { h } from './dom.js';
import { t } from './lang.js';

// Each term's tooltip needs its own id for aria-describedby.
let counter = 0;

export const GLOSSARY = {
  disc: t('A playing piece: black on one side, white on the other. Discs turn over when they are outflanked.'),
  pass: t('A player with no legal move must pass: the other player moves again.'),
  ply: t('One move by one player. Two plies make one move each.'),
  perft: t('A count of every position reachable a given number of plies ahead, used to check that the move generator is right.'),
  stoner: t('An edge trap: the attacker plays next to the defender’s edge discs and wins a corner whatever the defender does.'),
  'X-square': t('A square diagonally next to a corner (b2, g2, b7, g7). Playing there often gives the corner away.'),
  'C-square': t('A square on the edge next to a corner (a2, b1, …). Risky for the same reason as an X-square.'),
  corner: t('A corner disc can never be turned over, so corners are worth a lot.'),
  mobility: t('How many legal moves a player has. Having more choices than the opponent is usually good.'),
  parity: t('Who gets the last move in a region of empty squares. Moving last in a region is usually an advantage.'),
  seed: t('A number that fixes the computer’s random choices, so the same seed replays the same games.'),
  scoring: t('How a finished game is counted: the disc difference as it stands (discs), or with the empty squares given to the winner (discs + empties, the usual rule).'),
  exact: t('The value is proved by searching every move to the end of the game.'),
  estimate: t('The value is the computer’s guess from looking a few moves ahead, not a proof. To look deeper, the analysis skips lines that a shorter look finds hopeless.'),
  horizon: t('How many plies ahead the search looks. Beyond it, nothing is checked.'),
  census: t('A count of every line from the start, up to a depth, that ends in a given kind of position.'),
  random: t('The weakest computer player: it plays any legal move, chosen by chance.'),
  'three-ply': t('The computer player of the Japanese blog the arena repeats: it looks three plies ahead (its move, the reply, its next move) and plays the move that leaves it ahead in discs in the most lines; before about move 20 it plays by chance.'),
  strong: t('boardlab’s strongest computer player: it follows its opening book, searches up to 10 plies ahead (or a million positions, whichever comes first) and plays exactly once 16 squares are empty. “strong (4 plies)” searches only 4 plies ahead, and is weaker.'),
  classic: t('The strong player with a simpler, hand-set way of valuing positions instead of the one learned from games.'),
  'perfect play': t('Moves proved best by searching the whole game: the result cannot be improved.'),
  'opening book': t('A table of early positions valued in advance, so they are looked up instead of searched: exactly on 6x6; on 8x8 the positions real games reach, each move searched deeply and the lines players chose followed through.'),
  opening: t('A named sequence of first moves, as players call it (Tiger, Cat, Cow…). Names follow the position, so a game opened in a mirrored way keeps the name.'),
  'SAT solver': t('A program that decides whether a logic formula can be made true; a position’s rules written as such a formula let it prove a record impossible.'),
  'SMT solver': t('A SAT solver that also reasons about numbers and bit patterns, so a move generator can be written to it almost as code.'),
  'chi-square': t('A test of whether two sets of counts (here wins, losses and draws) differ by more than chance would make them.'),
  editor: t('A board where a tap paints a square (empty, black or white) instead of playing a move: for setting up any position.'),
  gobble: t('In Gobblet Gobblers, putting a bigger piece over a smaller one, which hides it.'),
};

/** Moves a shown sentence left as far as it overflows the window's right edge (a term near it). */
function keepInside(tip) {
  tip.style.left = '';
  const box = tip.getBoundingClientRect();
  const over = box.right - (document.documentElement.clientWidth - 8);
  if (box.width && over > 0) tip.style.left = `${-Math.min(over, box.left - 8)}px`;
}

/** `term` (a key of GLOSSARY, or `words` shown for it) with its sentence on hover, focus or tap. */
export function term(key, words = t(key)) {
  const sentence = GLOSSARY[key];
  if (!sentence) throw new Error(`glossary: no entry for '${key}'`);
  const tip = h('span', { class: 'term-tip', role: 'tooltip' }, sentence);
  const button = h('button', { type: 'button', class: 'term', 'aria-expanded': 'false', dataset: { term: key } }, words);
  const wrapper = h('span', { class: 'term-wrap' }, button, tip);
  tip.id = `term-${key.replace(/\W+/g, '-')}-${(counter += 1)}`;
  button.setAttribute('aria-describedby', tip.id);
  const toggle = (open) => {
    button.setAttribute('aria-expanded', String(open));
    wrapper.classList.toggle('open', open);
    if (open) keepInside(tip);
  };
  wrapper.addEventListener('mouseenter', () => keepInside(tip));
  button.addEventListener('focus', () => keepInside(tip));
  button.addEventListener('click', () => toggle(button.getAttribute('aria-expanded') !== 'true'));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') toggle(false);
  });
  button.addEventListener('blur', () => toggle(false));
  return wrapper;
}
