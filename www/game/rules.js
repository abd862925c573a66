// Where a controller's game comes from and how its address is written: one
// object per kind of game, plugged into createGameController. Each has
//   keyOf(params)       the identity of the game an address names;
//   load(params)        the engine game it names (with `error` set when
//                       the text was bad: the longest valid prefix is kept);
//   addressOf(snapshot) the address keys that name the game shown;
//   fromText(text, s)   the address keys for text the user pasted;
//   notice(snapshot)    the words for a pass or the end of the game;
//   end(snapshot)       a short tag for how the game ended (data-end).
import { gobblet, othello } from '../engine.js';
import { t } from '../ui/lang.js';
import { sideName } from '../ui/words.js';

/** Whether `text` reads as an Othello board string rather than a move string. */
export function looksLikeBoard(text) {
  // Move strings are squares (a letter and a digit) and pass tokens; board
  // strings never contain a digit.
  return !/[0-9]/.test(text) && text.replace(/[\s,]/g, '').length > 8;
}

/** Othello of any size, `size` (a string) being the page's default. */
export function othelloRules({ size: defaultSize = '8' } = {}) {
  return {
    keyOf: ({ size = defaultSize, board = '', moves = '' }) => JSON.stringify([size, board, moves]),
    // The board string sets the size unless the address names one too.
    load: ({ size, board = null, moves = '' }) => othello.load(size ?? (board ? null : defaultSize), board, moves),
    addressOf: (snapshot) => ({
      size: String(snapshot.size) === defaultSize ? undefined : String(snapshot.size),
      board: snapshot.start ?? undefined,
      moves: snapshot.moves || undefined,
    }),
    fromText: (text, snapshot) =>
      looksLikeBoard(text) ? { board: text } : { size: snapshot ? String(snapshot.size) : undefined, moves: text },
    notice: othelloNotice,
    end: (snapshot) => (snapshot.result ? 'over' : ''),
  };
}

/** The pass or game-over words for an Othello snapshot, if any. */
export function othelloNotice(snapshot) {
  if (snapshot.result) {
    const { winner, value } = snapshot.result;
    const score = `${snapshot.black}–${snapshot.white}`;
    return winner ? t('Game over: {winner} wins by {margin} ({score}).', { winner: sideName(winner), margin: Math.abs(value), score }) : t('Game over: a draw ({score}).', { score });
  }
  if (snapshot.passed) return t('{side} has no legal move and passes; {next} to move.', { side: sideName(snapshot.passed, true), next: sideName(snapshot.to_move) });
  return '';
}

/** The colour names of Gobblet's players 1 and 2. */
export const GOBBLET_NAMES = { 1: t('Orange'), 2: t('Blue') };

/** Gobblet Gobblers from the empty board. */
export function gobbletRules() {
  return {
    keyOf: ({ moves = '' }) => moves,
    load: ({ moves = '' }) => gobblet.load(moves),
    addressOf: (snapshot) => ({ moves: snapshot.moves || undefined }),
    fromText: (text) => ({ moves: text, ply: undefined }),
    notice: (snapshot) => gobbletEndWords(snapshot.result),
    end: (snapshot) => snapshot.result?.reason ?? '',
  };
}

/** How a Gobblet game ended, in words; `computer` (1, 2 or null) is the perfect player's side. */
export function gobbletEndWords(result, computer = null) {
  if (!result) return '';
  if (result.reason === 'repetition') return t('Draw: a position occurred for the second time.');
  const { winner } = result;
  const how = result.reason === 'line' ? t('a line of three') : t('{side} has no allowed move', { side: GOBBLET_NAMES[3 - winner] });
  const who = computer ? (winner === computer ? t('The perfect player wins') : t('You win')) : t('{side} wins', { side: GOBBLET_NAMES[winner] });
  return t('{who} ({side}): {how}.', { who, side: GOBBLET_NAMES[winner], how });
}
