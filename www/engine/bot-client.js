// BotClient: the bot worker behind Promises.
//
//   const bot = new BotClient(workerUrl);              // engine/files.js names the workers
//   const move = await bot.think({ variant, startFen, moves, level, limits }, (info) => …);
//   const analysis = await bot.analyse({ variant, startFen, moves, ply, multiPv, limits, end, reveal }, (lines) => …);
//   bot.stop();        // the pending think resolves now with the best move found so far (an
//                      // analysis: with the lines of its last finished depth)
//   bot.terminate();   // the pending think rejects; the client cannot be used again
//
// A worker busy in a synchronous search cannot read messages, so stop() does not message it:
// it resolves the pending think with the last 'info' (or, if none has come yet, the first one
// to come — depth 1 takes milliseconds), then terminates that worker and starts a fresh one.
// The result then carries `stopped: true`.

export class BotClient {
  #url;
  #type;
  #worker = null;
  #nextId = 1;
  /** { id, kind, resolve, reject, onInfo, lastInfo, stopping } for the search in progress
   *  (kind: 'think' or 'analyse'). */
  #pending = null;
  #terminated = false;

  /** `type`: 'classic' for a worker bundled into one script (a Blob on file:// must be classic). */
  constructor(workerUrl, { type = 'module' } = {}) {
    this.#url = workerUrl;
    this.#type = type;
    this.#spawn();
  }

  /** Starts a search; one at a time (a second call while thinking rejects). */
  think({ variant = 'chess', startFen = null, moves = [], level, limits = {} } = {}, onInfo = null) {
    return this.#start('think', { type: 'search', variant, startFen, moves, level, limits }, onInfo);
  }

  /** The best lines of the position after `ply` moves (default: the last), `Bot.analyse`'s
   *  `Analysis`; `onLines` hears each finished depth's. `end`: the game's outcome, when the
   *  players ended it (bot-serve.js); `reveal`: the game is looked at whole, as an analysis board
   *  looks at a finished Fog of War game (`Game.reveal`). Needs the variants module's worker. */
  analyse({ variant = 'chess', startFen = null, moves = [], ply = null, multiPv = 1, limits = {}, end = null, reveal = false } = {}, onLines = null) {
    return this.#start('analyse', { type: 'analyse', variant, startFen, moves, ply, multiPv, limits, end, reveal }, onLines);
  }

  /** One request at a time (a second one while thinking rejects). */
  #start(kind, message, onInfo) {
    if (this.#terminated) return Promise.reject(new Error('the bot client was terminated'));
    if (this.#pending) return Promise.reject(new Error('the bot is already thinking'));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending = { id, kind, resolve, reject, onInfo, lastInfo: null, stopping: false };
      this.#worker.postMessage({ ...message, id });
    });
  }

  /** Ends the pending search now (or at its first progress report) with its best move. */
  stop() {
    const pending = this.#pending;
    if (!pending) return;
    pending.stopping = true;
    if (pending.lastInfo) this.#finishStopped(pending);
  }

  /** Ends the worker for good; a pending search rejects. */
  terminate() {
    this.#terminated = true;
    this.#worker?.terminate();
    this.#worker = null;
    this.#fail(new Error('the bot client was terminated'));
  }

  get thinking() {
    return this.#pending !== null;
  }

  #spawn() {
    this.#worker = new Worker(this.#url, { type: this.#type });
    this.#worker.onmessage = (event) => this.#onMessage(event.data);
    this.#worker.onerror = (event) => {
      event.preventDefault?.();
      this.#fail(new Error(`bot worker failed: ${event.message ?? 'cannot start'}`));
    };
  }

  #onMessage(msg) {
    const pending = this.#pending;
    if (!pending || msg.id !== pending.id) {
      if (msg.type === 'error' && msg.id === null) this.#fail(new Error(msg.message));
      return;
    }
    if (msg.type === 'info' || msg.type === 'lines') {
      const { type, id, ...info } = msg;
      pending.lastInfo = info;
      pending.onInfo?.(info);
      if (pending.stopping) this.#finishStopped(pending);
    } else if (msg.type === 'bestmove' || msg.type === 'analysis') {
      const { type, id, ...result } = msg;
      this.#pending = null;
      pending.resolve(result);
    } else if (msg.type === 'error') {
      this.#pending = null;
      pending.reject(new Error(msg.message));
    }
  }

  #finishStopped(pending) {
    // A move is answered as 'bestmove' answers, without the report's time; lines as they came.
    const { timeMs, ...best } = pending.lastInfo;
    const answer = pending.kind === 'analyse' ? pending.lastInfo : best;
    this.#pending = null;
    // The old worker is still searching: replace it.
    this.#worker.terminate();
    this.#spawn();
    pending.resolve({ ...answer, stopped: true });
  }

  #fail(error) {
    const pending = this.#pending;
    this.#pending = null;
    pending?.reject(error);
  }
}
