// The browser's engine as a UCI engine: the JavaScript API's `Bot` of a wasm build, driven over
// UCI, so that match scripts (the shared tools' elo_ladder.py, match.py) can rate what a page
// plays. By default the variants module's Node build (target/pkg-node-variants), whose top chess
// level has the evaluation network, as the page's top level does; `--pkg DIR` names another Node
// build (the chess module: target/pkg-node). `--browser`: the engine runs in Debian's Chromium
// instead, in a page of the e2e harness's server importing www/pkg-variants (make web
// web-variants) — the page's own build, compiled by the browser's V8 rather than Node's.
//
//   node examples/uci-wasm.mjs [--pkg DIR | --browser]
//
// Options: Level (1 to the top, default the top), Hash (MiB). `go` takes movetime, depth, nodes
// or a clock (wtime, btime, winc, binc, movestogo). A search is one synchronous call, so `stop`
// is read only once it has ended: a search always runs to its limit.
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import { variantsModuleInChromium } from './support/chromium.mjs';

/** The engine's state over the module `{ Game, Bot }`, as `run(command, words)`: the lines to print
 *  (none for a command it does not know). Self-contained: the browser runs it from its source text. */
function engineOver({ Game, Bot }) {
  const top = Bot.levels().length;
  const options = { level: top, hashMb: 8 };
  let bot = null;
  let game = new Game();

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
  const score = (r) => (r.mate !== undefined && r.mate !== null ? `mate ${r.mate}` : `cp ${r.scoreCp}`);

  const commands = {
    uci: () => [
      'id name wasm-chess (wasm)',
      `option name Level type spin default ${top} min 1 max ${top}`,
      'option name Hash type spin default 8 min 1 max 1024',
      'uciok',
    ],
    isready: () => ['readyok'],
    ucinewgame: () => (bot?.newGame(), []),
    setoption(words) {
      const valueAt = words.includes('value') ? words.indexOf('value') : words.length;
      const name = words.slice(words.indexOf('name') + 1, valueAt).join(' ').toLowerCase();
      const value = Number(words[valueAt + 1]);
      if (!Number.isInteger(value)) return [`info string option ${name} needs a whole number`];
      if (name === 'level') options.level = value;
      else if (name === 'hash') options.hashMb = value;
      else return [`info string unknown option ${name}`];
      bot?.free();
      bot = null;
      return [];
    },
    // A position that does not read leaves the previous one in place.
    position(words) {
      const next = positionFrom(words);
      game.free();
      game = next;
      return [];
    },
    go(words) {
      const limits = {};
      for (let i = 0; i < words.length; i++) {
        const key = GO_LIMITS[words[i]];
        if (key) limits[key] = Number(words[++i]);
      }
      bot ??= new Bot(options);
      const lines = [];
      const result = bot.think(game, limits, (info) =>
        lines.push(`info depth ${info.depth} score ${score(info)} nodes ${info.nodes} time ${Math.round(info.timeMs)} pv ${info.pv.join(' ')}`),
      );
      lines.push(`bestmove ${result.uci}`);
      return lines;
    },
  };
  return { run: (command, words) => commands[command]?.(words) ?? [] };
}

/** run(command, words) → Promise of lines, and close(), over a Node build in this process. */
function inNode(pkg) {
  const engine = engineOver(createRequire(import.meta.url)(`${resolve(pkg)}/wasm_chess.js`));
  return { run: async (command, words) => engine.run(command, words), close: async () => {} };
}

/** The same in a Chromium page, whose engine lives on as `window.uciEngine`. */
async function inChromium() {
  const { page, close } = await variantsModuleInChromium();
  await page.evaluate(`window.uciEngine = (${engineOver})(window.wasmChess)`);
  return { run: (command, words) => page.evaluate((args) => window.uciEngine.run(...args), [command, words]), close };
}

const args = process.argv.slice(2);
const pkgIndex = args.indexOf('--pkg');
const engine = args.includes('--browser') ? await inChromium() : inNode(pkgIndex >= 0 ? args[pkgIndex + 1] : 'target/pkg-node-variants');

// An error thrown in the page reaches here as Playwright's "page.evaluate: Error: …" with the
// page's stack beneath: the first line is the engine's own message.
const firstLine = (error) => String(error.message ?? error).split('\n')[0].replace(/^page\.evaluate: (Error: )?/, '');
const say = (lines) => process.stdout.write(lines.map((line) => `${line}\n`).join(''));
const quit = () => engine.close().finally(() => process.exit(0));

// Commands run one after another, each once the one before has answered.
let queue = Promise.resolve();
createInterface({ input: process.stdin })
  .on('line', (line) => {
    const [command, ...words] = line.trim().split(/\s+/);
    queue = queue.then(() =>
      command === 'quit'
        ? quit()
        : engine.run(command, words).then(say, (error) => say([`info string error: ${firstLine(error)}`])),
    );
  })
  .on('close', () => (queue = queue.then(quit)));
