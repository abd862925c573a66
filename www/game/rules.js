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
import { capitalized } from '../ui/words.js';

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
    return winner ? `Game over: ${winner} wins by ${Math.abs(value)} (${score}).` : `Game over: a draw (${score}).`;
  }
  if (snapshot.passed) return `${capitalized(snapshot.passed)} has no legal move and passes; ${snapshot.to_move} to move.`;
  return '';
}

/** The colour names of Gobblet's players 1 and 2. */
export const GOBBLET_NAMES = { 1: 'Orange', 2: 'Blue' };

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
  if (result.reason === 'repetition') return 'Draw: a position occurred for the second time.';
  const { winner } = result;
  const how = result.reason === 'line' ? 'a line of three' : `${GOBBLET_NAMES[3 - winner]} has no allowed move`;
  const who = computer ? (winner === computer ? 'The perfect player wins' : 'You win') : `${GOBBLET_NAMES[winner]} wins`;
  return `${who} (${GOBBLET_NAMES[winner]}): ${how}.`;
}
