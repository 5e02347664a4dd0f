// The session's results table: each game's result, the player's points (1, ½, 0) and the total,
// kept in localStorage (an injected Storage, so it is tested without a browser).

/** The player's points for a PGN result ('1-0', '0-1', '1/2-1/2') when playing `color`. */
export function pointsFor(result, color) {
  if (result === '1/2-1/2') return 0.5;
  if (result === '1-0') return color === 'white' ? 1 : 0;
  if (result === '0-1') return color === 'black' ? 1 : 0;
  return null;
}

/** 1 → "1", 0.5 → "½", 2.5 → "2½". */
export function formatPoints(p) {
  const whole = Math.floor(p);
  const half = p - whole >= 0.5 ? '½' : '';
  return whole === 0 && half ? half : `${whole}${half}`;
}

export class ResultsTable {
  constructor(storage, key = 'wasm-chess.results') {
    this.storage = storage;
    this.key = key;
  }

  rows() {
    try {
      const rows = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(rows) ? rows : [];
    } catch {
      return [];
    }
  }

  /** Adds a finished game: { result, reason, color, opponent, handicap }; returns the row. */
  add(game) {
    const row = { ...game, points: pointsFor(game.result, game.color) };
    const rows = [...this.rows(), row];
    this.storage?.setItem(this.key, JSON.stringify(rows));
    return row;
  }

  total() {
    return this.rows().reduce((sum, r) => sum + (r.points ?? 0), 0);
  }

  clear() {
    this.storage?.removeItem(this.key);
  }
}
