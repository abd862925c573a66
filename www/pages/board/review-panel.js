// The review panel of the board page: the Review button (the page's
// `review=1` setting), progress with Cancel and the thinking sign while
// the workers value the positions, the mistakes and summary, "Play from
// here" (the play page continues the game from the ply shown against the
// computer, you playing the side to move) and the review saved as JSON.
import { formatHash } from '../../game/address.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { copyText, download } from '../../ui/save.js';
import { taskControls } from '../../ui/task.js';
import { thinkingIndicator } from '../../ui/thinking.js';
import { reviewKeyOf } from './review.js';

/** The panel for `controller`'s game; `mistakes` is its mistakes list. */
export function reviewPanel(controller, review, mistakes) {
  const task = taskControls({ prefix: 'review-', start: t('Review'), what: t('review'), onStart: () => startOver() });
  const thinking = thinkingIndicator({ id: 'review-thinking' });
  const playLink = h('a', { id: 'review-play', class: 'button-link', href: '#' }, t('Play from here'));
  const saved = h('output', { id: 'review-saved', class: 'hint', 'aria-live': 'polite' });
  const reviewJson = () => JSON.stringify(review.current.report, null, 1);
  const saveButton = h('button', { id: 'review-save', type: 'button', disabled: true, onClick: () => download('review.json', reviewJson(), 'application/json') }, t('Save review (JSON)'));
  const copyButton = h('button', {
    id: 'review-copy', type: 'button', disabled: true,
    onClick: async () => {
      saved.textContent = (await copyText(reviewJson())) ? t('Review copied.') : t('The browser did not allow copying.');
    },
  }, t('Copy review'));
  let pending = null; // the review running, { key, job }

  /** Reviews the game shown (again), after the one running stops. */
  async function startOver() {
    const { state } = controller;
    if (!state) return;
    if (!state.settings.review) {
      controller.set({ review: true });
      return;
    }
    const key = reviewKeyOf(state.snapshot);
    if (pending) {
      pending.job.cancel();
      await pending.done;
    }
    const positions = state.snapshot.plies + 1;
    const started = performance.now();
    let job = null;
    const done = task.run((onProgress) => {
      job = review.launch(state.snapshot, ({ final, estimated, exact, total }) => {
        onProgress(final, total);
        thinking.show(() => t('Reviewing {total} positions: {exact} exact, {estimated} estimated so far', { total, exact, estimated }), { since: started });
      });
      return job;
    }, {
      // The thinking sign beside it says what is under way, with its counts and seconds: no second line.
      working: () => '',
      done: (report) => review.current?.fromLibrary
        ? t('The review kept in the library: {positions} positions, not computed again.', { positions })
        : t('Reviewed {positions} positions: {exact} exact, the rest estimated.', { positions, exact: report.plies.filter((ply) => ply.exact).length }),
    });
    thinking.show(() => t('Reviewing {positions} positions', { positions }), { since: started });
    pending = { key, job, done };
    await done;
    if (pending?.done === done) {
      pending = null;
      thinking.hide();
    }
  }

  controller.subscribe(({ snapshot, settings }) => {
    const known = review.current?.key === reviewKeyOf(snapshot);
    if (settings.review && !known && pending?.key !== reviewKeyOf(snapshot)) startOver();
    const over = !snapshot.to_move;
    playLink.hidden = over;
    playLink.href = formatHash({
      page: 'play',
      size: snapshot.size === 8 ? undefined : snapshot.size,
      board: snapshot.start ?? undefined,
      moves: snapshot.transcript.slice(0, snapshot.ply).map((move) => move.name).join(''),
      you: snapshot.to_move ?? undefined,
    });
  });
  review.subscribe((current) => {
    const ready = !!current?.report;
    saveButton.disabled = !ready;
    copyButton.disabled = !ready;
  });

  return h('div', { class: 'panel review', id: 'review-panel' },
    h('h2', {}, t('Review')),
    h('div', { class: 'row' }, task.start, task.cancel, playLink),
    task.progress,
    task.status,
    thinking.element,
    mistakes.element,
    h('div', { class: 'row' }, saveButton, copyButton, saved));
}
