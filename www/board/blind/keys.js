// The keys of blind mode, for its help list (the `?` key), the page's keyboard help and the README:
// one list, so what is documented is what the grid answers.

export const BLIND_KEYS = Object.freeze([
  ['Arrow keys', 'move to the next cell; a low sound and “edge” at the edge of the board'],
  ['Home, End', 'the first or last cell of the row'],
  ['Ctrl+Home, Ctrl+End', 'the first or last cell of the board'],
  ['1 … 9, 0', 'jump to rank 1 … 9, or 10, in the same column'],
  ['Shift+1 … Shift+9, Shift+0', 'jump to the 1st … 9th, or 10th, file (a … j) in the same row'],
  ['a piece’s letter (k, q, r, b, n, p, …)', 'the next piece of that kind, either side; with Shift, the previous one'],
  ['Enter or Space', 'pick the piece up, then play it on the cell (drops onto an empty cell; the duck’s cell after a Duck chess move); a choice of promotion or drop is read out and picked by its number'],
  ['Escape', 'put the piece down, drop a choice'],
  ['.', 'read the legal moves from this cell (the drops onto it when it is empty)'],
  [',', 'read the last move'],
  [';', 'read the last capture'],
  ['\'', 'read the pieces of each side'],
  ['/', 'read the pieces in hand (Crazyhouse, Shogi)'],
  ['\\', 'read the players (and scores, in games of more players)'],
  ['=', 'read the clock'],
  ['-', 'read whose turn it is, or how the game ended'],
  ['?', 'show or hide this list of keys'],
  ['Tab', 'to the move field: type a move (e4, Nf3, e7e8q, N@f3, P*5e, e2e4,e4d5, d2-d4) and press Enter'],
]);
