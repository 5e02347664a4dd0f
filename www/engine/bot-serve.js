// The bot worker's message loop, shared by the chess module's worker (bot-worker.js) and the
// variants module's (bot-worker-variants.js); each imports its module and hands it here.
//
// Protocol (ES module worker):
//   page → worker  { type: 'search', id, variant, startFen, moves: [uci…], level, limits }
//                  { type: 'analyse', id, variant, startFen, moves: [uci…], ply, multiPv, limits, end, reveal }
//                  { type: 'stop' }
//   worker → page  { type: 'ready' }
//                  { type: 'info', id, depth, scoreCp, mate, nodes, pv, uci, san, timeMs }  after each depth
//                  { type: 'bestmove', id, uci, san, scoreCp, mate, depth, nodes, pv }
//                  { type: 'lines', id, ply, turn, depth, nodes, timeMs, lines }  analysis: after each depth
//                  { type: 'analysis', id, ply, turn, depth, nodes, timeMs, lines }  analysis: the answer
//                  { type: 'error', id, message }
//
// 'analyse' is `Bot.analyse` (the best lines of the position after `ply` moves; `ply` defaults to
// the last position), which only the variants module has: the chess module's worker answers it
// with an 'error' saying so. `end` (optional) is the game's outcome `{ winner, reason }`: a
// declared end (resignation, flag, agreed draw) is declared again on the replayed game, so that a
// finished Fog of War game, which may only be analysed once over, is over here too. `reveal`
// (optional): the game is seen whole while it goes on (`Game.reveal`), as on the analysis board of
// a finished Fog of War game, whose variations are games nobody has finished.
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
    if (msg.type !== 'search' && msg.type !== 'analyse') return;
    const { id } = msg;
    let game = null;
    try {
      await ready;
      // The game id makes a Chess960 start FEN read as Chess960 (its KQkq name the outer rooks),
      // and another game's FEN read as that game's.
      // Without a start FEN, the game's own start (the chess module has chess's only).
      const variant = msg.variant ?? 'chess';
      game = msg.startFen ? Game.fromFen(msg.startFen, { variant }) : variant === 'chess' ? new Game() : Game.create(variant);
      if (msg.type === 'analyse' && msg.reveal) game.reveal();
      for (const move of msg.moves ?? []) game.play(move);
      const level = msg.level ?? Bot.levels().length;
      if (!bot || bot.level !== level) {
        bot?.free();
        bot = new Bot({ level });
      }
      if (msg.type === 'analyse') {
        if (typeof bot.analyse !== 'function') throw new Error('analysis needs the variants module (bot-worker-variants.js)');
        declareEnd(game, msg.end);
        const options = { ...(msg.limits ?? {}), multiPv: msg.multiPv ?? 1 };
        if (msg.ply !== undefined && msg.ply !== null) options.ply = msg.ply;
        const analysis = bot.analyse(game, options, (lines) => self.postMessage({ type: 'lines', id, ...lines }));
        self.postMessage({ type: 'analysis', id, ...analysis });
      } else {
        const result = bot.think(game, msg.limits ?? {}, (info) => self.postMessage({ type: 'info', id, ...info }));
        self.postMessage({ type: 'bestmove', id, ...result });
      }
    } catch (e) {
      self.postMessage({ type: 'error', id, message: String(e?.message ?? e) });
    } finally {
      game?.free();
    }
  };
}

/** Declares `end` ({ winner, reason }) on `game` when the players ended it (the rules' own ends
 *  come back by themselves with the moves). */
function declareEnd(game, end) {
  if (!end || game.status().outcome) return;
  const loser = end.winner === 'white' ? 'black' : 'white';
  if (end.reason === 'resignation' && end.winner) game.resign(loser);
  else if (end.reason === 'timeout' && end.winner) game.flag(loser);
  else if (end.reason === 'agreement') game.agreeDraw();
}
