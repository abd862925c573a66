// The pages, in tab order (the first is the default). A page is a folder:
// its `index.js` exports `page` = { id, title, create(section, shell) },
// where create builds the page into its section and returns
// { show(params) }; its `style.css`, if it has one, styles it. Both are
// loaded the first time the page is shown.
const here = (path) => new URL(path, import.meta.url).href;
const page = (id, title, { style = true } = {}) => ({
  id,
  title,
  module: here(`./${id}/index.js`),
  style: style ? here(`./${id}/style.css`) : null,
});

export const PAGES = [
  page('board', 'Board'),
  page('play', 'Play'),
  page('arena', 'Arena'),
  page('small', 'Small boards'),
  page('stoner', 'Stoner'),
  page('mobility', 'Mobility'),
  page('gobblet', 'Gobblet'),
];
