// The engine's wasm instance for the page itself (each worker has its own).
import init, { WebGame, mobilityReport, stonerShapes } from '../pkg/boardlab.js';

await init();

export { WebGame, mobilityReport, stonerShapes };
