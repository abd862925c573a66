// A field that shows a value of the state and that the user edits. The
// state is drawn again for many reasons (a worker's answer, a run's end, a
// step), and a field written at every drawing loses what the user is typing
// whenever one of them lands between a keystroke and the change that
// commits it. So a field is written only when the value it shows changes.

/** The writer of `input`: `show(value)` writes it if it differs from the value last shown. */
export function shownValue(input) {
  let written = null;
  return (value) => {
    const text = String(value);
    if (text === written) return;
    written = text;
    input.value = text;
  };
}
