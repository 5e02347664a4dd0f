// The two sides of a two-player game, as the module names them ('white', 'black'), and as its
// players call them: each game's names come from the module (`Game.variants()`' `sides`: Xiangqi
// ['Red', 'Black'], Janggi ['Cho', 'Han'], Shogi ['Sente', 'Gote']); the chess module gives none,
// and its sides are White and Black.

/** The other side. */
export const other = (color) => (color === 'white' ? 'black' : 'white');

/**
 * What players call `color` ('white' or 'black'): its name in `sides` (a `Game.variants()`
 * entry's, the first side's first), else 'White' or 'Black'.
 * @param {string} color
 * @param {string[]|null|undefined} sides
 */
export function sideName(color, sides = null) {
  return sides?.[color === 'white' ? 0 : 1] ?? (color === 'white' ? 'White' : 'Black');
}
