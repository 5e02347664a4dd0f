// The variants module as the page runs it: www/pkg-variants (make web web-variants) imported by a
// page of the e2e harness's server (tests/e2e/harness.mjs) in Debian's headless Chromium, for the
// examples that measure the page's own build under the browser's V8 rather than Node's.

/** { page, version, close() }: a page whose `window.wasmChess` is the initialised module;
 *  `version` names the browser ("Chrome/156.0.0.0"). */
export async function variantsModuleInChromium() {
  // Imported here, not at the top: the examples' Node runs need no playwright-core.
  const { serve, launch } = await import('../../tests/e2e/harness.mjs');
  const server = await serve();
  const browser = await launch();
  const page = await browser.context.newPage();
  await page.goto(`${server.origin}/fixtures/blank.html`);
  const version = await page.evaluate(async () => {
    const module = await import('/pkg-variants/wasm_chess.js');
    await module.default();
    window.wasmChess = module;
    return navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0];
  });
  return {
    page,
    version,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
