// One controller for "a game shown at a ply", behind every page that shows
// a game (lichess's analysis board has one controller behind many views;
// so does this app). It owns the game (an engine object of the shape every
// game shares: load, snapshot(ply), play(ply, move), undo()), the ply, the
// page's own settings and the message; it keeps the address in step with
// them; views subscribe and draw the state they are handed.
//
// The address is the state: showing an address loads what it names, and
// every change (a step, a move, a setting) is a navigation to a new
// address, so back and forward walk through what was shown and a copied
// link reopens it. A page plugs in:
//   rules:    where the game comes from and how its address is written (see
//             rules.js: othelloRules, gobbletRules, or a page's own);
//   settings: the page's own address keys, as a schema (see address.js);
//   relate(values, snapshot): the page's rules between its settings and
//             the game (a mode that needs another key, a ply past the end):
//             resets what breaks them to its fallback and returns the
//             problems, worded as the schema's;
//   mayPlay(state): whether the user may play in the state shown.
import { engineText, t } from '../ui/lang.js';
import { readSettings, writeSettings } from './address.js';
import { createStore } from './store.js';

const STEP_KEYS = { ArrowLeft: -1, ArrowRight: +1 };

export function createGameController({ shell, rules, settings = {}, relate = () => [], mayPlay = () => true }) {
  let game = null;
  let gameKey = null;
  // Bumped whenever the game object changes, so a snapshot can be reused.
  let version = 0;
  let cached = null; // { version, ply, snapshot }
  let loadError = '';
  let actionError = '';
  let redo = null; // { base, moves }: the moves an undo took back
  // The state shown, { snapshot, settings, error }, and the views that draw it.
  const store = createStore();

  function snapshotAt(ply) {
    if (!cached || cached.version !== version || cached.ply !== ply) {
      cached = { version, ply, snapshot: game.snapshot(ply) };
    }
    return cached.snapshot;
  }

  /** The address of the game at `ply` with `values` for the settings. */
  function addressOf(snapshot, ply, values) {
    return {
      ...rules.addressOf(snapshot),
      ply: ply < snapshot.plies ? String(ply) : undefined,
      ...writeSettings(values, settings),
    };
  }


  function navigate(ply, values, options) {
    const snapshot = snapshotAt(ply);
    shell.navigate(addressOf(snapshot, ply, values), options);
  }

  const controller = {
    /** The state shown: { snapshot, settings, error } (null before the first show). */
    get state() {
      return store.state;
    },

    /** Views draw each new state; they are called in the order they subscribed. */
    subscribe: store.subscribe,

    /** Shows what the address `params` names, correcting the address to its canonical form. */
    show(params) {
      const key = rules.keyOf(params);
      if (key !== gameKey) {
        game?.free();
        game = rules.load(params);
        version += 1;
        loadError = engineText(game.error);
        actionError = '';
      }
      const { values, problems } = readSettings(params, settings);
      let ply = game.plies;
      if (params.ply !== undefined) {
        if (/^\d+$/.test(params.ply)) ply = Math.min(Number(params.ply), game.plies);
        else problems.unshift(t("ply: '{text}' is not a number of moves", { text: params.ply }));
      }
      const snapshot = snapshotAt(ply);
      problems.push(...relate(values, snapshot));
      const canonical = addressOf(snapshot, ply, values);
      // A corrected address names the same game: no reload when it comes back.
      gameKey = rules.keyOf(canonical);
      shell.correct(canonical);
      store.set({ snapshot, settings: values, error: actionError || [loadError, ...problems].filter(Boolean).join('; ') });
    },

    /** Whether the user may play in the state shown. */
    mayPlay: () => !!store.state && !store.state.snapshot.result && mayPlay(store.state),

    /** Shows the position after `ply` moves (clamped to the game). */
    step(ply) {
      if (!store.state) return;
      const target = Math.max(0, Math.min(ply, store.state.snapshot.plies));
      if (target === store.state.snapshot.ply) return;
      loadError = actionError = '';
      navigate(target, store.state.settings);
    },

    /**
     * Plays `move` at the ply shown: the game's own next move steps forward
     * and keeps the rest; another move replaces the moves that followed.
     * With `replace`, the address of the position before is replaced (the
     * computer's reply to a move: Back then takes back both); `settings`
     * changes settings with the move. With `keepMessage`, the message shown
     * stays (a move the user did not make leaves what the user was told
     * until the user acts).
     */
    play(move, { replace = false, keepMessage = false, settings: changes = {} } = {}) {
      if (!store.state) return false;
      const { snapshot } = store.state;
      const values = { ...store.state.settings, ...changes };
      if (snapshot.transcript[snapshot.ply]?.name === move) {
        loadError = actionError = '';
        navigate(snapshot.ply + 1, values, { replace });
        return true;
      }
      try {
        game.play(snapshot.ply, move);
      } catch (failure) {
        actionError = engineText(failure.message);
        store.set({ ...store.state, error: actionError });
        return false;
      }
      version += 1;
      actionError = keepMessage ? store.state.error : '';
      loadError = '';
      redo = null;
      const end = snapshotAt(game.plies);
      gameKey = rules.keyOf(addressOf(end, game.plies, values));
      navigate(game.plies, values, { replace });
      return true;
    },

    /** Takes back the moves after `ply` (the last one by default); `redo` plays them again. */
    undo(ply = store.state.snapshot.plies - 1) {
      if (!store.state || ply < 0 || ply >= store.state.snapshot.plies) return;
      const taken = store.state.snapshot.transcript.slice(ply).map((move) => move.name);
      while (game.plies > ply) game.undo();
      version += 1;
      loadError = actionError = '';
      const end = snapshotAt(game.plies);
      redo = { base: end.moves, moves: taken };
      gameKey = rules.keyOf(addressOf(end, game.plies, store.state.settings));
      navigate(game.plies, store.state.settings);
    },

    /** Whether an undo can be redone (the game is still where the undo left it). */
    canRedo: () => !!redo && !!store.state && store.state.snapshot.moves === redo.base,

    /** Plays again the moves the last undo took back. */
    redo() {
      if (!controller.canRedo()) return;
      const { moves } = redo;
      redo = null;
      for (const move of moves) game.play(game.plies, move);
      version += 1;
      const end = snapshotAt(game.plies);
      gameKey = rules.keyOf(addressOf(end, game.plies, store.state.settings));
      navigate(game.plies, store.state.settings);
    },

    /** Changes settings (a new history entry unless `replace`; `keepMessage` as for `play`). */
    set(changes, { replace = false, keepMessage = false } = {}) {
      if (!store.state) return;
      actionError = keepMessage ? store.state.error : '';
      loadError = '';
      navigate(store.state.snapshot.ply, { ...store.state.settings, ...changes }, { replace });
    },

    /** Opens another game: `params` name it as the address does (settings kept unless given). */
    open(params, { keepSettings = true } = {}) {
      loadError = actionError = '';
      const kept = keepSettings && store.state ? writeSettings(store.state.settings, settings) : {};
      shell.navigate({ ...kept, ...params });
    },

    /** Opens what the user pasted (a move string or, where the rules read them, a board). */
    load(text) {
      const trimmed = text.trim();
      if (trimmed) controller.open(rules.fromText(trimmed, store.state?.snapshot));
    },

    /** Draws the state again: for a page whose own data (an answer from a worker) changed. */
    redraw() {
      if (store.state) store.set(store.state);
    },

    /** Shows a failure of the page's own (a job that failed, say) until the next change. */
    fail(message) {
      actionError = message;
      if (store.state) store.set({ ...store.state, error: message });
    },

    /** The snapshot of another ply of the same game (one engine call). */
    snapshotAt: (ply) => snapshotAt(Math.max(0, Math.min(ply, game.plies))),

    /** ← and → step one move, Home and End go to either end, while `section` is shown and no field has focus. */
    bindKeys(section) {
      document.addEventListener('keydown', (event) => {
        if (section.hidden || !store.state || event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
        const { ply, plies } = store.state.snapshot;
        const target = event.key in STEP_KEYS ? ply + STEP_KEYS[event.key] : { Home: 0, End: plies }[event.key];
        if (target === undefined) return;
        event.preventDefault();
        controller.step(target);
      });
    },
  };
  return controller;
}
