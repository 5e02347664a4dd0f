// One chess board, instance-scoped: the module referees, the view draws, pointer and keyboard
// become moves, the bot (in play-bot mode) answers from its own worker, and every move is announced
// in words. The page and <wasm-chess-board> are both users of this class. Several boards on a page
// share the wasm module (one instance) and nothing else: each has its own Game handle and worker.
//
// Events, dispatched on the host element (they bubble and cross shadow roots):
//   move      { san, uci, from, to, color, promotion, capture, check, fen, ply, source }
//             source: 'human' (pointer, keyboard, move box) | 'bot' | 'api'
//   gameover  { outcome: { winner, reason }, result: '1-0' | '0-1' | '1/2-1/2', fen, pgn }
//   illegal   { move, from, to, reason, fen }   a move that was refused (the game is unchanged)
//   takeback  { plies, fen }   moves were taken back (before the bot is asked again)
//   update    {}   anything the page's panels show may have changed (status, review, thinking)

import { BoardView } from './view.js';
import { Interaction, bindPointer } from './input.js';
import { buildBoardUI } from './board-ui.js';
import { describeMove, checkWords, describeSquare, describePosition } from './speech.js';
import { isCursorKey, stepCursor, homeSquare } from './keyboard.js';
import { describeOutcome, describeTurn } from './messages.js';
import { resultOf } from './results.js';

export const MODES = ['play-bot', 'two-players', 'view'];
const PROMOTION_ROLES = ['q', 'n', 'r', 'b'];
const BOT_MOVETIME_MS = 1000; // without a clock
const MIN_REPLY_MS = 350; // an instant reply feels abrupt: the player first sees their own move land
const DRAW_PROBE_MS = 300; // how long the bot looks before answering a draw offer
const DRAW_ACCEPT_CP = 25; // the bot accepts a draw when it is at most this much better
const NOTICE_MS = 4000;

const other = (color) => (color === 'white' ? 'black' : 'white');

/** Why `level` is not one of the bot's `levels` (from Bot.levels()), or null when it is. */
export function levelProblem(levels, level) {
  if (levels.some((l) => l.level === level)) return null;
  const shown = typeof level === 'string' ? `'${level}'` : String(level);
  return `unknown bot level: ${shown} (the levels are the numbers ${levels[0].level} to ${levels.at(-1).level})`;
}
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * @typedef {object} BoardOptions
 * @property {'play-bot'|'two-players'|'view'} [mode]  default 'two-players'
 * @property {string} [fen]          start position (else `setup`, else the standard start)
 * @property {string} [setup]        a named setup or Handicap ('knight', 'chess960:518', …)
 * @property {'white'|'black'} [orientation]  the side at the bottom (default: `you`, else white)
 * @property {'white'|'black'} [you] the player's colour in play-bot mode (default: orientation)
 * @property {number} [level]        the bot's level (default 1)
 * @property {boolean} [coordinates] draw file letters and rank digits (default true)
 * @property {boolean} [moveBox]     show the box for typing moves (default: not in view mode)
 * @property {boolean} [statusLine]  show the status line under the board (default true)
 * @property {string} [label]        the board's accessible name (default 'Chess board')
 * @property {() => object|null} [botLimits]  the bot's search limits for its next move (a clock)
 */

export class ChessBoard {
  /**
   * @param {HTMLElement} host  where the board lives; its (open) shadow root holds the UI
   * @param {{wasm: object, levels: object[], createBot: () => object}} engine  from loadEngine()
   * @param {BoardOptions} options  an unknown level throws, before anything is built
   */
  constructor(host, engine, options = {}) {
    this.levels = engine.levels;
    this.#checkLevel(options.level ?? 1);
    this.host = host;
    this.wasm = engine.wasm;
    this.createBot = engine.createBot;
    this.options = options;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    this.ui = buildBoardUI(root, { label: options.label });
    this.view = new BoardView(this.ui.canvas);
    this.view.update({ coordinates: options.coordinates !== false });
    this.interaction = new Interaction({
      canSelect: (square) => {
        const piece = this.#pieceAt(square);
        return this.#humanMayMove() && piece !== null && piece[0] === this.status.turn[0];
      },
      isTarget: (from, to) => this.legal.some((m) => m.from === from && (m.to === to || m.castleRook === to)),
    });
    this.bot = null; // a BotClient, created when the bot first has to think
    this.game = null;
    this.mode = MODES.includes(options.mode) ? options.mode : 'two-players';
    this.level = options.level ?? 1;
    this.orientation = options.orientation ?? options.you ?? 'white';
    this.you = this.mode === 'play-bot' ? options.you ?? this.orientation : null;
    this.token = 0; // bumps whenever a pending bot answer must be ignored
    this.thinking = false;
    this.drawOfferPending = false;
    this.promotion = null; // { from, to, moves } while the chooser is open
    this.drag = null;
    this.cursor = null; // the keyboard cursor's square while the board has keyboard focus
    this.noticeTimer = null;
    this.#bindInput();
    this.#observeSize();
    this.view.refreshTheme();
    this.load(this.#gameFrom(options));
  }

  // ------------------------------------------------------------ the public API

  /** Plays a move (SAN or UCI) for whichever side is to move; returns the `move` event's detail. */
  play(move) {
    if (this.over) throw this.#refuse(String(move), null, null, 'the game is over');
    this.#cancelBot();
    this.#closePromotion();
    return this.#playMove(String(move), { source: 'api', animate: true });
  }

  /** Starts a new game from a FEN (throws on a bad FEN, changing nothing). */
  setFen(fen) {
    this.load(this.wasm.Game.fromFen(fen));
  }

  /** Starts a new game from a named setup or Handicap ('standard', 'knight', 'chess960:518', …). */
  setSetup(name) {
    this.load(name && name !== 'standard' ? this.wasm.Game.fromSetup(name) : new this.wasm.Game());
  }

  /**
   * Takes over a module Game (the board frees it later) and shows it; a game with moves (from a
   * PGN) keeps them. `settings` may change mode, you, level and orientation at the same time.
   */
  load(game, settings = {}) {
    if (settings.level !== undefined) this.#checkLevel(settings.level);
    this.#cancelBot();
    const previous = this.game;
    this.game = game;
    previous?.free();
    if (settings.mode) this.mode = settings.mode;
    if (settings.level !== undefined) this.level = settings.level;
    if (settings.orientation) this.orientation = settings.orientation;
    if ('you' in settings || settings.mode) this.you = this.mode === 'play-bot' ? settings.you ?? this.orientation : null;
    this.startFen = game.startFen();
    this.moves = this.#replay(game);
    this.review = null;
    this.promotion = null;
    this.drag = null;
    this.interaction.reset();
    this.view.update({ orientation: this.orientation, promotion: null, chooserHover: null });
    this.#refresh({ animate: false });
    this.#announce(`New game. ${describeTurn(this.status, { you: this.you })}.`);
    this.#maybeBotTurn();
  }

  /** Turns the board round. */
  flip() {
    this.setOrientation(other(this.orientation));
  }

  setOrientation(color) {
    this.orientation = color === 'black' ? 'black' : 'white';
    this.view.update({ orientation: this.orientation });
    this.#changed();
  }

  /** 'play-bot' | 'two-players' | 'view'; in play-bot mode the player keeps `you` (else the bottom side). */
  setMode(mode, you = null) {
    if (!MODES.includes(mode)) throw new Error(`unknown mode: ${mode} (expected ${MODES.join(', ')})`);
    this.#cancelBot();
    this.mode = mode;
    this.you = mode === 'play-bot' ? you ?? this.orientation : null;
    this.#closePromotion();
    this.#render();
    this.#maybeBotTurn();
    this.#changed();
  }

  /** The bot's level from its next move on; an unknown level throws and keeps the old one. */
  setLevel(level) {
    this.#checkLevel(level);
    this.level = level;
    this.#changed();
  }

  #checkLevel(level) {
    const problem = this.levels && levelProblem(this.levels, level);
    if (problem) throw new Error(problem);
  }

  setCoordinates(shown) {
    this.view.update({ coordinates: shown });
  }

  /** Re-reads the --wasm-chess-* colours (after the page changed them). */
  refreshTheme() {
    this.view.refreshTheme();
  }

  /** Removes the board: stops its bot worker, frees its game, empties its shadow root. */
  destroy() {
    this.#cancelBot();
    this.bot?.terminate();
    this.bot = null;
    clearTimeout(this.noticeTimer);
    this.resizeObserver.disconnect();
    clearInterval(this.pixelRatioTimer);
    this.view.destroy();
    this.game?.free();
    this.game = null;
    this.host.shadowRoot.replaceChildren();
  }

  get fen() {
    return this.game.fen();
  }

  get over() {
    return Boolean(this.status?.outcome);
  }

  get isLive() {
    return this.review === null;
  }

  /** The position shown: the live one, or the ply being reviewed (0 = the start). */
  get shownPly() {
    return this.review ?? this.moves.length;
  }

  /** The FEN of the position shown (the live one unless reviewing). */
  shownFen() {
    if (this.isLive) return this.game.fen();
    return this.#withReplay(this.review, (replay) => replay.fen());
  }

  /** PGN of the game, with optional tags. */
  pgn(tags) {
    return this.game.pgn(tags);
  }

  /** Where a square is on screen: { x, y, size } of its top-left corner in client pixels, or null. */
  squareRect(square) {
    const r = this.view.geometry()?.rect(square);
    if (!r) return null;
    const box = this.ui.canvas.getBoundingClientRect();
    return { x: box.left + r.x, y: box.top + r.y, size: r.size };
  }

  /** The promotion chooser's cell for a role, in client pixels, while it is open. */
  chooserRect(role) {
    const cell = this.view.chooserCells().find((c) => c.role === role);
    if (!cell) return null;
    const box = this.ui.canvas.getBoundingClientRect();
    return { x: box.left + cell.rect.x, y: box.top + cell.rect.y, size: cell.rect.size };
  }

  /** The text of the live region (the last move announced in words). */
  get announcement() {
    return this.ui.announce.textContent;
  }

  /**
   * Shows the position after `ply` moves (0 = the start; beyond either end, that end) without
   * changing the game. Anything but a whole number (or ±Infinity) throws.
   */
  showPly(ply) {
    if (typeof ply !== 'number' || Number.isNaN(ply) || (Number.isFinite(ply) && !Number.isInteger(ply))) {
      throw new Error(`invalid ply: ${typeof ply === 'string' ? `'${ply}'` : String(ply)} (expected a whole number; 0 is the start)`);
    }
    const target = Math.max(0, Math.min(ply, this.moves.length));
    if (target === this.moves.length) {
      if (!this.isLive) this.#refresh({ animate: true });
      return;
    }
    this.#withReplay(target, (replay) => {
      const board = replay.board();
      const status = replay.status();
      const last = this.moves[target - 1];
      this.review = target;
      this.#closePromotion();
      this.interaction.reset();
      this.view.setBoard(board, {
        animate: true,
        lastMove: last ? [last.from, last.to] : null,
        check: kingInCheck(board, status),
        selected: null,
        dests: [],
        drag: null,
      });
      this.#describePosition(board, status, `Reviewing after move ${target}`);
    });
    this.#changed();
  }

  /** Whether a takeback is possible now (against the bot: back to the player's own move). */
  canTakeBack() {
    if (!this.isLive || this.over || this.moves.length === 0 || this.promotion) return false;
    if (this.you === null) return true;
    const startTurn = this.startFen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
    return this.moves.length >= (startTurn === this.you ? 1 : 2);
  }

  /** Takes back one ply (two players) or back to the player's move (against the bot); returns how many plies. */
  takeback() {
    if (!this.canTakeBack()) return 0;
    this.#cancelBot();
    let plies = 0;
    do {
      this.game.undo();
      this.moves.pop();
      plies += 1;
    } while (this.you !== null && this.moves.length && this.game.turn() !== this.you);
    this.#refresh({ animate: true });
    this.#announce(`Move taken back. ${describeTurn(this.status, { you: this.you })}.`);
    this.#emit('takeback', { plies, fen: this.game.fen() });
    this.#maybeBotTurn();
    return plies;
  }

  /** `color` resigns (default: the player, or the side to move with two players). */
  resign(color = this.you ?? this.status.turn) {
    if (this.over) return;
    this.game.resign(color);
    this.#endByDeclaration();
  }

  /** Claims the first claimable draw (threefold, fifty moves). */
  claimDraw() {
    const kind = this.status.claimable?.[0];
    if (!kind || this.over) return false;
    try {
      this.game.claimDraw(kind);
    } catch (e) {
      this.showNotice(e.message);
      return false;
    }
    this.#endByDeclaration();
    return true;
  }

  /** `color`'s flag fell (the page's clock says so). */
  flag(color) {
    if (this.over) return;
    this.game.flag(color);
    this.#endByDeclaration();
  }

  canOfferDraw() {
    return this.mode === 'play-bot' && this.isLive && !this.over && !this.thinking &&
      !this.drawOfferPending && this.status.turn === this.you;
  }

  /** Offers the bot a draw: it looks briefly and accepts when it is not clearly better. */
  async offerDraw() {
    if (!this.canOfferDraw()) return null;
    this.drawOfferPending = true;
    this.#changed();
    const token = this.token;
    try {
      const answer = await this.#botClient().think({
        startFen: this.startFen,
        moves: this.moves.map((m) => m.uci),
        level: this.level,
        limits: { movetimeMs: DRAW_PROBE_MS },
      });
      if (token !== this.token || this.over) return null;
      this.drawOfferPending = false;
      // The score is from the side to move's view: the player's now, so the bot's is its negation.
      const botMates = answer.mate !== null && answer.mate !== undefined && answer.mate < 0;
      const botScore = answer.scoreCp === null || answer.scoreCp === undefined ? 0 : -answer.scoreCp;
      if (!botMates && botScore <= DRAW_ACCEPT_CP) {
        this.game.agreeDraw();
        this.#endByDeclaration();
        return true;
      }
      this.showNotice('The bot declines the draw.');
      return false;
    } catch (e) {
      if (token === this.token) this.showNotice(`The bot could not answer: ${e.message ?? e}`);
      return null;
    } finally {
      if (token === this.token) this.drawOfferPending = false;
      this.#changed();
    }
  }

  /** Drops the selected piece, a drag or an open promotion chooser (Escape). */
  cancelSelection() {
    this.#handleIntents(this.interaction.cancel());
    this.interaction.reset();
    this.drag = null;
    this.#closePromotion();
    this.view.update({ selected: null, dests: [], drag: null });
  }

  /** A one-line message over the board, for a few seconds (also read by screen readers). */
  showNotice(text) {
    const el = this.ui.notice;
    el.textContent = capital(String(text));
    el.hidden = false;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => this.hideNotice(), NOTICE_MS);
  }

  hideNotice() {
    clearTimeout(this.noticeTimer);
    this.ui.notice.hidden = true;
  }

  get noticeText() {
    return this.ui.notice.hidden ? null : this.ui.notice.textContent;
  }

  // ------------------------------------------------------------ games and positions

  #gameFrom({ fen, setup }) {
    const { Game } = this.wasm;
    if (fen) return Game.fromFen(fen);
    if (setup && setup !== 'standard') return Game.fromSetup(setup);
    return new Game();
  }

  /** The moves of a game the module built (from a PGN), replayed to get each move's details. */
  #replay(game) {
    const replay = this.wasm.Game.fromFen(game.startFen());
    try {
      return game.historyUci().map((uci) => replay.play(uci));
    } finally {
      replay.free();
    }
  }

  #withReplay(ply, use) {
    const replay = this.wasm.Game.fromFen(this.startFen);
    try {
      for (const m of this.moves.slice(0, ply)) replay.play(m.uci);
      return use(replay);
    } finally {
      replay.free();
    }
  }

  /** Re-reads the live position from the module and redraws everything. */
  #refresh({ animate = true } = {}) {
    this.board = this.game.board();
    this.legal = this.game.legalMoves();
    this.status = this.game.status();
    this.review = null;
    const last = this.moves.at(-1);
    this.ui.board.style.setProperty('--ratio', `${this.board.files} / ${this.board.ranks}`);
    this.view.setBoard(this.board, {
      animate,
      lastMove: last ? [last.from, last.to] : null,
      check: kingInCheck(this.board, this.status),
      selected: null,
      dests: [],
      drag: null,
    });
    this.#describePosition(this.board, this.status, null);
    this.#render();
    this.#changed();
  }

  /** The accessible mirror: who is to move (or how the game ended) and every piece, in words. */
  #describePosition(board, status, prefix) {
    const turn = status.outcome ? describeOutcome(status.outcome, this.you, status.turn) : `${capital(status.turn)} to move`;
    this.ui.position.textContent = `${prefix ? prefix + '. ' : ''}${turn}. ${describePosition(board)}`;
  }

  #pieceAt(square) {
    return this.board.squares.find((s) => s.square === square)?.piece ?? null;
  }

  #humanMayMove() {
    return this.mode !== 'view' && this.isLive && !this.over && !this.thinking && !this.promotion &&
      (this.you === null || this.status.turn === this.you);
  }

  /** Why the player may not move now, in words (for the move box). */
  #whyNot() {
    if (this.mode === 'view') return 'this board only shows games';
    if (this.over) return 'the game is over';
    if (this.thinking) return 'the bot is thinking';
    if (this.you !== null && this.status.turn !== this.you) return 'it is the bot’s move';
    return 'moves cannot be played now';
  }

  // ------------------------------------------------------------ moves

  /** Plays `move` (SAN or UCI) in the module, then redraws, announces and tells the listeners. */
  #playMove(move, { source, animate }) {
    const before = this.board;
    const mover = this.status.turn;
    let info;
    try {
      info = this.game.play(move);
    } catch (e) {
      throw this.#refuse(move, null, null, e.message);
    }
    this.hideNotice();
    this.moves.push(info);
    this.#refresh({ animate });
    const words = `${describeMove(info, before)}${checkWords(this.status)}`;
    const who = this.you === null ? capital(mover) : mover === this.you ? 'You' : 'Bot';
    this.#announce(`${who}: ${words}.${this.over ? ' ' + describeOutcome(this.status.outcome, this.you, this.status.turn) + '.' : ''}`);
    const detail = {
      san: info.san, uci: info.uci, from: info.from, to: info.to, color: mover, promotion: info.promotion,
      capture: info.capture, check: this.status.check, fen: this.game.fen(), ply: this.moves.length, source,
    };
    this.#emit('move', detail);
    if (this.over) this.#finish();
    else this.#maybeBotTurn();
    return detail;
  }

  /** Tells listeners a move was refused and returns the Error to throw (the game is unchanged). */
  #refuse(move, from, to, reason) {
    this.#emit('illegal', { move, from, to, reason, fen: this.game.fen() });
    return new Error(reason);
  }

  /** A move the player asked for on the board: played when legal, else explained. */
  #attemptMove(from, to, drag) {
    const candidates = this.legal.filter((m) => m.from === from && (m.to === to || m.castleRook === to));
    this.view.update({ selected: null, dests: [], drag: null });
    if (candidates.length === 0) {
      if (drag?.x !== undefined) this.view.snapBack(from, drag.x, drag.y);
      this.#explainIllegal(from, to);
      return;
    }
    if (candidates.length > 1 && candidates.every((m) => m.promotion)) {
      this.promotion = { from, to, moves: candidates };
      const roles = PROMOTION_ROLES.filter((r) => candidates.some((m) => m.promotion === r));
      this.view.update({ promotion: { square: to, color: this.status.turn, roles }, chooserHover: this.cursor ? roles[0] : null });
      this.#announceCursor(`Promote to: ${roles.map((r) => ({ q: 'queen', r: 'rook', b: 'bishop', n: 'knight' })[r]).join(', ')}. Arrow keys choose, Enter confirms.`);
      this.#changed();
      return;
    }
    this.#playMove(candidates[0].uci, { source: 'human', animate: !drag });
  }

  #explainIllegal(from, to) {
    const piece = this.#pieceAt(from);
    let reason = null;
    if (piece && piece[0] === this.status.turn[0]) reason = this.game.explainMove(from, to);
    if (reason) this.showNotice(reason);
    this.#emit('illegal', { move: `${from}${to}`, from, to, reason: reason ?? `no legal move from ${from} to ${to}`, fen: this.game.fen() });
  }

  #choosePromotion(role) {
    const pending = this.promotion;
    this.#closePromotion();
    const move = role && pending?.moves.find((m) => m.promotion === role);
    if (move) this.#playMove(move.uci, { source: 'human', animate: true });
  }

  #closePromotion() {
    if (!this.promotion) return;
    this.promotion = null;
    this.view.update({ promotion: null, chooserHover: null });
    this.#changed();
  }

  #chooserRoleAt(x, y) {
    const cell = this.view.chooserCells().find(({ rect }) => x >= rect.x && x < rect.x + rect.size && y >= rect.y && y < rect.y + rect.size);
    return cell?.role ?? null;
  }

  /** What the typed text asks for: played when legal, else a notice saying why not. */
  #submitTyped(text) {
    const input = this.ui.input;
    const move = text.trim();
    if (!move) return;
    if (!this.#humanMayMove()) {
      if (!this.isLive && this.mode !== 'view') this.showPly(this.moves.length);
      if (!this.#humanMayMove()) {
        const reason = this.#whyNot();
        this.showNotice(reason);
        this.#emit('illegal', { move, from: null, to: null, reason, fen: this.game.fen() });
        return;
      }
    }
    try {
      this.#playMove(move, { source: 'human', animate: true });
      input.value = '';
      input.removeAttribute('aria-invalid');
    } catch (e) {
      input.setAttribute('aria-invalid', 'true');
      this.showNotice(e.message);
    }
  }

  #handleIntents(intents) {
    for (const intent of intents) {
      switch (intent.type) {
        case 'select':
          this.hideNotice();
          this.view.update({ selected: intent.square, dests: this.#destinations(intent.square) });
          if (this.cursor) this.#announceCursor(`${describeSquare(this.board, intent.square)} picked up`);
          break;
        case 'deselect':
          this.view.update({ selected: null, dests: [] });
          if (this.cursor) this.#announceCursor('Put back');
          break;
        case 'drag-start':
          this.drag = { from: intent.from };
          break;
        case 'drag':
          this.drag = { ...this.drag, x: intent.x, y: intent.y };
          this.view.update({ drag: this.drag });
          break;
        case 'drag-cancel':
          this.drag = null;
          this.view.update({ drag: null });
          this.view.snapBack(intent.from, intent.x, intent.y);
          break;
        case 'move': {
          const drag = this.drag;
          this.drag = null;
          this.#attemptMove(intent.from, intent.to, drag);
          break;
        }
      }
    }
  }

  #destinations(from) {
    const seen = new Map();
    for (const m of this.legal) if (m.from === from && !seen.has(m.to)) seen.set(m.to, { square: m.to, capture: m.capture });
    return [...seen.values()];
  }

  // ------------------------------------------------------------ the bot

  #botClient() {
    this.bot ??= this.createBot();
    return this.bot;
  }

  #botToMove() {
    return this.mode === 'play-bot' && this.you !== null && !this.over && this.status.turn !== this.you;
  }

  #maybeBotTurn() {
    if (!this.#botToMove()) return;
    const bot = this.#botClient();
    if (!bot) {
      this.showNotice('This build has no bot: play both sides.');
      return;
    }
    const token = ++this.token;
    this.thinking = true;
    this.#render();
    this.#changed();
    const limits = this.options.botLimits?.() ?? { movetimeMs: BOT_MOVETIME_MS };
    const started = performance.now();
    bot
      .think({ startFen: this.startFen, moves: this.moves.map((m) => m.uci), level: this.level, limits })
      .then(async (answer) => {
        const wait = MIN_REPLY_MS - (performance.now() - started);
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (token !== this.token) return;
        this.thinking = false;
        this.#playMove(answer.uci, { source: 'bot', animate: true });
      })
      .catch((e) => {
        if (token !== this.token) return;
        this.thinking = false;
        this.showNotice(`The bot could not move: ${e.message ?? e}`);
        this.#render();
        this.#changed();
      });
  }

  /**
   * Forgets a pending bot answer (new game, takeback, game over). A search cannot be interrupted
   * from outside its worker, so a busy worker is dropped: the next think starts a fresh one.
   */
  #cancelBot() {
    if ((this.thinking || this.drawOfferPending) && this.bot) {
      this.bot.terminate();
      this.bot = null;
    }
    this.token += 1;
    this.thinking = false;
    this.drawOfferPending = false;
  }

  /** The game has an outcome: stop the bot, tell the listeners. */
  #finish() {
    this.#cancelBot();
    this.#closePromotion();
    this.#render();
    const outcome = this.status.outcome;
    this.#emit('gameover', { outcome, result: resultOf(outcome), fen: this.game.fen(), pgn: this.game.pgn() });
    this.#changed();
  }

  /** Resignation, agreement, a claim or a flag: the outcome comes without a move. */
  #endByDeclaration() {
    this.#refresh({ animate: false });
    this.#announce(`${describeOutcome(this.status.outcome, this.you, this.status.turn)}.`);
    this.#finish();
  }

  // ------------------------------------------------------------ input

  #bindInput() {
    const { canvas, moveBox, input } = this.ui;
    bindPointer(canvas, () => this.view.geometry(), {
      down: (square, x, y) => {
        this.#hideCursor();
        if (this.promotion) return this.#choosePromotion(this.#chooserRoleAt(x, y));
        if (!this.isLive) return this.showPly(this.moves.length);
        this.#handleIntents(this.interaction.down(square, x, y));
      },
      move: (square, x, y) => {
        if (this.promotion) {
          const role = this.#chooserRoleAt(x, y);
          if (role !== (this.view.state.chooserHover ?? null)) this.view.update({ chooserHover: role });
          return;
        }
        this.#handleIntents(this.interaction.move(x, y));
        canvas.style.cursor = this.drag ? 'grabbing' : square && this.interaction.rules.canSelect(square) ? 'grab' : 'default';
      },
      up: (square, x, y) => this.#handleIntents(this.interaction.up(square, x, y)),
      cancel: () => this.#handleIntents(this.interaction.cancel()),
    });
    canvas.addEventListener('keydown', (e) => this.#onKey(e));
    canvas.addEventListener('focus', () => {
      if (canvas.matches(':focus-visible')) this.#showCursor();
    });
    canvas.addEventListener('blur', () => this.#hideCursor());
    moveBox.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#submitTyped(input.value);
    });
    input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
  }

  /** The keyboard on the focused board: arrows walk the cursor, Enter/Space act like a click. */
  #onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (this.promotion) {
      if (!this.#onChooserKey(e.key)) return;
    } else if (isCursorKey(e.key)) {
      const from = this.cursor ?? homeSquare(this.board, this.status.turn);
      this.#showCursor(this.cursor ? stepCursor(this.view.state.board, from, e.key, this.orientation) : from);
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!this.cursor) {
        this.#showCursor();
      } else if (!this.isLive) {
        this.showPly(this.moves.length);
      } else {
        const square = this.cursor;
        this.#handleIntents(this.interaction.down(square, undefined, undefined));
        this.#handleIntents(this.interaction.up(square, undefined, undefined));
      }
    } else if (e.key === 'Escape' && (this.view.state.selected || this.drag)) {
      this.cancelSelection();
      this.#announceCursor('Put back');
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  /** Keys while the promotion chooser is open; false when the key is not the chooser's. */
  #onChooserKey(key) {
    const roles = this.view.state.promotion.roles;
    const at = Math.max(0, roles.indexOf(this.view.state.chooserHover));
    if (isCursorKey(key)) {
      const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
      const role = roles[(at + step + roles.length) % roles.length];
      this.view.update({ chooserHover: role });
      this.#announceCursor({ q: 'Queen', r: 'Rook', b: 'Bishop', n: 'Knight' }[role]);
    } else if (key === 'Enter' || key === ' ') {
      this.#choosePromotion(roles[at]);
    } else if (roles.includes(key.toLowerCase())) {
      this.#choosePromotion(key.toLowerCase());
    } else if (key === 'Escape') {
      this.#closePromotion();
      this.#announceCursor('Promotion cancelled');
    } else {
      return false;
    }
    return true;
  }

  #showCursor(square = this.cursor ?? homeSquare(this.board, this.status.turn)) {
    this.cursor = square;
    this.view.update({ cursor: square });
    const board = this.view.state.board;
    if (square && board) this.#announceCursor(describeSquare(board, square) + (this.view.state.selected === square ? ', picked up' : ''));
  }

  #hideCursor() {
    this.cursor = null;
    this.view.update({ cursor: null });
  }

  // ------------------------------------------------------------ output

  #render() {
    const { status, moveBox } = this.ui;
    if (this.options.statusLine === false) status.hidden = true;
    status.textContent = this.over
      ? describeOutcome(this.status.outcome, this.you, this.status.turn)
      : describeTurn(this.status, { you: this.you, thinking: this.thinking });
    moveBox.hidden = this.options.moveBox === false || (this.options.moveBox === undefined && this.mode === 'view');
  }

  #announce(text) {
    this.ui.announce.textContent = text;
  }

  #announceCursor(text) {
    this.ui.cursorLive.textContent = text;
  }

  #emit(type, detail = {}) {
    this.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #changed() {
    this.#emit('update');
  }

  #observeSize() {
    this.resizeObserver = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      this.view.resize(width, height);
    });
    this.resizeObserver.observe(this.ui.board);
    // A move to a screen of another pixel density changes no CSS size and fires no event everywhere
    // (nor under emulation): a cheap check keeps the board sharp.
    this.pixelRatioTimer = setInterval(() => this.view.followPixelRatio(), 100);
  }
}

function kingInCheck(board, status) {
  if (!status.check) return null;
  const king = (status.turn === 'white' ? 'w' : 'b') + 'K';
  return board.squares.find((s) => s.piece === king)?.square ?? null;
}
