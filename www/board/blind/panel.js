// Blind mode: the board as a grid of focusable cells (row and column headers; a heading per
// section of a board of named cells), keys that move, jump and read, a move field, the choice of
// how moves are read, the list of keys, and the one polite live region everything is said in
// (the board's own live regions fall silent meanwhile). It works on any board of the contract
// (../contract.js) through what every board offers — shownBoard, legalMoves, moves, statusText,
// announcement, submitMove and the events — so it knows neither the game nor the board drawn.

import { layoutOf, stepFrom, rankJump, fileJump, findFrom } from './layout.js';
import { readPosition, cellWords, readMove, movesFrom, piecesWords, handsWords, playersWords, READINGS } from './words.js';
import { BLIND_KEYS } from './keys.js';
import { sideName } from '../sides.js';

const STYLE = `
.blind { display: flex; flex-direction: column; gap: 8px; margin: 0 0 8px; color: var(--wasm-chess-text, inherit); }
.blind h2 { font-size: 1em; margin: 4px 0; }
.blind table { border-collapse: collapse; font: 600 15px/1 "DejaVu Sans Mono", ui-monospace, monospace; }
.blind th { font-weight: 400; padding: 2px 6px; min-width: 1.6em; text-align: center; }
.blind td { width: 2em; height: 2em; text-align: center; border: 1px solid var(--wasm-chess-field-border, #8a8a8a); cursor: pointer;
  background: var(--wasm-chess-field, #fff); color: var(--wasm-chess-text, #222); }
.blind td.void { border: none; background: none; cursor: default; }
.blind td[aria-selected="true"] { outline: 3px solid var(--wasm-chess-focus, #3692e7); outline-offset: -3px; }
.blind td:focus { outline: 3px solid var(--wasm-chess-focus, #3692e7); outline-offset: -1px; }
.blind form, .blind .reading { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.blind input, .blind select, .blind button { font: inherit; color: var(--wasm-chess-text, #222); background: var(--wasm-chess-field, #fff);
  border: 1px solid var(--wasm-chess-field-border, #8a8a8a); border-radius: 4px; padding: 4px 8px; }
.blind dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
.blind dt { font-weight: 600; } .blind dd { margin: 0; }
.blind-off { display: none !important; }
.blind .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

let sheet = null;
function styleSheet() {
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  return sheet;
}

/** A short low tone: the edge of the board. Silent where the page may not play sound. */
let audio = null;
function edgeTone() {
  try {
    audio ??= new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 180;
    gain.gain.value = 0.08;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.09);
  } catch {
    // no audio: the words say it
  }
}

const READING_KEYS = { '.': 'moves', ',': 'last', ';': 'capture', "'": 'pieces', '/': 'hands', '\\': 'players', '=': 'clock', '-': 'status' };

export class BlindMode {
  /**
   * @param {object} board  a board of the contract
   * @param {{root: ShadowRoot, parent: Element, before?: Element|null, visual: Element[], reading?: string,
   *          clock?: () => string|null, onReading?: (reading: string) => void}} options
   *   `parent`/`before`: where the panel goes; `visual`: the drawn board's parts, hidden meanwhile;
   *   `clock`: the clock in words, from the host page (null: no clock).
   */
  constructor(board, options) {
    this.board = board;
    this.options = options;
    this.reading = READINGS.includes(options.reading) ? options.reading : 'words';
    this.focus = null; // the cell the grid's focus is on
    this.selected = null; // the cell of the piece picked up
    this.choice = null; // moves waiting for a number: promotions, drops
    this.duck = null; // a Duck chess move waiting for the duck's cell
    this.pending = [];
    this.silenced = [];
    this.#build();
    this.#silenceBoard();
    this.listeners = {
      move: () => this.#onMove(),
      takeback: () => this.#say(this.board.announcement),
      gameover: () => this.#onGameover(),
      illegal: (e) => this.#say(e.detail.reason),
      update: () => this.refresh(),
    };
    for (const [type, fn] of Object.entries(this.listeners)) board.host.addEventListener(type, fn);
    this.refresh();
  }

  /** Removes the panel; the drawn board and its live regions come back. */
  destroy() {
    for (const [type, fn] of Object.entries(this.listeners)) this.board.host.removeEventListener(type, fn);
    for (const el of this.options.visual) el.classList.remove('blind-off');
    for (const [el, live, role] of this.silenced) {
      if (live === null) el.removeAttribute('aria-live');
      else el.setAttribute('aria-live', live);
      if (role !== null) el.setAttribute('role', role);
    }
    this.panel.remove();
    const root = this.options.root;
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== styleSheet());
  }

  setReading(reading) {
    if (!READINGS.includes(reading)) throw new Error(`unknown way to read moves: ${reading} (expected ${READINGS.join(', ')})`);
    this.reading = reading;
    this.readingSelect.value = reading;
  }

  /** The live region's words. */
  get said() {
    return this.live.textContent;
  }

  // ------------------------------------------------------------ the panel

  #build() {
    const { root, parent, before = null, visual } = this.options;
    const doc = parent.ownerDocument;
    const make = (tag, attrs = {}, text = '') => {
      const el = doc.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (text) el.textContent = text;
      return el;
    };
    if (!root.adoptedStyleSheets.includes(styleSheet())) root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet()];
    this.panel = make('section', { class: 'blind', 'aria-label': 'Blind mode' });
    this.grid = make('div', { class: 'blind-grid' });
    this.grid.addEventListener('keydown', (e) => this.#onKey(e));
    this.grid.addEventListener('click', (e) => {
      const cell = e.target.closest?.('td[data-cell]');
      if (cell) this.#moveFocus(cell.dataset.cell) || this.#act(cell.dataset.cell);
    });
    this.input = make('input', { name: 'blind-move', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false' });
    const label = make('label', {}, 'Move ');
    label.append(this.input);
    const form = make('form', { 'aria-label': 'Type a move' });
    form.append(label, make('button', { type: 'submit' }, 'Play'));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      if (this.#play(this.input.value.trim())) this.input.value = '';
    });
    this.readingSelect = make('select', { name: 'blind-reading' });
    for (const [value, text] of [['words', 'words (knight from g1 to f3)'], ['notation', 'the game’s notation (Nf3)']]) {
      this.readingSelect.append(make('option', { value }, text));
    }
    this.readingSelect.value = this.reading;
    this.readingSelect.addEventListener('change', () => {
      this.reading = this.readingSelect.value;
      this.options.onReading?.(this.reading);
    });
    const reading = make('label', { class: 'reading' }, 'Read moves as ');
    reading.append(this.readingSelect);
    this.help = make('section', { class: 'blind-help', 'aria-label': 'Keys of blind mode', hidden: '' });
    const dl = make('dl');
    for (const [key, what] of BLIND_KEYS) dl.append(make('dt', {}, key), make('dd', {}, what));
    this.help.append(make('h2', {}, 'Keys of blind mode'), dl);
    this.live = make('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-role': 'blind-live' });
    this.panel.append(this.grid, form, reading, this.help, this.live);
    parent.insertBefore(this.panel, before);
    for (const el of visual) el.classList.add('blind-off');
  }

  /** The board's own live regions and alerts fall silent: one polite region speaks. */
  #silenceBoard() {
    for (const el of this.options.root.querySelectorAll('[aria-live], [role=alert], [role=status]')) {
      if (this.panel.contains(el)) continue;
      this.silenced.push([el, el.getAttribute('aria-live'), el.getAttribute('role')]);
      el.setAttribute('aria-live', 'off');
      el.removeAttribute('role');
    }
  }

  /** Redraws the grid from the position shown (rebuilt when the board's shape or side changed). */
  refresh() {
    const board = this.board;
    this.position = readPosition(board.shownBoard, { pieces: board.pieces ?? new Map(), sides: board.gameInfo?.sides ?? null });
    const flipped = this.position.kind === 'squares' && board.orientation === 'black';
    const shape = `${flipped}|${this.position.cells.map((c) => c.name).join(',')}`;
    if (shape !== this.shape) {
      this.shape = shape;
      this.layout = layoutOf(this.position, { flipped });
      this.#drawGrid();
      if (!this.position.cells.some((c) => c.name === this.focus)) this.focus = this.position.cells[0]?.name ?? null;
    }
    const byName = new Map(this.position.cells.map((c) => [c.name, c]));
    for (const td of this.grid.querySelectorAll('td[data-cell]')) {
      const cell = byName.get(td.dataset.cell);
      td.setAttribute('aria-label', cellWords(cell));
      td.setAttribute('aria-selected', String(td.dataset.cell === this.selected));
      td.textContent = cell.hidden ? '?' : cell.duck ? '◆' : cell.piece ? this.#symbol(cell.piece) : '·';
      td.tabIndex = td.dataset.cell === this.focus ? 0 : -1;
    }
  }

  /** A piece's letter on the grid: upper case for the first side (or seat), lower case for the others. */
  #symbol(piece) {
    const first = this.position.kind === 'squares' ? piece.side === 'white' : piece.side === this.board.players?.[0]?.id;
    return first ? piece.letter.toUpperCase() : piece.letter;
  }

  #drawGrid() {
    const doc = this.grid.ownerDocument;
    const make = (tag, attrs = {}, text = '') => {
      const el = doc.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
      if (text) el.textContent = text;
      return el;
    };
    this.grid.replaceChildren();
    this.layout.sections.forEach((section, i) => {
      const table = make('table', { role: 'grid', 'aria-label': section.title ?? 'Board' });
      if (section.title) {
        const heading = make('h2', { id: `blind-section-${i}` }, section.title);
        table.setAttribute('aria-labelledby', heading.id);
        table.removeAttribute('aria-label');
        this.grid.append(heading);
      }
      const head = make('tr');
      head.append(make('td', { class: 'void', 'aria-hidden': 'true' }));
      for (const column of section.columns) head.append(make('th', { scope: 'col', role: 'columnheader' }, column));
      const thead = make('thead');
      thead.append(head);
      const tbody = make('tbody');
      for (const row of section.rows) {
        const tr = make('tr');
        tr.append(make('th', { scope: 'row', role: 'rowheader' }, row.label));
        for (const name of row.cells) tr.append(name ? make('td', { role: 'gridcell', 'data-cell': name, tabindex: '-1' }) : make('td', { class: 'void' }));
        tbody.append(tr);
      }
      table.append(thead, tbody);
      this.grid.append(table);
    });
  }

  /** Puts the grid's focus on `name`; false when it is already there. */
  #moveFocus(name) {
    if (!name || name === this.focus) return false;
    this.focus = name;
    for (const td of this.grid.querySelectorAll('td[data-cell]')) td.tabIndex = td.dataset.cell === name ? 0 : -1;
    this.grid.querySelector(`td[data-cell="${CSS.escape(name)}"]`)?.focus();
    return true;
  }

  // ------------------------------------------------------------ keys

  #onKey(e) {
    if (e.altKey || e.metaKey) return;
    const key = e.key;
    let handled = true;
    if (this.choice && /^[1-9]$/.test(key)) this.#pick(Number(key));
    else if (key.startsWith('Arrow') || (key === 'Home' || key === 'End')) {
      const way = e.ctrlKey ? (key === 'Home' ? 'First' : key === 'End' ? 'Last' : key) : key;
      const { to, edge } = stepFrom(this.layout, this.focus, way);
      if (edge) {
        edgeTone();
        this.#say(`Edge of the board, ${this.focus}`);
      } else this.#moveFocus(to);
    } else if (e.ctrlKey) handled = false;
    else if (/^Digit\d$/.test(e.code) && e.shiftKey) this.#jump(fileJump(this.layout, this.focus, Number(e.code.slice(5)) || 10), 'file');
    else if (/^[0-9]$/.test(key)) this.#jump(rankJump(this.layout, this.focus, Number(key) || 10), 'rank');
    else if (/^[a-z]$/i.test(key)) {
      const letter = key.toLowerCase();
      const to = findFrom(this.layout, this.focus, e.shiftKey ? -1 : 1, (name) => this.#cell(name)?.piece?.letter === letter && !this.#cell(name).hidden);
      if (to) this.#moveFocus(to) || this.#say(`No other piece of the letter ${letter}`);
      else this.#say(`No piece of the letter ${letter}`);
    } else if (key === 'Enter' || key === ' ') this.#act(this.focus);
    else if (key === 'Escape') this.#cancel();
    else if (key === '?') this.#toggleHelp();
    else if (key in READING_KEYS) this.#say(this.read(READING_KEYS[key]));
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  }

  #jump(to, what) {
    if (!to) this.#say(`No such ${what} here`);
    else if (!this.#moveFocus(to)) this.#say(cellWords(this.#cell(to)));
  }

  #cell(name) {
    return this.position.cells.find((c) => c.name === name);
  }

  #toggleHelp() {
    this.help.hidden = !this.help.hidden;
    this.#say(this.help.hidden ? 'Keys hidden' : 'The keys are listed after the move field; ? hides them');
  }

  // ------------------------------------------------------------ reading

  /**
   * What a reading key says: 'moves' (from the focused cell), 'last', 'capture', 'pieces',
   * 'hands', 'players', 'clock', 'status'.
   */
  read(what) {
    const board = this.board;
    const options = { roleOf: (letter) => this.#roleOf(letter) };
    switch (what) {
      case 'moves':
        return board.isLive ? movesFrom(board.legalMoves, this.focus, this.reading, options) : 'An earlier position is shown: no moves';
      case 'last': {
        const move = board.moves.at(-1);
        return move ? `Last move, ${board.moves.length}: ${this.#mover(move)}${readMove(move, this.reading, options)}` : 'No move yet';
      }
      case 'capture': {
        const index = board.moves.findLastIndex((m) => m.captured || (m.capture && !m.hidden));
        if (index === -1) return 'No capture yet';
        return `Last capture, move ${index + 1}: ${this.#mover(board.moves[index])}${readMove(board.moves[index], this.reading, options)}`;
      }
      case 'pieces':
        return piecesWords(this.position);
      case 'hands':
        return handsWords(this.position.hands, { roleOf: (owner, letter) => this.#roleOf(letter, owner), sides: board.gameInfo?.sides ?? null });
      case 'players':
        return this.#players();
      case 'clock':
        return this.options.clock?.() ?? 'This game has no clock';
      case 'status':
        return board.statusText;
      default:
        throw new Error(`blind mode reads no '${what}'`);
    }
  }

  /** "Red: " — who made a move (the module's `mover`, or the hidden move's `color`). */
  #mover(move) {
    const id = move.mover ?? move.color;
    if (!id) return '';
    const seat = this.board.players?.find?.((p) => p.id === id);
    return `${seat ? seat.name : sideName(id, this.board.gameInfo?.sides ?? null)}: `;
  }

  #players() {
    const board = this.board;
    if (board.players) return playersWords(board.players, (id) => board.who(id));
    const sides = board.gameInfo?.sides ?? null;
    const two = ['white', 'black'].map((id) => ({ id, name: sideName(id, sides) }));
    return playersWords(two, (id) => (board.you === null ? 'a player here' : id === board.you ? 'you' : 'bot'));
  }

  /** A piece letter's role name in the board's catalogue (of `owner` when given). */
  #roleOf(letter, owner = null) {
    if (letter === '+') return 'its promoted piece';
    for (const p of (this.board.pieces ?? new Map()).values()) {
      if (p.letter === letter && !p.promoted && (!owner || p.color === owner)) return p.role;
    }
    return letter;
  }

  // ------------------------------------------------------------ moves

  /** Enter on a cell: pick a piece up, play the piece picked there, drop onto it, place the duck. */
  #act(name) {
    const board = this.board;
    const legal = board.legalMoves;
    if (this.duck) {
      const move = this.duck.find((m) => m.duck === name);
      if (move) {
        this.duck = null;
        this.#play(move.uci);
      } else this.#say(`The duck cannot go to ${name}: choose an empty cell, or Escape`);
      return;
    }
    if (this.selected) {
      const from = this.selected;
      const moves = legal.filter((m) => m.from === from && !m.pass && (m.to === name || m.castleRook === name));
      if (moves.length) {
        this.selected = null;
        this.#choose(moves);
        return;
      }
      if (name === from) {
        this.selected = null;
        this.refresh();
        this.#say(`Put down on ${from}`);
        return;
      }
    }
    const own = legal.filter((m) => m.from === name && !m.pass);
    if (own.length) {
      this.selected = name;
      this.refresh();
      this.#say(`Picked up. ${movesFrom(legal, name, this.reading, { roleOf: (l) => this.#roleOf(l) })}`);
      return;
    }
    const drops = legal.filter((m) => m.drop && m.to === name);
    if (drops.length) {
      this.#choose(drops);
      return;
    }
    const from = this.selected;
    this.selected = null;
    this.refresh();
    if (board.over) this.#say(`The game is over. ${board.statusText}`);
    else if (!board.legalMoves.length || !board.isLive) this.#say('No move to play now');
    else this.#say(from ? `No legal move from ${from} to ${name}` : `No move from ${name}: ${cellWords(this.#cell(name))}`);
  }

  /** Moves that differ in a promotion, a dropped piece or the duck's cell: asked for, else played. */
  #choose(moves) {
    const keyOf = (m) => `${m.promotion ?? ''}|${m.drop ?? ''}`;
    const kinds = [...new Map(moves.map((m) => [keyOf(m), m])).values()];
    if (kinds.length > 1) {
      this.choice = { moves, kinds: kinds.slice(0, 9), keyOf };
      const words = this.choice.kinds.map((m, i) => `${i + 1} ${this.#choiceWords(m)}`);
      this.#say(`Choose with a number: ${words.join(', ')}. Escape cancels.`);
      return;
    }
    if (moves.length > 1 && moves.every((m) => m.duck)) {
      this.duck = moves;
      this.#say('Now the duck: move to an empty cell and press Enter. Escape takes the move back.');
      return;
    }
    this.#play(moves[0].uci);
  }

  #choiceWords(move) {
    if (this.reading === 'notation') return move.san.split(',')[0];
    if (move.drop) return `${move.piece ?? this.#roleOf(move.drop)}`;
    return move.promotion ? `promote to ${move.promotedTo ?? this.#roleOf(move.promotion)}` : 'do not promote';
  }

  #pick(n) {
    const { moves, kinds, keyOf } = this.choice;
    const chosen = kinds[n - 1];
    if (!chosen) {
      this.#say(`Choose a number from 1 to ${kinds.length}`);
      return;
    }
    this.choice = null;
    this.#choose(moves.filter((m) => keyOf(m) === keyOf(chosen)));
  }

  #cancel() {
    const what = this.duck ? 'Move taken back' : this.choice ? 'Choice dropped' : this.selected ? `Put down on ${this.selected}` : null;
    this.duck = null;
    this.choice = null;
    this.selected = null;
    this.refresh();
    if (what) this.#say(what);
  }

  /** Plays `text` as the player's move; a refusal is said. */
  #play(text) {
    if (!text) return false;
    try {
      this.board.submitMove(text);
      return true;
    } catch (error) {
      this.#say(error.message ?? String(error));
      return false;
    }
  }

  // ------------------------------------------------------------ what the board tells

  #onMove() {
    const board = this.board;
    this.selected = null;
    this.duck = null;
    this.choice = null;
    const move = board.moves.at(-1);
    if (this.reading === 'notation' && move && !move.hidden && move.san) {
      this.#say(`${this.#mover(move)}${move.san}.${board.over ? ` ${board.statusText}.` : ''}`);
    } else this.#say(board.announcement);
    this.gameoverSaid = board.over;
  }

  #onGameover() {
    // An end by a move was said with it; a declared end (resignation, a flag) is said here.
    if (!this.gameoverSaid) this.#say(this.board.announcement || this.board.statusText);
    this.gameoverSaid = false;
  }

  /** Says `text` in the live region; what is said in one task is said together. */
  #say(text) {
    if (!text) return;
    this.pending.push(text);
    if (this.pending.length > 1) return;
    queueMicrotask(() => {
      this.live.textContent = this.pending.join(' ');
      this.pending = [];
    });
  }
}
