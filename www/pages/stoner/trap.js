// The line shown, told: a caption for each ply (the stoner position, then
// the trap's main line step by step from the engine's explanation), the
// buttons that open the selected match's trap or the defence against it,
// the trap's plies marked in the transcript, and Replay, which steps
// through the line from the start.
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { sideName } from '../../ui/words.js';
import { matchWords } from './names.js';

/** The caption of step `index` of a match's main line (engine data, see src/stoner/explain.rs). */
function stepCaption(step, index, match, defender) {
  const mover = sideName(step.color, true);
  const { square } = step;
  if (step.attacker && step.corner) return t('{mover} takes {square}: the corner falls and {defender} loses the edge.', { mover, square, defender: sideName(defender) });
  const [threat] = step.threats;
  const threatWords = !threat ? ''
    : t(threat.opening.length ? "{defender}'s {square} would flip {flips} and hand over {corner}" : "{defender}'s {square} would hand over {corner}",
      { defender: sideName(defender), square: threat.square, flips: threat.opening.join(', '), corner: threat.corner });
  if (step.attacker && step.trigger) return t(threatWords ? '{mover} {square} triggers the trap: {threat}.' : '{mover} {square} triggers the trap.', { mover, square, threat: threatWords });
  if (step.attacker) return t(threatWords ? '{mover} {square}: now {threat}.' : '{mover} {square}.', { mover, square, threat: threatWords });
  const lead = index > 0 ? '' : match.success ? t(' (the most stubborn defence)') : t(' (the escape)');
  return t(step.corner ? '{mover} {square}{lead}, taking the corner after the trigger (no escape any more).' : '{mover} {square}{lead}.', { mover, square, lead });
}

/** Whether the moves after `at` up to the one shown are the match's main line. */
const followsTheLine = (snapshot, at, match) =>
  snapshot.transcript.slice(at, snapshot.ply).every((move, i) => move.name === match.steps[i]?.square);

function caption(state, check) {
  const { snapshot, settings } = state;
  const { at, mode } = settings;
  const { ply } = snapshot;
  if (snapshot.size !== 8) return '';
  if (at === null) return t('Play moves on the board or open a line, then check the position.');
  if (ply < at) return t('Move {ply} of the line; the stoner position comes after move {at}.', { ply, at });
  const report = check.reportOf(state);
  const match = check.selected(state);
  if (!match) {
    if (ply !== at) return '';
    if (!report) return t('The position to check: its shapes are being looked for.');
    return report.matches.length
      ? t('The position checked: play the trap of a shape, or defend it yourself.')
      : t('The position checked: no stoner shape here.');
  }
  const { defender } = report;
  if (ply === at) {
    const name = matchWords(match.shape, match.orientation);
    return match.success
      ? t('The stoner position ({name}): {attacker} attacks; {defender} is to move and loses a corner within {distance} plies whatever it does.',
        { name, attacker: sideName(match.attacker), defender: sideName(defender), distance: match.distance })
      : t('The stoner position ({name}): {defender} can escape ({how}).', { name, defender: sideName(defender), how: engineText(match.escape) });
  }
  const index = ply - at - 1;
  if (mode === 'trap' && followsTheLine(snapshot, at, match)) {
    const text = stepCaption(match.steps[index], index, match, defender);
    return index === match.steps.length - 1 && !match.success ? t('{text} The defender escapes: {how}.', { text, how: engineText(match.escape) }) : text;
  }
  if (mode === 'defend') return t('Your game as the defender: {plies} plies after the stoner position.', { plies: ply - at });
  return t('{plies} plies after the stoner position (a line of the proof, or moves of your own).', { plies: ply - at });
}

/** `transcript` is the controller's transcript list, whose trap plies are marked. */
export function trapView(game, { check, transcript, onTrap, onDefend }) {
  const text = h('p', { id: 'stoner-caption', class: 'stoner-caption', 'aria-live': 'polite' });
  const trap = h('button', { id: 'stoner-trap', type: 'button', onClick: () => onTrap(check.selected(game.state)) }, t('Play the trap'));
  const defend = h('button', { id: 'stoner-defend', type: 'button', onClick: () => onDefend(check.selected(game.state)) }, t('Defend it'));
  const replay = h('button', { id: 'stoner-replay', type: 'button', onClick: toggleReplay }, t('Replay ▶'));
  let autoplay = null;
  let expected = null; // the plies the replay may show next: where it was and where it goes

  function stopReplay() {
    clearInterval(autoplay);
    autoplay = null;
    replay.textContent = t('Replay ▶');
  }

  /** Steps through the line from the start, one move every 0.6 s. */
  function toggleReplay() {
    if (autoplay) return stopReplay();
    const go = (ply) => {
      expected = [game.state.snapshot.ply, ply];
      game.step(ply);
    };
    go(0);
    autoplay = setInterval(() => {
      const { ply, plies } = game.state.snapshot;
      if (ply >= plies) stopReplay();
      else go(ply + 1);
    }, 600);
    replay.textContent = t('Stop ■');
  }

  game.subscribe((state) => {
    const { snapshot, settings } = state;
    // Any other change of view ends the replay.
    if (autoplay && !expected.includes(snapshot.ply)) stopReplay();
    replay.disabled = snapshot.plies === 0;
    const match = check.selected(state);
    trap.hidden = !match || settings.mode === 'trap';
    trap.textContent = match?.success === false ? t('Show the escape') : t('Play the trap');
    defend.hidden = !match || settings.mode === 'defend';
    text.textContent = caption(state, check);
    text.hidden = snapshot.size !== 8;
    for (const button of transcript.querySelectorAll('button[data-ply]')) {
      button.classList.toggle('stoner-trap-move', settings.at !== null && Number(button.dataset.ply) > settings.at);
    }
  });

  return { caption: text, replay, actions: h('div', { class: 'steps stoner-actions' }, trap, defend) };
}
