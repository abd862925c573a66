// The engine's wasm instance for the page itself (each worker has its own).
// This is the one page-side module that imports the bindings: pages and
// shared parts ask here, so what the page needs of the engine reads as one
// list. Every rule and every value comes from the engine. The page loads
// the engine's core build (pkg-core: games, records, reports), a fraction
// of the whole; searches, solvers and players run in the workers, which
// load the whole engine (scripts/build-wasm.sh).
import init, * as wasm from '../pkg-core/boardlab.js';

await init();

/** Othello games of any size: `load(size or null, board or null, moves)` (see src/web/game.rs). */
export const othello = { load: (size, board, moves) => wasm.WebGame.load(size, board, moves) };

/** Game record files and pasted records: `open(names, byteArrays)`, `read(text)` (see src/web/records.rs). */
export const records = {
  open: (names, files) => wasm.WebRecords.open(names, files),
  read: (text) => wasm.WebRecords.read(text),
};

/** Gobblet Gobblers games: `load(moves)` (see src/web/gobblet.rs). */
export const gobblet = { load: (moves) => wasm.WebGobblet.load(moves) };

/** A game's review from its positions' analyses so far (see src/web/review.rs). */
export const reviewReport = (size, board, moves, analyses) => wasm.reviewReport(size, board, moves, analyses);

export const { checkSeed, compareRuns, gameGgf, mobilityReport, openingNameJa, playerName, seedExperiment, stonerOrientations, stonerShapes } = wasm;
