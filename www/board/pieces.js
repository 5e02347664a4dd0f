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

/**
 * The chess family's pieces by the names the module gives them (board().pieces): the Staunton
 * shape each is drawn with on an 8×8 board and in the Western style.
 */
const WESTERN = {
  soldier: 'pawn', tokin: 'pawn', horse: 'knight', elephant: 'bishop', alfil: 'bishop', khon: 'bishop', silver: 'bishop',
  'promoted silver': 'bishop', boat: 'rook', chariot: 'rook', dragon: 'rook', lance: 'rook', 'promoted lance': 'rook',
  ferz: 'queen', met: 'queen', advisor: 'queen', guard: 'queen', gold: 'queen', cannon: 'rook', general: 'queen',
  'promoted knight': 'knight',
};

/**
 * The characters of the games whose own pieces are written ones (a drawing choice, not a rule),
 * by game, then by the piece's code without its colour ('K', '+P'), then [white's, black's].
 * Xiangqi's Red and Janggi's Cho are White; shogi's promoted pieces are drawn in red.
 */
export const GLYPHS = {
  xiangqi: { K: ['帥', '將'], A: ['仕', '士'], B: ['相', '象'], N: ['傌', '馬'], R: ['俥', '車'], C: ['炮', '砲'], P: ['兵', '卒'] },
  janggi: { K: ['楚', '漢'], A: ['士', '士'], B: ['象', '象'], N: ['馬', '馬'], R: ['車', '車'], C: ['包', '包'], P: ['卒', '兵'] },
  shogi: {
    K: ['玉', '王'], R: ['飛', '飛'], B: ['角', '角'], G: ['金', '金'], S: ['銀', '銀'], N: ['桂', '桂'], L: ['香', '香'], P: ['歩', '歩'],
    '+R': ['龍', '龍'], '+B': ['馬', '馬'], '+S': ['全', '全'], '+N': ['圭', '圭'], '+L': ['杏', '杏'], '+P': ['と', 'と'],
  },
};
GLYPHS.minishogi = GLYPHS.shogi;

/** How a game's pieces look: 'disc' (xiangqi, janggi), 'shogi' (a wedge pointing at the opponent), else 'staunton'. */
export function pieceLook(game) {
  if (game === 'xiangqi' || game === 'janggi') return 'disc';
  if (game === 'shogi' || game === 'minishogi') return 'shogi';
  return 'staunton';
}

/** The colours of the written pieces: ink by side (xiangqi red and black, janggi blue and red). */
const INK = { xiangqi: ['#b3241b', '#1d1c1a'], janggi: ['#1f4f9a', '#b3241b'] };

/**
 * Janggi's pieces are octagons in three sizes, as its sets are made: the general largest, the
 * advisors and soldiers smallest (by FEN letter); Xiangqi's are discs all of one size.
 */
const DISC = {
  xiangqi: { sides: 0, scale: {} },
  janggi: { sides: 8, scale: { K: 1, R: 0.88, C: 0.88, N: 0.88, B: 0.88, A: 0.74, P: 0.74 } },
};

/**
 * Draws a piece of the chess family: `piece` from board().pieces ({ code, color, role, promoted }),
 * `style` { game, western, flipped } (flipped: the piece faces down the screen).
 */
export function drawFamilyPiece(ctx, piece, x, y, size, { game, western = false, flipped = false }) {
  const look = pieceLook(game);
  const key = piece.code.slice(1);
  const written = GLYPHS[game]?.[key]?.[piece.color === 'white' ? 0 : 1];
  // Without a font for the characters (they would show as empty boxes) the piece takes its shape.
  const glyph = written && canWrite(written) ? written : null;
  if (!glyph && look !== 'staunton') western = true;
  // A promoted piece keeps its own shape with a red plus (shogi's "horse" is a promoted bishop).
  const base = piece.promoted ? { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', s: 'bishop', l: 'rook' }[piece.letter] : null;
  // The royal piece is a king whatever its name (Xiangqi's general; Sittuyin's general is no king).
  const shape = piece.royal ? 'king' : base ?? (PIECE_SHAPES[piece.role] ? piece.role : WESTERN[piece.role]);
  if (look === 'staunton') {
    drawPiece(ctx, { color: piece.color, role: shape }, x, y, size);
    if (piece.promoted) promotedMark(ctx, x, y, size);
    return;
  }
  if (look === 'disc') {
    const ink = INK[game][piece.color === 'white' ? 0 : 1];
    const { sides, scale } = DISC[game];
    // A smaller piece is drawn in a smaller box about the same centre.
    const scaled = size * (scale[key] ?? 1);
    const [sx, sy] = [x + (size - scaled) / 2, y + (size - scaled) / 2];
    discBase(ctx, sx, sy, scaled, ink, sides);
    if (western) {
      // Shapes are shared (the chariot and the cannon are both rooks): the FEN letter tells them apart.
      const inset = scaled * 0.16;
      drawPiece(ctx, { color: piece.color, role: shape }, sx + inset, sy + inset, scaled - 2 * inset);
      writeGlyph(ctx, key, sx + scaled * 0.8, sy + scaled * 0.8, scaled * 0.2, ink);
    } else {
      writeGlyph(ctx, glyph, x + size / 2, y + size / 2, scaled * 0.5, ink);
    }
    return;
  }
  // Shogi: a wedge pointing at the opponent, the character upright for its owner.
  ctx.save();
  ctx.translate(x + size / 2, y + size / 2);
  if (flipped) ctx.rotate(Math.PI);
  const s = size / 100;
  ctx.beginPath();
  ctx.moveTo(0, -44 * s);
  ctx.lineTo(30 * s, -30 * s);
  ctx.lineTo(38 * s, 44 * s);
  ctx.lineTo(-38 * s, 44 * s);
  ctx.lineTo(-30 * s, -30 * s);
  ctx.closePath();
  ctx.fillStyle = '#f3d9a0';
  ctx.fill();
  ctx.lineWidth = Math.max(1, 2.5 * s);
  ctx.strokeStyle = '#6b4b1f';
  ctx.stroke();
  if (western) {
    drawPiece(ctx, { color: piece.color, role: shape }, -30 * s, -26 * s, 60 * s);
    if (piece.promoted) promotedMark(ctx, -50 * s, -50 * s, size);
  } else {
    writeGlyph(ctx, glyph, 0, 6 * s, size * 0.5, piece.promoted ? '#b3241b' : '#1d1c1a');
  }
  ctx.restore();
}

const writable = new Map();
/**
 * Whether this browser has a font for `text`: drawn, it must differ from a character no font has
 * (the empty box both would show otherwise).
 */
function canWrite(text) {
  let known = writable.get(text);
  if (known === undefined) {
    const pixels = (t) => {
      const c = document.createElement('canvas');
      c.width = c.height = 32;
      const g = c.getContext('2d');
      g.font = '24px system-ui, sans-serif';
      g.textBaseline = 'top';
      g.fillText(t, 2, 2);
      return g.getImageData(0, 0, 32, 32).data.join(',');
    };
    known = pixels(text) !== pixels('\u{10FFFD}');
    writable.set(text, known);
  }
  return known;
}

/**
 * A written piece's body: a light disc (`sides` 0) or a flat-topped polygon of `sides` sides,
 * ringed twice in the side's ink.
 */
function discBase(ctx, x, y, size, ink, sides = 0) {
  const cx = x + size / 2, cy = y + size / 2;
  const outline = (r) => {
    ctx.beginPath();
    if (!sides) return ctx.arc(cx, cy, r, 0, 2 * Math.PI);
    // Corners a half step off the vertical: a flat side on top. The polygon's width is that of
    // the circle it replaces (r is the apothem).
    const corner = r / Math.cos(Math.PI / sides);
    for (let i = 0; i < sides; i++) {
      const a = ((i + 0.5) * 2 * Math.PI) / sides;
      ctx.lineTo(cx + corner * Math.sin(a), cy - corner * Math.cos(a));
    }
    ctx.closePath();
  };
  outline(size * 0.44);
  ctx.fillStyle = '#f5e6c4';
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.04);
  ctx.strokeStyle = ink;
  ctx.stroke();
  outline(size * 0.36);
  ctx.lineWidth = Math.max(1, size * 0.015);
  ctx.stroke();
}

/**
 * Writes `glyph` with its ink centred on (cx, cy). Centred by the ink itself, not by the 'middle'
 * baseline: that is the first font's, and a Chinese or Japanese character comes from a fallback
 * font whose em box sits elsewhere (an eighth of the size too high with Noto Sans CJK).
 */
function writeGlyph(ctx, glyph, cx, cy, px, ink) {
  ctx.fillStyle = ink;
  ctx.font = `600 ${Math.round(px)}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const box = ctx.measureText(glyph);
  const x = cx - (box.actualBoundingBoxRight - box.actualBoundingBoxLeft) / 2;
  const y = cy + (box.actualBoundingBoxAscent - box.actualBoundingBoxDescent) / 2;
  ctx.fillText(glyph, x, y);
}

/** A promoted piece drawn in the Western style: a small red plus in its corner. */
function promotedMark(ctx, x, y, size) {
  ctx.fillStyle = '#b3241b';
  ctx.font = `700 ${Math.round(size * 0.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  ctx.fillText('+', x + size * 0.95, y + size * 0.02);
}

const spriteCache = new Map();
/**
 * The piece pre-rendered at `pixels` device pixels, so dragging and animation stay cheap; `style`
 * ({ game, western, flipped }) draws a piece of the chess family (drawFamilyPiece).
 */
export function pieceSprite(piece, pixels, style = null) {
  const key = style ? `${style.game} ${piece.code} ${style.western} ${style.flipped}@${pixels}` : `${piece.color} ${piece.role}@${pixels}`;
  let sprite = spriteCache.get(key);
  if (!sprite) {
    if (spriteCache.size > 96) spriteCache.clear();
    sprite = document.createElement('canvas');
    sprite.width = sprite.height = pixels;
    if (style) drawFamilyPiece(sprite.getContext('2d'), piece, 0, 0, pixels, style);
    else drawPiece(sprite.getContext('2d'), piece, 0, 0, pixels);
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
