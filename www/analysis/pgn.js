// PGN with its variations, comments, NAGs and the engine's evaluations, read into and written
// from the analysis board's move tree (tree.js). The text is read here; which moves exist and how
// they are written is the module's to say, through a resolver (`moveResolver` over its Game), so
// the same reader serves chess and every game of two whose moves the module writes.
//
//   const { tree, tags } = treeFromPgn(text, moveResolver(Game, 'crazyhouse'));
//   const text = writePgn(tree, { ...tags, Result: '*' });
//
// Evaluations are comments as lichess writes them: `{ [%eval 0.25] }` in pawns, `{ [%eval #-3] }`
// a mate in 3 for the second side, always from the first side's view.

import { MoveTree } from './tree.js';

/**
 * @typedef {import('./tree.js').Evaluation} Evaluation
 * @typedef {object} PgnMove
 * @property {string} san          the move as written (annotation glyphs removed)
 * @property {string} comment
 * @property {Evaluation | null} eval
 * @property {number[]} nags
 * @property {PgnMove[][]} variations   each one a line played instead of this move
 * @typedef {((fenBefore: string, text: string) => { uci: string, san: string, fen: string })
 *   & { variant: string, startFen: string }} MoveResolver
 */

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
/** The six NAGs written as glyphs after a move. */
const GLYPHS = ['', '!', '?', '!!', '??', '!?', '?!'];
const SEVEN_TAGS = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'];
const EVAL = /\[%eval\s+(#?)([-+]?\d+(?:\.\d+)?)(?:,\d+)?\s*\]/;

/** The text's tokens, each { kind, text, at } (at: its offset, for error messages). */
function tokenize(text) {
  const tokens = [];
  const patterns = [
    ['tag', /\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/y],
    ['comment', /\{([^}]*)\}/y],
    ['comment', /;([^\n]*)/y],
    ['escape', /(?<=^|\n)%[^\n]*/y],
    ['open', /\(/y],
    ['close', /\)/y],
    ['nag', /\$(\d+)/y],
    ['number', /\d+\s*\.+/y],
    ['word', /[^\s(){};$[\]]+/y],
  ];
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text[at])) {
      at++;
      continue;
    }
    const found = patterns.find(([, re]) => {
      re.lastIndex = at;
      return re.test(text);
    });
    if (!found) throw new Error(`PGN: unexpected '${text[at]}' at character ${at + 1}`);
    const [kind, re] = found;
    re.lastIndex = at;
    const match = re.exec(text);
    if (kind !== 'escape') tokens.push({ kind, text: match[0], groups: match.slice(1), at });
    at = re.lastIndex;
  }
  return tokens;
}

/** A comment's evaluation ({ cp } or { mate }, or null) and its words without it. */
function readComment(text) {
  const match = EVAL.exec(text);
  if (!match) return { eval: null, words: text.trim() };
  const value = Number(match[2]);
  const evaluation = match[1] ? { mate: Math.trunc(value) } : { cp: Math.round(value * 100) };
  return { eval: evaluation, words: text.replace(match[0], '').replace(/\s+/g, ' ').trim() };
}

/**
 * The first game of a PGN text: { tags: { Name: value }, comment (before the first move), moves },
 * where a line of moves is [{ san, comment, eval, nags: [number], variations: [line] }] and each
 * variation is another move in place of the move it follows. Throws an Error saying where the
 * text cannot be read.
 */
export function parsePgn(text) {
  if (typeof text !== 'string') throw new Error('PGN: the text must be a string');
  const tokens = tokenize(text);
  const tags = {};
  let i = 0;
  for (; i < tokens.length && tokens[i].kind === 'tag'; i++) tags[tokens[i].groups[0]] = tokens[i].groups[1].replace(/\\(["\\])/g, '$1');
  let comment = '';

  const readLine = (depth) => {
    const line = [];
    let leading = '';
    for (; i < tokens.length; i++) {
      const token = tokens[i];
      const last = line[line.length - 1];
      switch (token.kind) {
        case 'tag':
          if (depth > 0) throw new Error(`PGN: a tag pair inside a variation, at character ${token.at + 1}`);
          i = tokens.length; // the next game's tags: this game is over
          return line;
        case 'number':
          break;
        case 'comment': {
          const { eval: evaluation, words } = readComment(token.groups[0]);
          if (last) {
            last.comment = [last.comment, words].filter(Boolean).join(' ');
            last.eval = evaluation ?? last.eval;
          } else if (depth === 0) comment = [comment, words].filter(Boolean).join(' ');
          else leading = [leading, words].filter(Boolean).join(' ');
          break;
        }
        case 'nag':
          if (!last) throw new Error(`PGN: ${token.text} before any move, at character ${token.at + 1}`);
          last.nags.push(Number(token.groups[0]));
          break;
        case 'open': {
          if (!last) throw new Error(`PGN: a variation before any move, at character ${token.at + 1}`);
          i++;
          const variation = readLine(depth + 1);
          if (tokens[i]?.kind !== 'close') throw new Error(`PGN: a variation opened at character ${token.at + 1} is not closed`);
          if (variation.length) last.variations.push(variation);
          break;
        }
        case 'close':
          if (depth === 0) throw new Error(`PGN: ')' without its '(' at character ${token.at + 1}`);
          return line;
        case 'word': {
          if (RESULTS.has(token.text)) {
            if (depth > 0) break; // a result inside a variation ends nothing
            tags.Result ??= token.text;
            i = tokens.length;
            return line;
          }
          const glyph = /[!?]+$/.exec(token.text);
          const san = glyph ? token.text.slice(0, glyph.index) : token.text;
          const nag = glyph ? GLYPHS.indexOf(glyph[0]) : -1;
          if (!san) throw new Error(`PGN: '${token.text}' is not a move, at character ${token.at + 1}`);
          line.push({ san, comment: leading, eval: null, nags: nag > 0 ? [nag] : [], variations: [] });
          leading = '';
          break;
        }
        default:
          throw new Error(`PGN: unexpected '${token.text}' at character ${token.at + 1}`);
      }
    }
    return line;
  };

  const moves = readLine(0);
  return { tags, comment, moves };
}

/** Where a position text says the moves begin, as a board's `scoreStart` says it: who moves
 *  first ('white' for the first side) and the first move's number. */
function numbering(fen) {
  const fields = fen.trim().split(/\s+/);
  const number = Number.parseInt(fields[fields.length - 1], 10);
  return { turn: fields[1] === 'b' ? 'black' : 'white', fullmove: Number.isInteger(number) && number > 0 ? number : 1 };
}

/** The number of the move that reaches ply `ply` (1 = the first move) from `start` ({ turn,
 *  fullmove }), and whether the second side plays it. */
export function moveNumber({ turn = 'white', fullmove = 1 } = {}, ply) {
  const index = ply - 1 + (turn === 'white' ? 0 : 1);
  return { number: fullmove + Math.floor(index / 2), second: index % 2 === 1 };
}

/**
 * A move tree from a PGN text: its main line, every variation, comments, NAGs and evaluations.
 * `resolve(fenBefore, text) → { uci, san, fen }` plays one move's text (resolve.startFen: where a
 * game without a FEN tag starts; resolve.variant: the game). Throws an Error naming the first move
 * that cannot be played; nothing is returned then.
 */
export function treeFromPgn(text, resolve) {
  const { tags, comment, moves } = parsePgn(text);
  const startFen = tags.FEN ?? resolve.startFen;
  const tree = new MoveTree({ variant: resolve.variant ?? 'chess', startFen });
  const start = numbering(startFen);
  tree.root.comment = comment;
  const grow = (line, from) => {
    let at = from;
    for (const item of line) {
      const before = at;
      let played;
      try {
        played = resolve(before.fen, item.san);
      } catch (error) {
        const { number, second } = moveNumber(start, before.ply + 1);
        throw new Error(`PGN: move ${number}${second ? '...' : '.'} ${item.san} cannot be played: ${error.message ?? error}`);
      }
      // A move written twice (a variation repeating the line) is one node with both annotations.
      at = tree.add(before, played);
      if (item.comment) at.comment = [at.comment, item.comment].filter(Boolean).join(' ');
      at.eval = item.eval ?? at.eval;
      for (const nag of item.nags) if (!at.nags.includes(nag)) at.nags.push(nag);
      for (const variation of item.variations) grow(variation, before);
    }
  };
  grow(moves, tree.root);
  return { tree, tags };
}

/** An evaluation as [%eval] writes it: pawns with at most two decimals, or #N. */
export function evalText(evaluation) {
  if (evaluation.mate !== undefined && evaluation.mate !== null) return `#${evaluation.mate}`;
  return String(Number((evaluation.cp / 100).toFixed(2)));
}

const quote = (value) => String(value).replace(/[\\"]/g, (c) => `\\${c}`);

/** The tokens with each '(' joined to the token after it and each ')' to the token before. */
function hugParentheses(tokens) {
  const joined = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === '(') joined.push(`(${tokens[++i]}`);
    else if (tokens[i] === ')') joined[joined.length - 1] += ')';
    else joined.push(tokens[i]);
  }
  return joined;
}

/** Tokens joined into lines of at most 80 characters, as PGN's export format asks; a move stays
 *  with its number, a comment may break between its words. */
function wrap(tokens) {
  const lines = [];
  let line = '';
  for (const token of tokens) {
    for (const word of token.startsWith('{') ? token.split(' ') : [token]) {
      if (line && line.length + 1 + word.length > 80) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/**
 * The tree as PGN: `tags` (the seven of the roster first, in their order), the main line with
 * every variation in parentheses, each node's comment and evaluation in braces and its NAGs.
 * `standardStart`: the tree starts where the game starts, so no FEN tag is written; otherwise
 * the start is written as [SetUp "1"] [FEN …].
 */
export function writePgn(tree, tags = {}, { standardStart = false } = {}) {
  const all = { ...tags };
  if (!standardStart) Object.assign(all, { SetUp: '1', FEN: tree.root.fen });
  all.Result ??= '*';
  const names = [...SEVEN_TAGS.filter((name) => name in all), ...Object.keys(all).filter((name) => !SEVEN_TAGS.includes(name))];
  const header = names.map((name) => `[${name} "${quote(all[name])}"]`).join('\n');

  const start = numbering(tree.root.fen);
  const out = [];
  const annotations = (node) => {
    const words = [node.eval ? `[%eval ${evalText(node.eval)}]` : '', (node.comment ?? '').replace(/}/g, ')')].filter(Boolean).join(' ');
    if (words) out.push(`{ ${words} }`);
    return Boolean(words);
  };
  const move = (node, numbered) => {
    const { number, second } = moveNumber(start, node.ply);
    const glyphs = node.nags.filter((nag) => nag > 0 && nag < GLYPHS.length);
    const text = node.move.san + glyphs.map((nag) => GLYPHS[nag]).join('');
    const prefix = !second ? `${number}. ` : numbered ? `${number}... ` : '';
    out.push(prefix + text);
    for (const nag of node.nags.filter((nag) => !glyphs.includes(nag))) out.push(`$${nag}`);
    return annotations(node);
  };
  /** The moves after `from`, each move's variations after it; `numbered`: the next move needs its number. */
  const continueFrom = (from, numbered) => {
    for (let at = from; at.children.length; at = at.children[0]) {
      const [main, ...others] = at.children;
      numbered = move(main, numbered);
      for (const variation of others) {
        out.push('(');
        continueFrom(variation, move(variation, true));
        out.push(')');
        numbered = true;
      }
    }
  };
  annotations(tree.root);
  continueFrom(tree.root, true);
  out.push(all.Result);
  return `${header}\n\n${wrap(hugParentheses(out))}\n`;
}

/**
 * A resolver over a module's `Game` class for `variant`: plays one move's text (SAN or UCI, as the
 * module reads them) on the position given and answers { uci, san, fen } as the module writes
 * them. `startFen`: the start of a game without a FEN tag (default: the game's own start).
 * `reveal`: the positions are read whole (`Game.reveal`), for a finished Fog of War game.
 */
export function moveResolver(Game, variant = 'chess', startFen = null, { reveal = false } = {}) {
  let start = startFen;
  if (!start) {
    // The chess module has chess alone: its Game's constructor is the start.
    const game = typeof Game.create === 'function' ? Game.create(variant) : new Game();
    try {
      start = game.startFen();
    } finally {
      game.free();
    }
  }
  const resolve = (fen, text) => {
    const game = Game.fromFen(fen, { variant });
    try {
      if (reveal) game.reveal?.(); // the chess module hides nothing: it has no reveal
      const played = game.play(text);
      return { uci: played.uci, san: played.san, fen: game.fen() };
    } finally {
      game.free();
    }
  };
  return Object.assign(resolve, { variant, startFen: start });
}
