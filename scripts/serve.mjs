// A small static server for the page: right MIME types (application/wasm,
// text/javascript), loopback only, and only the files the page is made of.
// `node scripts/serve.mjs [--port N] [--root DIR]`; tests import startServer.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

// The page is index.html, its modules and styles in www/, and the wasm
// bindings in pkg/; nothing else of the repository is served.
const SERVED = [/^index\.html$/, /^www\//, /^pkg\//];

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function respond(root, request, response) {
  const path = decodeURIComponent(new URL(request.url, 'http://host').pathname).replace(/^\/+/, '');
  const relative = normalize(path === '' ? 'index.html' : path);
  const file = join(root, relative);
  if (!SERVED.some((pattern) => pattern.test(relative.split(sep).join('/'))) || !file.startsWith(root + sep)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    return;
  }
  try {
    if (!(await stat(file)).isFile()) throw new Error('not a file');
    const body = await readFile(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  }
}

/** Serves `root` on 127.0.0.1:`port` (0 picks a free port); resolves to {server, url}. */
export function startServer({ root = repoRoot, port = 0 } = {}) {
  const absolute = resolve(root);
  const server = createServer((request, response) => {
    respond(absolute, request, response).catch(() => response.destroy());
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      done({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const argument = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at >= 0 ? process.argv[at + 1] : fallback;
  };
  const port = Number(argument('--port', process.env.PORT || 8000));
  const root = argument('--root', repoRoot);
  try {
    const { url } = await startServer({ root, port });
    console.log(`boardlab is served at ${url} (from ${root}); Ctrl-C stops it`);
  } catch (error) {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${error.code ?? error.message} (choose another with PORT=...)`);
    process.exit(1);
  }
}
