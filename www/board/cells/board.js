// The board of a game of more players (board() `kind: 'cells'`, VARIANTS.md §2): the public API,
// the board contract (../contract.js) as ChessBoard has it, wiring the parts in cells/, each with
// one job:
//   state.js     the one state object and its queries      referee.js  the module's Game
//   geometry.js  cells turned so your seat is at the bottom render.js   the board, players, record
//   input.js     click, drag, keyboard, promotion buttons   bot.js      the bots, seat after seat
//   voice.js     moves and the end in words, the notice     ui.js       its shadow DOM
//   players.js   the player list                            record.js   the moves in rounds, takebacks
// Every seat is a human on this device or a bot. It draws what the module tells and never learns a
// game's rules: legal moves, turns, passes, the end and the ranking all come from the Game.

import { dispatch } from '../contract.js';
import { MODES, levelProblem } from '../config.js';
import { checkPly } from '../state.js';
import { buildCellsUI } from './ui.js';
import { CellsReferee, gameFrom, isCellsGame } from './referee.js';
import {
  createCellsState, seatsFor, playersOf, turnOf, isOver, whoPlays, canTakeBack, takebackPlies, moveFields, gameoverFields, mayMove, shownPosition,
} from './state.js';
import { BlindMode } from '../blind/panel.js';
import { frameOf } from './geometry.js';
import { render, drawStatus } from './render.js';
import { CellsInput } from './input.js';
import { nextTurn, cancelBots, stopBots } from './bot.js';
import { announce, moveWords, turnWords, reviewWords, gameName, showNotice, noticeText } from './voice.js';

// The pure parts, for the pages and the tests that import them from here.
export { isCellsGame } from './referee.js';
export { turnPoint, inside } from './geometry.js';
export { describeCellsMove, newlyOut } from './voice.js';
export { BOT_MOVETIME_MS } from './state.js';

function checkLevel(levels, level) {
  const problem = levels && levelProblem(levels, level);
  if (problem) throw new Error(problem);
}

export class CellsBoard {
  #s;
  #input;
  #blind = null;

  /**
   * @param {HTMLElement} host  its (open) shadow root holds the board
   * @param {{wasm: object, levels: object[], games: object[], createBot: () => object}} engine  the variants engine
   * @param {{variant: string, fen?: string, pgn?: string, mode?: 'play-bot'|'two-players'|'view', you?: string,
   *          orientation?: string, level?: number, movetimeMs?: number}} options  play-bot (default): `you`
   *          (default the first seat) is human, every other seat a bot; two-players: every seat a human
   *          here. An unknown level throws, before anything is built.
   */
  constructor(host, engine, options) {
    checkLevel(engine.levels, options.level ?? 1);
    const ui = buildCellsUI(host);
    const s = (this.#s = createCellsState(options, { host, engine, ui }));
    this.#input = new CellsInput(s, {
      play: (move) => this.#playMove(move.uci, 'human'),
      refuse: (from, to) => {
        const reason = `no legal move from ${from} to ${to}`;
        showNotice(s, reason);
        this.#refuse(`${from}-${to}`, from, to, reason);
      },
      showLive: () => this.showPly(Infinity),
      render: () => this.#render(),
    });
    ui.backButton.addEventListener('click', () => this.showPly(Infinity));
    ui.takebackButton.addEventListener('click', () => this.takeback());
    ui.record.addEventListener('click', (e) => {
      const move = e.target.closest?.('.move');
      if (move) this.showPly(Number(move.dataset.ply));
    });
    this.load(options);
  }

  // ------------------------------------------------------------ games

  /**
   * Shows a game: a module Game of a game of more players (taken over: the board frees it with
   * the next game or destroy(); its moves are kept), or a start — `{ variant, fen, pgn }`: from
   * its start, from a position text or from a game record (rules.md: its start and moves, in the
   * game and mode it names). `settings` (or the start's own keys) may set mode, you, level and
   * orientation (the seat at the bottom); a Game keeps the board's mode, level and seat when they
   * are not given, a start plays against the bots. The game's own `variant()` is kept, mode
   * included. Throws, changing nothing, on a text of another game or mode, an unknown mode or
   * level.
   */
  load(game, settings = {}) {
    const s = this.#s;
    const isGame = typeof game?.legalMoves === 'function';
    const given = isGame ? settings : { ...game, ...settings };
    const mode = given.mode ?? (isGame && s.referee ? s.mode : 'play-bot');
    if (!MODES.includes(mode)) throw new Error(`unknown mode: ${mode} (expected ${MODES.join(', ')})`);
    const level = given.level ?? s.level;
    checkLevel(s.engine.levels, level);
    const next = isGame ? game : gameFrom(s.engine.wasm.Game, given);
    let referee;
    try {
      referee = new CellsReferee(next);
      if (referee.board?.kind !== 'cells') throw new Error(`${referee.variant} is not a game of more players: this board plays only those`);
    } catch (error) {
      if (!isGame) next.free();
      throw error;
    }
    cancelBots(s);
    if (s.referee?.game !== next) s.referee?.free();
    s.referee = referee;
    s.mode = mode;
    s.level = level;
    const ids = playersOf(s).map((p) => p.id);
    ({ you: s.you, humans: s.humans } = seatsFor(mode, ids, given.you ?? (isGame ? s.you : null)));
    s.bottom = ids.includes(given.orientation) ? given.orientation : s.you ?? ids[0];
    s.selected = null;
    s.cursor = null;
    s.drag = null;
    s.review = null;
    this.#input.closeChooser();
    showNotice(s, '');
    this.#render();
    this.#changed();
    this.#next();
  }

  /** Starts a new game of the game played from a position text (throws on a bad one, changing nothing). */
  setFen(fen) {
    this.load(this.wasm.Game.fromFen(fen, { variant: this.variant }));
  }

  /**
   * Starts a new game of `variant`, a game of more players ('three-player', 'four-player:teams'),
   * from its start or from `fen`; a Promise, as on the chess board (which may load a module first).
   * A game of two sides is played on the chess board: the Promise rejects with an Error saying so
   * (`mountBoard` and <wasm-chess-board variant> choose the board by the game).
   */
  async setVariant(variant, { fen = null } = {}) {
    const { engine } = this.#s; // the variants module: it plays every game of more players
    if (!isCellsGame(engine.games, variant)) {
      throw new Error(`${variant || 'chess'} is not a game of more players: it is played on the chess board (mountBoard chooses the board by the game)`);
    }
    this.load(gameFrom(engine.wasm.Game, { variant, fen }));
  }

  /** The game record (the module's, rules.md): a tag per seat naming who plays it, then `tags` (Event, Date, …). */
  pgn(tags = {}) {
    const seats = Object.fromEntries(playersOf(this.#s).map((p) => {
      const who = this.who(p.id);
      return [p.name, who === 'you' ? 'You' : who === 'bot' ? `wasm-chess level ${this.level}` : '?'];
    }));
    return this.#s.referee.pgn({ ...seats, ...tags });
  }

  /** Plays a move (its text, 'd2-d4', or a legal move object) for the seat to move; returns the `move` event's detail. */
  play(move) {
    return this.#playMove(typeof move === 'string' ? move : move?.uci, 'api');
  }

  // ------------------------------------------------------------ seats and settings

  /** 'you', 'human', 'viewer' or 'bot': who plays seat `id`. */
  who(id) {
    return whoPlays(this.#s, id);
  }

  /** Hands seat `id` between a bot and a human on this device. */
  toggleSeat(id) {
    const s = this.#s;
    if (s.humans.has(id)) s.humans.delete(id);
    else s.humans.add(id);
    if (id === s.you && !s.humans.has(id)) s.you = null;
    if (s.humans.has(turnOf(s))) cancelBots(s);
    this.#render();
    this.#changed();
    this.#next();
  }

  /** 'play-bot' (`you`, default the seat played so far or the first, against bots) | 'two-players' | 'view'. */
  setMode(mode, you = null) {
    const s = this.#s;
    if (!MODES.includes(mode)) throw new Error(`unknown mode: ${mode} (expected ${MODES.join(', ')})`);
    cancelBots(s);
    s.mode = mode;
    ({ you: s.you, humans: s.humans } = seatsFor(mode, playersOf(s).map((p) => p.id), you ?? s.you));
    this.#input.cancelSelection();
    this.#changed();
    this.#next();
  }

  /** The bots' level from their next move on; an unknown level throws and keeps the old one. */
  setLevel(level) {
    checkLevel(this.#s.engine.levels, level);
    this.#s.level = level;
    this.#changed();
  }

  /** Turns the board so seat `id` is at the bottom; an id the game has no seat for throws. */
  setOrientation(id) {
    const s = this.#s;
    const ids = playersOf(s).map((p) => p.id);
    if (!ids.includes(id)) throw new Error(`unknown seat: ${id} (expected ${ids.join(', ')})`);
    s.bottom = id;
    this.#render();
    this.#changed();
  }

  /** Turns the board so seat `id` is at the bottom. */
  setBottom(id) {
    this.setOrientation(id);
  }

  /** Turns the board to the next seat at the bottom. */
  flip() {
    const ids = playersOf(this.#s).map((p) => p.id);
    this.setOrientation(ids[(ids.indexOf(this.#s.bottom) + 1) % ids.length]);
  }

  // ------------------------------------------------------------ earlier positions and takebacks

  /**
   * Shows the position after `ply` moves (0 = the start; at or beyond the last move, the live
   * game) without changing the game: the bots play on meanwhile, and a click on the board or
   * "Back to the game" returns. Anything but a whole number (or Infinity) throws.
   */
  showPly(ply) {
    const s = this.#s;
    checkPly(ply);
    const plies = s.referee.history.length;
    const target = Math.max(0, Math.min(ply, plies));
    if (target === plies) {
      if (!s.review) return;
      s.review = null;
      announce(s, `Back to the game. ${turnWords(s)}.`);
    } else {
      s.review = s.referee.positionAfter(target);
      s.selected = null;
      this.#input.closeChooser();
      announce(s, `${reviewWords(s)}.`);
    }
    this.#render();
    this.#changed();
  }

  /** The position text of the position shown (an earlier one while reviewing). */
  shownFen() {
    return this.#s.review?.fen ?? this.fen;
  }

  playedUci() {
    return this.#s.referee.ucis();
  }

  /** Whether a takeback is possible: a human on this device has moved, and the game goes on. */
  canTakeBack() {
    return canTakeBack(this.#s);
  }

  /**
   * Takes back to before the last move of a human on this device (with every seat a human here,
   * the last move; against bots, their replies too), so that it is that human's turn again;
   * returns how many moves were taken back (0 when none can be).
   */
  takeback() {
    const s = this.#s;
    if (!canTakeBack(s)) return 0;
    const count = takebackPlies(s);
    cancelBots(s);
    s.review = null;
    this.#input.closeChooser();
    for (let i = 0; i < count; i++) s.referee.undo();
    s.selected = null;
    showNotice(s, '');
    announce(s, `${count === 1 ? 'Move' : `${count} moves`} taken back. ${turnWords(s)}.`);
    this.#render();
    dispatch(s.host, 'takeback', { plies: count, fen: this.fen });
    this.#changed();
    this.#next();
    return count;
  }

  // ------------------------------------------------------------ declared ends

  /**
   * A resignation: the games of more players have none (their rules end the game: rules.md of
   * the games; the module's resign() is for games of two sides), so this throws, changing nothing.
   */
  resign(seat = this.you ?? this.status.turn) {
    throw new Error(`${gameName(this.#s)}: ${seat} cannot resign, the games of more players end by their rules alone`);
  }

  /** A fallen flag: the games of more players are played without a clock, so this throws, changing nothing. */
  flag(seat) {
    throw new Error(`${gameName(this.#s)}: no flag falls for ${seat}, the games of more players are played without a clock`);
  }

  /** A draw claim: the games of more players list none (status().claimable is empty; they end by themselves). */
  claimDraw() {
    return false;
  }

  /** The games of more players have no agreed draw (the module's agreeDraw() refuses it). */
  canOfferDraw() {
    return false;
  }

  async offerDraw() {
    return null;
  }

  // ------------------------------------------------------------ what the board shows

  get host() { return this.#s.host; }
  get wasm() { return this.#s.engine.wasm; }
  get levels() { return this.#s.engine.levels; }
  /** The module's Game handle (null once destroyed). */
  get game() { return this.#s.referee?.game ?? null; }
  /** The game with its mode: 'four-player:teams'. */
  get variant() { return this.#s.referee.variant; }
  /** The registry's entry of the game played (name, description, help). */
  get gameInfo() { return this.#s.engine.games?.find((g) => g.id === this.variant.split(':')[0]) ?? null; }
  get mode() { return this.#s.mode; }
  /** The seat played against the bots, or null. */
  get you() { return this.#s.you; }
  get level() { return this.#s.level; }
  /** The seat at the bottom. */
  get orientation() { return this.#s.bottom; }
  get bottom() { return this.#s.bottom; }
  /** board() of the live position: cells, players, bounds. */
  get board() { return this.#s.referee.board; }
  get players() { return playersOf(this.#s); }
  /** The live position's status (`Game.status()`: turn, check, checks, outcome with its ranking). */
  get status() { return this.#s.referee.status; }
  get turn() { return turnOf(this.#s); }
  get over() { return isOver(this.#s); }
  get outcome() { return this.#s.referee.status.outcome; }
  /** The legal moves of the live position (none once over). */
  get legal() { return this.#s.referee.legal; }
  /** The live position's text. */
  get fen() { return this.#s.referee.game?.fen() ?? null; }
  get startFen() { return this.#s.referee.startFen; }
  /** The moves played: the module's move objects (mover, uci, san, pass, captured, …). */
  get moves() { return this.#s.referee.history; }
  get history() { return this.#s.referee.history; }
  get lastMove() { return this.#s.referee.history.at(-1) ?? null; }
  get thinking() { return this.#s.thinking; }
  get selected() { return this.#s.selected; }
  get cursor() { return this.#s.cursor; }
  /** The ply shown while reviewing (0 = the start), else null: the live position is shown. */
  get reviewing() { return this.#s.review?.ply ?? null; }
  get isLive() { return this.#s.review === null; }
  /** The position shown: the ply reviewed, else the number of moves. */
  get shownPly() { return this.#s.review?.ply ?? this.#s.referee.history.length; }
  /** board() of the position shown (an earlier one while reviewing). */
  get shownBoard() { return shownPosition(this.#s).board; }
  /** The legal moves a human may be asked to choose from now (none while reviewing or once over). */
  get legalMoves() { return this.#s.review || isOver(this.#s) ? [] : this.#s.referee.legal; }
  /** The status line's words: whose turn, a bot thinking, the end. */
  get statusText() { return this.#s.ui.status.textContent; }
  /** The words the screen reader was last told (the last move, the end). */
  get announcement() { return this.#s.ui.say.textContent; }
  get noticeText() { return noticeText(this.#s); }
  /** The board's <svg> (it takes the keyboard focus). */
  get svg() { return this.#s.ui.svg; }

  /** Where cell `name`'s centre is on the screen (client pixels), for hosts and tests. */
  cellCenter(name) {
    const s = this.#s;
    const cell = s.referee.board.cells.find((c) => c.name === name);
    const ctm = s.ui.svg.getScreenCTM();
    if (!cell || !ctm) return null;
    const [x, y] = frameOf(s.referee.board, s.bottom).turned(cell.center);
    const p = new DOMPoint(x, y).matrixTransform(ctm);
    return { x: p.x, y: p.y };
  }

  // ------------------------------------------------------------ input and messages

  /** A click (or Enter) on cell `name`: pick an own piece, or play the picked piece there. */
  choose(name) {
    this.#input.choose(name);
  }

  /** Drops the piece picked, a drag or an open promotion chooser (Escape). */
  cancelSelection() {
    this.#input.cancelSelection();
  }

  /** A message beside the board (a refused move, a bot that failed, a bad attribute). */
  showNotice(text) {
    showNotice(this.#s, text);
  }

  hideNotice() {
    showNotice(this.#s, '');
  }

  /** The engine's arrows belong to its analysis, which is for games of two sides: this throws, changing nothing. */
  setArrows() {
    throw new Error(`${gameName(this.#s)}: no arrows, the analysis is for games of two sides`);
  }

  /**
   * Blind mode (../blind/panel.js) on or off: the cells as grids, a heading per section, with keys
   * that read, in place of the drawn board; `options` as the chess board's. Returns the BlindMode or null.
   */
  setBlindMode(on, options = {}) {
    const { ui } = this.#s;
    this.#blind?.destroy();
    this.#blind = on ? new BlindMode(this, { ...options, root: ui.root, parent: ui.svg.parentNode, before: ui.svg, visual: [ui.svg] }) : null;
    return this.#blind;
  }

  /** The BlindMode while blind mode is on, else null. */
  get blindMode() {
    return this.#blind;
  }

  /**
   * A move of a human on this device (its text, 'd2-d4'): refused, with an Error saying why, when no
   * human here is to move; an earlier position shown returns to the live game.
   */
  submitMove(text) {
    const s = this.#s;
    if (s.review) this.showPly(Infinity);
    if (!mayMove(s)) {
      const turn = playersOf(s).find((p) => p.id === turnOf(s));
      const reason = isOver(s) ? 'the game is over' : s.mode === 'view' ? 'this board only shows games' : `it is ${turn?.name ?? turnOf(s)}’s move`;
      throw this.#refuse(String(text), null, null, reason);
    }
    return this.#playMove(String(text).trim(), 'human');
  }

  /** Removes the board: stops its bots, frees its game, empties its shadow root. */
  destroy() {
    const s = this.#s;
    this.#blind?.destroy();
    stopBots(s);
    s.referee?.free();
    s.ui.root.replaceChildren();
  }

  // ------------------------------------------------------------ the flow of a game

  /** Plays `text` in the module, then says it, tells the listeners and lets the next seat move. */
  #playMove(text, source) {
    const s = this.#s;
    if (isOver(s)) throw this.#refuse(text ?? null, null, null, 'the game is over');
    const before = s.referee.board;
    let move;
    try {
      move = s.referee.play(text);
    } catch (error) {
      throw this.#refuse(text ?? null, null, null, error.message ?? String(error));
    }
    // A move the bot was not asked about makes a pending answer stale.
    if (source === 'api') cancelBots(s);
    s.selected = null;
    announce(s, moveWords(s, move, before));
    this.#render();
    const detail = dispatch(s.host, 'move', moveFields(s, move, source));
    if (isOver(s)) dispatch(s.host, 'gameover', gameoverFields(s, this.pgn()));
    this.#changed();
    this.#next();
    return detail;
  }

  /** Tells the host a move was refused; returns the Error to throw (the game is unchanged). */
  #refuse(move, from, to, reason) {
    dispatch(this.#s.host, 'illegal', { move, from, to, reason, fen: this.fen });
    return new Error(reason);
  }

  #next() {
    const s = this.#s;
    nextTurn(s, {
      play: (uci, source) => this.#playMove(uci, source),
      fail: (message) => showNotice(s, message),
      changed: () => {
        drawStatus(s);
        this.#changed();
      },
    });
  }

  #render() {
    render(this.#s, { onToggle: (id) => this.toggleSeat(id) });
  }

  #changed() {
    dispatch(this.#s.host, 'update');
  }
}
