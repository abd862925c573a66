// The check of a position: every stoner shape of the position at `at`
// with its proof game solved (in the worker), the match the address names
// selected, its proof tree, and the ways to ask for a check: the position
// shown, or a pasted move or board string.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { loadBox } from '../../ui/load-box.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { proofTree } from './proof.js';
import { matchWords } from './names.js';
import { movesTo, NO_LINE } from './settings.js';
import { capitalized, plural, sideName } from '../../ui/words.js';

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
        game.fail(t('check: {reason}', { reason: engineText(failure.message) }));
      },
    );
  }

  const button = h('button', { id: 'stoner-check', type: 'button', onClick: () => {
    const { snapshot } = game.state;
    openLine(movesTo(snapshot, snapshot.ply), { at: String(snapshot.ply) });
  } }, t('Check this position'));

  const { form } = loadBox({
    prefix: 'stoner-',
    placeholder: t('moves or a board string'),
    label: t('Move string or board string to check'),
    button: t('Check'),
    onLoad(text) {
      if (!text.trim()) return;
      const params = { size: undefined, board: undefined, moves: undefined, ...rules.fromText(text.trim()) };
      const loaded = rules.load(params);
      const { error, plies } = loaded;
      loaded.free();
      if (error) game.fail(engineText(error));
      else game.open({ ...params, ...NO_LINE, at: String(plies) });
    },
  });

  const result = h('div', { id: 'stoner-check-result' });
  const proof = h('div', { id: 'stoner-proof' });

  function matchItem(m, { settings }) {
    const isSelected = m.shape === settings.shape && m.orientation === settings.orientation;
    const outcome = m.undecided ? 'undecided' : m.success ? 'won' : 'escaped';
    const escape = m.steps.length ? `: ${m.steps.map((step) => step.square).join(' ')}` : t(' at once');
    const verdict = {
      won: () => t('successful stoner: the corner falls in {distance} plies', m),
      escaped: () => t('the defender escapes ({how}){escape}', { how: engineText(m.escape), escape }),
      undecided: () => t('undecided: the proof ran out of its budget before settling this shape (a smaller horizon settles it sooner)'),
    }[outcome]();
    return h('li', { class: `stoner-match ${outcome}${isSelected ? ' selected' : ''}`,
      dataset: { shape: m.shape, orientation: m.orientation, success: String(m.success), undecided: String(m.undecided), distance: String(m.distance ?? '') } },
      h('strong', {}, capitalized(matchWords(m.shape, m.orientation))),
      h('span', { class: 'hint' }, t(' ({family} family, trigger {trigger})', m)),
      h('div', {}, verdict),
      m.undecided ? [] : h('div', { class: 'row' },
        h('button', { type: 'button', class: 'stoner-play-trap', onClick: () => onTrap(m) }, m.success ? t('Play the trap') : t('Show the escape')),
        h('button', { type: 'button', class: 'stoner-defend', onClick: () => onDefend(m) }, t('Defend it yourself'))));
  }

  function render(state, report) {
    const { at } = state.settings;
    const summary = h('p', { id: 'stoner-check-summary', dataset: { matches: String(report.matches.length) } },
      report.matches.length
        ? t('The position after move {at}: {shapes} (checked in {ms} ms).', { at, shapes: plural(report.matches.length, '{count} stoner shape', '{count} stoner shapes'), ms: (report.seconds * 1000).toFixed(0) })
        : t('The position after move {at} shows no stoner shape (S4, S31, S3) in any orientation, with {side} as the defender to move.', { at, side: sideName(report.defender, true) }));
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
      result.replaceChildren(h('p', { class: 'hint' }, t('Press "Check this position" to find every stoner shape of the shown position.')));
      proof.replaceChildren();
      return;
    }
    if (!report) {
      shown = null;
      result.replaceChildren(h('p', { class: 'hint' }, t('Checking…')));
      proof.replaceChildren();
      if (pending !== question.key && !failed.has(question.key)) ask(question);
      return;
    }
    const { shape, orientation, at } = state.settings;
    const drawn = [report, shape, orientation, at];
    if (!shown || drawn.some((value, i) => value !== shown[i])) render(state, report);
    shown = drawn;
    // The match the address names must be there.
    const missing = t('the position after move {at} shows no {shape} in orientation {orientation}', { at, shape, orientation });
    if (shape !== null && orientation !== null && !selected(state) && !state.error.includes(missing)) {
      game.fail([state.error, missing].filter(Boolean).join('; '));
    }
  });

  return { button, form, result, proof, reportOf, selected };
}
