// The chess bot as a board meets it (BotClient's think, stop, terminate, thinking): the levels
// below the top search in the chess module's worker; the top level in the variants module's, whose
// engine evaluates with the chess network (src/bot/nnue.rs) that the chess module's size budget
// has no room for. That module is loaded the first time the top level is asked to think, so a
// page that never plays the top level loads nothing more.

/** `engine` ({ wasm, levels, createBot }: the chess module's) with a createBot that starts a
 *  ChessBot, whose top level plays in the worker of `loadVariantsEngine()`'s engine — and so at the
 *  rating that level has with the network, which the chess module's levels carry beside their own. */
export function withTopLevelBot(engine, loadVariantsEngine) {
  const topLevel = engine.levels.length;
  const startTop = () => loadVariantsEngine().then((variants) => variants.createBot());
  const levels = engine.levels.map((l) => (l.level === topLevel ? { ...l, elo: l.eloWithNetwork ?? l.elo } : l));
  return { ...engine, levels, createBot: () => new ChessBot(engine.createBot(), startTop, topLevel) };
}

export class ChessBot {
  #below;
  #top = null;
  #startTop;
  #topLevel;
  #current = null;
  #terminated = false;

  /** `below`: a BotClient of the chess module's worker; `startTop()`: a Promise of the variants
   *  module's BotClient; `topLevel`: the level number that plays with the network. */
  constructor(below, startTop, topLevel) {
    this.#below = below;
    this.#startTop = startTop;
    this.#topLevel = topLevel;
  }

  /** BotClient.think, in the worker that plays `request.level`. */
  think(request = {}, onInfo = null) {
    if (this.#terminated) return Promise.reject(new Error('the bot client was terminated'));
    if (this.thinking) return Promise.reject(new Error('the bot is already thinking'));
    const atTop = (request.level ?? this.#topLevel) === this.#topLevel;
    const client = atTop ? (this.#top ??= this.#startTop()) : Promise.resolve(this.#below);
    const thinking = client.then((bot) => {
      if (this.#terminated) throw new Error('the bot client was terminated');
      return bot.think(request, onInfo);
    });
    // A variants module that cannot load is tried again at the next think.
    if (atTop) client.catch(() => (this.#top = null));
    this.#current = thinking;
    const done = () => {
      if (this.#current === thinking) this.#current = null;
    };
    thinking.then(done, done);
    return thinking;
  }

  /** The pending think resolves now with its best move so far (BotClient.stop). */
  stop() {
    this.#below.stop();
    this.#top?.then((bot) => bot.stop(), () => {});
  }

  /** Ends both workers for good; a pending think rejects. */
  terminate() {
    this.#terminated = true;
    this.#below.terminate();
    this.#top?.then((bot) => bot.terminate(), () => {});
  }

  get thinking() {
    return this.#current !== null;
  }
}
