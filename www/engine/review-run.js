// Runs a game's review: asks the engine for every position of the game, one after another, and
// hands the evaluations to review.js. The engine is a function, so the same driver runs on the
// page (the bot's worker, engine/bot-client.js: the main thread never searches) and in Node or a
// worker on the module itself (`Bot.analyse` of the variants module).
//
//   const review = await reviewGame(record, analyserForClient(client, record), { limits: { movetimeMs: 250 }, onProgress });
//   const review = await reviewGame(recordOf(game), analyserForGame(bot, game), { limits: { nodes: 100000 } });

import { buildReview, positionEvaluation } from './review.js';

/** The budget of each position when none is given: a quarter of a second. */
export const DEFAULT_REVIEW_LIMITS = Object.freeze({ movetimeMs: 250 });

/** A module `Game` as a review record: its game, start, moves (UCI and SAN) and outcome. Refused
 *  (by the module) while a Fog of War game is played. */
export function recordOf(game) {
  const uci = game.historyUci();
  const san = game.history();
  return {
    variant: game.variant(),
    startFen: game.startFen(),
    moves: uci.map((u, i) => ({ uci: u, san: san[i] })),
    outcome: game.status().outcome,
  };
}

/** An analyser over a module `Game` and `Bot` (the variants module): synchronous, so call it
 *  in a worker or in Node, never on a page's main thread. */
export function analyserForGame(bot, game) {
  return (ply, limits) => bot.analyse(game, { ...limits, ply, multiPv: 1 });
}

/** An analyser over a `BotClient` of the variants module's worker; the record's declared end
 *  (a resignation, a flag, an agreed draw) is sent along, so that a finished Fog of War game is
 *  finished in the worker too. */
export function analyserForClient(client, record) {
  const moves = record.moves.map((m) => (typeof m === 'string' ? m : m.uci));
  return (ply, limits) => client.analyse({ variant: record.variant ?? 'chess', startFen: record.startFen ?? null, moves, ply, multiPv: 1, limits, end: record.outcome ?? null });
}

/**
 * Reviews `record` ({ variant, startFen, moves: [{ uci, san }] or [uci…], outcome }): the engine
 * (`analyse(ply, limits)`, a Promise or a value of `Bot.analyse`'s `Analysis`) evaluates each of
 * the moves + 1 positions within `limits` ({ movetimeMs } or { nodes } or { depth }). `onProgress`
 * hears { done, total, ply, evaluation } after each position; `signal` (an AbortSignal) stops the
 * review between positions (the Promise rejects with the signal's reason). Returns
 * review.js's `buildReview` answer plus `limits` and `timeMs`.
 */
export async function reviewGame(record, analyse, { limits = DEFAULT_REVIEW_LIMITS, onProgress = null, signal = null } = {}) {
  if (!record || !Array.isArray(record.moves)) throw new Error('reviewGame: the record needs its moves, an array');
  if (typeof analyse !== 'function') throw new Error('reviewGame: analyse must be a function (ply, limits) → Analysis');
  const moves = record.moves.map((m) => (typeof m === 'string' ? { uci: m, san: m } : { uci: m.uci, san: m.san ?? m.uci }));
  const total = moves.length + 1;
  const started = Date.now();
  const evaluations = [];
  let firstTurn = null;
  for (let ply = 0; ply < total; ply++) {
    signal?.throwIfAborted();
    const analysis = await analyse(ply, limits);
    if (ply === 0) firstTurn = analysis.turn;
    const last = ply === total - 1;
    const evaluation = positionEvaluation(analysis, last ? record.outcome ?? null : null);
    evaluations.push(evaluation);
    onProgress?.({ done: ply + 1, total, ply, evaluation });
  }
  const review = buildReview(moves, evaluations, firstTurn === 'black' ? 'black' : 'white');
  return { ...review, limits: { ...limits }, timeMs: Date.now() - started };
}
