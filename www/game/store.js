// The state a page shows and the views that draw it: each view is a
// function of the state, called when it subscribes (if there is a state
// yet) and on every change, in the order they subscribed.
export function createStore() {
  let state = null;
  const views = [];
  return {
    get state() {
      return state;
    },
    subscribe(view) {
      views.push(view);
      if (state) view(state);
    },
    /** Shows `next`: every view draws it. */
    set(next) {
      state = next;
      for (const view of views) view(state);
    },
  };
}
