// The check of a position: every stoner shape of the position at `at`
// with its proof game solved (in the worker), the match the address names
// selected, its proof tree, and the ways to ask for a check: the position
// shown, or a pasted move or board string.
import { h } from '../../ui/dom.js';
import { loadBox } from '../../ui/load-box.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { proofTree } from './proof.js';
import { matchWords } from './names.js';
import { movesTo, NO_LINE } from './settings.js';
import { capitalized, plural } from '../../ui/words.js';

/**
 * `rules` read a pasted text; `openLine(moves, settings)` opens a line from
 * the start shown; `onTrap(match)` and `onDefend(match)` open a match's
 * trap and the defence against it.
 */
export function positionCheck(game, { rules, openLine, onTrap, onDefend }) {
  const reports = new Map(); // question key -> report
  const failed = new Set(); // question keys whose check failed: not asked again
  let pending = null; // question key

  /** What to check for the state shown: the position at `at` of an 8x8 game. */
  function questionOf({ snapshot, settings }) {
    if (settings.at === null || snapshot.size !== 8) return null;
    const args = { board: snapshot.start, moves: movesTo(snapshot, settings.at), horizon: settings.horizon };
    return { key: JSON.stringify(args), args };
  }

  const reportOf = (state) => reports.get(questionOf(state)?.key) ?? null;
  const selected = (state) =>
    reportOf(state)?.matches.find((m) => m.shape === state.settings.shape && m.orientation === state.settings.orientation) ?? null;

  function ask(question) {
    pending = question.key;
    run('stoner-check', question.args, undefined, { lane: 'stoner' }).promise.then(
      (report) => {
        reports.set(question.key, report);
        if (pending === question.key) pending = null;
        game.redraw();
      },
      (failure) => {
        if (pending === question.key) pending = null;
        if (failure instanceof JobCancelled) return;
        failed.add(question.key);
        game.fail(`check: ${failure.message}`);
      },
    );
  }

  const button = h('button', { id: 'stoner-check', type: 'button', onClick: () => {
    const { snapshot } = game.state;
    openLine(movesTo(snapshot, snapshot.ply), { at: String(snapshot.ply) });
  } }, 'Check this position');

  const { form } = loadBox({
    prefix: 'stoner-',
    placeholder: 'moves or a board string',
    label: 'Move string or board string to check',
    button: 'Check',
    onLoad(text) {
      if (!text.trim()) return;
      const params = { size: undefined, board: undefined, moves: undefined, ...rules.fromText(text.trim()) };
      const loaded = rules.load(params);
      const { error, plies } = loaded;
      loaded.free();
      if (error) game.fail(error);
      else game.open({ ...params, ...NO_LINE, at: String(plies) });
    },
  });

  const result = h('div', { id: 'stoner-check-result' });
  const proof = h('div', { id: 'stoner-proof' });

  function matchItem(m, { settings }) {
    const isSelected = m.shape === settings.shape && m.orientation === settings.orientation;
    const outcome = m.undecided ? 'undecided' : m.success ? 'won' : 'escaped';
    const escape = m.steps.length ? `: ${m.steps.map((step) => step.square).join(' ')}` : ' at once';
    const verdict = {
      won: `successful stoner: the corner falls in ${m.distance} plies`,
      escaped: `the defender escapes (${m.escape})${escape}`,
      undecided: `undecided: the proof ran out of its budget before settling this shape (a smaller horizon settles it sooner)`,
    }[outcome];
    return h('li', { class: `stoner-match ${outcome}${isSelected ? ' selected' : ''}`,
      dataset: { shape: m.shape, orientation: m.orientation, success: String(m.success), undecided: String(m.undecided), distance: String(m.distance ?? '') } },
      h('strong', {}, capitalized(matchWords(m.shape, m.orientation))),
      h('span', { class: 'hint' }, ` (${m.family} family, trigger ${m.trigger})`),
      h('div', {}, verdict),
      m.undecided ? [] : h('div', { class: 'row' },
        h('button', { type: 'button', class: 'stoner-play-trap', onClick: () => onTrap(m) }, m.success ? 'Play the trap' : 'Show the escape'),
        h('button', { type: 'button', class: 'stoner-defend', onClick: () => onDefend(m) }, 'Defend it yourself')));
  }

  function render(state, report) {
    const { at } = state.settings;
    const summary = h('p', { id: 'stoner-check-summary', dataset: { matches: String(report.matches.length) } },
      report.matches.length
        ? `The position after move ${at}: ${plural(report.matches.length, 'stoner shape')} (checked in ${(report.seconds * 1000).toFixed(0)} ms).`
        : `The position after move ${at} shows no stoner shape (S4, S31, S3) in any orientation, with ${capitalized(report.defender)} as the defender to move.`);
    result.replaceChildren(summary, h('ul', { class: 'stoner-matches' }, report.matches.map((m) => matchItem(m, state))));
    const match = selected(state);
    proof.replaceChildren(...(match?.proof
      ? proofTree(match.proof, (path) => openLine(movesTo(state.snapshot, at) + path, { at: String(at), shape: match.shape, orientation: match.orientation }))
      : []));
  }

  let shown = null; // [report, shape, orientation] drawn
  game.subscribe((state) => {
    button.disabled = state.snapshot.size !== 8;
    const question = questionOf(state);
    const report = reportOf(state);
    if (!question) {
      shown = null;
      result.replaceChildren(h('p', { class: 'hint' }, 'Press "Check this position" to find every stoner shape of the shown position.'));
      proof.replaceChildren();
      return;
    }
    if (!report) {
      shown = null;
      result.replaceChildren(h('p', { class: 'hint' }, 'Checking…'));
      proof.replaceChildren();
      if (pending !== question.key && !failed.has(question.key)) ask(question);
      return;
    }
    const { shape, orientation, at } = state.settings;
    const drawn = [report, shape, orientation, at];
    if (!shown || drawn.some((value, i) => value !== shown[i])) render(state, report);
    shown = drawn;
    // The match the address names must be there.
    const missing = `the position after move ${at} shows no ${shape} in orientation ${orientation}`;
    if (shape !== null && orientation !== null && !selected(state) && !state.error.includes(missing)) {
      game.fail([state.error, missing].filter(Boolean).join('; '));
    }
  });

  return { button, form, result, proof, reportOf, selected };
}
