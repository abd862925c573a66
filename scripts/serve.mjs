// A small static server for the page: loopback only, right MIME types
// (application/wasm, text/javascript), the headers of scripts/headers.mjs
// (security, caching), precompressed .br/.gz files chosen by
// Accept-Encoding, ETags for what revalidates.
// `node scripts/serve.mjs [--port N] [--root DIR]` (make serve: --root dist);
// tests import startServer. Over the repository itself only the files the
// page is made of are served; over a built site (dist/) all of it.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachePolicy, securityHeaders } from './headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

// The repository's page: index.html, its modules and styles in www/, and the
// wasm bindings in pkg/ (the workers') and pkg-core/ (the page's). A built site: everything but the compressed copies
// and the static host's `_headers`.
const SERVED_FROM_REPOSITORY = [/^index\.html$/, /^www\//, /^pkg(-core)?\//];
const NEVER_SERVED = [/\.(br|gz)$/, /(^|\/)[._]/];

// Preferred first: brotli is smaller than gzip.
const ENCODINGS = [['br', '.br'], ['gzip', '.gz']];

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file to send for `path` under the client's Accept-Encoding: { file, encoding }. */
async function variant(file, accepted) {
  for (const [encoding, suffix] of ENCODINGS) {
    if (accepted.includes(encoding) && (await isFile(file + suffix))) return { file: file + suffix, encoding };
  }
  return { file, encoding: null };
}

function respond(root, headers, servedHere) {
  return async (request, response) => {
    const notFound = () => response.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found\n');
    const path = decodeURIComponent(new URL(request.url, 'http://host').pathname).replace(/^\/+/, '');
    const relative = normalize(path === '' ? 'index.html' : path).split(sep).join('/');
    const file = join(root, relative);
    if (!servedHere(relative) || NEVER_SERVED.some((pattern) => pattern.test(relative)) || !file.startsWith(root + sep)) {
      notFound();
      return;
    }
    if (!(await isFile(file))) {
      notFound();
      return;
    }
    const accepted = (request.headers['accept-encoding'] ?? '').split(',').map((token) => token.trim().split(';')[0]);
    const chosen = await variant(file, accepted);
    const body = await readFile(chosen.file);
    const cache = cachePolicy(relative);
    const reply = {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': cache,
      vary: 'Accept-Encoding',
      ...(chosen.encoding && { 'content-encoding': chosen.encoding }),
    };
    if (cache === 'no-cache') {
      reply.etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 20)}${chosen.encoding ? `-${chosen.encoding}` : ''}"`;
      if (request.headers['if-none-match'] === reply.etag) {
        response.writeHead(304, reply).end();
        return;
      }
    }
    response.writeHead(200, { ...reply, 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}

/** Serves `root` on 127.0.0.1:`port` (0 picks a free port); resolves to {server, url}. */
export function startServer({ root = repoRoot, port = 0 } = {}) {
  const absolute = resolve(root);
  const servedHere = absolute === repoRoot
    ? (relative) => SERVED_FROM_REPOSITORY.some((pattern) => pattern.test(relative))
    : () => true;
  const handle = respond(absolute, securityHeaders(absolute), servedHere);
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
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
