// The engine's analysis on a page: a bot worker of the variants module (which plays chess too —
// the chess module has no analysis), loaded as the page loads it for the other games (so the
// single-file page's inlined worker too), started on first use and kept for the next requests.
// The game review, the analysis board and the hint share this one way to reach it.
//
//   const engine = workerAnalysis();
//   const analysis = await engine.analyse({ variant, startFen, moves, multiPv, limits }, (lines) => …);
//   engine.stop();      // the pending analysis resolves now (with the lines found so far)
//   engine.destroy();   // ends the worker

import { loadVariantsEngine } from './variants.js';

export function workerAnalysis() {
  let starting = null;
  let client = null;
  let request = null; // { stopped } of the analysis asked last
  return {
    /** `BotClient.analyse` on the worker; a request stopped before the worker is up answers no lines. */
    analyse(options, onLines = null) {
      const asked = (request = { stopped: false });
      starting ??= loadVariantsEngine().then((engine) => (client = engine.createBot()));
      return starting.then((bot) => (asked.stopped ? { ply: options.ply ?? null, lines: [], depth: 0, stopped: true } : bot.analyse(options, onLines)));
    },
    stop() {
      if (request) request.stopped = true;
      client?.stop();
    },
    destroy() {
      client?.terminate();
      client = null;
      starting = null;
    },
  };
}
