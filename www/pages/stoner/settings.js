// The stoner page's own address keys, as a schema, and the rules between
// them. `at` is the ply of the stoner position (the proof game's root);
// `shape` and `orientation` the match explored; `mode` `trap` (the moves
// after `at` are the trap's main line, captioned) or `defend` (the user's
// defence and the attacker's answers); `census` a depth to count with
// `horizon` (also the check's) and `cutoff=off`; `filter` (a shape) and
// `sort=distance` for the census's list of lines.
import { choice, integer } from '../../game/address.js';
import { stonerOrientations, stonerShapes } from '../../engine.js';
import { t } from '../../ui/lang.js';

/** The spec's horizon, in plies. */
export const DEFAULT_HORIZON = 14;
/** The census depths the page offers. */
export const DEPTHS = ['10', '11', '12', '13', '14'];
/** The shapes' drawings in the canonical orientation (engine data). */
export const SHAPES = stonerShapes();
const SHAPE_NAMES = SHAPES.map((drawing) => drawing.shape);

/** The corner cutoff: on unless the address says `cutoff=off`. */
const cutoff = {
  fallback: true,
  read(text) {
    if (text !== 'off') throw new Error(t("'{text}' is not a cutoff setting (write off, or leave it out)", { text }));
    return false;
  },
  write: (on) => (on ? undefined : 'off'),
};

export const SETTINGS = {
  at: integer({ min: 0, max: 60, fallback: null, what: t('a number of moves') }),
  shape: choice(SHAPE_NAMES, null, t('a shape')),
  orientation: choice(stonerOrientations(), null, t('an orientation')),
  mode: choice(['trap', 'defend'], null, t('a mode')),
  census: choice(DEPTHS, null, t('a depth the page counts')),
  horizon: integer({ min: 1, max: 60, fallback: DEFAULT_HORIZON, what: t('a number of plies') }),
  cutoff,
  filter: choice(SHAPE_NAMES, null, t('a shape')),
  sort: choice(['distance'], null, t('an order')),
};

/** The rules between the keys and the line; what breaks one is dropped. */
export function relate(values, snapshot) {
  const problems = [];
  if (values.at !== null && values.at > snapshot.plies) {
    problems.push(t("at: '{at}' is past the end of the line ({plies} moves)", { at: values.at, plies: snapshot.plies }));
    values.at = null;
  }
  if (values.mode !== null && (values.at === null || values.shape === null || values.orientation === null)) {
    problems.push(t("mode: '{mode}' needs at, shape and orientation", values));
    values.mode = null;
  }
  return problems;
}

/** No match, mode or stoner position: what a new line starts with. */
export const NO_LINE = { at: undefined, shape: undefined, orientation: undefined, mode: undefined };

/** The moves of the game shown, up to `ply`, as a move string. */
export const movesTo = (snapshot, ply) =>
  snapshot.transcript.slice(0, ply).map((move) => move.name).join('');
