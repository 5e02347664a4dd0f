// The single-file page has no service worker (it opens from file://, where there is none to have).
export function keepOffline() {}
