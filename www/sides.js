// The two sides of a two-player game, as the module names them ('white', 'black').

/** The other side. */
export const other = (color) => (color === 'white' ? 'black' : 'white');
