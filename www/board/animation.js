// Which pieces slide where when the board changes: found by comparing two board descriptions,
// so castling, en passant and captures animate without the view knowing any rule.

const MAX_SLIDES = 4;

/** [{ piece, from, to }] for the pieces that moved from `prev` to `next` (square names). */
export function planSlides(prev, next) {
  if (!prev || !next || prev.files !== next.files || prev.ranks !== next.ranks) return [];
  const before = new Map(prev.squares.map((s) => [s.square, s]));
  const lost = [], gained = [];
  for (const s of next.squares) {
    const old = before.get(s.square);
    if (old?.piece && old.piece !== s.piece) lost.push(old);
    if (s.piece && old?.piece !== s.piece) gained.push(s);
  }
  const slides = [];
  const used = new Set();
  for (const g of gained) {
    let best = null, bestDistance = Infinity;
    for (const l of lost) {
      if (used.has(l) || l.piece !== g.piece) continue;
      const d = Math.hypot(l.file - g.file, l.rank - g.rank);
      if (d < bestDistance) [best, bestDistance] = [l, d];
    }
    if (best) {
      used.add(best);
      slides.push({ piece: g.piece, from: best.square, to: g.square });
    }
  }
  return slides.length <= MAX_SLIDES ? slides : [];
}

/** Ease-out cubic: fast start, gentle landing. */
export function ease(t) {
  const u = 1 - Math.min(1, Math.max(0, t));
  return 1 - u * u * u;
}
