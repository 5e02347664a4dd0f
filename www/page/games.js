// "Your games": every finished game, kept in the browser's storage with its record (PGN) so that
// it can be opened again for review, exported or deleted. The newest first; at most MAX_GAMES
// (the oldest go first). An entry that cannot be read is left in storage untouched and counted, so
// the page can say so; nothing leaves the device.

export const GAMES_KEY = 'wasm-chess.games';
/** Where a list whose text cannot be read at all is moved before a new game is kept. */
export const UNREADABLE_GAMES_KEY = 'wasm-chess.games.unreadable';
const MAX_GAMES = 500;

/**
 * @typedef {object} KeptGame
 * @property {string} id          unique within the list
 * @property {string} date        ISO date of the end
 * @property {string} game        the game's name ('Chess', 'Xiangqi', …)
 * @property {string} variant     the module's id of the game (with its mode)
 * @property {boolean} multi      a game of more players (opened on their board)
 * @property {string} opponent    who was played ('Bot · level 3', 'Friend', …)
 * @property {string} result      '1-0', '0-1', '1/2-1/2', or the winner's name in games of more players
 * @property {string} reason      the end's reason ('checkmate', …)
 * @property {string} pgn         the game record
 */

/** Whether `entry` is a game this page kept. */
export function isKeptGame(entry) {
  return entry !== null && typeof entry === 'object' && !Array.isArray(entry)
    && ['id', 'date', 'game', 'variant', 'opponent', 'result', 'reason', 'pgn'].every((key) => typeof entry[key] === 'string')
    && typeof entry.multi === 'boolean';
}

export class GamesList {
  constructor(storage, { now = () => new Date() } = {}) {
    this.storage = storage;
    this.now = now;
  }

  /**
   * The kept games, newest first, and how many stored entries could not be read (a list whose
   * text is not a JSON list counts as one).
   */
  read() {
    const raw = this.#raw();
    const games = raw.filter(isKeptGame);
    return { games, unreadable: raw.length - games.length + (this.#unreadableText() === null ? 0 : 1) };
  }

  /** Keeps a finished game; returns it with its id and date. */
  add(game) {
    const text = this.#unreadableText();
    if (text !== null) this.#set(UNREADABLE_GAMES_KEY, text);
    const date = this.now().toISOString();
    const kept = { ...game, id: `${date}-${Math.random().toString(36).slice(2, 8)}`, date };
    this.#write([kept, ...this.#raw()].slice(0, MAX_GAMES));
    return kept;
  }

  /** Deletes the game `id` (unreadable entries stay as they are). */
  remove(id) {
    this.#write(this.#raw().filter((entry) => !(isKeptGame(entry) && entry.id === id)));
  }

  /** Every stored entry, readable or not; none when the text itself is not a JSON list. */
  #raw() {
    const list = parse(this.#get());
    return Array.isArray(list) ? list : [];
  }

  /** The stored text when it is not a JSON list at all, else null. */
  #unreadableText() {
    const text = this.#get();
    return text === null || Array.isArray(parse(text)) ? null : text;
  }

  #get() {
    try {
      return this.storage?.getItem(GAMES_KEY) ?? null;
    } catch {
      return null;
    }
  }

  #write(list) {
    this.#set(GAMES_KEY, JSON.stringify(list));
  }

  #set(key, text) {
    try {
      this.storage?.setItem(key, text);
    } catch {
      // Storage full or refused: the list stays as it was; play is unaffected.
    }
  }
}

function parse(text) {
  try {
    return JSON.parse(text ?? '[]');
  } catch {
    return undefined;
  }
}
