// Pointer input → intents. `Interaction` is the pure state machine of click-click and drag-drop
// (tested in Node); `bindPointer` feeds it from a canvas's pointer events.

const DRAG_THRESHOLD_PX = 4;

/**
 * Intents returned by the methods: { type: 'select', square } | { type: 'deselect' } |
 * { type: 'move', from, to } (an attempt: the page asks the module whether it is legal) |
 * { type: 'drag-start', from } | { type: 'drag', x, y } | { type: 'drag-cancel', from, x, y }.
 */
export class Interaction {
  /**
   * @param {{canSelect: (square: string) => boolean, isTarget: (from: string, to: string) => boolean}} rules
   *   what the page allows now: which squares hold pieces the player may move, and whether a
   *   square is a legal destination of the selected piece (both answered from the module).
   */
  constructor(rules) {
    this.rules = rules;
    this.selected = null;
    this.drag = null;
  }

  reset() {
    this.selected = null;
    this.drag = null;
  }

  down(square, x, y) {
    const { selected } = this;
    this.drag = null;
    if (selected && square && square !== selected && this.rules.isTarget(selected, square)) {
      this.selected = null;
      return [{ type: 'move', from: selected, to: square }];
    }
    if (square && this.rules.canSelect(square)) {
      this.selected = square;
      this.drag = { from: square, x, y, moved: false, wasSelected: selected === square };
      return selected === square ? [] : [{ type: 'select', square }];
    }
    this.selected = null;
    if (selected && square && square !== selected) return [{ type: 'move', from: selected, to: square }];
    return selected ? [{ type: 'deselect' }] : [];
  }

  move(x, y) {
    const drag = this.drag;
    if (!drag) return [];
    if (!drag.moved) {
      if (Math.hypot(x - drag.x, y - drag.y) < DRAG_THRESHOLD_PX) return [];
      drag.moved = true;
      return [{ type: 'drag-start', from: drag.from }, { type: 'drag', x, y }];
    }
    return [{ type: 'drag', x, y }];
  }

  up(square, x, y) {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return [];
    if (drag.moved) {
      if (square && square !== drag.from) {
        this.selected = null;
        return [{ type: 'move', from: drag.from, to: square }];
      }
      return [{ type: 'drag-cancel', from: drag.from, x, y }];
    }
    if (drag.wasSelected) {
      this.selected = null;
      // A piece that may act where it stands (Sittuyin's promotion in place): the second click does it.
      if (this.rules.isTarget(drag.from, drag.from)) return [{ type: 'move', from: drag.from, to: drag.from }];
      return [{ type: 'deselect' }];
    }
    return [];
  }

  cancel() {
    const drag = this.drag;
    this.drag = null;
    return drag?.moved ? [{ type: 'drag-cancel', from: drag.from, x: drag.x, y: drag.y }] : [];
  }
}

/**
 * Calls `sink.down/move/up/cancel(square, x, y)` for pointer events on `canvas`, with (x, y) in
 * CSS pixels from the board's corner and `square` from `geometry()` (null off the board).
 */
export function bindPointer(canvas, geometry, sink) {
  const at = (e) => {
    const box = canvas.getBoundingClientRect();
    const x = e.clientX - box.left, y = e.clientY - box.top;
    return [geometry().squareAt(x, y), x, y];
  };
  let active = null;
  canvas.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || (active !== null && active !== e.pointerId)) return;
    active = e.pointerId;
    canvas.setPointerCapture(e.pointerId);
    e.preventDefault();
    sink.down(...at(e));
  });
  canvas.addEventListener('pointermove', (e) => {
    if (e.pointerId === active) sink.move(...at(e));
  });
  canvas.addEventListener('pointerup', (e) => {
    if (e.pointerId !== active) return;
    active = null;
    sink.up(...at(e));
  });
  canvas.addEventListener('pointercancel', (e) => {
    if (e.pointerId !== active) return;
    active = null;
    sink.cancel(...at(e));
  });
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
}
