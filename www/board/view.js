// Draws the board on a canvas from a geometry and a view state: squares, coordinates, highlights,
// pieces, the dragged piece, slide animations and the promotion chooser. Knows no rules.

import { makeGeometry, squareLabels } from './geometry.js';
import { planSlides, ease } from './animation.js';
import { pieceSprite, drawDuck } from './pieces.js';

export const THEME = {
  light: '#ecd9b9',
  dark: '#ae8a68',
  coordOnLight: '#946f51',
  coordOnDark: '#f3e4cb',
  lastMove: 'rgba(155, 199, 0, 0.41)',
  selected: 'rgba(20, 85, 30, 0.5)',
  dest: 'rgba(20, 85, 30, 0.5)',
  hover: 'rgba(20, 85, 30, 0.3)',
  cursor: '#3692e7',
  check: ['rgba(255, 0, 0, 1)', 'rgba(231, 0, 0, 1)', 'rgba(169, 0, 0, 0)', 'rgba(158, 0, 0, 0)'],
  shade: 'rgba(20, 20, 20, 0.55)',
  chooser: '#b0b0b0',
  chooserHover: '#d68f2c',
  fog: '#4b5058',
  fogLine: 'rgba(255, 255, 255, 0.07)',
  blast: ['rgba(255, 244, 170, 0.95)', 'rgba(255, 140, 20, 0.8)', 'rgba(200, 30, 0, 0)'],
  recruit: 'rgba(80, 170, 255, 0.85)',
};

/** The CSS custom properties that recolour a board, and the theme entry each one sets. */
export const THEME_PROPERTIES = {
  '--wasm-chess-light': 'light',
  '--wasm-chess-dark': 'dark',
  '--wasm-chess-last-move': 'lastMove',
  '--wasm-chess-selected': 'selected',
  '--wasm-chess-destination': 'dest',
  '--wasm-chess-cursor': 'cursor',
};

/**
 * The theme for an element: THEME with the custom properties set on it (or inherited). Coordinates
 * take the other square colour when only the squares are recoloured, so they stay readable.
 */
export function themeFor(element) {
  const style = getComputedStyle(element);
  const theme = { ...THEME };
  for (const [property, key] of Object.entries(THEME_PROPERTIES)) {
    const value = style.getPropertyValue(property).trim();
    if (value) theme[key] = value;
  }
  if (theme.dark !== THEME.dark) theme.coordOnLight = theme.dark;
  if (theme.light !== THEME.light) theme.coordOnDark = theme.light;
  return theme;
}

export const SLIDE_MS = 160;
/** An explosion's flash (atomic), and the pause between two waves of a chain of recruitments. */
export const BLAST_MS = 650;
export const WAVE_MS = 320;

/**
 * The view state (all optional except board):
 *   board        the module's board description ({ files, ranks, squares })
 *   orientation  'white' | 'black' — the side at the bottom
 *   lastMove     [from, to] squares to tint
 *   check        the square of a king in check
 *   selected     the selected square
 *   dests        [{ square, capture }] legal destinations of the selected piece
 *   drag         { from, x, y, piece? } a piece being dragged (CSS pixels from the board's corner);
 *                `piece` a code from a pocket, or 'duck'
 *   effects      [{ kind: 'blast', squares, start, was?: Map, capturer?: { piece, from, to } } |
 *                 { kind: 'recruit', waves: [[square…]…], was: Map, start }]: (`was`: the codes shown until it starts)
 *                what a move did beyond moving, shown for a moment (an explosion, a chain of recruitments)
 *   promotion    { square, roles: ['q','n','r','b'], codes: ['wQ','wN','wR','wB'] } the chooser to
 *                show: the moves' promotion letters and the piece codes they make
 *   chooserHover the chooser's highlighted role
 *   cursor       the keyboard cursor's square (drawn as a ring)
 *   coordinates  whether file letters and rank digits are drawn (default true)
 *   arrows       [[from, to]…] arrows drawn over the pieces (a diagram's chain)
 */
export class BoardView {
  /** @param {Map<string, {color: string, role: string}>} pieces  the module's piece catalogue by code */
  constructor(canvas, pieces) {
    this.canvas = canvas;
    this.pieces = pieces;
    this.ctx = canvas.getContext('2d');
    this.state = { board: null, orientation: 'white', dests: [], coordinates: true };
    this.theme = THEME;
    this.slides = [];
    this.available = { width: 0, height: 0 };
    this.geo = null;
    this.frame = 0;
    this.frames = 0; // frames drawn: 0 until the board has its size
  }

  /** The space the board may fill, in CSS pixels (from a ResizeObserver). */
  resize(width, height) {
    this.available = { width, height };
    this.geo = null;
    this.request();
  }

  /** Re-reads the colours from the canvas's CSS custom properties and redraws. */
  refreshTheme() {
    this.theme = themeFor(this.canvas);
    this.request();
  }

  /** Stops drawing (the board is going away). */
  destroy() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.state.board = null;
  }

  /** Redraws at the new sharpness when the page moves to a screen of another pixel density. */
  followPixelRatio() {
    if (this.geo && this.geo.pixelRatio !== (window.devicePixelRatio || 1)) this.resize(this.available.width, this.available.height);
  }

  /** Merges `partial` into the state and redraws on the next frame. */
  update(partial) {
    if ('board' in partial || 'orientation' in partial) this.geo = null;
    Object.assign(this.state, partial);
    this.request();
  }

  /** Shows a new board; pieces that moved slide there unless `animate` is false. */
  setBoard(board, { animate = true, ...rest } = {}) {
    const prev = this.state.board;
    const slides = animate ? planSlides(prev, board) : [];
    const start = performance.now();
    const geo = this.geometry(board);
    this.slides = slides.map((s) => ({ ...s, start, from: geo.rect(s.from) }));
    // The duck flies after the move (Duck chess): a slide of its own, once the pieces have landed.
    if (animate && prev?.duck && board.duck && prev.duck !== board.duck && geo.rect(prev.duck)) {
      this.slides.push({ piece: 'duck', to: board.duck, start: start + (slides.length ? SLIDE_MS : 0), from: geo.rect(prev.duck) });
    }
    this.update({ board, ...rest });
  }

  /** A dropped piece that may not go there glides back home from the point where it was let go. */
  snapBack(square, x, y) {
    const geo = this.geometry();
    const piece = this.pieceOn(square);
    if (!geo || !piece) return;
    const size = geo.cell;
    this.slides = [{ piece, to: square, start: performance.now(), from: { x: x - size / 2, y: y - size / 2, size } }];
    this.request();
  }

  geometry(board = this.state.board) {
    if (!board) return null;
    if (this.geo && board === this.state.board) return this.geo;
    const geo = makeGeometry(board, {
      ...this.available,
      orientation: this.state.orientation,
      pixelRatio: window.devicePixelRatio || 1,
    });
    if (board === this.state.board) this.geo = geo;
    return geo;
  }

  /** The chooser's cells: [{ role, code, rect }], from the promotion square towards the centre. */
  chooserCells() {
    const p = this.state.promotion;
    const geo = this.geometry();
    if (!p || !geo) return [];
    const home = geo.rect(p.square);
    const step = geo.inward(p.square) * geo.cell;
    return p.roles.map((role, i) => ({ role, code: p.codes[i], rect: { x: home.x, y: home.y + i * step, size: geo.cell } }));
  }

  pieceOn(square) {
    return this.state.board?.squares.find((s) => s.square === square)?.piece ?? null;
  }

  request() {
    if (!this.frame) this.frame = requestAnimationFrame((t) => this.draw(t));
  }

  draw(now) {
    this.frame = 0;
    if (!this.state.board) return;
    const geo = this.available.width > 0 && this.available.height > 0 ? this.geometry() : null;
    if (!geo) return;
    this.frames += 1;
    const ratio = window.devicePixelRatio || 1;
    const { canvas, ctx, state } = this;
    const w = Math.round(geo.width * ratio), h = Math.round(geo.height * ratio);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
      canvas.style.width = `${geo.width}px`;
      canvas.style.height = `${geo.height}px`;
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, geo.width, geo.height);

    const slides = this.slides.filter((s) => now - s.start < SLIDE_MS);
    this.slides = slides;
    const sliding = new Set(slides.filter((s) => s.piece !== 'duck').map((s) => s.to));
    const duckFlying = slides.some((s) => s.piece === 'duck');
    const dragFrom = state.drag?.piece ? null : state.drag?.from;
    const effects = (state.effects ?? []).filter((e) => now - e.start < effectLength(e));
    const unrecruited = oldColours(effects, now);

    this.drawSquares(geo);
    this.drawFog(geo); // hidden squares hold no piece: the coordinates stay readable over the fog
    this.drawHighlights(geo);
    if (state.coordinates !== false) this.drawCoordinates(geo);
    for (const s of state.board.squares) {
      if (!s.piece || sliding.has(s.square)) continue;
      const r = geo.rect(s.square);
      const code = unrecruited.get(s.square) ?? s.piece;
      if (s.square === dragFrom) {
        ctx.globalAlpha = 0.3;
        this.drawPiece(code, r.x, r.y, r.size, ratio);
        ctx.globalAlpha = 1;
      } else {
        this.drawPiece(code, r.x, r.y, r.size, ratio);
      }
    }
    const duck = state.board.duck && !duckFlying && geo.rect(state.board.duck);
    if (duck) {
      ctx.globalAlpha = state.drag?.piece === 'duck' ? 0.3 : 1;
      drawDuck(ctx, duck.x, duck.y, duck.size);
      ctx.globalAlpha = 1;
    }
    this.drawDests(geo);
    for (const s of slides) {
      const to = geo.rect(s.to);
      const t = ease((now - s.start) / SLIDE_MS);
      const x = s.from.x + (to.x - s.from.x) * t, y = s.from.y + (to.y - s.from.y) * t;
      if (s.piece === 'duck') drawDuck(ctx, x, y, to.size);
      else this.drawPiece(s.piece, x, y, to.size, ratio);
    }
    this.drawEffects(geo, effects, now);
    if (state.drag) {
      const piece = state.drag.piece ?? this.pieceOn(state.drag.from);
      const size = geo.cell * 1.08;
      const [x, y] = [state.drag.x - size / 2, state.drag.y - size / 2];
      if (piece === 'duck') drawDuck(ctx, x, y, size);
      else if (piece && state.drag.x !== undefined) this.drawPiece(piece, x, y, size, ratio);
    }
    this.drawArrows(geo);
    this.drawCursor(geo);
    if (state.promotion) this.drawChooser(geo, ratio);
    if (slides.length || effects.length) this.request();
  }

  /** Arrows from square to square, centre to centre, with a head at the end. */
  drawArrows(geo) {
    const { ctx } = this;
    ctx.strokeStyle = ctx.fillStyle = this.theme.recruit;
    ctx.lineWidth = geo.cell * 0.14;
    ctx.lineCap = 'round';
    for (const [from, to] of this.state.arrows ?? []) {
      const a = geo.rect(from), b = geo.rect(to);
      if (!a || !b) continue;
      const [x1, y1, x2, y2] = [a.x + a.size / 2, a.y + a.size / 2, b.x + b.size / 2, b.y + b.size / 2];
      const angle = Math.atan2(y2 - y1, x2 - x1), head = geo.cell * 0.35;
      const [ex, ey] = [x2 - Math.cos(angle) * head * 0.8, y2 - Math.sin(angle) * head * 0.8];
      ctx.beginPath();
      ctx.moveTo(x1, y1);
      ctx.lineTo(ex, ey);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x2, y2);
      ctx.lineTo(x2 - Math.cos(angle - 0.5) * head, y2 - Math.sin(angle - 0.5) * head);
      ctx.lineTo(x2 - Math.cos(angle + 0.5) * head, y2 - Math.sin(angle + 0.5) * head);
      ctx.closePath();
      ctx.fill();
    }
  }

  /** Squares the viewer cannot see (Fog of War): a flat cloud colour with a faint hatch. */
  drawFog(geo) {
    const { ctx } = this;
    for (const s of this.state.board.squares) {
      if (!s.hidden) continue;
      const r = geo.rect(s.square);
      ctx.fillStyle = this.theme.fog;
      ctx.fillRect(r.x, r.y, r.size, r.size);
      ctx.strokeStyle = this.theme.fogLine;
      ctx.lineWidth = Math.max(1, r.size * 0.03);
      ctx.beginPath();
      for (let k = 0.25; k < 2; k += 0.5) {
        ctx.moveTo(r.x + Math.min(k, 1) * r.size, r.y + Math.max(0, k - 1) * r.size);
        ctx.lineTo(r.x + Math.max(0, k - 1) * r.size, r.y + Math.min(k, 1) * r.size);
      }
      ctx.stroke();
    }
  }

  /** An explosion's flash on each square it cleared; a ring on each piece as its wave recruits it. */
  drawEffects(geo, effects, now) {
    const { ctx } = this;
    for (const e of effects) {
      if (e.kind === 'blast' && now < e.start) {
        // Before the flash: the pieces it clears still stand, and the capturer travels to its target.
        for (const [square, code] of e.was ?? []) {
          const r = geo.rect(square);
          if (r) this.drawPiece(code, r.x, r.y, r.size, geo.pixelRatio);
        }
        const c = e.capturer && geo.rect(e.capturer.from), to = e.capturer && geo.rect(e.capturer.to);
        if (c && to) {
          const t = ease(1 - (e.start - now) / SLIDE_MS);
          this.drawPiece(e.capturer.piece, c.x + (to.x - c.x) * t, c.y + (to.y - c.y) * t, to.size, geo.pixelRatio);
        }
      } else if (e.kind === 'blast') {
        const t = (now - e.start) / BLAST_MS;
        for (const square of e.squares) {
          const r = geo.rect(square);
          if (!r) continue;
          const cx = r.x + r.size / 2, cy = r.y + r.size / 2;
          const radius = r.size * (0.3 + 0.6 * t);
          const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
          this.theme.blast.forEach((colour, i) => g.addColorStop(i / 2, colour));
          ctx.globalAlpha = Math.max(0, 1 - t);
          ctx.fillStyle = g;
          ctx.beginPath();
          ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
          ctx.fill();
          ctx.globalAlpha = 1;
        }
      } else if (e.kind === 'recruit') {
        e.waves.forEach((wave, i) => {
          const t = (now - e.start - i * WAVE_MS) / WAVE_MS;
          if (t < 0 || t > 1) return;
          ctx.strokeStyle = this.theme.recruit;
          ctx.lineWidth = Math.max(2, geo.cell * 0.08);
          ctx.globalAlpha = 1 - t;
          for (const square of wave) {
            const r = geo.rect(square);
            if (!r) continue;
            ctx.beginPath();
            ctx.arc(r.x + r.size / 2, r.y + r.size / 2, r.size * (0.25 + 0.3 * t), 0, 2 * Math.PI);
            ctx.stroke();
          }
          ctx.globalAlpha = 1;
        });
      }
    }
  }

  drawPiece(code, x, y, size, ratio) {
    const piece = this.pieces.get(code);
    if (!piece) return;
    const pixels = Math.round(size * ratio);
    // The chess family's pieces (this.family: { game, western }); shogi's face the side across.
    const style = this.family ? { ...this.family, flipped: piece.color !== this.state.orientation } : null;
    this.ctx.drawImage(pieceSprite(piece, pixels, style), x, y, size, size);
  }

  drawSquares(geo) {
    const { ctx } = this;
    const board = this.state.board;
    if (board.style === 'points') return this.drawPoints(geo);
    if (board.files !== 8 || board.ranks !== 8) return this.drawPlainGrid(geo);
    for (const s of this.state.board.squares) {
      const r = geo.rect(s.square);
      ctx.fillStyle = s.light ? this.theme.light : this.theme.dark;
      ctx.fillRect(r.x, r.y, r.size, r.size);
    }
  }

  /** A board of one colour with ruled lines between the cells (shogi's). */
  drawPlainGrid(geo) {
    const { ctx } = this;
    ctx.fillStyle = this.theme.light;
    ctx.fillRect(0, 0, geo.width, geo.height);
    ctx.strokeStyle = this.theme.coordOnLight;
    ctx.lineWidth = Math.max(1, geo.cell * 0.02);
    ctx.beginPath();
    for (let i = 0; i <= geo.files; i++) {
      ctx.moveTo(i * geo.cell, 0);
      ctx.lineTo(i * geo.cell, geo.height);
    }
    for (let i = 0; i <= geo.ranks; i++) {
      ctx.moveTo(0, i * geo.cell);
      ctx.lineTo(geo.width, i * geo.cell);
    }
    ctx.stroke();
  }

  /**
   * Pieces on points (xiangqi, janggi): lines through the cells' centres, broken by the river
   * where the board has one (the edge files cross it), and each palace's diagonals — all from the
   * board's overlays.
   */
  drawPoints(geo) {
    const { ctx } = this;
    const board = this.state.board;
    ctx.fillStyle = this.theme.light;
    ctx.fillRect(0, 0, geo.width, geo.height);
    const centre = (square) => {
      const r = geo.rect(square);
      return r && [r.x + r.size / 2, r.y + r.size / 2];
    };
    const name = (file, rank) => String.fromCharCode(97 + file) + (rank + 1);
    const river = board.overlays?.find((o) => o.kind === 'river')?.rank ?? null;
    ctx.strokeStyle = this.theme.coordOnLight;
    ctx.lineWidth = Math.max(1, geo.cell * 0.03);
    ctx.beginPath();
    const line = (a, b) => {
      const [p, q] = [centre(a), centre(b)];
      ctx.moveTo(p[0], p[1]);
      ctx.lineTo(q[0], q[1]);
    };
    for (let rank = 0; rank < board.ranks; rank++) line(name(0, rank), name(board.files - 1, rank));
    for (let file = 0; file < board.files; file++) {
      const edge = file === 0 || file === board.files - 1;
      if (river === null || edge) line(name(file, 0), name(file, board.ranks - 1));
      else {
        line(name(file, 0), name(file, river - 1));
        line(name(file, river), name(file, board.ranks - 1));
      }
    }
    for (const o of board.overlays ?? []) {
      if (o.kind !== 'palace') continue;
      const [f0, r0, f1, r1] = [o.from.charCodeAt(0) - 97, Number(o.from.slice(1)) - 1, o.to.charCodeAt(0) - 97, Number(o.to.slice(1)) - 1];
      line(name(f0, r0), name(f1, r1));
      line(name(f1, r0), name(f0, r1));
    }
    ctx.stroke();
  }

  drawHighlights(geo) {
    const { ctx, state } = this;
    const tint = (square, color) => {
      const r = square && geo.rect(square);
      if (!r) return;
      ctx.fillStyle = color;
      ctx.fillRect(r.x, r.y, r.size, r.size);
    };
    for (const sq of state.lastMove ?? []) tint(sq, this.theme.lastMove);
    tint(state.selected, this.theme.selected);
    if (state.drag) {
      const over = geo.squareAt(state.drag.x, state.drag.y);
      if (over && over !== state.drag.from && state.dests.some((d) => d.square === over)) tint(over, this.theme.hover);
    }
    const king = state.check && geo.rect(state.check);
    if (king) {
      const cx = king.x + king.size / 2, cy = king.y + king.size / 2;
      const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, king.size * 0.72);
      [0, 0.25, 0.89, 1].forEach((stop, i) => g.addColorStop(stop, this.theme.check[i]));
      ctx.fillStyle = g;
      ctx.fillRect(king.x, king.y, king.size, king.size);
    }
  }

  drawCoordinates(geo) {
    const { ctx } = this;
    const font = Math.max(8, Math.round(geo.cell * 0.2));
    ctx.font = `600 ${font}px system-ui, sans-serif`;
    const pad = Math.max(2, geo.cell * 0.05);
    for (const s of this.state.board.squares) {
      const edge = geo.edges(s.square);
      if (!edge.bottom && !edge.left) continue;
      const r = geo.rect(s.square);
      const labels = squareLabels(s.square);
      const checkered = this.state.board.files === 8 && this.state.board.ranks === 8 && this.state.board.style !== 'points';
      ctx.fillStyle = s.light || !checkered ? this.theme.coordOnLight : this.theme.coordOnDark;
      if (edge.left) {
        ctx.textAlign = 'left';
        ctx.textBaseline = 'top';
        ctx.fillText(labels.rank, r.x + pad, r.y + pad);
      }
      if (edge.bottom) {
        ctx.textAlign = 'right';
        ctx.textBaseline = 'bottom';
        ctx.fillText(labels.file, r.x + r.size - pad, r.y + r.size - pad * 0.6);
      }
    }
  }

  /** The keyboard cursor: a ring inside the square, thick enough to see on both colours. */
  drawCursor(geo) {
    const r = this.state.cursor && !this.state.promotion && geo.rect(this.state.cursor);
    if (!r) return;
    const { ctx } = this;
    const width = Math.max(2, r.size * 0.07);
    ctx.lineWidth = width;
    ctx.strokeStyle = this.theme.cursor;
    ctx.strokeRect(r.x + width / 2, r.y + width / 2, r.size - width, r.size - width);
  }

  drawDests(geo) {
    const { ctx, state } = this;
    ctx.fillStyle = this.theme.dest;
    for (const d of state.dests ?? []) {
      const r = geo.rect(d.square);
      if (!r) continue;
      const cx = r.x + r.size / 2, cy = r.y + r.size / 2;
      ctx.beginPath();
      if (d.capture) {
        // A ring hugging the square's corners, so the captured piece stays visible.
        ctx.rect(r.x, r.y, r.size, r.size);
        ctx.arc(cx, cy, r.size * 0.5, 0, 2 * Math.PI, true);
      } else {
        ctx.arc(cx, cy, r.size * 0.15, 0, 2 * Math.PI);
      }
      ctx.fill();
    }
  }

  drawChooser(geo, ratio) {
    const { ctx, state } = this;
    ctx.fillStyle = this.theme.shade;
    ctx.fillRect(0, 0, geo.width, geo.height);
    const hover = state.chooserHover;
    for (const { role, code, rect } of this.chooserCells()) {
      const cx = rect.x + rect.size / 2, cy = rect.y + rect.size / 2;
      const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, rect.size * 0.5);
      const base = role === hover ? this.theme.chooserHover : this.theme.chooser;
      g.addColorStop(0, '#ffffff');
      g.addColorStop(1, base);
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(cx, cy, rect.size * 0.48, 0, 2 * Math.PI);
      ctx.fill();
      const inset = rect.size * 0.1;
      this.drawPiece(code, rect.x + inset, rect.y + inset, rect.size - 2 * inset, ratio);
    }
  }
}

/** How long an effect is shown. */
function effectLength(e) {
  return e.kind === 'blast' ? BLAST_MS : (e.waves.length + 1) * WAVE_MS;
}

/** The pieces of a chain of recruitments whose wave has not come yet: square → the code they had. */
function oldColours(effects, now) {
  const was = new Map();
  for (const e of effects) {
    if (e.kind !== 'recruit') continue;
    e.waves.forEach((wave, i) => {
      if (now < e.start + i * WAVE_MS) for (const square of wave) was.set(square, e.was.get(square));
    });
  }
  return was;
}
