// The browser's engine as a UCI engine: the JavaScript API's `Bot` of a Node build, driven over
// UCI, so that match scripts (the shared tools' elo_ladder.py, match.py) can rate what a page
// plays. By default the variants module (target/pkg-node-variants), whose top chess level has the
// evaluation network, as the page's top level does; `--pkg DIR` names another build (the chess
// module: target/pkg-node).
//
//   node examples/uci-wasm.mjs [--pkg DIR]
//
// Options: Level (1 to the top, default the top), Hash (MiB). `go` takes movetime, depth, nodes
// or a clock (wtime, btime, winc, binc, movestogo). A search is one synchronous call, so `stop`
// is read only once it has ended: a search always runs to its limit.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const pkgIndex = args.indexOf('--pkg');
const pkg = resolve(pkgIndex >= 0 ? args[pkgIndex + 1] : 'target/pkg-node-variants');
const { Game, Bot } = createRequire(import.meta.url)(`${pkg}/wasm_chess.js`);

const top = Bot.levels().length;
const options = { level: top, hashMb: 8 };
let bot = null;
let game = new Game();

const say = (line) => process.stdout.write(`${line}\n`);

/** `position startpos|fen F [moves …]` as a Game. */
function positionFrom(words) {
  const movesAt = words.indexOf('moves');
  const end = movesAt >= 0 ? movesAt : words.length;
  const next = words[0] === 'fen' ? Game.fromFen(words.slice(1, end).join(' ')) : new Game();
  try {
    for (const move of movesAt >= 0 ? words.slice(movesAt + 1) : []) next.play(move);
  } catch (error) {
    next.free();
    throw error;
  }
  return next;
}

const GO_LIMITS = { movetime: 'movetimeMs', depth: 'depth', nodes: 'nodes', wtime: 'wtimeMs', btime: 'btimeMs', winc: 'wincMs', binc: 'bincMs', movestogo: 'movestogo' };

function go(words) {
  const limits = {};
  for (let i = 0; i < words.length; i++) {
    const key = GO_LIMITS[words[i]];
    if (key) limits[key] = Number(words[++i]);
  }
  bot ??= new Bot(options);
  const score = (r) => (r.mate !== undefined && r.mate !== null ? `mate ${r.mate}` : `cp ${r.scoreCp}`);
  const result = bot.think(game, limits, (info) =>
    say(`info depth ${info.depth} score ${score(info)} nodes ${info.nodes} time ${Math.round(info.timeMs)} pv ${info.pv.join(' ')}`),
  );
  say(`bestmove ${result.uci}`);
}

function setOption(words) {
  const valueAt = words.includes('value') ? words.indexOf('value') : words.length;
  const name = words.slice(words.indexOf('name') + 1, valueAt).join(' ').toLowerCase();
  const value = Number(words[valueAt + 1]);
  if (!Number.isInteger(value)) return say(`info string option ${name} needs a whole number`);
  if (name === 'level') options.level = value;
  else if (name === 'hash') options.hashMb = value;
  else return say(`info string unknown option ${name}`);
  bot?.free();
  bot = null;
}

const commands = {
  uci: () => {
    say('id name wasm-chess (wasm)');
    say(`option name Level type spin default ${top} min 1 max ${top}`);
    say('option name Hash type spin default 8 min 1 max 1024');
    say('uciok');
  },
  isready: () => say('readyok'),
  ucinewgame: () => bot?.newGame(),
  setoption: setOption,
  // A position that does not read leaves the previous one in place.
  position: (words) => {
    const next = positionFrom(words);
    game.free();
    game = next;
  },
  go,
  quit: () => process.exit(0),
};

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, ...words] = line.trim().split(/\s+/);
  try {
    commands[command]?.(words);
  } catch (error) {
    say(`info string error: ${error.message ?? error}`);
  }
});
