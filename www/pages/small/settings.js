// The page's own address keys (`values`, `scoring`, `player`, `pick`) and
// what follows from them for the state shown.
import { choice, flag } from '../../game/address.js';
import { t } from '../../ui/lang.js';

export const SETTINGS = {
  values: flag(),
  // Left out: the scoring of the size (sizeScoring).
  scoring: choice(['raw', 'wof'], null, t('a scoring rule')),
  // The user's side against the perfect player; left out: no perfect player.
  player: choice(['black', 'white'], null, t('a side')),
  // Left out: the perfect player picks among its best moves at random.
  pick: choice(['first'], null, t('a way to pick')),
};

/** The scoring a size starts with: the seed's raw counting on 4x4. */
export const sizeScoring = (size) => (size === 4 ? 'raw' : 'wof');

/** The scoring in force. */
export const scoringOf = ({ settings, snapshot }) => settings.scoring ?? sizeScoring(snapshot.size);

/** How a finished game is counted, in words: the engine's `raw` and `wof`. */
export const SCORING_WORDS = { raw: t('discs'), wof: t('discs + empties') };

/** The scoring in force, in words ("discs + empties"). */
export const scoringWords = (state) => SCORING_WORDS[scoringOf(state)];

const atEnd = ({ snapshot }) => snapshot.ply === snapshot.plies;

/** Whether the user may play: the side to move is not the perfect player's. */
export const userMoves = ({ settings, snapshot }) => !settings.player || snapshot.to_move === settings.player;

/** Whether the perfect player is to move: its turn at the end of the game, nothing wrong. */
export const computerToMove = (state) => !!state.snapshot.to_move && !userMoves(state) && atEnd(state) && !state.error;

/** Whether a finished game against the perfect player is shown at its end: its moves are reviewed. */
export const reviewing = (state) => !!state.settings.player && !!state.snapshot.result && atEnd(state);

/** The empty squares of a snapshot. */
export const emptiesOf = (snapshot) => snapshot.size * snapshot.size - snapshot.black - snapshot.white;
