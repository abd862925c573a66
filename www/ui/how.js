// "How this was computed": the command lines, solver names and statistics
// behind a sentence a player reads, folded under it. The sentence itself
// stays in plain words; whoever wants the method opens this.
import { h } from './dom.js';
import { t } from './lang.js';

/** A folded disclosure (class `how`) holding `parts` (elements or text). */
export function howComputed(parts, { id } = {}) {
  return h('details', { class: 'how', ...(id ? { id } : {}) }, h('summary', {}, t('How this was computed')), h('div', { class: 'how-body' }, parts));
}
