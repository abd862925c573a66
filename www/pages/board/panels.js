// The board page's panels, loaded after the board is usable (index.js):
// the live analysis and the best line under the board, the review with
// its graph and mistakes, the moves, the position box with files, the
// database, the list of a file's games, the library, saving and perft.
// Each is appended below what is already shown, in the page's order.
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { loadBox } from '../../ui/load-box.js';
import { sizeButtons } from '../../ui/size-buttons.js';
import { transcriptView } from '../../ui/transcript.js';
import { analysisOnBoard, analysisPanel, analysisSummary, positionValues } from './analysis-panel.js';
import { createAnalysis } from './analysis.js';
import { branchBar } from './branch.js';
import { databasePanel } from './db-panel.js';
import { evalGraph } from './eval-graph.js';
import { gameList } from './game-list.js';
import { importer, isRecordText } from './import.js';
import { legalMoves } from './legal-moves.js';
import { libraryPanel } from './library-panel.js';
import { mistakesList } from './mistakes.js';
import { perftPanel } from './perft.js';
import { createReview } from './review.js';
import { reviewPanel } from './review-panel.js';
import { savePanel } from './save.js';

/**
 * Builds the panels into the page index.js made; returns { decorate(state)
 * (the board's marks), askForGame() (the home page's "Review a game") }.
 */
export function boardPanels({ section, game, layout, boardColumn, sideColumn, bestLine }) {
  const review = createReview();
  // The review needs the search pool: the analysis waits while it runs.
  const analysis = createAnalysis(game, { paused: () => !!review.current?.running });
  review.subscribe(() => analysis.sync());
  const branch = branchBar(game);
  // A mistake chosen shows its position, analysed: every move's value and the best line there.
  const mistakes = mistakesList(game, review, {
    onChoose: (mistake) => {
      game.step(mistake.ply);
      analysis.focus(game.snapshotAt(mistake.ply).board);
    },
    detail: positionValues(game, analysis, { onLine: branch.enter }),
  });
  analysis.subscribe(() => game.redraw());

  const list = gameList(game);
  const database = databasePanel(game);
  const imports = importer(game, list, { onOpened: database.offer });
  const { form: loadForm, input: loadInput } = loadBox({
    placeholder: t('f5d6c3d3c4, a board string or a GGF record'),
    label: t('Move string, board string or game record'),
    onLoad: (text) => (isRecordText(text) ? imports.read(text) : game.load(text)),
  });
  const [copyButton, copyStatus] = copyLinkControls({ what: 'position' });
  const askedHint = h('p', { id: 'load-asked', class: 'hint', hidden: true },
    t('To review a game: paste its moves (such as f5d6c3d3c4) or a GGF record and press Load, or open a game file; then press Review.'));
  const positionPanel = h('div', { class: 'panel', id: 'position-panel' },
    h('h2', {}, t('Position')),
    askedHint,
    loadForm,
    h('div', { class: 'row' }, sizeButtons(game), copyButton, copyStatus),
    h('label', { class: 'row import' }, t('Open files (GGF, WTHOR .wtb with .JOU/.TRN, move lists, Logistello’s book, also gzipped) or drop them here'), imports.input),
    imports.status);

  boardColumn.prepend(branch.element);
  bestLine.append(analysisSummary(game, analysis, { onLine: branch.enter }));
  sideColumn.append(
    evalGraph(game, review),
    analysisPanel(game, analysis, { onLine: branch.enter }),
    reviewPanel(game, review, mistakes),
    h('div', { class: 'panel', id: 'moves-panel' }, h('h2', {}, t('Moves')), transcriptView(game, { id: 'transcript' }), legalMoves(game)),
    positionPanel,
    database.panel,
    list.panel,
    libraryPanel(game),
    savePanel(game, { players: imports.shown }),
    perftPanel(game));
  // While a game is reviewed, its review comes first beside the board.
  game.subscribe(({ settings }) => layout.classList.toggle('reviewing', !!settings.review));
  imports.dropOn(section);
  // A key turns the analysis on and off (remembered), while no field has focus.
  document.addEventListener('keydown', (event) => {
    if (section.hidden || !game.state || event.key.toLowerCase() !== 'a' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    document.getElementById('analysis-toggle')?.click();
  });

  return {
    /** The board's marks: the analysis's values, and the chosen mistake's best moves framed over them. */
    decorate(state) {
      const valued = analysisOnBoard(analysis, state) ?? {};
      const chosen = mistakes.decorate(state);
      const words = [valued.words, chosen.words].filter(Boolean).join(' ');
      return { ...valued, ...chosen, ...(words ? { words } : {}) };
    },
    /** Shows the box that takes a game, first after the board on a phone, its text field focused. */
    askForGame() {
      askedHint.hidden = false;
      positionPanel.classList.add('near-board', 'asked');
      positionPanel.scrollIntoView({ block: 'nearest' });
      loadInput.focus({ preventScroll: true });
    },
  };
}
