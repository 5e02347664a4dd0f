// The variants module's glue as the single-file page's variants bot worker sees it: the same
// exports, and an init() that instantiates the wasm from the base64 put in front of the script.

import { initSync } from '../../www/pkg-variants/wasm_chess.js';

export * from '../../www/pkg-variants/wasm_chess.js';

export default async function init() {
  const text = atob(self.WASM_CHESS_BASE64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  initSync({ module: bytes });
}
