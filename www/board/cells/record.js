// The record of a game of more players beside its board: the moves in rounds, each in its army's
// colour, and how far a takeback goes (back to the previous move of a human on this device, the
// bots' replies with it). Pure: plain objects in the module's shapes, tested in Node.

/**
 * The moves in rounds: a round begins when the seats' order starts again (a mover whose seat
 * comes at or before the previous mover's; out seats are simply missing from it).
 * @param {{mover: string, san: string}[]} moves  the moves played, as play() returned them
 * @param {{id: string, seat: number}[]} players  board() `players`
 * @returns {{number: number, moves: {ply: number, mover: string, san: string}[]}[]}
 */
export function moveRounds(moves, players) {
  const seat = new Map(players.map((p) => [p.id, p.seat]));
  const rounds = [];
  let last = Infinity;
  moves.forEach((m, i) => {
    const here = seat.get(m.mover) ?? 0;
    if (here <= last) rounds.push({ number: rounds.length + 1, moves: [] });
    rounds.at(-1).moves.push({ ply: i + 1, mover: m.mover, san: m.pass ? 'pass' : m.san });
    last = here;
  });
  return rounds;
}

/**
 * How many moves a takeback undoes: back to before the last move a human played (`human(id)`),
 * so that it is that human's turn again, undoing every bot's move and every pass since; a pass
 * is never the move taken back (the seat would only pass again). 0 when no human has moved.
 */
export function takebackLength(moves, human) {
  for (let i = moves.length - 1; i >= 0; i--) {
    if (human(moves[i].mover) && !moves[i].pass) return moves.length - i;
  }
  return 0;
}

/**
 * Fills `list` (an <ol>) with one row per round: its number, then each move in its mover's colour
 * (the colour also said in words for screen readers: "Red d2-d4"), a button that shows the
 * position after it; the move of `current` (the ply shown while reviewing, else null) is marked.
 */
export function renderMoveRounds(list, rounds, players, current = null) {
  const doc = list.ownerDocument;
  const army = new Map(players.map((p) => [p.id, p]));
  list.replaceChildren(
    ...rounds.map((round) => {
      const row = doc.createElement('li');
      const number = doc.createElement('span');
      number.className = 'num';
      number.textContent = `${round.number}.`;
      row.append(number);
      for (const m of round.moves) {
        const move = doc.createElement('button');
        move.type = 'button';
        move.className = m.ply === current ? 'move current' : 'move';
        if (m.ply === current) move.setAttribute('aria-current', 'step');
        move.dataset.ply = String(m.ply);
        move.dataset.mover = m.mover;
        move.style.borderColor = army.get(m.mover)?.colour ?? 'currentColor';
        move.setAttribute('aria-label', `${army.get(m.mover)?.name ?? m.mover} ${m.san}`);
        move.textContent = m.san;
        row.append(move);
      }
      return row;
    }),
  );
  // follow the game as it grows; while reviewing, the list stays where the reader put it
  if (current === null) list.scrollTop = list.scrollHeight;
}
