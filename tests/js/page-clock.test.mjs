// The chess clock: Fischer increment, flag fall, takeback times — with a hand-moved time source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChessClock, formatClock, timeControl } from '../../www/page/clock.js';

function clockAt(control) {
  const time = { now: 0 };
  const clock = new ChessClock(control, () => time.now);
  return { clock, advance: (ms) => (time.now += ms) };
}

test('only the side to move spends time', () => {
  const { clock, advance } = clockAt({ initialMs: 60_000, incrementMs: 0 });
  clock.start('white');
  advance(5_000);
  assert.equal(clock.remaining('white'), 55_000);
  assert.equal(clock.remaining('black'), 60_000);
});

test('the increment is added after each completed move (Fischer)', () => {
  const { clock, advance } = clockAt({ initialMs: 180_000, incrementMs: 2_000 });
  clock.start('white');
  advance(10_000);
  clock.press('white');
  assert.equal(clock.remaining('white'), 172_000);
  assert.equal(clock.running, 'black');
  advance(1_000);
  assert.equal(clock.remaining('black'), 179_000);
});

test('after a move the side the game names runs: the mover again when the game says so', () => {
  const { clock, advance } = clockAt({ initialMs: 60_000, incrementMs: 1_000 });
  clock.start('white');
  advance(2_000);
  clock.press('white', 'white');
  assert.equal(clock.running, 'white');
  assert.equal(clock.remaining('white'), 59_000);
  advance(1_000);
  assert.equal(clock.remaining('white'), 58_000);
  assert.equal(clock.remaining('black'), 60_000);
});

test('the flag falls when the time is used up, never below zero', () => {
  const { clock, advance } = clockAt({ initialMs: 3_000, incrementMs: 0 });
  clock.start('white');
  advance(2_999);
  assert.equal(clock.flagged(), null);
  advance(2);
  assert.equal(clock.flagged(), 'white');
  assert.equal(clock.remaining('white'), 0);
});

test('a stopped clock keeps its times', () => {
  const { clock, advance } = clockAt({ initialMs: 10_000, incrementMs: 0 });
  clock.start('black');
  advance(4_000);
  clock.stop();
  advance(50_000);
  assert.deepEqual(clock.snapshot(), { white: 10_000, black: 6_000 });
  assert.equal(clock.flagged(), null);
});

test('a takeback puts back the times of that position', () => {
  const { clock, advance } = clockAt({ initialMs: 60_000, incrementMs: 1_000 });
  clock.start('white');
  const before = clock.snapshot();
  advance(3_000);
  clock.press('white');
  clock.restore(before);
  clock.start('white');
  assert.deepEqual(clock.snapshot(), { white: 60_000, black: 60_000 });
});

test('clock faces: minutes and seconds, tenths under ten seconds, hours when long', () => {
  assert.equal(formatClock(180_000), '3:00');
  assert.equal(formatClock(65_400), '1:05');
  assert.equal(formatClock(9_450), '0:09.4');
  assert.equal(formatClock(-5), '0:00.0');
  assert.equal(formatClock(3_723_000), '1:02:03');
});

test('time controls: minutes + increment seconds; nothing means no clock', () => {
  assert.deepEqual(timeControl(3, 2), { initialMs: 180_000, incrementMs: 2_000 });
  assert.deepEqual(timeControl(0.5, 0), { initialMs: 30_000, incrementMs: 0 });
  assert.equal(timeControl(0, 5), null);
  assert.equal(timeControl('x', 5), null);
});
