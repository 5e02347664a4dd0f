// Blind mode's board as rows of cells, and where the keys go on it. Pure: reads a position as
// words.js reads it ({ kind, cells: [{ name, file, rank }] }) and knows no rule.
//
// A board of squares (files × ranks) is one section: a grid with the file letters as column
// headers and the ranks as row headers, seen from the side at the bottom. A board of named cells
// (the hexagon, the cross) keeps the order of the game's own coordinates: a name is a section
// prefix (upper case, maybe none), a file (lower case) and a rank (digits) — `Wa1`, `d4` — and each
// section is a grid of its files and ranks, highest rank on top, cells the board lacks left empty.

const NAME = /^([A-Z]*)([a-z]+)(\d+)$/;

const fileLabel = (name) => name.replace(/\d+$/, '').replace(/^[A-Z]+/, '');
const rankLabel = (name) => name.match(/\d+$/)?.[0] ?? '';

/**
 * The layout of a position: { sections: [{ title, columns: [label], rows: [{ label, cells: [name|null] }] }] }.
 * `flipped` turns a board of squares round (the second side at the bottom).
 */
export function layoutOf(position, { flipped = false } = {}) {
  if (position.kind === 'squares') return squaresLayout(position, flipped);
  return cellsLayout(position);
}

function squaresLayout(position, flipped) {
  const { files, ranks } = position;
  const byPlace = new Map(position.cells.map((c) => [`${c.file},${c.rank}`, c.name]));
  const fileOrder = [...Array(files).keys()];
  const rankOrder = [...Array(ranks).keys()].reverse(); // the top row first
  if (flipped) {
    fileOrder.reverse();
    rankOrder.reverse();
  }
  const columns = fileOrder.map((f) => fileLabel(byPlace.get(`${f},0`) ?? ''));
  const rows = rankOrder.map((r) => ({
    label: rankLabel(byPlace.get(`${fileOrder[0]},${r}`) ?? ''),
    cells: fileOrder.map((f) => byPlace.get(`${f},${r}`) ?? null),
  }));
  return { sections: [{ title: null, columns, rows }] };
}

function cellsLayout(position) {
  const parsed = position.cells.map((c) => ({ name: c.name, m: c.name.match(NAME) }));
  if (parsed.some((p) => !p.m)) {
    // Names of another shape: one row per eight cells, in the module's order.
    const names = position.cells.map((c) => c.name);
    const rows = [];
    for (let i = 0; i < names.length; i += 8) rows.push({ label: String(i / 8 + 1), cells: names.slice(i, i + 8) });
    return { sections: [{ title: null, columns: [], rows }] };
  }
  const sections = new Map();
  for (const { name, m: [, prefix, file, rank] } of parsed) {
    if (!sections.has(prefix)) sections.set(prefix, new Map());
    sections.get(prefix).set(`${file}${rank}`, name);
  }
  return {
    sections: [...sections].map(([prefix, names]) => {
      const keys = [...names.keys()];
      const columns = [...new Set(keys.map(fileLabel))].sort((a, b) => a.length - b.length || a.localeCompare(b));
      const ranks = [...new Set(keys.map((k) => Number(rankLabel(k))))].sort((a, b) => b - a);
      return {
        title: prefix ? `Section ${prefix}` : null,
        columns,
        rows: ranks.map((rank) => ({ label: `${prefix}${rank}`, cells: columns.map((file) => names.get(`${file}${rank}`) ?? null) })),
      };
    }),
  };
}

/** Every row of a layout in order, each with its section's index. */
function rowsOf(layout) {
  return layout.sections.flatMap((section, s) => section.rows.map((row) => ({ ...row, section: s })));
}

/** Where a cell is: { row, col } in rowsOf's order, or null. */
function placeOf(rows, name) {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row].cells.indexOf(name);
    if (col !== -1) return { row, col };
  }
  return null;
}

/** Every cell in reading order (top row first, left to right, section after section). */
export function cellOrder(layout) {
  return rowsOf(layout).flatMap((row) => row.cells.filter(Boolean));
}

/**
 * Where the key `key` goes from cell `name`: { to, edge } — `edge` true (and `to` the same cell)
 * when there is no cell that way. Keys: the arrows, 'Home'/'End' (the row's ends) and 'First'/'Last'
 * (the board's).
 */
export function stepFrom(layout, name, key) {
  const rows = rowsOf(layout);
  const here = placeOf(rows, name);
  const stay = { to: name, edge: true };
  if (!here) return { to: cellOrder(layout)[0] ?? null, edge: false };
  const row = rows[here.row].cells;
  const found = (to) => (to && to !== name ? { to, edge: false } : stay);
  switch (key) {
    case 'ArrowLeft':
      return found(row.slice(0, here.col).reverse().find(Boolean));
    case 'ArrowRight':
      return found(row.slice(here.col + 1).find(Boolean));
    case 'ArrowUp':
    case 'ArrowDown': {
      const next = rows[here.row + (key === 'ArrowUp' ? -1 : 1)];
      return found(next && (next.cells[here.col] ?? nearest(next.cells, here.col)));
    }
    case 'Home':
      return found(row.find(Boolean));
    case 'End':
      return found([...row].reverse().find(Boolean));
    case 'First':
      return found(cellOrder(layout)[0]);
    case 'Last':
      return found(cellOrder(layout).at(-1));
    default:
      return stay;
  }
}

/** The cell of a row nearest to column `col`. */
function nearest(cells, col) {
  let best = null;
  cells.forEach((name, i) => {
    if (name && (best === null || Math.abs(i - col) < Math.abs(best - col))) best = i;
  });
  return best === null ? null : cells[best];
}

/** The cell of rank `label` (its row label, '3' or 'W3') in `name`'s section and column (the nearest one), or null. */
export function rankJump(layout, name, rank) {
  const rows = rowsOf(layout);
  const here = placeOf(rows, name);
  if (!here) return null;
  const section = rows[here.row].section;
  const prefix = layout.sections[section].title ? rows[here.row].label.replace(/\d+$/, '') : '';
  const row = rows.find((r) => r.section === section && r.label === `${prefix}${rank}`);
  return row ? row.cells[here.col] ?? nearest(row.cells, here.col) : null;
}

/** The cell of the `n`th file (1 = the first letter) on `name`'s row, or null. */
export function fileJump(layout, name, n) {
  const rows = rowsOf(layout);
  const here = placeOf(rows, name);
  if (!here) return null;
  const columns = layout.sections[rows[here.row].section].columns;
  const label = [...columns].sort((a, b) => a.length - b.length || a.localeCompare(b))[n - 1];
  const col = columns.indexOf(label);
  return col === -1 ? null : rows[here.row].cells[col] ?? null;
}

/**
 * The next (`step` 1) or previous (-1) cell after `name`, in reading order and round the board,
 * whose cell passes `match`; null when none does.
 */
export function findFrom(layout, name, step, match) {
  const order = cellOrder(layout);
  const start = Math.max(order.indexOf(name), step > 0 ? -1 : 0);
  for (let i = 1; i <= order.length; i++) {
    const at = order[(start + step * i + order.length * 2) % order.length];
    if (match(at)) return at;
  }
  return null;
}
