// The evaluation graph of a reviewed game: the first player's win% after every move as an SVG
// area (top: the first player winning), the marked moves as dots, each move a column that a click
// jumps to. Its accessible name says the whole curve in a sentence; the move list beside it
// (review/panel.js) is the keyboard's way to jump.

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 600;
const HEIGHT = 120;
/** Dot colours by classification: blue, orange, red (told apart with red-green colour blindness;
 *  the move list says each mark in words). */
const MARK_COLOURS = { inaccuracy: '#56b4e9', mistake: '#e69f00', blunder: '#db3031' };

function svgElement(doc, tag, attributes) {
  const el = doc.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
}

/** The x of position `ply` of `plies` (0: the start), the y of a win% (100 at the top). */
const xOf = (ply, plies) => (plies === 0 ? 0 : (ply / plies) * WIDTH);
const yOf = (win) => HEIGHT - (win / 100) * HEIGHT;

/** The graph's accessible name: what the curve says, in words. */
export function graphLabel(review, moveLabel, firstName = 'White') {
  const wins = review.evaluations.map((e) => Math.round(e.win));
  const marked = review.moves.filter((m) => m.classification).map((m) => `${moveLabel(m)} ${m.classification}`);
  const highest = Math.max(...wins);
  const lowest = Math.min(...wins);
  return `Evaluation graph: ${firstName}'s winning chances over ${review.moves.length} moves, ${wins[0]}% at the start, `
    + `${wins.at(-1)}% at the end, between ${lowest}% and ${highest}%; `
    + (marked.length ? `marked: ${marked.join(', ')}.` : 'no move marked.');
}

/**
 * The graph of `review` (engine/review.js's answer) as an <svg> of `doc`; `onJump(ply)` is
 * called with the position a click chose (0: the start). `moveLabel(move)` names a move in the
 * accessible name ('3… Qg5').
 */
export function evaluationGraph(doc, review, { onJump, moveLabel, firstName = 'White' }) {
  const plies = review.moves.length;
  const svg = svgElement(doc, 'svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`, width: '100%', preserveAspectRatio: 'none', role: 'img', class: 'review-graph',
    'aria-label': graphLabel(review, moveLabel, firstName),
  });
  svg.append(svgElement(doc, 'rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, fill: '#3a3733' }));
  const points = review.evaluations.map((e, ply) => `${xOf(ply, plies).toFixed(1)},${yOf(e.win).toFixed(1)}`);
  const area = `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
  svg.append(svgElement(doc, 'path', { d: area, fill: '#e8e6e3', class: 'review-graph-area' }));
  svg.append(svgElement(doc, 'line', { x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2, stroke: '#888', 'stroke-width': 1, 'stroke-dasharray': '4 4' }));
  for (const move of review.moves) {
    const colour = MARK_COLOURS[move.classification];
    if (!colour) continue;
    svg.append(svgElement(doc, 'circle', { cx: xOf(move.ply, plies), cy: yOf(review.evaluations[move.ply].win), r: 4, fill: colour, class: `review-mark ${move.classification}`, 'data-ply': move.ply }));
  }
  // One column per position, over everything, for the pointer.
  const column = plies === 0 ? WIDTH : WIDTH / plies;
  for (let ply = 0; ply <= plies; ply++) {
    const x = Math.max(0, xOf(ply, plies) - column / 2);
    const hit = svgElement(doc, 'rect', { x, y: 0, width: column, height: HEIGHT, fill: 'transparent', class: 'review-column', 'data-ply': ply });
    hit.addEventListener('click', () => onJump(ply));
    svg.append(hit);
  }
  return svg;
}
