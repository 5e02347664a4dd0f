// The analysis board's move tree: every position reached from the start, each move a node whose
// first child is the line played on and whose other children are variations. Pure data: it
// knows no rule (the module says which moves exist and writes them) and no page.
//
//   const tree = new MoveTree({ variant: 'chess', startFen });
//   const e4 = tree.add(tree.root, { uci: 'e2e4', san: 'e4', fen });
//   const d4 = tree.add(tree.root, { uci: 'd2d4', san: 'd4', fen }); // a variation beside 1. e4
//   tree.promote(d4);                                              // now 1. d4 is the main line
//
// A node: { id, ply, move: { uci, san } (null at the root), fen (the position after it), parent,
// children, eval, comment, nags }. `eval` is what an analysis found there, from the first side's
// view as PGN's [%eval] writes it: { cp } in centipawns or { mate } in moves (negative when the
// second side mates), or null.

/**
 * @typedef {{ cp: number } | { mate: number }} Evaluation  centipawns, or moves to mate (negative:
 *   the second side mates), from the first side's view
 * @typedef {object} MoveNode
 * @property {string} id                 unique in its tree, never reused
 * @property {number} ply                moves from the start (0 at the root)
 * @property {{ uci: string, san: string } | null} move   null at the root
 * @property {string | null} fen         the position after the move
 * @property {MoveNode | null} parent
 * @property {MoveNode[]} children       the first one is the line played on
 * @property {Evaluation | null} eval
 * @property {string} comment
 * @property {number[]} nags             PGN's numeric annotation glyphs (1 = !, 2 = ?, …)
 */

export class MoveTree {
  #nodes = new Map();
  #nextId = 0;

  /** @param {{ variant?: string, startFen: string }} options */
  constructor({ variant = 'chess', startFen } = {}) {
    if (typeof startFen !== 'string' || !startFen) throw new Error('MoveTree: the start position (startFen) is required');
    this.variant = variant;
    this.root = this.#node(null, null, startFen);
  }

  #node(parent, move, fen) {
    const node = { id: String(this.#nextId++), ply: parent ? parent.ply + 1 : 0, move, fen, parent, children: [], eval: null, comment: '', nags: [] };
    this.#nodes.set(node.id, node);
    return node;
  }

  #own(node, what) {
    if (!node || this.#nodes.get(node.id) !== node) throw new Error(`MoveTree.${what}: that node is not in this tree`);
  }

  /** The child of `parent` reached by `move` ({ uci, san, fen }): the one already there when the
   *  move was played before, else a new one after its brothers (so the first move is the main line).
   *  @param {MoveNode} parent @param {{ uci: string, san?: string, fen?: string }} move @returns {MoveNode} */
  add(parent, { uci, san, fen }) {
    this.#own(parent, 'add');
    if (typeof uci !== 'string' || !uci) throw new Error('MoveTree.add: the move needs its uci');
    const known = parent.children.find((child) => child.move.uci === uci);
    if (known) return known;
    const child = this.#node(parent, { uci, san: san ?? uci }, fen ?? null);
    parent.children.push(child);
    return child;
  }

  /** The node of an id, or null (a deleted node's id finds nothing). */
  node(id) {
    return this.#nodes.get(String(id)) ?? null;
  }

  /** The moves from the start to `node`: its ancestors' nodes and its own, the root left out. */
  path(node) {
    this.#own(node, 'path');
    const nodes = [];
    for (let at = node; at.parent; at = at.parent) nodes.push(at);
    return nodes.reverse();
  }

  /** The line played on from `from` (left out): first children down to the end. */
  mainline(from = this.root) {
    this.#own(from, 'mainline');
    const nodes = [];
    for (let at = from.children[0]; at; at = at.children[0]) nodes.push(at);
    return nodes;
  }

  /** The last node of the line played on from `node` (`node` itself when nothing follows). */
  lineEnd(node) {
    const line = this.mainline(node);
    return line.length ? line[line.length - 1] : node;
  }

  /** Whether `node` lies on the game's main line: every node above it is a first child. */
  isMainline(node) {
    this.#own(node, 'isMainline');
    for (let at = node; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
    return true;
  }

  /**
   * Moves the variation `node` lies in one step up: at the nearest fork above it (or at it) where
   * its line is not the first child, that line becomes the first. False when `node` is on the main
   * line already (nothing changes).
   */
  promote(node) {
    this.#own(node, 'promote');
    for (let at = node; at.parent; at = at.parent) {
      const brothers = at.parent.children;
      const index = brothers.indexOf(at);
      if (index > 0) {
        brothers.splice(index, 1);
        brothers.unshift(at);
        return true;
      }
    }
    return false;
  }

  /** Removes `node` and every move after it; returns its parent. The start cannot be removed. */
  delete(node) {
    this.#own(node, 'delete');
    if (!node.parent) throw new Error('MoveTree.delete: the start position cannot be deleted');
    const brothers = node.parent.children;
    brothers.splice(brothers.indexOf(node), 1);
    const forget = (at) => {
      this.#nodes.delete(at.id);
      at.children.forEach(forget);
    };
    forget(node);
    return node.parent;
  }
}
