// Benchmark of the N-player bots in the browser (not a test: it measures, it asserts nothing).
// Serves the page as the e2e tests do (tests/e2e/harness.mjs: www/ with www/pkg and
// www/pkg-variants built), starts an eight-player game from the New game form, hands every seat to
// a bot (the bots think in the worker, one after another, each within the page's 400 ms), and
// records in the page, frame by frame: when each move lands (the time a bot's move takes, from the
// previous move to it, drawing included) and the longest gap between two frames while the bots
// think (the main thread's responsiveness).
//
//   node scripts/bench-multi-browser.mjs [ROUNDS=3] [LEVEL=10] [GAME=eight-player] [MODE=singles]
//
// Needs tests/e2e/node_modules (cd tests/e2e && npm ci) and `make web web-variants`.
import { serve, launch, openPage } from '../tests/e2e/harness.mjs';

const [rounds = 3, level = 10, game = 'eight-player', mode = 'singles'] = process.argv.slice(2);
const server = await serve();
const browser = await launch();
try {
  const { page } = await openPage(browser, server.origin);
  await page.click('#new-game');
  if (!(await page.locator('#more-games').evaluate((d) => d.open))) await page.click('#more-games summary');
  await page.click(`label:has(input[name=game][value=${game}])`);
  if (mode) await page.locator('#setup select[name=mode]').selectOption(mode);
  await page.click('#setup label:has(input[name=opponent][value=bot])');
  await page.locator('#setup select[name=level]').selectOption(String(level));
  await page.click('#setup-start');
  const id = mode ? `${game}:${mode}` : game;
  await page.waitForFunction((v) => window.wasmChessPage.cells?.variant === v, id, { timeout: 60_000 });
  const seats = await page.evaluate(() => window.wasmChessPage.cells.players.length);
  const plies = Number(rounds) * seats;
  // frame by frame: the moves' arrival and the gaps between frames, until `plies` moves or the end
  const result = await page.evaluate(
    (plies) =>
      new Promise((resolve) => {
        const cells = window.wasmChessPage.cells;
        const moves = [];
        let gaps = [];
        let last = performance.now();
        let lastMove = last;
        let count = cells.moves.length;
        const frame = (now) => {
          gaps.push(now - last);
          last = now;
          if (cells.moves.length !== count) {
            const move = cells.moves[cells.moves.length - 1];
            moves.push({ move, ms: now - lastMove });
            count = cells.moves.length;
            lastMove = now;
          }
          if (moves.length >= plies || cells.over) return resolve({ moves, gaps, over: cells.over });
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        cells.toggleSeat(cells.you); // your seat to a bot too: every seat a bot
      }),
    plies,
  );
  const thinking = result.moves.filter((m) => m.move !== 'pass').map((m) => m.ms).sort((a, b) => a - b);
  const at = (q) => thinking[Math.min(thinking.length - 1, Math.floor(q * thinking.length))] ?? 0;
  const gaps = result.gaps.sort((a, b) => a - b);
  const ms = (x) => `${Math.round(x)} ms`;
  console.log(`${id}, level ${level}: ${result.moves.length} moves (${thinking.length} by bots, the rest passes)${result.over ? ', game over' : ''}`);
  console.log(`time per bot move (move to move, drawing included): median ${ms(at(0.5))}, 90th percentile ${ms(at(0.9))}, longest ${ms(at(1))}`);
  console.log(`frames while the bots think: ${gaps.length}, longest gap ${ms(gaps[gaps.length - 1])}, 99th percentile ${ms(gaps[Math.floor(0.99 * (gaps.length - 1))])}`);
  await page.close();
} finally {
  await browser.close();
  await server.close();
}
