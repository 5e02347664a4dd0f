// The game in progress, kept in the browser's storage after every move, so that a reload, a closed
// tab or a crashed worker resumes it exactly: the form's choice, the start position, the moves (in
// UCI, the hidden ones of Fog of War included: the page played them), the clocks and the game
// record of a game of more players. Nothing leaves the device.
//
// An entry that cannot be read (corrupt, or written by other software under our key) is never
// thrown away: it is moved aside under UNREADABLE_KEY, the page starts as if nothing was kept, and
// the caller says so.

export const SAVED_KEY = 'wasm-chess.game';
export const UNREADABLE_KEY = 'wasm-chess.game.unreadable';
const VERSION = 1;

/**
 * @typedef {object} SavedEntry
 * @property {number} version
 * @property {object} choice           the new-game form's choice the game was started with
 * @property {string} variant          the game's id as the module names it (with its mode)
 * @property {string} setup            the chess module's setup name of the start ('standard' for a position text)
 * @property {string|null} you         the side played against the bot, null without a bot
 * @property {string} startFen         the position the game started from
 * @property {string[]} moves          every move in UCI, in order
 * @property {string|null} record      the game record (PGN) of a game of more players, else null
 * @property {object|null} clock       the clock's snapshot (ChessClock.snapshot()), null without a clock
 * @property {(object|null)[]} clockLog  the clock's snapshot before each move, for takebacks
 * @property {string} savedAt          ISO date
 */

/** Why `entry` is not a game this page wrote, or null when it is. */
export function entryProblem(entry) {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return 'it is not an object';
  if (entry.version !== VERSION) return `its version is ${JSON.stringify(entry.version)}, not ${VERSION}`;
  if (entry.choice === null || typeof entry.choice !== 'object' || typeof entry.choice.game !== 'string') return 'it names no game';
  if (typeof entry.variant !== 'string' || typeof entry.setup !== 'string') return 'it names no game';
  if (entry.you !== null && typeof entry.you !== 'string') return 'its player is not a side';
  if (typeof entry.startFen !== 'string' || entry.startFen === '') return 'it has no start position';
  if (!Array.isArray(entry.moves) || !entry.moves.every((m) => typeof m === 'string' && m !== '')) return 'its moves are not a list of moves';
  if (entry.record !== null && typeof entry.record !== 'string') return 'its game record is not text';
  if (entry.clock !== null && typeof entry.clock !== 'object') return 'its clock is not a clock';
  if (!Array.isArray(entry.clockLog)) return 'its clock log is not a list';
  return null;
}

/** A new entry for a game as it stands. */
export function entryOf({ choice, variant, setup = 'standard', you = null, startFen, moves, record = null, clock = null, clockLog = [] }) {
  return {
    version: VERSION, choice, variant, setup, you, startFen, moves: [...moves], record, clock, clockLog: [...clockLog], savedAt: new Date().toISOString(),
  };
}

export class SavedGame {
  /** `storage`: window.localStorage, or null where the browser refuses it (then nothing is kept). */
  constructor(storage) {
    this.storage = storage;
  }

  /**
   * The kept game: `{ entry }`, `{ entry: null }` when none is kept, or `{ entry: null, problem }`
   * when the kept text could not be read (it is then moved aside, not lost).
   */
  read() {
    const text = this.#get(SAVED_KEY);
    if (text === null) return { entry: null };
    let entry;
    let problem;
    try {
      entry = JSON.parse(text);
      problem = entryProblem(entry);
    } catch (error) {
      problem = `it is not JSON (${error.message})`;
    }
    if (!problem) return { entry };
    this.setAside();
    return { entry: null, problem };
  }

  /** Moves the kept text aside under UNREADABLE_KEY (it could not be read or resumed). */
  setAside() {
    const text = this.#get(SAVED_KEY);
    if (text !== null) this.#set(UNREADABLE_KEY, text);
    this.#remove(SAVED_KEY);
  }

  write(entry) {
    this.#set(SAVED_KEY, JSON.stringify(entry));
  }

  /** Forgets the game in progress (it ended, or a new one started). */
  clear() {
    this.#remove(SAVED_KEY);
  }

  // Storage can refuse (full, private mode): keeping the game is then given up, the play goes on.
  #get(key) {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  #set(key, value) {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Nothing kept; the game itself is unaffected.
    }
  }

  #remove(key) {
    try {
      this.storage?.removeItem(key);
    } catch {
      // As above.
    }
  }
}
