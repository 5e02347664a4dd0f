// A sample of the differential test (every 25th game) through the JavaScript API; the whole
// file runs in `make test-full` (node tests/js/differential.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runDifferential, proveDead } from './differential.mjs';

test('every 25th random game agrees with python-chess at every ply', async () => {
  const report = await runDifferential({ every: 25 });
  assert.ok(report.positions > 10000, `only ${report.positions} positions compared`);
  assert.deepEqual(report.mismatches, []);
  const proof = proveDead(report.deadEarly);
  assert.ok(proof.ok, `positions called dead not proven dead:\n${proof.output}`);
});
