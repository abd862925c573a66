// The browser's Gobblet player, the wasm module the page loads, against the
// native solution on the committed sample of 10,000 positions
// (tests/data/gobblet_sample.txt, written by `boardlab gobblet solve --sample`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { initSync, GobbletPlayer } from '../../pkg/boardlab.js';

initSync({ module: readFileSync(new URL('../../pkg/boardlab_bg.wasm', import.meta.url)) });

test('the wasm player values all 10,000 sample positions as the full solution does', () => {
  const text = readFileSync(new URL('../data/gobblet_sample.txt', import.meta.url), 'utf8');
  const lines = text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const expected = lines.map((line) => line.trim().split(/\s+/).slice(2).join(' '));
  assert.equal(expected.length, 10000);
  const player = new GobbletPlayer();
  const values = player.valuesOfSample(text);
  assert.equal(values.length, expected.length);
  const wrong = values.flatMap((value, at) => (value === expected[at] ? [] : [`${lines[at]} -> ${value}`]));
  assert.deepEqual(wrong.slice(0, 5), []);
});
