// What the page knows about pieces and setups, all of it read from the module (Game.catalog()):
// the named setups and who gives their odds, the Chess960 count, and for each piece code that
// board() shows, its colour, role name, promotion letter and whether check is about it.

const catalogs = new WeakMap();

/**
 * The module's catalogue, read once per module: { setups: [{ id, giver }], chess960Count,
 * pieces: Map(code → { code, color, role, letter, royal }) }.
 * @param {{catalog: () => object}} Game  the module's Game class
 */
export function catalogOf(Game) {
  let catalog = catalogs.get(Game);
  if (!catalog) {
    const { setups, chess960Count, pieces } = Game.catalog();
    catalog = { setups, chess960Count, pieces: new Map(pieces.map((p) => [p.code, p])) };
    catalogs.set(Game, catalog);
  }
  return catalog;
}

/** The piece of `color` a move's `promotion` letter makes, or undefined. */
export function promotedPiece(pieces, color, letter) {
  for (const piece of pieces.values()) if (piece.color === color && piece.letter === letter && !piece.promoted) return piece;
  return undefined;
}

/**
 * The piece a move's `promotion` makes of the piece `moverCode`: the piece itself when the move
 * does not promote (null), its promoted form for shogi's '+' ('wP' → 'w+P'), else the piece of
 * that letter; undefined when the catalogue has none.
 */
export function promotionPiece(pieces, color, letter, moverCode) {
  if (letter === null || letter === undefined) return pieces.get(moverCode);
  if (letter === '+') return moverCode ? pieces.get(`${moverCode[0]}+${moverCode.slice(1)}`) : undefined;
  return promotedPiece(pieces, color, letter);
}

/** The square of `color`'s royal piece (the one check is about) on a board, or null. */
export function royalSquare(board, pieces, color) {
  return board.squares.find((s) => s.piece && pieces.get(s.piece)?.royal && pieces.get(s.piece).color === color)?.square ?? null;
}

/**
 * A game's mode as players name it: the label the module gives beside the mode's id
 * (`Game.variants()`' `modeLabels`: Janggi's arrangements, Four-player's free-for-all), else the id.
 * @param {{modeLabels?: Record<string, string>}|null|undefined} game  a `Game.variants()` entry
 */
export function modeLabel(game, mode) {
  return game?.modeLabels?.[mode] ?? mode;
}
