// Issue 42: on a fresh machine `make serve` (scripts/setup.sh) says what it
// installs and about how long it takes, and a later run says nothing. The
// script runs here against stand-in commands: a rustup with the target, a
// wasm-bindgen of another version (or the pinned one), and a cargo that
// records what it was asked to install.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/serve.mjs';

const PINNED = readFileSync(join(repoRoot, 'Cargo.lock'), 'utf8').match(/name = "wasm-bindgen"\nversion = "([^"]+)"/)[1];

/** setup.sh's output with stand-ins on the PATH: wasm-bindgen reports `version`; `{ output, cargo }` (cargo's arguments). */
function setup(version) {
  const bin = mkdtempSync(join(tmpdir(), 'boardlab-setup-'));
  const log = join(bin, 'cargo.log');
  const stub = (name, body) => {
    writeFileSync(join(bin, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  stub('rustup', 'echo wasm32-unknown-unknown');
  stub('wasm-bindgen', `echo "wasm-bindgen ${version}"`);
  stub('cargo', `echo "$@" >> "${log}"`);
  for (const name of ['chromium', 'wasm-opt', 'node', 'npm']) stub(name, 'exit 0');
  try {
    const output = execFileSync('bash', [join(repoRoot, 'scripts/setup.sh')], {
      env: { PATH: `${bin}:/usr/bin:/bin`, HOME: bin },
      encoding: 'utf8',
    });
    let cargo = '';
    try {
      cargo = readFileSync(log, 'utf8');
    } catch {
      // cargo was not asked for anything
    }
    return { output, cargo };
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
}

test('a first run says it compiles wasm-bindgen-cli, for about 11 minutes on 2 cores, once; a later run says nothing', () => {
  const first = setup('0.0.1');
  assert.match(first.output, new RegExp(`^setup: installing wasm-bindgen-cli ${PINNED.replaceAll('.', '\\.')}, .*compiled from source, about 11 minutes on 2 cores, once`, 'm'));
  assert.equal(first.cargo.trim(), `install wasm-bindgen-cli --version =${PINNED} --locked`);
  const later = setup(PINNED);
  assert.equal(later.output, '');
  assert.equal(later.cargo, '');
});
