// Fields that show values of the state and that the user edits. The state
// is drawn again for many reasons (a worker's answer, a run's end, a step),
// and a field written at every drawing loses what the user is typing
// whenever one of them lands between a keystroke and the change that
// commits it. So fields are written only when the values they show change,
// and then all together: a group (a form's set-up) shows one state.

/**
 * The writer of `inputs` (key -> input element): `show(values)` writes
 * every input from `values[key]` if any of them differs from the values
 * last shown.
 */
export function fieldWriter(inputs) {
  const entries = Object.entries(inputs);
  let written = null;
  return (values) => {
    const texts = entries.map(([key]) => String(values[key]));
    const key = JSON.stringify(texts);
    if (key === written) return;
    written = key;
    entries.forEach(([, input], index) => (input.value = texts[index]));
  };
}
