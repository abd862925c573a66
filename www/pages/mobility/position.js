// The position being edited, behind every part of the page: the engine's
// report of it (counts and moves of both sides, the broken conditions, the
// position in words), the message, and the address. The board is the
// page's one address key, read and written through the settings schema as
// every page's keys are: a bad board is named in the one message form and
// the start shown. Every edit is a navigation to a new address, so back
// and forward walk through the edits and a copied link reopens the board.
import { checked, readSettings, writeSettings } from '../../game/address.js';
import { mobilityReport } from '../../engine.js';
import { createStore } from '../../game/store.js';
import { LEGAL_TINT } from './legal-tint.js';

export const START = '---------------------------OX------XO--------------------------- X';

/** The squares (one letter each, row by row) and the side letter of a report's board string. */
export const partsOf = (board) => ({ squares: board.slice(0, 64), side: board.slice(65, 66) });


/** What a BoardView draws of a report: its discs and the side to move's legal squares, tinted. */
export const viewOf = (report) => ({
  size: 8,
  discs: partsOf(report.board).squares,
  highlights: report.legal.map(({ col, row }) => ({ col, row, color: LEGAL_TINT })),
});

export function createPosition(shell) {
  // The report of the last board read: reading the address and showing it
  // ask for the same one.
  let last = mobilityReport(START);
  const reportOf = (board) => (last.board === board ? last : (last = mobilityReport(board)));
  const SETTINGS = { board: checked((text) => reportOf(text).board, START) };

  const store = createStore(); // state: { report, error }
  let actionError = '';
  const addressOf = (board) => writeSettings({ board }, SETTINGS);

  const position = {
    /** The state shown: { report, error } (null before the first show). */
    get state() {
      return store.state;
    },
    subscribe: store.subscribe,

    /** Shows the board the address names, correcting the address to its canonical form. */
    show(params) {
      const { values, problems } = readSettings(params, SETTINGS);
      if (values.board !== store.state?.report.board) actionError = '';
      shell.correct(addressOf(values.board));
      store.set({ report: reportOf(values.board), error: actionError || problems.join('; ') });
    },

    /** Shows `board` (a board string the page built or read); with `replace`, in the same history entry. */
    edit(board, { replace = false } = {}) {
      actionError = '';
      const { state } = store;
      if (board === state?.report.board) {
        if (state.error) store.set({ ...state, error: '' });
        return;
      }
      shell.navigate(addressOf(board), { replace });
    },

    /** Shows a pasted board string, or names what is wrong with it and keeps the board shown. */
    load(text) {
      const trimmed = text.trim();
      if (!trimmed) return false;
      const { values, problems } = readSettings({ board: trimmed }, SETTINGS);
      if (problems.length) {
        position.fail(problems.join('; '));
        return false;
      }
      position.edit(values.board);
      return true;
    },

    /** Shows a failure until the next change. */
    fail(message) {
      actionError = message;
      store.set({ ...store.state, error: message });
    },
  };
  return position;
}
