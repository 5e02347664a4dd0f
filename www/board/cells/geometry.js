// Where things are on the board of more players: the cells' polygons as the game gives them (board
// units, y down), turned so that the seat at the bottom is the one chosen (a seat's `angle`: 90°
// steps on a grid, 120° on the hexagon), and the way back from a point on the page to a cell.
// Pure: plain objects in the module's shapes, tested in Node.

/** The turn by `angle` degrees (clockwise on the page, y down) about `centre`. */
export function turnPoint([x, y], angle, [cx, cy]) {
  const a = (angle * Math.PI) / 180;
  const [dx, dy] = [x - cx, y - cy];
  return [cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)];
}

/** Whether point `p` is inside `polygon` (even-odd rule). */
export function inside([x, y], polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/**
 * The frame that puts seat `bottom` at the bottom of `board` (board(): bounds, players):
 * `turned(point)` maps a point of the board onto the page.
 */
export function frameOf(board, bottom) {
  const [x0, y0, x1, y1] = board.bounds;
  const angle = board.players.find((p) => p.id === bottom)?.angle ?? 0;
  const centre = [(x0 + x1) / 2, (y0 + y1) / 2];
  return { angle, centre, turned: (point) => turnPoint(point, angle, centre) };
}

/** The viewBox ('x y width height') that holds every turned cell, with a margin of `pad`. */
export function viewBoxOf(cells, frame, pad = 0.2) {
  const points = cells.flatMap((c) => c.polygon.map(frame.turned));
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [minX, minY] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
  return `${minX} ${minY} ${Math.max(...xs) + pad - minX} ${Math.max(...ys) + pad - minY}`;
}

/** A cell as drawn: its turned polygon, centre, and the size a piece on it is drawn at. */
export function placed(cell, frame) {
  const polygon = cell.polygon.map(frame.turned);
  const [cx, cy] = frame.turned(cell.center);
  const size = Math.min(...polygon.map((p) => Math.hypot(p[0] - cx, p[1] - cy))) * 1.55;
  return { polygon, cx, cy, size };
}

/** The cell under point `point` (board units on the page), or null. */
export function cellAt(cells, point, frame) {
  return cells.find((cell) => inside(point, cell.polygon.map(frame.turned))) ?? null;
}

/** The cell whose centre on the page lies nearest in direction `[dx, dy]` from `name`'s (itself when none). */
export function neighbour(cells, name, [dx, dy], frame) {
  const centre = (c) => frame.turned(c.center);
  const from = cells.find((c) => c.name === name) ?? cells[0];
  const [fx, fy] = centre(from);
  let best = from;
  let bestCost = Infinity;
  for (const c of cells) {
    const [x, y] = centre(c);
    const along = (x - fx) * dx + (y - fy) * dy;
    if (along <= 0.3) continue;
    const across = Math.abs((x - fx) * dy - (y - fy) * dx);
    const cost = along + 2 * across;
    if (cost < bestCost) [best, bestCost] = [c, cost];
  }
  return best.name;
}
