// The pages, in tab order, each with the sentence that says what it is for
// (translated, with `{term}` for the glossary term `term` where it has one). A page is a folder:
// its `index.js` exports `page` = { id, title, create(section, shell) },
// where create builds the page into its section and returns
// { show(params) }; its `style.css`, if it has one, styles it. Both are
// loaded the first time the page is shown.
import { t } from '../ui/lang.js';

const here = (path) => new URL(path, import.meta.url).href;
const page = (id, title, lead, { term = null, style = true } = {}) => ({
  id,
  title,
  lead: lead && { text: lead, term },
  module: here(`./${id}/index.js`),
  style: style ? here(`./${id}/style.css`) : null,
});

export const PAGES = [
  page('home', t('Home'), null),
  page('board', t('Board'), t('Set up any position, play moves for both sides, step through a game and share it as a link.')),
  page('play', t('Play'), t('Play Othello against the computer: you move by tapping a square with a dot.')),
  page('puzzles', t('Puzzles'), t('Endgame positions from real tournament games: find the best move, and the exact solver shows what every move was worth.')),
  page('arena', t('Arena'), t('Let two computer players meet in many games and see which one wins, and by how much.')),
  page('small', t('Small boards'), t('On 4x4 and 6x6 boards every move’s result is known: play against {term} or study it.'), { term: 'perfect play' }),
  page('stoner', t('Stoner'), t('Learn the {term} edge trap, find where it appears, and try to defend against it.'), { term: 'stoner' }),
  page('mobility', t('Mobility'), t('How many legal moves ({term}) can one side have? Edit positions, see records and proofs.'), { term: 'mobility' }),
  page('gobblet', t('Gobblet'), t('Gobblet Gobblers, tic-tac-toe with pieces that swallow smaller ones, solved exactly: play or study it.')),
];

/** The page the bare address opens. */
export const HOME = 'home';
/** The page an address with parameters but no `page` opens: every link shared before the home page existed. */
export const ADDRESSLESS = 'board';

/** The page that `params` (a parsed address) names. */
export function pageOf(params) {
  const named = PAGES.find((entry) => entry.id === params.page);
  if (named) return named;
  const id = Object.keys(params).some((key) => key !== 'page') ? ADDRESSLESS : HOME;
  return PAGES.find((entry) => entry.id === id);
}
