// Differential test of the JavaScript API (Node build of the wasm module) against python-chess:
// every game of ../shared/data/random_games.jsonl.gz is replayed through `Game`, and at every ply
// the FEN, the legal moves, the SAN of each, check, the claimable draws and the final outcome are
// compared with what python-chess wrote. Positions we call dead while python-chess plays on must
// be proven dead by tests/python/prove_dead.py (python-chess alone).
//
//   node tests/js/differential.mjs            the whole file (make test-full)
//   node tests/js/differential.mjs --every 25 every 25th game
// tests/js/differential.test.mjs runs a sample under `node --test` (make test).
import { createReadStream, existsSync } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = new URL('../../', import.meta.url);
const require = createRequire(import.meta.url);

export function sharedDir() {
  const candidates = [process.env.WASM_CHESS_SHARED, fileURLToPath(new URL('../shared', root)), '/work/shared'];
  const found = candidates.find((dir) => dir && existsSync(`${dir}/data/random_games.jsonl.gz`));
  if (!found) throw new Error('reference data not found: set WASM_CHESS_SHARED');
  return found;
}

const REASONS = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  insufficient_material: 'insufficient-material',
  seventyfive_moves: 'seventy-five-moves',
  fivefold_repetition: 'fivefold',
};
const WINNERS = { '1-0': 'white', '0-1': 'black', '1/2-1/2': null };

function compare(line, game, history, report) {
  const fail = (what) => report.mismatches.push(`game ${line.g} ply ${line.ply}: ${what}`);
  const fen = game.fen();
  if (fen !== line.fen) return fail(`FEN ${fen} != ${line.fen}`);
  const moves = game.legalMoves().map((m) => [m.uci, m.san]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const ours = JSON.stringify(moves);
  const theirs = JSON.stringify(line.moves.map((uci, i) => [uci, line.san[i]]));
  if (ours !== theirs) fail(`moves differ:\n  ours   ${ours}\n  theirs ${theirs}`);
  const flag = (name) => line.status.includes(name);
  const status = game.status();
  if (status.check !== flag('check')) fail(`check: ours ${status.check}`);
  const outcome = status.outcome;
  if (line.end) {
    const want = `${REASONS[line.end.termination]} ${WINNERS[line.end.result]}`;
    const got = outcome ? `${outcome.reason} ${outcome.winner}` : 'none';
    if (got !== want) fail(`outcome: ours ${got}, theirs ${want}`);
  } else if (outcome && outcome.reason === 'dead-position') {
    if (history) report.deadEarly.push(line.fen);
  } else if (outcome) {
    fail(`game over (${outcome.reason}), theirs goes on`);
  }
  if (!outcome && history) {
    for (const [claim, name] of [['threefold', 'threefold'], ['fifty-moves', 'fifty_moves']]) {
      if (status.claimable.includes(claim) !== flag(name)) fail(`claimable ${claim}: ours ${status.claimable}`);
    }
  }
}

export async function runDifferential({ every = 1 } = {}) {
  const { Game } = require(fileURLToPath(new URL('target/pkg-node/wasm_chess.js', root)));
  const report = { games: 0, positions: 0, mismatches: [], deadEarly: [], seconds: 0 };
  const started = performance.now();
  const lines = createInterface({ input: createReadStream(`${sharedDir()}/data/random_games.jsonl.gz`).pipe(createGunzip()) });
  let game = null;
  let history = true; // false once we have called the game dead: then each position stands alone
  for await (const text of lines) {
    const line = JSON.parse(text);
    if (line.g % every !== 0) continue;
    if (line.ply === 0) {
      game?.free();
      game = new Game();
      history = true;
      report.games += 1;
    }
    if (!history) {
      game.free();
      game = Game.fromFen(line.fen);
    }
    report.positions += 1;
    compare(line, game, history, report);
    if (game.status().outcome?.reason === 'dead-position') history = false;
    if (line.played && history) {
      try {
        game.play(line.played);
      } catch (e) {
        report.mismatches.push(`game ${line.g} ply ${line.ply}: cannot play ${line.played}: ${e.message}`);
        history = false;
      }
    }
    if (report.mismatches.length >= 50) break;
  }
  game?.free();
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/// Runs tests/python/prove_dead.py on the FENs; returns { ok, output }.
export function proveDead(fens) {
  if (fens.length === 0) return { ok: true, output: '' };
  const script = fileURLToPath(new URL('tests/python/prove_dead.py', root));
  const run = spawnSync('python3', [script], { input: fens.join('\n') + '\n', encoding: 'utf8' });
  const ok = run.status === 0 && run.stdout.trim().split('\n').length === fens.length;
  return { ok, output: run.stdout + run.stderr };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--every');
  const every = i > 0 ? Number(process.argv[i + 1]) : 1;
  const report = await runDifferential({ every });
  const proof = proveDead(report.deadEarly);
  console.log(report.mismatches.join('\n'));
  console.log(proof.output.trim());
  console.log(
    `differential (JS API): ${report.games} games, ${report.positions} positions, ` +
      `${report.mismatches.length} mismatches, ${report.deadEarly.length} positions called dead before ` +
      `python-chess ends the game (${proof.ok ? 'all proven dead by python-chess' : 'NOT ALL PROVEN'}), ` +
      `${report.seconds.toFixed(1)} s`,
  );
  process.exit(report.mismatches.length === 0 && proof.ok && report.positions > 0 ? 0 : 1);
}
