// The Japanese table: each English sentence of the pages (as written in
// t() calls, `{name}` for what varies) and its Japanese, in the words
// Japanese Othello players use (石, 打てる場所, 着手可能数, 隅, 辺, X打ち,
// 偶数理論, 完全読み, 定石, 悪手/疑問手/大悪手). Loaded by ui/lang.js only
// for a Japanese visit. Move names (f5, d3) stay as they are. The table
// is split by page (ja/*.js; the database, library and puzzles in
// ja/study.js); the engine's messages are in ja/engine.js.
import { SHELL } from './ja/shell.js';
import { BOARD_PLAY } from './ja/board-play.js';
import { ARENA_SMALL } from './ja/arena-small.js';
import { STONER } from './ja/stoner.js';
import { MOBILITY_GOBBLET } from './ja/mobility-gobblet.js';
import { STUDY } from './ja/study.js';

export { ENGINE } from './ja/engine.js';

/** English sentence -> Japanese. */
export const SENTENCES = { ...SHELL, ...BOARD_PLAY, ...ARENA_SMALL, ...STONER, ...MOBILITY_GOBBLET, ...STUDY };
