// The board page: a game of any size shown at a ply, with the live
// analysis of the position shown (every move's value on the board, the
// best lines, played as branches), stepping, playing, loading, opening and
// saving game records, the database of the games kept in the browser at
// every position, the library of games kept with their reviews, the name
// of the opening played, reviewing, sharing, and a perft count. The
// address is the state: `size`, `board`, `moves`, `ply`, `analysis=1`
// while the analysis is on (remembered for the next visit) and `review=1`
// while the game is reviewed. `load=1` (the home page's "Review a game")
// is a request, not state: it opens the page at the box that takes a
// game, and the address drops it.
//
// Layout: the board beside the analysis and the review on a desktop,
// files, database, library and saving below them; on a phone the board,
// its steps and a strip of links to every panel stay at the top while the
// panels scroll under them (panel-links.js), so choosing a mistake or a
// line never moves the board out of view.
import { flag } from '../../game/address.js';
import { createGameController } from '../../game/controller.js';
import { othelloRules } from '../../game/rules.js';
import { copyLinkControls } from '../../ui/copy-link.js';
import { h } from '../../ui/dom.js';
import { t } from '../../ui/lang.js';
import { loadBox } from '../../ui/load-box.js';
import { gameMessage } from '../../ui/message.js';
import { openingName } from '../../ui/opening-name.js';
import { othelloBoard } from '../../ui/othello-board.js';
import { othelloStatus } from '../../ui/othello-status.js';
import { sizeButtons } from '../../ui/size-buttons.js';
import { stepControls } from '../../ui/steps.js';
import { transcriptView } from '../../ui/transcript.js';
import { analysisOnBoard, analysisPanel, analysisSummary, positionValues } from './analysis-panel.js';
import { createAnalysis, rememberedOn } from './analysis.js';
import { branchBar } from './branch.js';
import { databasePanel } from './db-panel.js';
import { evalGraph } from './eval-graph.js';
import { gameList } from './game-list.js';
import { importer, isRecordText } from './import.js';
import { legalMoves } from './legal-moves.js';
import { libraryPanel } from './library-panel.js';
import { mistakesList } from './mistakes.js';
import { panelLinks } from './panel-links.js';
import { perftPanel } from './perft.js';
import { createReview } from './review.js';
import { reviewPanel } from './review-panel.js';
import { savePanel } from './save.js';

const SETTINGS = { analysis: flag(), review: flag() };

function create(section, shell) {
  const rules = othelloRules();
  const game = createGameController({ shell, rules, settings: SETTINGS });
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
  const analysisView = analysisPanel(game, analysis, { onLine: branch.enter });
  /** The board's marks: the analysis's values, and the chosen mistake's best moves framed over them. */
  const decorate = (state) => {
    const valued = analysisOnBoard(analysis, state) ?? {};
    const chosen = mistakes.decorate(state);
    const words = [valued.words, chosen.words].filter(Boolean).join(' ');
    return { ...valued, ...chosen, ...(words ? { words } : {}) };
  };
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

  /** Shows the box that takes a game, first after the board on a phone, its text field focused. */
  function askForGame() {
    askedHint.hidden = false;
    positionPanel.classList.add('near-board', 'asked');
    positionPanel.scrollIntoView({ block: 'nearest' });
    loadInput.focus({ preventScroll: true });
  }

  const movesPanel = h('div', { class: 'panel', id: 'moves-panel' }, h('h2', {}, t('Moves')), transcriptView(game, { id: 'transcript' }), legalMoves(game));
  const reviewView = reviewPanel(game, review, mistakes);
  const links = panelLinks([
    [t('Analysis'), analysisView],
    [t('Review'), reviewView],
    [t('Moves'), movesPanel],
    [t('Games'), positionPanel],
    [t('Database'), database.panel],
  ]);
  const layout = h('div', { class: 'board-layout board-page' },
      h('div', { class: 'board-column' },
        branch.element,
        h('div', { class: 'board-stays' },
          h('div', { class: 'board-frame' }, othelloBoard(game, { decorate })),
          stepControls(game),
          analysisSummary(game, analysis, { onLine: branch.enter }),
          links),
        openingName(game, { id: 'opening' })),
      h('div', { class: 'side-column' },
        h('div', { class: 'panel status' },
          othelloStatus(game),
          gameMessage(game, { notice: ({ snapshot }) => rules.notice(snapshot), end: rules.end })),
        evalGraph(game, review),
        analysisView,
        reviewView,
        movesPanel,
        positionPanel,
        database.panel,
        list.panel,
        libraryPanel(game),
        savePanel(game, { players: imports.shown }),
        perftPanel(game)));
  // While a game is reviewed, its review comes first beside the board.
  game.subscribe(({ settings }) => layout.classList.toggle('reviewing', !!settings.review));
  section.append(layout);
  imports.dropOn(section);
  game.bindKeys(section);
  // A key turns the analysis on and off (remembered), while no field has focus.
  document.addEventListener('keydown', (event) => {
    if (section.hidden || !game.state || event.key.toLowerCase() !== 'a' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
    event.preventDefault();
    document.getElementById('analysis-toggle')?.click();
  });
  return {
    show({ load, ...params }) {
      // The analysis the user left on stays on, unless the address says otherwise.
      game.show(params.analysis === undefined && rememberedOn() ? { ...params, analysis: '1' } : params);
      if (load === '1') askForGame();
    },
  };
}

export const page = { id: 'board', title: 'Board', create };
