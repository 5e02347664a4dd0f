// The served page keeps working offline once loaded: a service worker (sw.js) keeps the app shell.
// Not on file:// (the single-file build replaces this module with one that does nothing).

export function keepOffline() {
  if (!('serviceWorker' in navigator) || !location.protocol.startsWith('http')) return;
  navigator.serviceWorker.register('./sw.js').catch((e) => console.warn('no offline copy:', e.message ?? e));
}
