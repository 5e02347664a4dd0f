// The board of a game of more players (board() `kind: 'cells'`, VARIANTS.md §2): the cells' polygons
// as the game gives them, turned so the seat at the bottom is yours (90° steps, 120° on the hexagon),
// every army in its colour, grey armies, the player list (players.js), whose turn, the record
// (cells-record.js), whose moves show the earlier positions; moves by click, drag and keyboard,
// said for screen readers ("Blue: knight from a5 to c6, check to Red"); every seat a human on
// this device or a bot, the bots answering one after another from the worker.
// It draws what the module tells and never learns a game's rules: legal moves, turns, passes, the
// end and the ranking all come from the Game.

import { PIECE_SHAPES } from '../pieces.js';
import { renderPlayers, describeRanking } from './players.js';
import { modeLabel } from '../catalog.js';
import { moveRounds, takebackLength, renderMoveRounds } from './record.js';
import { checkPly } from '../state.js';

const SVG = 'http://www.w3.org/2000/svg';
export const BOT_MOVETIME_MS = 400; // per bot move: several bots answer in turn, the page stays lively
const PASS_DELAY_MS = 250;

/**
 * A game record read by the module: the game at its start and the moves to play. Refused (an
 * Error) when the record is of another game than `variant` or, when `variant` names a mode, of
 * another mode: as a position text of another mode is.
 */
function replayed(Game, pgn, variant) {
  const read = Game.fromPgn(pgn);
  try {
    const named = read.variant();
    const base = (id) => String(id ?? '').split(':')[0];
    if (variant && (variant.includes(':') ? named !== variant : base(named) !== base(variant))) {
      throw new Error(`the record is of ${named}, not ${variant}`);
    }
    return { game: Game.fromFen(read.startFen(), { variant: named }), moves: read.historyUci() };
  } finally {
    read.free();
  }
}

/** Whether `variant` ('four-player:ffa') is a game of more players in the registry `games`. */
export function isCellsGame(games, variant) {
  const base = String(variant ?? '').split(':')[0];
  return Boolean(games?.some((g) => g.id === base && g.family === 'multi'));
}

/** The turn by `angle` degrees (clockwise on the page, y down) about `centre`. */
export function turnPoint([x, y], angle, [cx, cy]) {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** Whether point `p` is inside `polygon` (even-odd rule). */
export function inside([x, y], polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** A move in words: "Blue: knight from a5 to c6, check to Red"; `after` is board() after it. */
export function describeCellsMove(move, after, status) {
  const name = (id) => after.players.find((p) => p.id === id)?.name ?? id;
  if (move.pass) return `${name(move.mover)} passes (no legal move)`;
  let text = `${name(move.mover)}: ${move.piece ?? 'piece'} from ${move.from}`;
  text += move.captured
    ? ` takes ${name(move.captured.owner)} ${move.captured.role} on ${move.captured.square}${move.enPassant ? ` en passant, to ${move.to}` : ''}`
    : ` to ${move.to}`;
  if (move.promotion) text += `, becomes a ${move.promotion}`;
  const checks = (status.checks ?? []).filter((id) => id !== move.mover);
  if (checks.length) text += `, check to ${checks.map(name).join(' and ')}`;
  return text;
}

/** The seats that went out between two board() descriptions. */
export function newlyOut(before, after) {
  return after.players.filter((p) => p.status !== 'alive' && before.players.find((q) => q.id === p.id)?.status === 'alive');
}

const STYLE = `
:host { display: block; }
.cells-board { display: grid; grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem); gap: .75rem; align-items: start; font: inherit; }
@media (max-width: 700px) { .cells-board { grid-template-columns: 1fr; } }
svg.board { width: 100%; height: auto; max-height: 92vh; touch-action: none; user-select: none; display: block; }
svg.board:focus { outline: 3px solid #2a6fdb; outline-offset: 2px; }
.cell { stroke: #00000022; stroke-width: .02; }
.cell.light { fill: #eed9b6; } .cell.dark { fill: #b58863; }
.cell.from, .cell.last { fill: #cdd26a; } .cell.selected { fill: #8fbf5a; }
.cell.cursor { stroke: #2a6fdb; stroke-width: .12; }
.dot { fill: #0000004d; pointer-events: none; } .ring { fill: none; stroke: #0000004d; stroke-width: .09; pointer-events: none; }
.piece { pointer-events: none; } .piece.dragging { opacity: .85; }
.check { fill: #e0303088; pointer-events: none; }
ol.players { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.player { display: grid; grid-template-columns: 1rem 1fr auto auto; gap: .1rem .5rem; align-items: center; padding: .3rem .4rem; border-radius: .3rem; }
.player.turn { background: #2a6fdb22; font-weight: 600; }
.player.grey, .player.out { opacity: .6; }
.player .swatch { width: 1rem; height: 1rem; border-radius: 50%; border: 1px solid #0006; }
.player .who, .player .state { font-size: .85em; opacity: .8; }
.player .state, .player .seat-toggle { grid-column: 2 / -1; }
.status { margin: .5rem 0; min-height: 1.4em; }
.promotion { display: flex; gap: .4rem; flex-wrap: wrap; }
.promotion button { text-transform: capitalize; padding: .3rem .7rem; }
.notice { color: #b00020; }
.record h3 { font-size: 1em; margin: .75rem 0 .25rem; }
ol.moves { list-style: none; margin: 0; padding: 0; max-height: 14rem; overflow-y: auto; font-variant-numeric: tabular-nums; }
ol.moves li { display: flex; flex-wrap: wrap; gap: .2rem .4rem; padding: .1rem 0; }
ol.moves .num { min-width: 2rem; opacity: .7; }
ol.moves .move { border: 0; border-left: .35rem solid; padding: 0 .25rem; background: none; font: inherit; color: inherit; cursor: pointer; }
ol.moves .move.current { background: #2a6fdb33; font-weight: 600; }
.back { margin: 0 0 .5rem; }
.takeback { margin-top: .5rem; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

let sheet = null;

function el(doc, tag, attrs = {}, ns = null) {
  const node = ns ? doc.createElementNS(ns, tag) : doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

export class CellsBoard {
  #root;
  #svg;
  #list;
  #record;
  #takebackButton;
  #backButton;
  #status;
  #say;
  #cursorSay;
  #notice;
  #bot = null;
  #token = 0;
  #drag = null;
  #timer = null;
  #chooser = null; // the promotion's buttons while they wait for a choice
  #keyboard = false; // the cursor shows once the keyboard is used, not after a click
  #review = null; // while an earlier position is shown: { ply, board, status, fen, lastMove }

  /**
   * @param {HTMLElement} host  its (open) shadow root holds the board
   * @param {{wasm: object, createBot: () => object}} engine  the variants engine
   * @param {{variant: string, fen?: string, pgn?: string, mode?: 'play-bot'|'two-players'|'view', you?: string,
   *          level?: number, movetimeMs?: number}} options  play-bot (default): `you` (default the
   *          first seat) is human, every other seat a bot; two-players: every seat a human here.
   */
  constructor(host, engine, options) {
    this.host = host;
    this.engine = engine;
    this.level = options.level ?? 1;
    this.movetimeMs = options.movetimeMs ?? BOT_MOVETIME_MS;
    const root = (this.#root = host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
    root.replaceChildren();
    const doc = host.ownerDocument;
    // a constructed sheet: the pages' Content-Security-Policy allows no inline <style>
    sheet ??= new CSSStyleSheet();
    sheet.replaceSync(STYLE);
    root.adoptedStyleSheets = [sheet];
    const wrap = el(doc, 'div', { class: 'cells-board' });
    const boardBox = el(doc, 'div', { class: 'board-box' });
    this.#svg = el(doc, 'svg', { class: 'board', tabindex: 0, role: 'application', 'aria-roledescription': 'board' }, SVG);
    this.#status = el(doc, 'p', { class: 'status', 'aria-live': 'polite' });
    this.#backButton = el(doc, 'button', { type: 'button', class: 'back' });
    this.#backButton.textContent = 'Back to the game';
    this.#backButton.hidden = true;
    this.#backButton.addEventListener('click', () => this.showPly(Infinity));
    boardBox.append(this.#svg, this.#status, this.#backButton);
    const side = el(doc, 'section', { class: 'side', 'aria-label': 'Players' });
    this.#list = el(doc, 'ol', { class: 'players' });
    this.#notice = el(doc, 'p', { class: 'notice', role: 'alert' });
    const record = el(doc, 'div', { class: 'record' });
    const heading = el(doc, 'h3', { id: 'cells-moves-heading' });
    heading.textContent = 'Moves';
    this.#record = el(doc, 'ol', { class: 'moves', 'aria-labelledby': 'cells-moves-heading' });
    this.#takebackButton = el(doc, 'button', { type: 'button', class: 'takeback' });
    this.#takebackButton.textContent = 'Take back';
    this.#takebackButton.addEventListener('click', () => this.takeback());
    this.#record.addEventListener('click', (e) => {
      const move = e.target.closest?.('.move');
      if (move) this.showPly(Number(move.dataset.ply));
    });
    record.append(heading, this.#record, this.#takebackButton);
    side.append(this.#list, this.#notice, record);
    this.#say = el(doc, 'div', { class: 'sr', 'aria-live': 'assertive', 'data-say': 'moves' });
    this.#cursorSay = el(doc, 'div', { class: 'sr', 'aria-live': 'polite', 'data-say': 'cursor' });
    wrap.append(boardBox, side);
    root.append(wrap, this.#say, this.#cursorSay);
    this.#listen();
    this.load(options);
  }

  // ------------------------------------------------------------ games

  /**
   * Starts `options.variant` from its start, from `options.fen` (a position text) or from
   * `options.pgn` (a game record, rules.md: its start and moves, in the game and mode it names),
   * seats as `options.mode` says. The game's own `variant()` is kept, mode included, so a game
   * replayed for the record, the bots or an export is the same game.
   */
  load({ variant, fen = null, pgn = null, mode = 'play-bot', you = null }) {
    const { Game } = this.engine.wasm;
    const { game, moves } = pgn ? replayed(Game, pgn, variant) : { game: fen ? Game.fromFen(fen, { variant }) : Game.create(variant), moves: [] };
    const startFen = game.fen();
    const history = moves.map((move) => game.play(move)); // the moves as play() returned them (mover, san, pass), for the record
    this.#stopBots();
    this.game?.free();
    this.game = game;
    this.variant = game.variant();
    this.mode = mode;
    this.startFen = startFen;
    this.history = history;
    this.moves = history.map((info) => info.uci); // the moves' texts, for the bot's worker
    this.selected = null;
    this.cursor = null;
    this.lastMove = this.history.at(-1) ?? null;
    this.#review = null;
    this.notice = '';
    this.#read();
    const ids = this.players.map((p) => p.id);
    this.you = mode === 'play-bot' ? (ids.includes(you) ? you : ids[0]) : null;
    this.humans = new Set(mode === 'two-players' ? ids : this.you ? [this.you] : []);
    this.bottom = this.you ?? ids[0];
    this.#render();
    this.#next();
  }

  /** The position text of the position shown (an earlier one while reviewing). */
  get fen() { return this.#review?.fen ?? this.game?.fen() ?? null; }

  /**
   * The game record (the module's, rules.md): a tag per seat naming who plays it (you, the bot
   * and its level, or '?'), then `tags` (Event, Date, …).
   */
  pgn(tags = {}) {
    const seats = Object.fromEntries(this.players.map((p) => {
      const who = this.who(p.id);
      return [p.name, who === 'you' ? 'You' : who === 'bot' ? `wasm-chess level ${this.level}` : '?'];
    }));
    return this.game.pgn({ ...seats, ...tags });
  }

  /** The registry's entry of the game played (name, description, help). */
  get gameInfo() { return this.engine.games?.find((g) => g.id === this.variant.split(':')[0]) ?? null; }
  get players() { return this.board.players; }
  get turn() { return this.status.turn; }
  get over() { return Boolean(this.status.outcome); }
  get outcome() { return this.status.outcome; }
  /** The words the screen reader was last told (the last move, the end). */
  get announcement() { return this.#say.textContent; }

  /** 'you', 'human' or 'bot': who plays seat `id`. */
  who(id) {
    if (id === this.you) return 'you';
    return this.humans.has(id) ? 'human' : this.mode === 'view' ? 'viewer' : 'bot';
  }

  /** Hands seat `id` between a bot and a human on this device. */
  toggleSeat(id) {
    if (this.humans.has(id)) this.humans.delete(id);
    else this.humans.add(id);
    if (id === this.you && !this.humans.has(id)) this.you = null;
    if (this.humans.has(this.turn)) this.#stopBots();
    this.#render();
    this.#next();
  }

  /** Turns the board so seat `id` is at the bottom. */
  setBottom(id) {
    this.bottom = id;
    this.#render();
  }

  /** Plays a move (its text, 'd2-d4', or a legal move object) for the seat to move. */
  play(move) {
    const text = typeof move === 'string' ? move : move.uci;
    const before = this.board;
    const info = this.game.play(text); // throws, changing nothing, when it is not legal
    this.moves.push(info.uci);
    this.history.push(info);
    this.lastMove = info;
    this.selected = null;
    this.#read();
    const words = [describeCellsMove(info, this.board, this.status)];
    for (const p of newlyOut(before, this.board)) words.push(`${p.name} is out`);
    if (this.over) words.push(`Game over: ${describeRanking(this.outcome, this.players)}`);
    this.#announce(words.join('. '));
    this.host.dispatchEvent(new CustomEvent('move', { bubbles: true, composed: true, detail: { move: info, words: words[0] } }));
    if (this.over) this.host.dispatchEvent(new CustomEvent('end', { bubbles: true, composed: true, detail: this.outcome }));
    this.#render();
    this.#next();
    return info;
  }

  /** The ply shown while reviewing (0 = the start), else null: the live position is shown. */
  get reviewing() { return this.#review?.ply ?? null; }

  /**
   * Shows the position after `ply` moves (0 = the start; at or beyond the last move, the live
   * game) without changing the game: the bots play on meanwhile, and a click on the board or
   * "Back to the game" returns. Anything but a whole number (or Infinity) throws.
   */
  showPly(ply) {
    checkPly(ply);
    const target = Math.max(0, Math.min(ply, this.history.length));
    if (target === this.history.length) {
      if (this.#review) {
        this.#review = null;
        this.#announce(`Back to the game. ${this.#turnWords()}.`);
      }
    } else {
      // the module replays the moves: the page learns no rules
      const { Game } = this.engine.wasm;
      const earlier = Game.fromFen(this.startFen, { variant: this.variant });
      try {
        for (const move of this.moves.slice(0, target)) earlier.play(move);
        this.#review = { ply: target, board: earlier.board(), status: earlier.status(), fen: earlier.fen(), lastMove: this.history[target - 1] ?? null };
      } finally {
        earlier.free();
      }
      this.selected = null;
      this.#chooser = (this.#chooser?.remove(), null);
      this.#announce(`${this.#reviewWords()}.`);
    }
    this.#render();
  }

  /** Whether a takeback is possible: a human on this device has moved, and the game goes on. */
  canTakeBack() {
    return Boolean(this.game) && !this.over && this.mode !== 'view' && this.#takebackLength() > 0;
  }

  /**
   * Takes back to before the last move of a human on this device (with two players or more here,
   * the last move; against bots, their replies too), so that it is that human's turn again;
   * returns how many moves were taken back (0 when none can be).
   */
  takeback() {
    if (!this.canTakeBack()) return 0;
    const count = this.#takebackLength();
    this.#stopBots();
    this.#review = null;
    this.#chooser = (this.#chooser?.remove(), null);
    for (let i = 0; i < count; i++) {
      this.game.undo();
      this.moves.pop();
      this.history.pop();
    }
    this.lastMove = this.history.at(-1) ?? null;
    this.selected = null;
    this.showNotice('');
    this.#read();
    this.#announce(`${count === 1 ? 'Move' : `${count} moves`} taken back. ${this.#turnWords()}.`);
    this.host.dispatchEvent(new CustomEvent('takeback', { bubbles: true, composed: true, detail: { plies: count } }));
    this.#render();
    this.#next();
    return count;
  }

  #takebackLength() {
    return takebackLength(this.history, (id) => this.humans.has(id));
  }

  /** Where cell `name`'s centre is on the screen (client pixels), for hosts and tests. */
  cellCenter(name) {
    const cell = this.board.cells.find((c) => c.name === name);
    const ctm = this.#svg.getScreenCTM();
    if (!cell || !ctm) return null;
    const [x, y] = this.#turned(cell.center);
    const p = new DOMPoint(x, y).matrixTransform(ctm);
    return { x: p.x, y: p.y };
  }

  /** The board's <svg> (it takes the keyboard focus). */
  get svg() { return this.#svg; }

  destroy() {
    this.#stopBots();
    this.#bot?.terminate?.();
    this.#bot = null;
    this.game?.free();
    this.game = null;
    this.#root.replaceChildren();
  }

  // ------------------------------------------------------------ the module's answers

  #read() {
    this.board = this.game.board();
    this.status = this.game.status();
    this.legal = this.over ? [] : this.game.legalMoves();
  }

  /** What happens next: a pass is played by itself; a bot's seat thinks. */
  #next() {
    clearTimeout(this.#timer);
    if (this.over || this.mode === 'view') return this.#render();
    if (this.legal.length === 1 && this.legal[0].pass) {
      this.#timer = setTimeout(() => this.play('pass'), PASS_DELAY_MS);
      return;
    }
    if (this.humans.has(this.turn)) return;
    this.#botMove();
  }

  async #botMove() {
    const token = ++this.#token;
    this.thinking = true;
    this.#renderStatus();
    this.#bot ??= this.engine.createBot();
    try {
      const best = await this.#bot.think({
        variant: this.variant, startFen: this.startFen, moves: this.moves, level: this.level, limits: { movetimeMs: this.movetimeMs },
      });
      if (token !== this.#token || !this.game) return;
      this.thinking = false;
      this.play(best.uci);
    } catch (error) {
      if (token !== this.#token) return;
      this.thinking = false;
      this.showNotice(`The bot could not move: ${error.message ?? error}`);
    }
  }

  #stopBots() {
    this.#token++;
    this.thinking = false;
    clearTimeout(this.#timer);
    if (this.#bot?.thinking) {
      this.#bot.terminate?.();
      this.#bot = null;
    }
  }

  #announce(text) {
    this.#say.textContent = text;
  }

  /** A message over the board (a refused move, a bot that failed, a bad attribute). */
  showNotice(text) {
    this.notice = text;
    this.#notice.textContent = text;
  }

  // ------------------------------------------------------------ drawing

  /** The turn that puts the bottom seat at the bottom, and the board's centre. */
  #frame() {
    const [x0, y0, x1, y1] = this.board.bounds;
    const angle = this.players.find((p) => p.id === this.bottom)?.angle ?? 0;
    return { angle, centre: [(x0 + x1) / 2, (y0 + y1) / 2] };
  }

  #turned(point) {
    const { angle, centre } = this.#frame();
    return turnPoint(point, angle, centre);
  }

  #render() {
    if (!this.game) return;
    if (this.#chooser && !this.#mayMove()) this.#chooser = (this.#chooser.remove(), null);
    const doc = this.host.ownerDocument;
    const svg = this.#svg;
    const points = this.board.cells.flatMap((c) => c.polygon.map((p) => this.#turned(p)));
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const pad = 0.2;
    const [minX, minY] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
    svg.setAttribute('viewBox', `${minX} ${minY} ${Math.max(...xs) + pad - minX} ${Math.max(...ys) + pad - minY}`);
    const colour = new Map(this.players.map((p) => [p.id, p.colour]));
    const shown = this.#review ?? { board: this.board, status: this.status, lastMove: this.lastMove };
    const targets = new Map(this.selected && !this.#review ? this.legal.filter((m) => m.from === this.selected).map((m) => [m.to, m]) : []);
    const checked = new Set(shown.status.checks ?? []);
    const cells = el(doc, 'g', { class: 'cells' }, SVG);
    const marks = el(doc, 'g', { class: 'marks' }, SVG);
    const pieces = el(doc, 'g', { class: 'pieces' }, SVG);
    for (const cell of shown.board.cells) {
      const poly = cell.polygon.map((p) => this.#turned(p));
      const classes = ['cell', cell.shade ? 'dark' : 'light'];
      if (shown.lastMove && (cell.name === shown.lastMove.from || cell.name === shown.lastMove.to)) classes.push('last');
      if (cell.name === this.selected) classes.push('selected');
      if (cell.name === this.cursor && this.#keyboard) classes.push('cursor');
      cells.append(el(doc, 'polygon', { class: classes.join(' '), points: poly.map((p) => p.join(',')).join(' '), 'data-cell': cell.name }, SVG));
      const [cx, cy] = this.#turned(cell.center);
      const size = Math.min(...poly.map((p) => Math.hypot(p[0] - cx, p[1] - cy))) * 1.55;
      if (cell.piece?.role === 'king' && checked.has(cell.piece.owner) && !cell.piece.grey) {
        marks.append(el(doc, 'circle', { class: 'check', cx, cy, r: size * 0.5 }, SVG));
      }
      if (targets.has(cell.name)) {
        marks.append(cell.piece ? el(doc, 'circle', { class: 'ring', cx, cy, r: size * 0.48 }, SVG) : el(doc, 'circle', { class: 'dot', cx, cy, r: size * 0.16 }, SVG));
      }
      if (cell.piece && !(this.#drag?.moved && this.#drag.from === cell.name)) {
        pieces.append(this.#piece(doc, cell.piece, cx, cy, size, cell.piece.grey ? '#9a9a9a' : colour.get(cell.piece.owner)));
      }
    }
    if (this.#drag?.moved) {
      const piece = this.board.cells.find((c) => c.name === this.#drag.from)?.piece;
      if (piece) pieces.append(this.#piece(doc, piece, this.#drag.x, this.#drag.y, this.#drag.size, colour.get(piece.owner), 'dragging'));
    }
    svg.replaceChildren(cells, marks, pieces);
    const state = this.#review ? this.#reviewWords() : this.#turnWords();
    svg.setAttribute('aria-label', `${this.#gameName()} board, ${state}. Arrow keys move the cursor, Enter picks and plays.`);
    renderMoveRounds(this.#record, moveRounds(this.history, this.players), this.players, this.#review?.ply ?? null);
    this.#takebackButton.hidden = this.mode === 'view';
    this.#takebackButton.disabled = !this.canTakeBack();
    this.#backButton.hidden = !this.#review;
    // the players as they stood in the position shown (scores, who is out, whose turn)
    renderPlayers(this.#list, {
      players: shown.board.players, turn: shown.status.turn, outcome: shown.status.outcome, who: (id) => this.who(id),
      onToggle: this.mode === 'view' ? null : (id) => this.toggleSeat(id),
    });
    this.#renderStatus();
  }

  #piece(doc, piece, cx, cy, size, fill, extra = '') {
    const g = el(doc, 'g', { class: `piece ${extra}`.trim(), 'data-piece': `${piece.owner} ${piece.role}`, transform: `translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})` }, SVG);
    const shape = PIECE_SHAPES[piece.role];
    const line = fill === '#2b2b2b' ? '#e8e8e8' : '#1b1b1b';
    if (shape) {
      for (const d of shape.parts) g.append(el(doc, 'path', { d, fill, stroke: '#1b1b1b', 'stroke-width': 3, 'stroke-linejoin': 'round' }, SVG));
      for (const d of shape.details ?? []) g.append(el(doc, 'path', { d, fill: 'none', stroke: line, 'stroke-width': 2.5 }, SVG));
    } else {
      // the alfil and the ferz: a disc with the piece's letter
      g.append(el(doc, 'circle', { cx: 50, cy: 50, r: 36, fill, stroke: '#1b1b1b', 'stroke-width': 3 }, SVG));
      const letter = el(doc, 'text', { x: 50, y: 64, 'text-anchor': 'middle', 'font-size': 42, 'font-weight': 700, fill: line }, SVG);
      letter.textContent = piece.letter;
      g.append(letter);
    }
    return g;
  }

  #gameName() {
    const base = this.variant.split(':')[0];
    const info = this.gameInfo;
    const mode = this.variant.includes(':') ? ` (${modeLabel(info, this.variant.split(':')[1])})` : '';
    return `${info?.name ?? base}${mode}`;
  }

  #turnWords() {
    if (this.over) return `game over: ${describeRanking(this.outcome, this.players)}`;
    const p = this.players.find((q) => q.id === this.turn);
    const who = this.who(this.turn);
    return `${p.name} to move${who === 'you' ? ' (you)' : who === 'bot' ? ' (bot)' : ''}${this.status.check ? ', in check' : ''}`;
  }

  /** "Move 5 of 12 (Blue b7-d7): an earlier position; the game goes on". */
  #reviewWords() {
    const { ply } = this.#review;
    const move = this.history[ply - 1];
    const mover = move && this.players.find((p) => p.id === move.mover)?.name;
    const what = ply === 0 ? 'The start' : `Move ${ply} of ${this.history.length} (${mover} ${move.pass ? 'pass' : move.san})`;
    return `${what}: an earlier position; the game goes on`;
  }

  #renderStatus() {
    if (this.#review) {
      this.#status.textContent = this.#reviewWords();
      this.#status.dataset.turn = this.#review.status.turn;
      return;
    }
    const text = this.#turnWords();
    this.#status.textContent = this.thinking && !this.over ? `${text}: thinking…` : text;
    this.#status.dataset.turn = this.turn;
  }

  // ------------------------------------------------------------ input: click, drag, keyboard

  #mayMove() {
    return this.game && !this.#review && !this.over && this.mode !== 'view' && this.humans.has(this.turn) && !(this.legal.length === 1 && this.legal[0].pass);
  }

  #cellAt(clientX, clientY) {
    const ctm = this.#svg.getScreenCTM();
    if (!ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    for (const cell of this.board.cells) if (inside([pt.x, pt.y], cell.polygon.map((p) => this.#turned(p)))) return cell;
    return null;
  }

  #svgPoint(clientX, clientY) {
    const pt = new DOMPoint(clientX, clientY).matrixTransform(this.#svg.getScreenCTM().inverse());
    return [pt.x, pt.y];
  }

  /** A click (or Enter) on cell `name`: pick an own piece, or play the picked piece there. */
  choose(name) {
    if (this.#review) {
      this.showPly(Infinity); // a click on the board while reviewing: back to the game
      return;
    }
    if (!this.#mayMove()) {
      if (!this.over && this.game) this.showNotice(this.mode === 'view' ? 'this board only shows games' : `it is ${this.players.find((p) => p.id === this.turn).name}'s move (a bot)`);
      return;
    }
    this.showNotice('');
    this.#chooser = (this.#chooser?.remove(), null);
    const own = this.legal.some((m) => m.from === name);
    if (this.selected && this.selected !== name) {
      const moves = this.legal.filter((m) => m.from === this.selected && m.to === name);
      if (moves.length === 1) {
        this.play(moves[0]);
        return;
      }
      if (moves.length > 1) {
        this.#choosePromotion(moves);
        return;
      }
    }
    this.selected = own && this.selected !== name ? name : null;
    this.#render();
    if (this.selected) this.#cursorSay.textContent = `${this.selected} picked: ${this.legal.filter((m) => m.from === name).map((m) => m.to).join(', ')}`;
  }

  /** A promotion with a choice: one button per piece the rules offer, beside the board. */
  #choosePromotion(moves) {
    const doc = this.host.ownerDocument;
    const box = el(doc, 'div', { class: 'promotion', role: 'group', 'aria-label': `Promote on ${moves[0].to} to` });
    for (const m of moves) {
      const button = el(doc, 'button', { type: 'button', 'data-role': m.promotion });
      button.textContent = m.promotion;
      button.addEventListener('click', () => {
        box.remove();
        this.play(m);
      });
      box.append(button);
    }
    this.#chooser?.remove();
    this.#chooser = box;
    this.#status.after(box);
    box.querySelector('button').focus();
  }

  #listen() {
    const svg = this.#svg;
    svg.addEventListener('pointerdown', (e) => {
      this.#keyboard = false;
      const cell = this.#cellAt(e.clientX, e.clientY);
      if (!cell) return;
      if (this.#mayMove() && cell.piece && this.legal.some((m) => m.from === cell.name)) {
        const [x, y] = this.#svgPoint(e.clientX, e.clientY);
        const poly = cell.polygon.map((p) => this.#turned(p));
        const [cx, cy] = this.#turned(cell.center);
        this.#drag = { from: cell.name, x, y, startX: e.clientX, startY: e.clientY, moved: false, size: Math.min(...poly.map((p) => Math.hypot(p[0] - cx, p[1] - cy))) * 1.55 };
        svg.setPointerCapture?.(e.pointerId);
      }
    });
    svg.addEventListener('pointermove', (e) => {
      const drag = this.#drag;
      if (!drag) return;
      if (!drag.moved && Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < 6) return;
      drag.moved = true;
      [drag.x, drag.y] = this.#svgPoint(e.clientX, e.clientY);
      this.selected = drag.from;
      this.#render();
    });
    svg.addEventListener('pointerup', (e) => {
      const drag = this.#drag;
      this.#drag = null;
      const cell = this.#cellAt(e.clientX, e.clientY);
      if (drag?.moved) {
        this.selected = drag.from;
        if (cell && cell.name !== drag.from) this.choose(cell.name);
        else this.#render();
        return;
      }
      if (cell) this.choose(cell.name);
    });
    svg.addEventListener('keydown', (e) => this.#key(e));
    svg.addEventListener('focus', () => {
      this.cursor ??= this.legal[0]?.from ?? this.board.cells[0].name;
      this.#sayCursor();
    });
  }

  #key(e) {
    this.#keyboard = true;
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (dirs[e.key]) {
      e.preventDefault();
      this.cursor = this.#neighbour(this.cursor, dirs[e.key]);
      this.#render();
      this.#sayCursor();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.cursor) this.choose(this.cursor);
    } else if (e.key === 'Escape') {
      this.selected = null;
      this.#chooser = (this.#chooser?.remove(), null);
      this.#render();
    }
  }

  /** The cell whose centre on the page lies nearest in direction `[dx, dy]` from `name`'s. */
  #neighbour(name, [dx, dy]) {
    const centre = (c) => this.#turned(c.center);
    const from = this.board.cells.find((c) => c.name === name) ?? this.board.cells[0];
    const [fx, fy] = centre(from);
    let best = from;
    let bestCost = Infinity;
    for (const c of this.board.cells) {
      const [x, y] = centre(c);
      const along = (x - fx) * dx + (y - fy) * dy;
      if (along <= 0.3) continue;
      const across = Math.abs((x - fx) * dy - (y - fy) * dx);
      const cost = along + 2 * across;
      if (cost < bestCost) [best, bestCost] = [c, cost];
    }
    return best.name;
  }

  #sayCursor() {
    const cell = this.board.cells.find((c) => c.name === this.cursor);
    if (!cell) return;
    const owner = cell.piece && this.players.find((p) => p.id === cell.piece.owner);
    const piece = cell.piece ? `${owner?.name ?? cell.piece.owner}${cell.piece.grey ? ' (grey)' : ''} ${cell.piece.role}` : 'empty';
    const target = this.selected && this.legal.some((m) => m.from === this.selected && m.to === cell.name) ? `, ${this.selected} can go here` : '';
    this.#cursorSay.textContent = `${cell.name}, ${piece}${target}`;
  }
}
