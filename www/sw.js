// The service worker: keeps a copy of the app shell and the module, so the served page opens and
// plays after the server has gone. The other games' module (pkg-variants) is not in the shell: a
// page loads it only when one of them is played, and from then on it is kept like every response. Network first (a rebuilt page is never hidden behind an old copy),
// the copy when the network fails. Same-origin GET requests only; nothing else is touched.
// tests/js/service-worker.test.mjs checks that SHELL lists every file the page loads.

const CACHE = 'wasm-chess-shell-v11';
const SHELL = [
  './',
  'index.html',
  'style.css',
  'manifest.webmanifest',
  'icon.svg',
  'main.js',
  'element.js',
  'bot-worker.js',
  'bot-worker-variants.js',
  'analysis/panel.js',
  'analysis/pgn.js',
  'analysis/tree.js',
  'board/animation.js',
  'board/blind/keys.js',
  'board/blind/layout.js',
  'board/blind/panel.js',
  'board/blind/words.js',
  'board/bot.js',
  'board/catalog.js',
  'board/chess-board.js',
  'board/config.js',
  'board/contract.js',
  'board/events.js',
  'board/geometry.js',
  'board/input.js',
  'board/keyboard.js',
  'board/messages.js',
  'board/notify.js',
  'board/pieces.js',
  'board/pockets.js',
  'board/referee.js',
  'board/render.js',
  'board/sides.js',
  'board/speech.js',
  'board/state.js',
  'board/ui.js',
  'board/view.js',
  'board/voice.js',
  'board/cells/board.js',
  'board/cells/bot.js',
  'board/cells/geometry.js',
  'board/cells/input.js',
  'board/cells/players.js',
  'board/cells/record.js',
  'board/cells/referee.js',
  'board/cells/render.js',
  'board/cells/state.js',
  'board/cells/ui.js',
  'board/cells/voice.js',
  'engine/analysis-worker.js',
  'engine/bot-client.js',
  'engine/bot-serve.js',
  'engine/chess-bot.js',
  'engine/chess.js',
  'engine/files.js',
  'engine/review.js',
  'engine/review-run.js',
  'engine/variants.js',
  'page/clock.js',
  'page/download.js',
  'page/games.js',
  'page/help.js',
  'page/offline.js',
  'page/panel.js',
  'page/results.js',
  'page/saved.js',
  'page/score.js',
  'page/setup.js',
  'page/sound.js',
  'review/graph.js',
  'review/panel.js',
  'pkg/wasm_chess.js',
  'pkg/wasm_chess_bg.wasm',
];

/** The JavaScript snippets the module's glue imports (pkg/snippets/wasm-chess-<hash>/…), read from
 *  the glue itself because wasm-bindgen names their folder by a hash of the crate. */
async function glueSnippets() {
  const glue = await (await fetch('pkg/wasm_chess.js')).text();
  return [...glue.matchAll(/from '\.\/(snippets\/[^']+)'/g)].map((m) => `pkg/${m[1]}`);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    glueSnippets()
      .then((snippets) => caches.open(CACHE).then((cache) => cache.addAll([...SHELL, ...snippets])))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(() => caches.match(request, { ignoreSearch: true }).then((cached) => cached ?? Response.error())),
  );
});
