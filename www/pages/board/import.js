// Opening game records on the board page: files picked (#import-file) or
// dropped on the page, and records pasted in the load box. A file with one
// game opens it on the board; a file with several lists them (game-list.js).
// The engine reads every format; a bad game's message names the game and the
// move, and all the other games still list.
import { records } from '../../engine.js';
import { h } from '../../ui/dom.js';
import { engineText, t } from '../../ui/lang.js';
import { nameGame } from '../../ui/library.js';
import { number, plural } from '../../ui/words.js';

/**
 * What a set of files opened lacks for names: a WTHOR database (.wtb) keeps
 * its players and tournaments as numbers, named in WTHOR.JOU and WTHOR.TRN;
 * without them the games list `#12 – #40`. '' when nothing is missing.
 */
export function missingNames(names) {
  const has = (pattern) => names.some((name) => pattern.test(name));
  if (!has(/\.wtb(\.gz)?$/i)) return '';
  const players = !has(/\.jou(\.gz)?$/i);
  const tournaments = !has(/\.trn(\.gz)?$/i);
  if (players && tournaments) return t('The players and tournaments show as numbers (#12): their names are in WTHOR.JOU and WTHOR.TRN. Open those two files together with the .wtb file to see the names.');
  if (players) return t('The players show as numbers (#12): their names are in WTHOR.JOU. Open it together with the .wtb file to see the names.');
  if (tournaments) return t('The tournaments show as numbers: their names are in WTHOR.TRN. Open it together with the .wtb file to see the names.');
  return '';
}

/** Whether pasted text is a record rather than a move or board string: GGF, or OBF lines with their `;`. */
export function isRecordText(text) {
  return /^\s*\(;/.test(text) || text.includes(';') || text.trim().includes('\n');
}

/**
 * The import panel's parts for `controller`: `input` (#import-file), `status`
 * (#import-message), `read(text)` for pasted records, `dropOn(element)` to
 * take files dropped there, and `shown(snapshot)`: the players of the game
 * opened from a record while the board still shows it. `onOpened(names,
 * bytes)` hears every set of files (or pasted text) that held games.
 */
export function importer(controller, list, { onOpened = () => {} } = {}) {
  const status = h('p', { id: 'import-message', class: 'hint', 'aria-live': 'polite' });
  const input = h('input', {
    id: 'import-file',
    type: 'file',
    multiple: true,
    accept: '.ggf,.wtb,.jou,.trn,.obf,.txt,.gam,.gz,text/plain',
    'aria-label': t('Open game record files'),
    onChange: () => openFiles([...input.files]),
  });
  let opened = null;

  /** Opens game `number` of `database`; `row`, its row in the list, adds the tournament and year. */
  function openGame(database, number, row) {
    const game = database.game(number);
    opened = game;
    nameGame({ ...game, tournament: row?.tournament, year: row?.year });
    controller.open({ size: game.size === 8 ? undefined : String(game.size), board: game.board ?? undefined, moves: game.moves || undefined, ply: undefined });
  }

  function show(database, what, source) {
    const { count, error } = database;
    if (count > 0) onOpened(...source);
    const more = error ? database.errors.length - 1 : 0;
    const others = more > 0 ? t(' (and {count} more)', { count: number(more) }) : '';
    status.textContent = error ? `${what}: ${engineText(error)}${others}` : `${what}: ${plural(count, '{count} game.', '{count} games.')}`;
    status.className = error ? 'message error' : 'hint';
    status.setAttribute('role', error ? 'alert' : 'status');
    if (count === 1 && !error) {
      list.clear();
      openGame(database, 1);
      database.free();
    } else if (count > 0) {
      list.show(database, (number, row) => openGame(database, number, row), missingNames(source[0]));
    } else {
      list.clear();
      database.free();
    }
  }

  async function openFiles(files) {
    if (files.length === 0) return;
    const bytes = await Promise.all(files.map(async (file) => new Uint8Array(await file.arrayBuffer())));
    const names = files.map((file) => file.name);
    show(records.open(names, bytes), names.join(', '), [names, bytes]);
  }

  function dropOn(element) {
    element.addEventListener('dragover', (event) => {
      event.preventDefault();
      element.classList.add('dropping');
    });
    element.addEventListener('dragleave', () => element.classList.remove('dropping'));
    element.addEventListener('drop', (event) => {
      event.preventDefault();
      element.classList.remove('dropping');
      const files = [...(event.dataTransfer?.files ?? [])];
      const text = event.dataTransfer?.getData('text/plain');
      if (files.length > 0) openFiles(files);
      else if (text) read(text);
    });
  }

  function read(text) {
    show(records.read(text), t('Pasted record'), [[t('Pasted record')], [new TextEncoder().encode(text)]]);
  }

  function shown(snapshot) {
    const same = opened && opened.moves === snapshot.moves && (opened.board ?? null) === (snapshot.start ?? null);
    return same ? { black: opened.black, white: opened.white } : {};
  }

  return { input, status, read, dropOn, shown };
}
