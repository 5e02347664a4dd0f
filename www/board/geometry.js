// Where each cell of the board is on screen. The only code that knows how cells are laid out:
// it reads the module's board description ({ files, ranks, squares: [{ square, file, rank }] })
// and the orientation, and never assumes a size.

/**
 * @param {{files: number, ranks: number, squares: {square: string, file: number, rank: number}[]}} board
 * @param {{width: number, height: number, orientation: 'white'|'black', pixelRatio?: number}} view
 *   the space available in CSS pixels, and the screen's device pixels per CSS pixel
 */
export function makeGeometry(board, { width, height, orientation, pixelRatio = 1 }) {
  const { files, ranks } = board;
  // A whole number of device pixels per cell keeps every edge crisp.
  const cell = Math.max(1, Math.floor(Math.min(width / files, height / ranks) * pixelRatio)) / pixelRatio;
  const flipped = orientation === 'black';
  const byName = new Map(board.squares.map((s) => [s.square, s]));
  const column = (file) => (flipped ? files - 1 - file : file);
  const row = (rank) => (flipped ? rank : ranks - 1 - rank);

  return {
    files,
    ranks,
    orientation,
    pixelRatio,
    cell,
    width: cell * files,
    height: cell * ranks,
    /** The cell's rectangle in CSS pixels from the board's top-left corner, or null. */
    rect(square) {
      const s = byName.get(square);
      if (!s) return null;
      return { x: column(s.file) * cell, y: row(s.rank) * cell, size: cell };
    },
    /** The square under a point (CSS pixels from the board's corner), or null off the board. */
    squareAt(x, y) {
      if (x < 0 || y < 0) return null;
      const c = Math.floor(x / cell), r = Math.floor(y / cell);
      if (c >= files || r >= ranks) return null;
      const file = flipped ? files - 1 - c : c;
      const rank = flipped ? r : ranks - 1 - r;
      return board.squares.find((s) => s.file === file && s.rank === rank)?.square ?? null;
    },
    /** Whether the cell is on the bottom or the left edge as seen (where coordinates go). */
    edges(square) {
      const s = byName.get(square);
      return { bottom: row(s.rank) === ranks - 1, left: column(s.file) === 0 };
    },
    /** Towards the board's centre on screen from this cell: +1 downwards, -1 upwards. */
    inward(square) {
      return row(byName.get(square).rank) < ranks / 2 ? 1 : -1;
    },
  };
}

/** The file letters and rank digits of a square name: 'e4' → { file: 'e', rank: '4' }. */
export function squareLabels(square) {
  const m = /^([a-z]+)(\d+)$/.exec(square);
  return m ? { file: m[1], rank: m[2] } : { file: square, rank: '' };
}
