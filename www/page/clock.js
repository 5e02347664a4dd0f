// A chess clock with Fischer increment. Time comes from an injected `now()` (milliseconds), so the
// logic is tested without waiting.

import { other } from '../board/sides.js';

export class ChessClock {
  /** @param {{initialMs: number, incrementMs: number}} control */
  constructor({ initialMs, incrementMs }, now = () => performance.now()) {
    this.control = { initialMs, incrementMs };
    this.incrementMs = incrementMs;
    this.now = now;
    this.left = { white: initialMs, black: initialMs };
    this.running = null;
    this.since = 0;
  }

  /** Starts `color`'s time (the side to move). */
  start(color) {
    this.settle();
    this.running = color;
    this.since = this.now();
  }

  /**
   * `color` completed a move (a drop, a pass and a placement are moves too): it gets its increment
   * and `next`'s time runs — the side the game says is to move, the other side by default.
   */
  press(color, next = other(color)) {
    this.settle();
    this.left[color] += this.incrementMs;
    this.start(next);
  }

  stop() {
    this.settle();
    this.running = null;
  }

  /** Milliseconds left for `color`, never below zero. */
  remaining(color) {
    const running = this.running === color ? this.now() - this.since : 0;
    return Math.max(0, this.left[color] - running);
  }

  /** The side whose flag has fallen, or null. */
  flagged() {
    for (const color of ['white', 'black']) if (this.remaining(color) <= 0) return color;
    return null;
  }

  /** Puts back the times of a position taken back (both sides' stored times). */
  restore(left) {
    this.settle();
    this.left = { ...left };
    if (this.running) this.since = this.now();
  }

  snapshot() {
    return { white: this.remaining('white'), black: this.remaining('black') };
  }

  settle() {
    if (!this.running) return;
    const t = this.now();
    this.left[this.running] = Math.max(0, this.left[this.running] - (t - this.since));
    this.since = t;
  }
}

/** "3:00", "12:05", "1:02:03"; tenths under ten seconds: "0:09.4". */
export function formatClock(ms) {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) {
    const tenths = Math.floor(clamped / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  const total = Math.floor(clamped / 1000);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Time controls offered by the form: minutes + increment seconds. */
export const TIME_PRESETS = [
  { id: '3+2', label: 'Blitz 3+2', minutes: 3, increment: 2 },
  { id: '5+3', label: 'Blitz 5+3', minutes: 5, increment: 3 },
  { id: '10+5', label: 'Rapid 10+5', minutes: 10, increment: 5 },
  { id: '15+10', label: 'Rapid 15+10', minutes: 15, increment: 10 },
  { id: '30+20', label: 'Classical 30+20', minutes: 30, increment: 20 },
];

/** A time control from minutes and increment seconds, or null for "no clock". */
export function timeControl(minutes, increment) {
  const m = Number(minutes), i = Number(increment);
  if (!(m > 0) || !(i >= 0)) return null;
  return { initialMs: Math.round(m * 60_000), incrementMs: Math.round(i * 1000) };
}
