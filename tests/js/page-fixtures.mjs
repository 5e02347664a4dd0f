// Board descriptions in the module's shape ({ files, ranks, squares }), for any size.
export function boardOf(files, ranks, pieces = {}) {
  const squares = [];
  for (let rank = 0; rank < ranks; rank++) {
    for (let file = 0; file < files; file++) {
      const square = String.fromCharCode(97 + file) + (rank + 1);
      squares.push({ square, file, rank, light: (file + rank) % 2 === 1, piece: pieces[square] ?? null });
    }
  }
  return { files, ranks, squares };
}
