// The mobility lab: how many legal moves can a position offer? A board
// editor with live counts for both sides and the necessary conditions for
// occurring in a game, a gallery of record positions, the two record
// searchers and the reachability checker (in the worker), and what is
// proved. The address holds the edited position: `board`. The engine
// counts, checks, words and searches; the page edits a board string.
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { messageElement, say } from '../../ui/message.js';
import { countsView, openBoardLink } from './counts.js';
import { editorBoard, editorTools } from './editor.js';
import { galleryPanel } from './gallery.js';
import { createPosition } from './position.js';
import { provedPanel } from './proved.js';
import { reachPanel } from './reach.js';
import { searchPanel } from './search.js';

function create(section, shell) {
  const position = createPosition(shell);
  const { tools, note, paintOf } = editorTools(position);
  const counts = countsView(position);
  const message = messageElement();
  position.subscribe(({ error }) => say(message, error));
  const [copyButton, copyStatus] = copyLinkControls({ prefix: 'mobility-', what: t('board') });

  section.append(
    h('div', { class: 'board-layout' },
      h('div', { class: 'board-column' },
        h('div', { class: 'board-frame' }, editorBoard(position, { paintOf })),
        note,
        tools),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status mobility-board-status' },
          counts.rows, counts.summary, message, counts.legalList, counts.verdict,
          h('div', { class: 'row' }, openBoardLink(position), copyButton, copyStatus)),
        reachPanel(position),
        searchPanel(position))),
    galleryPanel(position),
    provedPanel(),
  );
  return { show: position.show };
}

export const page = { id: 'mobility', title: 'Mobility', create };
