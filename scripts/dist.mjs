// Assembles dist/ (what a static host serves) from index.html, www/ and the
// optimized wasm bindings that dist.sh left in target/dist-pkg (the workers'
// whole engine) and target/dist-pkg-core (the page's core build):
//   app.<hash>/www/…, app.<hash>/pkg/boardlab.js,  the modules and styles, in one folder
//   app.<hash>/pkg-core/boardlab.js                named by the hash of its content (relative
//                                                  imports, workers and lazily loaded pages
//                                                  keep working untouched; a new build is a
//                                                  new folder, so every file in it is immutable)
//   wasm/boardlab_bg.<hash>.wasm,                  the engine's two builds, each hashed on its
//   wasm/boardlab-core_bg.<hash>.wasm              own, so a change of the page alone does not
//                                                  download them again
//   index.html, sw.js                              revalidated on every visit
//   _headers, robots.txt                           for static hosts and crawlers
// Every text file and the wasm get precompressed .br and .gz siblings. The
// service worker's precache list is every file of the build, so pages and
// modules added to www/ are picked up without a list to keep.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cachePolicy, securityHeaders } from './headers.mjs';
import { repoRoot } from './serve.mjs';

const DIST = join(repoRoot, 'dist');
// Each build of the engine: its bindings' folder and its wasm's name in dist/.
const PACKAGES = [
  { folder: 'pkg', name: 'boardlab' },
  { folder: 'pkg-core', name: 'boardlab-core' },
];
/** The package that the page's own modules import (www/engine.js); the workers import the other. */
const PAGE_PACKAGE = 'pkg-core';
const COMPRESSED = /\.(html|js|css|json|webmanifest|svg|wasm|txt|bin)$/;

const hash = (...parts) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part);
  return digest.digest('hex').slice(0, 12);
};

function filesUnder(root, folder = '') {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

function write(path, body) {
  mkdirSync(dirname(join(DIST, path)), { recursive: true });
  writeFileSync(join(DIST, path), body);
}

// The static imports of a module (dynamic import() and workers load later, on demand).
const IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;

function staticClosure(files, start) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path) || !files.has(path)) return;
    seen.add(path);
    for (const [, specifier] of files.get(path).toString().matchAll(IMPORT)) {
      if (specifier.startsWith('.')) visit(posix.normalize(posix.join(posix.dirname(path), specifier)));
    }
  };
  visit(start);
  return [...seen];
}

const wasms = new Map(); // dist path -> body
const wasmPaths = {}; // package folder -> its wasm's dist path

// The app folder: www/ as it is (but the service worker, which must sit at
// the root to control the whole site) and each build's bindings, pointed at
// its wasm.
const app = new Map();
for (const path of filesUnder(join(repoRoot, 'www'))) {
  if (path !== 'sw.js') app.set(`www/${path}`, readFileSync(join(repoRoot, 'www', path)));
}
const wasmUrl = "new URL('boardlab_bg.wasm', import.meta.url)";
for (const { folder, name } of PACKAGES) {
  const built = join(repoRoot, 'target', `dist-${folder}`);
  const wasm = readFileSync(join(built, 'boardlab_bg.wasm'));
  const wasmPath = `wasm/${name}_bg.${hash(wasm)}.wasm`;
  wasms.set(wasmPath, wasm);
  wasmPaths[folder] = wasmPath;
  const bindings = readFileSync(join(built, 'boardlab.js'), 'utf8');
  if (!bindings.includes(wasmUrl)) throw new Error(`dist: the bindings no longer load the wasm with ${wasmUrl}`);
  app.set(`${folder}/boardlab.js`, Buffer.from(bindings.replace(wasmUrl, `new URL('../../${wasmPath}', import.meta.url)`)));
}
const appFolder = `app.${hash(...[...app].sort(([a], [b]) => a.localeCompare(b)).flat())}`;

// For www/preload.js: whether each page module waits for the engine (its
// static imports reach the bindings). The shell's own modules are hinted in
// the HTML below, where the preload scanner finds them without a script.
const shell = staticClosure(app, 'www/app.js').filter((module) => module !== 'www/app.js');
const engines = {};
for (const path of app.keys()) {
  const page = path.match(/^www\/(pages\/[^/]+\/index\.js)$/);
  if (page) engines[page[1]] = staticClosure(app, path).includes(`${PAGE_PACKAGE}/boardlab.js`);
}

const source = readFileSync(join(repoRoot, 'index.html'), 'utf8');
const html = source
  .replace(/(href|src)="www\//g, `$1="${appFolder}/www/`)
  .replace('<html lang="en">', '<html lang="en" data-service-worker="sw.js">')
  .replace('</head>', [
    ...shell.map((module) => `<link rel="modulepreload" href="${appFolder}/${module}">`),
    `<script type="application/json" id="preloads">${JSON.stringify({ wasm: `../../${wasmPaths[PAGE_PACKAGE]}`, engines })}</script>`,
    '</head>',
  ].join('\n'));

rmSync(DIST, { recursive: true, force: true });
for (const [path, body] of app) write(`${appFolder}/${path}`, body);
for (const [path, wasm] of wasms) write(path, wasm);
write('index.html', html);
const precache = ['./', ...wasms.keys(), ...[...app.keys()].map((path) => `${appFolder}/${path}`)];
write('sw.js', [
  `const VERSION = '${hash(html, ...wasms.values(), appFolder)}';`,
  `const PRECACHE = ${JSON.stringify(precache, null, 0)};`,
  readFileSync(join(repoRoot, 'www', 'sw.js'), 'utf8'),
].join('\n'));
write('robots.txt', 'User-agent: *\nAllow: /\n');
const headers = Object.entries(securityHeaders(repoRoot)).map(([name, value]) => `  ${name}: ${value}`);
// Hosts merge every rule that matches a path, so each path gets one cache rule.
const cacheRule = (pattern, path) => [pattern, `  cache-control: ${cachePolicy(path)}`];
write('_headers', [
  '# Headers for static hosts that read this file (Netlify, Cloudflare Pages); scripts/serve.mjs sends the same.',
  '/*', ...headers,
  ...cacheRule('/', 'index.html'), ...cacheRule('/index.html', 'index.html'), ...cacheRule('/sw.js', 'sw.js'),
  ...cacheRule(`/${appFolder}/*`, `${appFolder}/`), ...cacheRule('/wasm/*', wasmPaths[PAGE_PACKAGE]),
  '',
].join('\n'));

// Precompressed siblings, kept only where they are smaller.
const sizes = [];
for (const path of filesUnder(DIST)) {
  if (!COMPRESSED.test(path)) continue;
  const body = readFileSync(join(DIST, path));
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(join(DIST, `${path}.br`), br);
  if (gz.length < body.length) writeFileSync(join(DIST, `${path}.gz`), gz);
  sizes.push({ path, raw: body.length, gz: Math.min(gz.length, body.length), br: Math.min(br.length, body.length) });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
console.log(`dist/ written (${relative(repoRoot, DIST)}/${appFolder}, ${sizes.length} files)`);
for (const { folder } of PACKAGES) {
  const engine = sizes.find((size) => size.path === wasmPaths[folder]);
  console.log(`  wasm (${folder}): ${kib(engine.raw)} raw, ${kib(engine.gz)} gzip, ${kib(engine.br)} brotli`);
}
console.log(`  all:  ${kib(total('raw'))} raw, ${kib(total('gz'))} gzip, ${kib(total('br'))} brotli`);
