// The one-line form every page uses to take a pasted string (moves or a
// board): a text field and a submit button, handed to `onLoad(text)`.
import { h } from './dom.js';
import { t } from './lang.js';

/** `{ form, input }`: the form to place and its text field (to fill or clear); ids `${prefix}load-input` and `${prefix}load-button`. */
export function loadBox({ prefix = '', placeholder, label, button = t('Load'), onLoad }) {
  const input = h('input', {
    id: `${prefix}load-input`,
    type: 'text',
    spellcheck: 'false',
    autocomplete: 'off',
    placeholder,
    'aria-label': label,
  });
  const form = h(
    'form',
    { class: 'load', onSubmit: (event) => (event.preventDefault(), onLoad(input.value)) },
    input,
    h('button', { id: `${prefix}load-button`, type: 'submit' }, button),
  );
  return { form, input };
}
