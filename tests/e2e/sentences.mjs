// The English sentences of www/ that go through lang.js, read from the
// sources: the first argument of every `t(…)` and `tParts(…)`, the two
// forms of every `plural(…)`, and the sentences that live in data (the
// glossary's terms, the 4x4 lines, the mobility records, Gobblet's
// values), so a test can hold the Japanese table to every one of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../scripts/serve.mjs';

const WWW = join(repoRoot, 'www');

function sources(folder = WWW) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** The arguments of the call whose `(` is at `open` in `text`, as source text (top-level commas split them). */
function argumentsAt(text, open) {
  const args = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'" || char === '"' || char === '`') {
      i += 1;
      while (i < text.length && text[i] !== char) i += text[i] === '\\' ? 2 : 1;
    } else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) {
        args.push(text.slice(start, i));
        return args;
      }
    } else if (char === ',' && depth === 1) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  throw new Error('unclosed call');
}

/** The sentences an argument can be: its literals, those joined by `+` read as one (a ternary gives each branch). */
function literalsOf(argument) {
  const found = [];
  const literal = /'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g;
  let joined = null;
  let end = 0;
  for (const match of argument.matchAll(literal)) {
    const value = (match[1] ?? match[2]).replace(/\\(.)/g, '$1');
    const between = argument.slice(end, match.index);
    // A value compared in a ternary's condition (`kind === 'reachable' ? … : …`) is no sentence.
    if (/[=!]==\s*$/.test(argument.slice(0, match.index))) {
      end = match.index + match[0].length;
      continue;
    }
    if (joined !== null && /^\s*\+\s*$/.test(between)) joined += value;
    else {
      if (joined !== null) found.push(joined);
      joined = value;
    }
    end = match.index + match[0].length;
  }
  if (joined !== null) found.push(joined);
  return found;
}

/** Every sentence of the sources, with the file it comes from. */
export async function sentences() {
  const all = new Map(); // sentence -> file
  const add = (sentence, file) => all.has(sentence) || all.set(sentence, file);
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    const name = file.slice(WWW.length + 1);
    for (const match of text.matchAll(/(?<![\w$])(?<![^.]\.)(t|tParts|plural)\(/g)) {
      const args = argumentsAt(text, match.index + match[0].length - 1);
      const wanted = match[1] === 'plural' ? args.slice(1, 3) : args.slice(0, 1);
      for (const argument of wanted) for (const sentence of literalsOf(argument)) add(sentence, name);
    }
  }
  // Sentences kept as data and translated where they are shown.
  const glossary = readFileSync(join(WWW, 'ui/glossary.js'), 'utf8');
  for (const [, quoted, bare] of glossary.matchAll(/^ {2}(?:'([^']+)'|(\w+)): t\(/gm)) add(quoted ?? bare, 'ui/glossary.js (term)');
  const { SEED_LINES } = await import(pathToFileURL(join(WWW, 'data/seed-4x4-lines.js')));
  for (const line of SEED_LINES) for (const sentence of [line.name, line.seedResult]) add(sentence, 'data/seed-4x4-lines.js');
  const { RECORDS } = await import(pathToFileURL(join(WWW, 'data/mobility-records.js')));
  for (const entry of RECORDS) for (const sentence of [entry.title, entry.text]) add(sentence, 'data/mobility-records.js');
  for (const value of ['win', 'loss', 'draw']) add(value, 'pages/gobblet/tables.js (the engine\'s values)');
  return all;
}
