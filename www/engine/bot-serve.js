// The bot worker's message loop, shared by the chess module's worker (bot-worker.js) and the
// variants module's (bot-worker-variants.js); each imports its module and hands it here.
//
// Protocol (ES module worker):
//   page → worker  { type: 'search', id, variant, startFen, moves: [uci…], level, limits }
//                  { type: 'stop' }
//   worker → page  { type: 'ready' }
//                  { type: 'info', id, depth, scoreCp, mate, nodes, pv, uci, san, timeMs }  after each depth
//                  { type: 'bestmove', id, uci, san, scoreCp, mate, depth, nodes, pv }
//                  { type: 'error', id, message }
//
// A search runs synchronously inside `bot.think`, so this worker cannot read a 'stop' message
// until the search has ended; it ignores 'stop'. Stopping is the client's job (bot-client.js):
// it answers with the last 'info' (its pv[0] is the best move found so far) and replaces the
// worker with a fresh one.

/** Answers searches once `ready` (the module's init()) has resolved. */
export function serveBot(ready, { Game, Bot }) {
  let bot = null;
  ready.then(
    () => self.postMessage({ type: 'ready' }),
    (e) => self.postMessage({ type: 'error', id: null, message: `cannot load the engine: ${e.message ?? e}` }),
  );
  self.onmessage = async (event) => {
    const msg = event.data ?? {};
    if (msg.type !== 'search') return;
    const { id } = msg;
    let game = null;
    try {
      await ready;
      // The game id makes a Chess960 start FEN read as Chess960 (its KQkq name the outer rooks),
      // and another game's FEN read as that game's.
      game = msg.startFen ? Game.fromFen(msg.startFen, { variant: msg.variant ?? 'chess' }) : new Game();
      for (const move of msg.moves ?? []) game.play(move);
      const level = msg.level ?? Bot.levels().length;
      if (!bot || bot.level !== level) {
        bot?.free();
        bot = new Bot({ level });
      }
      const result = bot.think(game, msg.limits ?? {}, (info) => self.postMessage({ type: 'info', id, ...info }));
      self.postMessage({ type: 'bestmove', id, ...result });
    } catch (e) {
      self.postMessage({ type: 'error', id, message: String(e?.message ?? e) });
    } finally {
      game?.free();
    }
  };
}
