// The database panel of the board page: what the browser holds (#db-status
// with `data-games`; each kept file with its games and a Remove), the
// files just opened offered for keeping, and at every position shown the
// moves played from it (#db-moves: one row a move with `data-move`,
// `data-games`, `data-black-wins`, `data-draws`, `data-white-wins`; a row
// plays its move) and the games through it (transpositions included),
// filtered by player and tournament; a game opens at the position. Answers come from the
// worker's database (database.js); a newer position replaces an older
// question's answer.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { nameGame } from '../../ui/library.js';
import { onProblem, problem as storageProblem } from '../../ui/store.js';
import { number, signedValue } from '../../ui/words.js';
import { gameDatabase } from './database.js';
import { gameRow } from './game-list.js';

const LISTED = 20;
const percent = (part, whole) => (whole ? Math.round((100 * part) / whole) : 0);

/** A result's share of the games, then its count: `48% (535)`. */
const share = (count, games) => `${percent(count, games)}% (${number(count)})`;

/** A move's row: its square, games, the results as a bar and as shares (with their counts), and black's mean margin. */
function moveRow(square, stats, onPlay) {
  const { games, black_wins: black, draws, white_wins: white, mean_margin: margin } = stats;
  // Widths through the style object: the page's policy refuses style attributes.
  const part = (name, count) => {
    const span = h('span', { class: name });
    span.style.width = `${percent(count, games)}%`;
    return span;
  };
  const bar = h('span', { class: 'db-bar', 'aria-hidden': 'true' }, part('db-black', black), part('db-draw', draws), part('db-white', white));
  const words = t('{move}: {games} games, black won {black}, {draws} draws, white won {white}, black’s mean margin {margin}',
    { move: square, games: number(games), black: share(black, games), draws: share(draws, games), white: share(white, games), margin: signedValue(margin, 1) });
  return h('button', {
    type: 'button',
    class: 'db-move',
    role: 'listitem',
    'aria-label': words,
    title: t('Play {move}', { move: square }),
    dataset: { move: square, games: String(games), blackWins: String(black), draws: String(draws), whiteWins: String(white) },
    onClick: () => onPlay(square),
  },
  h('span', { class: 'db-square' }, square),
  h('span', { class: 'db-games' }, number(games)),
  bar,
  h('span', { class: 'db-score' }, `${share(black, games)} / ${share(draws, games)} / ${share(white, games)}`),
  h('span', { class: 'db-margin' }, signedValue(margin, 1)));
}

/** The panel for `controller`; `offer(names, bytes)` offers files just opened for keeping. */
export function databasePanel(controller) {
  const status = h('p', { id: 'db-status', class: 'hint', 'aria-live': 'polite', dataset: { games: '0' } });
  const problem = h('p', { id: 'db-problem', class: 'message error', role: 'alert', hidden: true });
  const held = h('ul', { id: 'db-files', class: 'db-files' });
  const keep = h('button', { id: 'db-add', type: 'button', hidden: true }, t('Keep in the database'));
  const foldBox = h('input', { id: 'db-fold', type: 'checkbox' });
  const playerInput = h('input', { id: 'db-player', type: 'search', placeholder: t('Player'), 'aria-label': t('Only the games of a player'), autocomplete: 'off' });
  const tournamentInput = h('input', { id: 'db-tournament', type: 'search', placeholder: t('Tournament'), 'aria-label': t('Only the games of a tournament'), autocomplete: 'off' });
  const summary = h('p', { id: 'db-summary', class: 'hint', 'aria-live': 'polite' });
  const moves = h('div', { id: 'db-moves', role: 'list', 'aria-label': t('Moves played from this position') });
  const games = h('div', { id: 'db-games', role: 'list', 'aria-label': t('Games through this position') });
  const gamesHeading = h('h3', { hidden: true }, t('Games through this position'));
  const asking = h('div', { class: 'db-asking', hidden: true },
    h('div', { class: 'row filters' }, playerInput, tournamentInput),
    h('div', { class: 'db-head', 'aria-hidden': 'true' },
      h('span', {}, t('Move')), h('span', {}, t('Games')), h('span', {}, t('Black wins / draws / white wins')), h('span', {}, t('Margin'))),
    summary, moves, gamesHeading, games);
  let offered = null;
  let asked = 0;

  const say = (element, text) => {
    element.textContent = text ?? '';
    element.hidden = !text;
  };

  const database = gameDatabase({ onChange: drawHeld });

  function drawHeld({ files, games: count, fold, building, error }) {
    status.dataset.games = String(count);
    foldBox.checked = fold;
    status.textContent = building
      ? t('Building the database of {games} games…', { games: number(count) })
      : files.length === 1
        ? t('The database holds {games} games from one file, kept in this browser until you remove it.', { games: number(count) })
        : files.length
        ? t('The database holds {games} games from {files} files, kept in this browser until you remove them.', { games: number(count), files: number(files.length) })
        : t('No games kept yet: open game files above, then press Keep in the database to see, at every position, what was played from it.');
    if (error) say(problem, t('The database could not be built: {reason}', { reason: engineText(error) }));
    held.replaceChildren(...files.map((file) => h('li', { dataset: { file: file.file } },
      h('span', {}, t('{file}: {games} games', { file: file.file, games: number(file.games) })),
      h('button', { type: 'button', class: 'db-remove', 'aria-label': t('Remove {file} from the database', { file: file.file }), onClick: () => database.drop(file.id) }, t('Remove')))));
    asking.hidden = files.length === 0;
    if (!building) draw();
  }

  async function draw() {
    const state = controller.state;
    if (!state || database.state().files.length === 0) return;
    const board = state.snapshot.board;
    const mine = ++asked;
    let report;
    try {
      report = await database.ask(board, { player: playerInput.value.trim(), tournament: tournamentInput.value.trim() }, LISTED);
    } catch (failure) {
      if (mine === asked) say(problem, t('The database could not answer: {reason}', { reason: engineText(failure.message) }));
      return;
    }
    if (mine !== asked || !report) return;
    const rows = Object.entries(report.moves).sort(([, a], [, b]) => b.games - a.games);
    moves.replaceChildren(...rows.map(([square, stats]) => moveRow(square, stats, (move) => controller.play(move))));
    moves.dataset.seconds = String(report.seconds);
    moves.dataset.position = board;
    summary.textContent = report.games
      ? t('{games} games reach this position{fold}.', { games: number(report.games), fold: report.fold ? t(' (mirror images and rotations included)') : '' })
      : playerInput.value.trim() || tournamentInput.value.trim()
        ? t('No game of the database with this player and tournament reaches this position.')
        : t('No game of the database reaches this position.');
    games.replaceChildren(...report.first_games.map((game) => gameRow({
      game: game.number,
      black: game.black,
      white: game.white,
      tournament: game.tournament ?? game.file,
      year: t('move {ply}', { ply: game.ply + 1 }),
      score: game.result,
      moves: game.next ? t('played {move}', { move: game.next }) : t('ended here'),
    }, () => openGame(game))));
    gamesHeading.hidden = report.first_games.length === 0;
  }

  async function openGame({ game, ply, black, white, tournament }) {
    const address = await database.game(game);
    if (!address) return;
    nameGame({ ...address, black, white, tournament });
    controller.open({ size: address.size === 8 ? undefined : String(address.size), board: address.board ?? undefined, moves: address.moves || undefined, ply: String(ply) });
  }

  keep.addEventListener('click', async () => {
    if (!offered) return;
    const { names, bytes } = offered;
    keep.disabled = true;
    // What storage said stays said: it still holds.
    say(problem, storageProblem);
    try {
      const packed = await database.add(names, bytes);
      if (packed.games === 0) say(problem, t('Nothing to keep: {reason}', { reason: packed.errors.length ? engineText(packed.errors[0]) : t('the files hold no games') }));
      else {
        offered = null;
        keep.hidden = true;
      }
    } catch (failure) {
      say(problem, t('The files could not be kept: {reason}', { reason: engineText(failure.message) }));
    } finally {
      keep.disabled = false;
    }
  });
  foldBox.addEventListener('change', () => database.setFold(foldBox.checked));
  playerInput.addEventListener('input', () => draw());
  tournamentInput.addEventListener('input', () => draw());
  controller.subscribe(() => draw());
  onProblem((sentence) => say(problem, sentence));

  const panel = h('div', { class: 'panel db-panel', id: 'db-panel' },
    h('h2', {}, t('Database')),
    status, problem, keep, held,
    h('label', { class: 'row db-fold' }, foldBox, h('span', {}, t('Count mirror images and rotations of a position together'))),
    asking);
  database.load();

  return {
    panel,
    /** Offers the files just opened (`names[i]` names the bytes `bytes[i]`) for keeping. */
    offer(names, bytes) {
      offered = { names, bytes };
      keep.hidden = false;
      keep.textContent = t('Keep {file} in the database', { file: names.join(', ') });
    },
  };
}
