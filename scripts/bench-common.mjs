// What every benchmark script shares: its command-line options, the site
// it serves (the repository, or the optimized dist/ with --dist), seeded
// random lines and the median of its runs.
import { join, resolve } from 'node:path';
import { launch, openPage } from '../tests/e2e/harness.mjs';
import { repoRoot } from './serve.mjs';

/** The value after `name` on the command line, or `fallback`. */
export const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : fallback;
};

/** The folder served: dist/ with --dist, else the repository. */
export const benchRoot = () => (process.argv.includes('--dist') ? join(repoRoot, 'dist') : repoRoot);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A small seeded generator (mulberry32): the same lines for the same seed. */
export function seededRandom(state) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The built sites a benchmark compares: dist/, then each folder of
 * `against` (`--against A,B`), each a browser with its board page open and
 * an empty list of `runs`. The caller closes their sessions.
 */
export async function openSites(against) {
  const roots = [join(repoRoot, 'dist'), ...(against ? against.split(',').map((root) => resolve(root)) : [])];
  const sites = [];
  for (const root of roots) {
    const session = await launch({ root });
    sites.push({ root, session, page: await openPage(session, '#page=board'), runs: [] });
  }
  return sites;
}
