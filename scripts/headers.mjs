// The HTTP headers of the site, in one place for the server (serve.mjs) and
// for static hosts (the `_headers` file that dist.mjs writes). The
// Content-Security-Policy comes from index.html's meta tag, so the meta
// (for hosts that cannot send headers) and the header never disagree; the
// header adds what a meta tag cannot carry.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The CSP of the meta tag in `root`/index.html. */
export function metaPolicy(root) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/);
  if (!policy) throw new Error(`${join(root, 'index.html')} has no Content-Security-Policy meta tag`);
  return policy[1];
}

/**
 * The security headers every response carries. The opener and embedder
 * policies make the page cross-origin isolated: its search workers then
 * share memory with it (a flag that stops a search at once, keeping the
 * worker's tables; www/work/search-pool.js). Everything the site loads is
 * its own, so requiring that embedded resources agree costs nothing.
 */
export function securityHeaders(root) {
  return {
    'content-security-policy': `${metaPolicy(root)}; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'require-corp',
    'cross-origin-resource-policy': 'same-origin',
  };
}

// A content-hashed path: a folder `app.<hash>/` or a file `name.<hash>.ext`.
const HASHED = /(^|\/)[^/]+\.[0-9a-f]{12}(\/|\.[a-z0-9]+$)/;

/** Long-lived for content-hashed files (their address changes with them); everything else revalidates. */
export function cachePolicy(path) {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
