// Our own Staunton pieces, as vector paths in a 100 × 100 box (y down, the base on y ≈ 88).
// Each piece is a list of parts drawn back to front (fill, then outline) and a list of detail
// lines stroked in the contrasting colour, so black pieces keep their shapes readable.

const BASE = 'M 21 88 C 21 82.5 24.5 79.5 30 79.5 L 70 79.5 C 75.5 79.5 79 82.5 79 88 Z';
const BASE_LINE = 'M 30.5 79.5 L 69.5 79.5';
const ellipse = (cx, cy, rx, ry) =>
  `M ${cx - rx} ${cy} a ${rx} ${ry} 0 1 0 ${2 * rx} 0 a ${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;

export const PIECE_SHAPES = {
  pawn: {
    parts: [
      'M 32 80 C 35 70 42 63 43 54 L 57 54 C 58 63 65 70 68 80 Z',
      BASE,
      ellipse(50, 53, 14.5, 4.5),
      ellipse(50, 37, 12.5, 12.5),
    ],
    details: [BASE_LINE, 'M 36 54.5 C 41 57.5 59 57.5 64 54.5'],
  },
  rook: {
    parts: [
      BASE,
      'M 26 80 L 29 72 L 71 72 L 74 80 Z',
      'M 33 72 L 35.5 39 L 64.5 39 L 67 72 Z',
      'M 29 39 L 27 32 L 73 32 L 71 39 Z',
      'M 27 32 L 27 16 L 36 16 L 36 22 L 45 22 L 45 16 L 55 16 L 55 22 L 64 22 L 64 16 L 73 16 L 73 32 Z',
    ],
    details: [BASE_LINE, 'M 33 72 L 67 72', 'M 35.5 39 L 64.5 39', 'M 28 32 L 72 32'],
  },
  knight: {
    parts: [
      BASE,
      'M 70 80 C 73.5 63 74.5 44 67 31 C 63.5 25 59 20.5 56 18 L 54.5 8.5 L 48.5 16 L 44.5 9.5 L 41 18.5 ' +
        'C 34 21 29 26.5 26 32.5 C 22.5 39 18.5 44.5 15.5 48.5 C 13 52 13.5 56.5 17 58.5 C 20 60.5 23.5 60 26 58 ' +
        'C 29.5 55.5 33.5 54 38 53 C 42 52.2 45.5 50.5 47.5 47.5 C 49.5 57 41.5 66 35 80 Z',
    ],
    details: [
      BASE_LINE,
      'M 66.5 31 C 69 41 69.5 58 66.5 75',
      'M 18 55.5 C 20.5 55.5 22.5 54.5 23.5 53',
      'M 38 53 C 41.5 49 42.5 45.5 42.5 42',
    ],
    dots: [[37.5, 30.5, 2.7], [21.5, 50.5, 1.4]],
  },
  bishop: {
    parts: [
      BASE,
      'M 33 80 C 37 71 40 64 41.5 57 L 58.5 57 C 60 64 63 71 67 80 Z',
      ellipse(50, 56, 16.5, 4.8),
      'M 50 15 C 37 25 32 38 38 51.5 L 62 51.5 C 68 38 63 25 50 15 Z',
      ellipse(50, 11.5, 4.8, 4.8),
    ],
    details: [BASE_LINE, 'M 55.5 25 L 46 39', 'M 38 51.5 L 62 51.5', 'M 35.5 57.5 C 41 60.5 59 60.5 64.5 57.5'],
  },
  queen: {
    parts: [
      BASE,
      'M 30 80 C 34 72 38.5 66 39 60 L 61 60 C 61.5 66 66 72 70 80 Z',
      ellipse(50, 59.5, 14, 4),
      'M 32 55 L 21 25 L 35.5 43 L 39 18 L 46.5 39 L 50 15 L 53.5 39 L 61 18 L 64.5 43 L 79 25 L 68 55 ' +
        'C 62 58 38 58 32 55 Z',
      ellipse(21, 23, 4, 4), ellipse(39, 16, 4, 4), ellipse(50, 13, 4, 4), ellipse(61, 16, 4, 4), ellipse(79, 23, 4, 4),
    ],
    details: [BASE_LINE, 'M 33.5 50 C 42 52.5 58 52.5 66.5 50', 'M 37.5 61 C 43 63.5 57 63.5 62.5 61'],
  },
  king: {
    parts: [
      BASE,
      'M 30 80 C 34 72 38.5 66 39 60 L 61 60 C 61.5 66 66 72 70 80 Z',
      ellipse(50, 59.5, 14, 4),
      'M 33 56 C 22 44 24 29 36 28.5 C 43 28 47.5 33 50 38.5 C 52.5 33 57 28 64 28.5 C 76 29 78 44 67 56 ' +
        'C 60 59 40 59 33 56 Z',
      'M 46.5 7 L 53.5 7 L 53.5 13 L 59.5 13 L 59.5 19.5 L 53.5 19.5 L 53.5 33 L 46.5 33 L 46.5 19.5 ' +
        'L 40.5 19.5 L 40.5 13 L 46.5 13 Z',
    ],
    details: [BASE_LINE, 'M 34.5 51 C 42 53.5 58 53.5 65.5 51', 'M 50 38.5 L 50 52', 'M 37.5 61 C 43 63.5 57 63.5 62.5 61'],
  },
};

export const PIECE_COLORS = {
  white: { fill: '#fbfaf6', outline: '#1d1c1a', detail: '#1d1c1a', dots: '#1d1c1a' },
  black: { fill: '#2b2a28', outline: '#0f0f0e', detail: '#d9d6cf', dots: '#d9d6cf' },
};

const pathCache = new Map();
function path(d) {
  let p = pathCache.get(d);
  if (!p) pathCache.set(d, (p = new Path2D(d)));
  return p;
}

/**
 * Draws `piece` ({ color, role } from the module's catalogue: 'white', 'knight') into the square
 * (x, y, size) of a 2D context; a piece we have no drawing for is left out.
 */
export function drawPiece(ctx, piece, x, y, size) {
  const shape = PIECE_SHAPES[piece.role];
  const colors = PIECE_COLORS[piece.color];
  if (!shape || !colors) return;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.lineWidth = 3;
  for (const d of shape.parts) {
    const p = path(d);
    ctx.fillStyle = colors.fill;
    ctx.fill(p);
    ctx.strokeStyle = colors.outline;
    ctx.stroke(p);
  }
  ctx.strokeStyle = colors.detail;
  ctx.lineWidth = 2.4;
  for (const d of shape.details) ctx.stroke(path(d));
  ctx.fillStyle = colors.dots;
  for (const [cx, cy, r] of shape.dots ?? []) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.restore();
}

const spriteCache = new Map();
/** The piece pre-rendered at `pixels` device pixels, so dragging and animation stay cheap. */
export function pieceSprite(piece, pixels) {
  const key = `${piece.color} ${piece.role}@${pixels}`;
  let sprite = spriteCache.get(key);
  if (!sprite) {
    if (spriteCache.size > 64) spriteCache.clear();
    sprite = document.createElement('canvas');
    sprite.width = sprite.height = pixels;
    drawPiece(sprite.getContext('2d'), piece, 0, 0, pixels);
    spriteCache.set(key, sprite);
  }
  return sprite;
}

/**
 * The duck of Duck chess (no piece of either side): a yellow duck seen from the side, in the same
 * 100 × 100 box as the pieces.
 */
export function drawDuck(ctx, x, y, size) {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(size / 100, size / 100);
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#5a4200';
  ctx.fillStyle = '#ffd23f';
  ctx.beginPath();
  ctx.ellipse(50, 66, 30, 18, 0, 0, 2 * Math.PI); // body
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(60, 38, 15, 0, 2 * Math.PI); // head
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#f08a24';
  ctx.beginPath();
  ctx.moveTo(73, 36);
  ctx.lineTo(88, 40);
  ctx.lineTo(73, 45);
  ctx.closePath(); // beak
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#1d1c1a';
  ctx.beginPath();
  ctx.arc(63, 34, 2.8, 0, 2 * Math.PI); // eye
  ctx.fill();
  ctx.strokeStyle = '#b88a00';
  ctx.beginPath();
  ctx.moveTo(36, 62);
  ctx.quadraticCurveTo(50, 72, 64, 60); // wing
  ctx.stroke();
  ctx.restore();
}
