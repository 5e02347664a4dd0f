// One chess board, instance-scoped: the public API that the page and <wasm-chess-board> use
// (chessground's api) for the games of two sides — the board contract (contract.js), as the board
// of more players (cells/board.js) has it. It wires the parts in board/, each with one job:
//   config.js   options, defaults, constants        state.js    the one state object and its queries
//   referee.js  the module's Game, as steps         render.js   the position, status line, move box
//   events.js   pointer, keyboard, move box → moves bot.js      the bot's worker: moves, draw offers
//   voice.js    live regions and notices            notify.js   the contract's events for the host
// Several boards on a page share the wasm module (one instance) and nothing else: each has its own
// Game handle and worker. A game the page plays with other pieces or boards adds a part (a
// renderer for pockets, say), not a branch in every method: the board draws what the module tells.

import { BoardView } from './view.js';
import { buildBoardUI } from './ui.js';
import { catalogOf } from './catalog.js';
import { other, sideName } from './sides.js';
import { describeOutcome, describeTurn, resultOf } from './messages.js';
import { MODES, levelProblem } from './config.js';
import { createState, liveStep, shownStep, visibleMoves, plies, isOver, isLive, canTakeBack, isSecret, sidesOf, gameInfoOf, checkPly, humanMayMove, whyNot } from './state.js';
import { engineFor, chessModulePlays } from '../engine/variants.js';
import { Referee } from './referee.js';
import { drawPosition, drawFooter, refreshPockets } from './render.js';
import { BoardInput } from './events.js';
import { botTurn, cancelBot, stopBot, answerDrawOffer } from './bot.js';
import { announce, announceMove, announceHiddenMove, showNotice, hideNotice, noticeText } from './voice.js';
import { emit, changed, refuse } from './notify.js';
import { BlindMode } from './blind/panel.js';

export { MODES, levelProblem };


/** A new module Game: `variant` from its start or a FEN of it; chess from a FEN or a named setup. */
function gameOf(Game, { variant = null, fen = null, setup = null } = {}) {
  if (!chessModulePlays(variant)) return fen ? Game.fromFen(fen, { variant }) : Game.create(variant);
  if (fen) return Game.fromFen(fen, { variant: variant ?? 'chess' });
  if (setup && setup !== 'standard') return Game.fromSetup(setup);
  if (variant === 'chess960') return Game.fromSetup(`chess960:${Math.floor(Math.random() * catalogOf(Game).chess960Count)}`);
  return new Game();
}

/**
 * The pieces of the game a referee holds: a game that names its own (board().pieces: the chess
 * family's) replaces the module's chess catalogue for this board, and is drawn in its own look;
 * other games keep the catalogue. `western` (the `pieceStyle: 'western'` option) draws written
 * pieces with Staunton shapes.
 */
function usePieces(s, referee) {
  const named = referee.steps[0].board.pieces;
  const base = catalogOf(s.engine.wasm.Game);
  const family = named && !named.every((p) => base.pieces.get(p.code)?.role === p.role);
  s.catalog = family ? { ...base, pieces: new Map(named.map((p) => [p.code, p])) } : base;
  s.view.pieces = s.catalog.pieces;
  s.view.family = family ? { game: referee.variant, western: s.options.pieceStyle === 'western' } : null;
}

function checkLevel(levels, level) {
  const problem = levels && levelProblem(levels, level);
  if (problem) throw new Error(problem);
}

export class ChessBoard {
  #s;
  #input;
  #blind = null;

  /**
   * @param {HTMLElement} host  where the board lives; its (open) shadow root holds the UI
   * @param {{wasm: object, levels: object[], createBot: () => object}} engine  from loadEngine()
   * @param {import('./config.js').BoardOptions} options  an unknown level throws, before anything is built
   */
  constructor(host, engine, options = {}) {
    checkLevel(engine.levels, options.level ?? 1);
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const ui = buildBoardUI(root, { label: options.label });
    const catalog = catalogOf(engine.wasm.Game);
    const view = new BoardView(ui.canvas, catalog.pieces);
    const s = (this.#s = createState(options, { host, engine, catalog, ui, view }));
    view.update({ coordinates: s.coordinates });
    this.#input = new BoardInput(s, {
      play: (move, how) => this.#playMove(move, how),
      showLive: () => this.showPly(plies(s)),
    });
    s.ui.handoverButton.addEventListener('click', () => this.#takeOver());
    s.ui.passButton.addEventListener('click', () => {
      const pass = s.referee.legal.find((m) => m.pass);
      if (pass && !s.ui.passButton.hidden) this.#playMove(pass.uci, { source: 'human', animate: false });
    });
    // The game's own choice before the first move (Janggi's arrangements): the same game anew in that mode.
    s.ui.arrangement.addEventListener('change', () => {
      const variant = this.variant;
      this.load(this.wasm.Game.create(`${variant}:${s.ui.arrangement.value}`));
    });
    this.#observeSize();
    view.refreshTheme();
    this.load(this.#gameFrom(options));
  }

  // ------------------------------------------------------------ games

  /** Plays a move (SAN or UCI) for whichever side is to move; returns the `move` event's detail. */
  play(move) {
    const s = this.#s;
    if (this.over) throw refuse(s, String(move), null, null, 'the game is over');
    cancelBot(s);
    this.#input.closePromotion();
    return this.#playMove(String(move), { source: 'api', animate: true });
  }

  /** Starts a new game from a FEN of the game played (throws on a bad FEN, changing nothing). */
  setFen(fen) {
    // Chess reads a FEN's castling letters itself (file letters make it Chess960).
    this.load(chessModulePlays(this.variant) ? this.wasm.Game.fromFen(fen) : this.wasm.Game.fromFen(fen, { variant: this.variant }));
  }

  /**
   * Starts a new game of `variant` ('chess', 'atomic', … — `Game.variants()`), from its start or
   * from `fen` (a FEN of that game); loads the module that plays it first. Throws (changing
   * nothing) for an unknown game or a bad FEN.
   */
  async setVariant(variant, { fen = null, setup = null } = {}) {
    const engine = await engineFor(variant);
    this.load(gameOf(engine.wasm.Game, { variant, fen, setup }), { engine });
  }

  /** Draws the chess family's written pieces (Xiangqi, Janggi, Shogi) as 'western' Staunton shapes, or in their own characters (null). */
  setPieceStyle(style) {
    const s = this.#s;
    s.options = { ...s.options, pieceStyle: style };
    usePieces(s, s.referee);
    s.view.update({});
    refreshPockets(s);
  }

  /** Starts a new game from a named setup or Handicap ('standard', 'knight', 'chess960:518', …). */
  setSetup(name) {
    if (!chessModulePlays(this.variant)) throw new Error(`${this.variant} has no setups: start from its position or a FEN`);
    this.load(name && name !== 'standard' ? this.wasm.Game.fromSetup(name) : new this.wasm.Game());
  }

  /**
   * Takes over a module Game (the board frees it later) and shows it; a game with moves (from a
   * PGN) keeps them. `settings` may change mode, you, level and orientation at the same time, and
   * `engine` (from loadEngine() or loadVariantsEngine()) when the game comes from the other module.
   */
  load(game, settings = {}) {
    const s = this.#s;
    if (settings.level !== undefined) checkLevel(settings.engine?.levels ?? this.levels, settings.level);
    if (settings.engine && settings.engine !== s.engine) {
      stopBot(s); // its worker runs the other module
      s.engine = settings.engine;
      s.catalog = catalogOf(s.engine.wasm.Game);
      s.view.pieces = s.catalog.pieces;
    }
    const referee = new Referee(game, { viewer: () => this.#viewer(), moves: settings.moves });
    usePieces(s, referee);
    cancelBot(s);
    const previous = s.referee;
    s.referee = referee;
    if (previous?.game !== game) previous?.free();
    if (settings.mode) s.mode = settings.mode;
    if (settings.level !== undefined) s.level = settings.level;
    if (settings.orientation) s.orientation = settings.orientation;
    if ('you' in settings || settings.mode) s.you = s.mode === 'play-bot' ? settings.you ?? s.orientation : null;
    s.promotion = null;
    s.handover = false;
    s.ui.handover.hidden = true;
    if (referee.hidden) referee.reveal(); // seen with the settings just made
    this.#input.reset();
    s.view.update({ orientation: s.orientation, promotion: null, chooserHover: null });
    this.#refresh({ animate: false });
    announce(s, `New game${this.#gameName()}. ${describeTurn(this.status, { you: s.you, sides: sidesOf(s) })}.`);
    this.#botTurn();
  }

  /**
   * Arrows over the position shown, each [from, to] (squares as the module names them): the
   * engine's best move, a hint. They stay until the position shown changes or the next call.
   */
  setArrows(arrows = []) {
    if (!Array.isArray(arrows) || !arrows.every((a) => Array.isArray(a) && a.length === 2 && a.every((sq) => typeof sq === 'string' && sq))) {
      throw new Error('setArrows: give a list of [from, to] squares');
    }
    this.#s.view.update({ arrows: arrows.map(([from, to]) => [from, to]) });
  }

  /** PGN of the game, with optional tags. */
  pgn(tags) {
    return this.#s.referee.pgn(tags);
  }

  // ------------------------------------------------------------ settings

  /** Turns the board round. */
  flip() {
    this.setOrientation(other(this.orientation));
  }

  setOrientation(color) {
    const s = this.#s;
    s.orientation = color === 'black' ? 'black' : 'white';
    s.view.update({ orientation: s.orientation });
    changed(s);
  }

  /** 'play-bot' | 'two-players' | 'view'; in play-bot mode the player keeps `you` (else the bottom side). */
  setMode(mode, you = null) {
    const s = this.#s;
    if (!MODES.includes(mode)) throw new Error(`unknown mode: ${mode} (expected ${MODES.join(', ')})`);
    cancelBot(s);
    s.mode = mode;
    s.you = mode === 'play-bot' ? you ?? s.orientation : null;
    this.#input.closePromotion();
    drawFooter(s);
    this.#botTurn();
    changed(s);
  }

  /** The bot's level from its next move on; an unknown level throws and keeps the old one. */
  setLevel(level) {
    checkLevel(this.levels, level);
    this.#s.level = level;
    changed(this.#s);
  }

  setCoordinates(shown) {
    this.#s.view.update({ coordinates: shown });
  }

  /** Re-reads the --wasm-chess-* colours (after the page changed them). */
  refreshTheme() {
    this.#s.view.refreshTheme();
  }

  /**
   * Blind mode (blind/panel.js) on or off: the board as a grid of cells with keys that read, in
   * place of the drawn board. `options`: reading ('words' | 'notation'), clock (the clock in words,
   * from the host), onReading (told when the player changes the reading). Returns the BlindMode or null.
   */
  setBlindMode(on, options = {}) {
    const { ui, host } = this.#s;
    this.#blind?.destroy();
    this.#blind = on
      ? new BlindMode(this, { ...options, root: host.shadowRoot, parent: ui.board.parentNode, before: ui.board, visual: [ui.board, ui.pocketTop, ui.pocketBottom, ui.moveBox] })
      : null;
    return this.#blind;
  }

  /** The BlindMode while blind mode is on, else null. */
  get blindMode() {
    return this.#blind;
  }

  /** Removes the board: stops its bot worker, frees its game, empties its shadow root. */
  destroy() {
    const s = this.#s;
    this.#blind?.destroy();
    stopBot(s);
    clearTimeout(s.noticeTimer);
    s.resizeObserver.disconnect();
    clearInterval(s.pixelRatioTimer);
    s.view.destroy();
    s.referee.free();
    s.host.shadowRoot.replaceChildren();
  }

  // ------------------------------------------------------------ what the board shows

  get host() { return this.#s.host; }
  get ui() { return this.#s.ui; }
  get view() { return this.#s.view; }
  get wasm() { return this.#s.engine.wasm; }
  get levels() { return this.#s.engine.levels; }
  /** The module's Game handle (null once destroyed). */
  get game() { return this.#s.referee.game; }
  /** The board's BotClient, or null until the bot first thinks. */
  get bot() { return this.#s.bot; }
  get mode() { return this.#s.mode; }
  /** The game's id: 'chess', 'chess960', 'atomic', … */
  get variant() { return this.#s.referee.variant; }
  /** The game's entry of `Game.variants()` ({ id, name, family, description, … }), or null in the chess module. */
  get gameInfo() { return gameInfoOf(this.#s); }
  /** Whether the live position is hidden from the players (Fog of War): only `viewer`'s view is shown. */
  get hidden() { return this.#s.referee.hidden; }
  /** Whose view of a hidden position is shown (null when nothing is hidden). */
  get viewer() { return liveStep(this.#s).viewer ?? null; }
  /** Whether the board is covered until the next player takes it (two players, a hidden position). */
  get handover() { return this.#s.handover; }
  get you() { return this.#s.you; }
  get level() { return this.#s.level; }
  get orientation() { return this.#s.orientation; }
  get thinking() { return this.#s.thinking; }
  get review() { return this.#s.review; }
  /** The moves played: the module's move objects — in a hidden position, the viewer's own only
   *  (the others are { hidden: true, san: '?' }). */
  get moves() { return visibleMoves(this.#s); }
  get startFen() { return this.#s.referee.startFen; }
  /** Who moved first and the first move's number ({ turn, fullmove }), for a game score. */
  get scoreStart() { return this.#s.referee.scoreStart; }
  /** The live position's status (`Game.status()`). */
  get status() { return liveStep(this.#s).status; }
  get fen() { return liveStep(this.#s).fen; }
  get over() { return isOver(this.#s); }
  get isLive() { return isLive(this.#s); }

  /** The position shown: the live one, or the ply being reviewed (0 = the start). */
  get shownPly() {
    return this.#s.review ?? plies(this.#s);
  }

  /** The FEN of the position shown (the live one unless reviewing). */
  shownFen() {
    return shownStep(this.#s).fen;
  }

  playedUci() {
    return this.#s.referee.ucis();
  }

  /** Where a square is on screen: { x, y, size } of its top-left corner in client pixels, or null. */
  squareRect(square) {
    const r = this.view.geometry()?.rect(square);
    if (!r) return null;
    const box = this.ui.canvas.getBoundingClientRect();
    return { x: box.left + r.x, y: box.top + r.y, size: r.size };
  }

  /** The promotion chooser's cell for a promotion letter, in client pixels, while it is open. */
  chooserRect(role) {
    const cell = this.view.chooserCells().find((c) => c.role === role);
    if (!cell) return null;
    const box = this.ui.canvas.getBoundingClientRect();
    return { x: box.left + cell.rect.x, y: box.top + cell.rect.y, size: cell.rect.size };
  }

  /** board() of the position shown, as the viewer may see it (Fog of War: their view). */
  get shownBoard() {
    return shownStep(this.#s).board;
  }

  /** The legal moves of the live position (the module's move objects); none while reviewing or once over. */
  get legalMoves() {
    return this.isLive && !this.over ? this.#s.referee.legal : [];
  }

  /** The piece catalogue of the game played: code → { color, role, letter, … }. */
  get pieces() {
    return this.#s.catalog.pieces;
  }

  /** The status line's words: whose move, the bot thinking, or how the game ended. */
  get statusText() {
    return this.#s.ui.status.textContent;
  }

  /**
   * A move of a player on this device (the text `play()` takes): refused, with an Error saying why,
   * when it is not their turn (the bot's move, the game over); an earlier position shown returns to the live one.
   */
  submitMove(text) {
    const s = this.#s;
    const move = String(text).trim();
    if (!isLive(s) && s.mode !== 'view') this.showPly(plies(s));
    if (!humanMayMove(s)) throw refuse(s, move, null, null, whyNot(s));
    this.#input.cancelSelection();
    return this.#playMove(move, { source: 'human', animate: true });
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
    const s = this.#s;
    checkPly(ply);
    // A hidden game cannot be reviewed while it is played: earlier views would tell what changed.
    const target = this.hidden ? plies(s) : Math.max(0, Math.min(ply, plies(s)));
    if (target === plies(s)) {
      if (!this.isLive) this.#refresh({ animate: true });
      return;
    }
    s.review = target;
    this.#input.closePromotion();
    this.#input.reset();
    drawPosition(s, { animate: true });
    changed(s);
  }

  // ------------------------------------------------------------ takebacks and ends

  /** Whether a takeback is possible now (against the bot: back to the player's move). */
  canTakeBack() {
    return canTakeBack(this.#s);
  }

  /** Takes back one ply (two players) or back to the player's move (against the bot); returns how many plies. */
  takeback() {
    const s = this.#s;
    if (!canTakeBack(s)) return 0;
    cancelBot(s);
    this.#input.cancelSelection(); // a piece picked from the hand, a move waiting for its duck
    let taken = 0;
    do {
      s.referee.undo();
      taken += 1;
    } while (s.you !== null && plies(s) && this.status.turn !== s.you);
    this.#refresh({ animate: true });
    announce(s, `Move taken back. ${describeTurn(this.status, { you: s.you, sides: sidesOf(s) })}.`);
    this.#coverIfHidden();
    emit(s, 'takeback', { plies: taken, fen: this.fen });
    this.#botTurn();
    return taken;
  }

  /** `color` resigns (default: the player, or the side to move with two players). */
  resign(color = this.you ?? this.status.turn) {
    if (this.over) return;
    this.#s.referee.resign(color);
    this.#endByDeclaration();
  }

  /** Claims the first claimable draw (threefold, fifty moves). */
  claimDraw() {
    const kind = this.status.claimable?.[0];
    if (!kind || this.over) return false;
    try {
      this.#s.referee.claimDraw(kind);
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
    this.#s.referee.flag(color);
    this.#endByDeclaration();
  }

  canOfferDraw() {
    const s = this.#s;
    return s.mode === 'play-bot' && this.isLive && !this.over && !s.thinking && !s.drawOfferPending && this.status.turn === s.you;
  }

  /** Offers the bot a draw: it looks briefly and accepts when it is not clearly better. */
  async offerDraw() {
    const s = this.#s;
    if (!this.canOfferDraw()) return null;
    s.drawOfferPending = true;
    changed(s);
    const token = s.token;
    try {
      const answer = await answerDrawOffer(s);
      if (answer === null || this.over) return null;
      s.drawOfferPending = false;
      if (answer === 'accept') {
        s.referee.agreeDraw();
        this.#endByDeclaration();
        return true;
      }
      this.showNotice('The bot declines the draw.');
      return false;
    } catch (e) {
      if (token === s.token) this.showNotice(`The bot could not answer: ${e.message ?? e}`);
      return null;
    } finally {
      if (token === s.token) s.drawOfferPending = false;
      changed(s);
    }
  }

  // ------------------------------------------------------------ input and messages

  /** Drops the selected piece, a drag or an open promotion chooser (Escape). */
  cancelSelection() {
    this.#input.cancelSelection();
  }

  /** A one-line message over the board, for a few seconds (also read by screen readers). */
  showNotice(text) {
    showNotice(this.#s, text);
  }

  hideNotice() {
    hideNotice(this.#s);
  }

  get noticeText() {
    return noticeText(this.#s);
  }

  // ------------------------------------------------------------ the flow of a game

  #gameFrom(options) {
    return gameOf(this.wasm.Game, options);
  }

  /** Whose eyes a hidden position is seen with: the player against the bot; with two players, the
   *  side to move; on a board that only shows, the side at the bottom. */
  #viewer() {
    const s = this.#s;
    if (s.mode === 'play-bot' && s.you) return s.you;
    if (s.mode === 'view') return s.orientation;
    return null; // the side to move
  }

  /** ' of Atomic' for a game other than chess, for announcements. */
  #gameName() {
    return chessModulePlays(this.variant) ? '' : ` of ${this.gameInfo?.name ?? this.variant}`;
  }

  /**
   * Two players on one device, a position hidden from each other: the board is covered, and shown
   * to the next player when they press Ready.
   */
  #coverIfHidden() {
    const s = this.#s;
    if (s.mode !== 'two-players' || !this.hidden || this.over) return;
    const next = sideName(this.status.turn, sidesOf(s));
    s.handover = true;
    s.ui.handoverText.textContent = `${next} to move. Pass the device to ${next}, then press Ready.`;
    s.ui.handover.hidden = false;
    drawPosition(s, { animate: false });
    drawFooter(s);
    announce(s, `${s.ui.announce.textContent} ${s.ui.handoverText.textContent}`);
    // A keyboard player's next key is Ready (focus stays where it was when it was not on the board).
    if (s.host.shadowRoot.activeElement) s.ui.handoverButton.focus();
    changed(s);
  }

  #takeOver() {
    const s = this.#s;
    s.handover = false;
    s.ui.handover.hidden = true;
    // The player who takes the board sees it from their side.
    if (this.viewer) this.setOrientation(this.viewer);
    drawPosition(s, { animate: false });
    announce(s, `${describeTurn(this.status, { you: s.you, sides: sidesOf(s) })}.`);
    s.ui.canvas.focus();
    changed(s);
  }

  /** Plays `move` (SAN or UCI) in the module, then redraws, announces and tells the listeners. */
  #playMove(move, { source, animate }) {
    const s = this.#s;
    const before = liveStep(s).board;
    const mover = this.status.turn;
    let step;
    try {
      step = s.referee.play(move);
    } catch (e) {
      throw refuse(s, move, null, null, e.message);
    }
    hideNotice(s);
    this.#refresh({ animate });
    // Only what the viewer sees of a hidden move: that it was made, and whether it took one of theirs.
    const secret = isSecret(s, step) || (step.hidden && s.mode === 'two-players');
    const lost = secret ? announceHiddenMove(s, step, before, mover) : false;
    if (!secret) announceMove(s, step, before, mover);
    const shown = (value) => (secret ? null : value ?? null);
    const info = step.move ?? {};
    const fields = {
      san: shown(info.san), uci: shown(info.uci), from: shown(info.from), to: shown(info.to), color: mover, seat: null,
      promotion: shown(info.promotion), capture: secret ? lost : Boolean(info.capture), check: secret ? false : Boolean(step.status.check),
      fen: shown(step.fen), ply: plies(s), source, drop: shown(info.drop), duck: shown(info.duck), hidden: secret,
    };
    const detail = emit(s, 'move', fields);
    if (this.over) this.#finish();
    else {
      this.#coverIfHidden();
      this.#botTurn();
    }
    return detail;
  }

  /** Shows the live position and tells the listeners. */
  #refresh({ animate }) {
    const s = this.#s;
    s.review = null;
    drawPosition(s, { animate });
    drawFooter(s);
    changed(s);
  }

  #botTurn() {
    const s = this.#s;
    botTurn(s, {
      play: (uci) => this.#playMove(uci, { source: 'bot', animate: true }),
      fail: (message) => showNotice(s, message),
      changed: () => {
        drawFooter(s);
        changed(s);
      },
    });
  }

  /** The game has an outcome: stop the bot, tell the listeners. */
  #finish() {
    const s = this.#s;
    cancelBot(s);
    this.#input.closePromotion();
    drawFooter(s);
    const outcome = this.status.outcome;
    emit(s, 'gameover', { outcome, result: resultOf(outcome), ranking: null, fen: this.fen, pgn: this.pgn() });
    changed(s);
  }

  /** Resignation, agreement, a claim or a flag: the outcome comes without a move. */
  #endByDeclaration() {
    this.#refresh({ animate: false });
    announce(this.#s, `${describeOutcome(this.status.outcome, this.you, this.status.turn, sidesOf(this.#s))}.`);
    this.#finish();
  }

  #observeSize() {
    const s = this.#s;
    s.resizeObserver = new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      s.view.resize(width, height);
    });
    s.resizeObserver.observe(s.ui.board);
    // A move to a screen of another pixel density changes no CSS size and fires no event everywhere
    // (nor under emulation): a cheap check keeps the board sharp.
    s.pixelRatioTimer = setInterval(() => s.view.followPixelRatio(), 100);
  }
}
