// Defending against the proven attacker (`mode=defend`): the user plays
// the defender from the stoner position, the engine the attacker (in the
// worker, its answer proven when it wins), until the corner falls or the
// defender escapes. A visible sign says when the attacker thinks; each
// answer is bounded by the engine's node budget (past it the turn says it
// is undecided), and Stop ends it at once.
import { thinkingIndicator } from '../../ui/thinking.js';
import { JobCancelled, run } from '../../work/jobs.js';
import { engineText, t } from '../../ui/lang.js';
import { capitalized, sideName } from '../../ui/words.js';

export function defence(game, { check }) {
  const answers = new Map(); // question key -> where the game stands (engine data)
  const said = new Map(); // the line after an attacker's answer -> its words
  const refused = new Set(); // question keys stopped by the user or failed: not asked again
  let pending = null; // { key, job, started }
  let actedOn = null; // the snapshot whose answer was played

  const thinking = thinkingIndicator({
    id: 'stoner-thinking',
    stopId: 'stoner-stop',
    onStop: () => {
      if (!pending) return;
      refused.add(pending.key);
      pending.job.cancel();
    },
    moveNowId: 'stoner-move-now',
    noMoveNow: t('The attacker plays only moves it has proved to win the corner: there is no move before the proof is done.'),
  });

  /** What to ask the engine in the state shown: defend mode, at the end of the line, the match known. */
  function questionOf(state) {
    const { snapshot, settings } = state;
    const match = settings.mode === 'defend' && snapshot.ply === snapshot.plies ? check.selected(state) : null;
    if (!match) return null;
    const line = snapshot.transcript.slice(settings.at).map((move) => move.name).join('');
    const args = { board: check.reportOf(state).board, shape: match.shape, orientation: match.orientation, horizon: settings.horizon, line };
    return { key: JSON.stringify(args), args, line, snapshot };
  }

  const answerOf = (question) => (question ? answers.get(question.key) ?? null : null);
  const cornerTaken = (question, answer) => question.snapshot.transcript.at(-1)?.name === answer.corner && question.line !== '';

  /** The attacker's move, once known, is played (replacing the address of the user's move). */
  function act(question, answer) {
    if (actedOn === question.snapshot) return;
    actedOn = question.snapshot;
    if (answer.turn === 'attacker') {
      const why = answer.winning === null ? t('no win proved within the engine’s budget') : answer.winning ? t('proven to win') : t('it has no forced win from here');
      said.set(question.line + answer.reply, t('The attacker answers {reply} ({why}).', { reply: answer.reply, why }));
      game.play(answer.reply, { replace: true });
    } else if (answer.turn === 'won' && !cornerTaken(question, answer)) {
      game.play(answer.corner, { replace: true });
    }
  }

  function ask(question) {
    const job = run('stoner-turn', question.args, undefined, { lane: 'stoner' });
    pending = { key: question.key, job, started: performance.now() };
    job.promise
      .then((answer) => answers.set(question.key, answer))
      .catch((failure) => {
        if (failure instanceof JobCancelled) return;
        refused.add(question.key);
        game.fail(t('defend: {reason}', { reason: engineText(failure.message) }));
      })
      .finally(() => {
        if (pending?.key === question.key) pending = null;
        game.redraw();
      });
  }

  game.subscribe((state) => {
    const question = questionOf(state);
    const answer = answerOf(question);
    if (answer) act(question, answer);
    else if (question && pending?.key !== question.key && !refused.has(question.key)) ask(question);
    if (question && pending?.key === question.key) thinking.show(() => t('The attacker is thinking'), { since: pending.started });
    else thinking.hide();
  });

  return {
    thinking: thinking.element,
    /** Whether the user, as the defender, is to move. */
    defenderToMove: (state) => answerOf(questionOf(state))?.turn === 'defender',
    /** Where the defence stands, in words. */
    notice(state) {
      const { snapshot, settings } = state;
      if (settings.mode !== 'defend') return '';
      if (snapshot.ply !== snapshot.plies) return t('Step to the last move to go on defending.');
      const question = questionOf(state);
      if (!question) return check.reportOf(state) ? '' : t('Checking the position…');
      const answer = answerOf(question);
      const before = said.get(question.line) ?? '';
      if (!answer) return refused.has(question.key) ? t('Stopped: the attacker has not answered.') : before;
      if (answer.turn === 'defender') {
        const verdict = answer.lost === null ? t('Undecided: the engine’s budget ran out before it proved a win or an escape.')
          : answer.lost ? t('Every defence loses here (proven).') : t('An escape exists: find it!');
        return t('{before} Your move, {side} (the defender): click a legal square. {verdict}', { before, side: sideName(snapshot.to_move), verdict }).trim();
      }
      if (answer.turn === 'won' && cornerTaken(question, answer)) return t('The corner falls: the attacker takes {corner}. The trap worked.', answer);
      if (answer.turn === 'escaped') return t('Escaped! {how}.', { how: capitalized(engineText(answer.escape)) });
      return before;
    },
  };
}
