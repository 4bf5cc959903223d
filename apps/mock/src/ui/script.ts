// The phone page's script, bundled from src/ui/page/ by scripts/bundle/ui-page.mjs and held here as a
// string by the build's esbuild `define` (and the tests' vitest.config.ts). src/ run any other way
// (tsx, say) has none: the page then says how to get it.

/** Set by the build's and the tests' `define`; undeclared anywhere else. */
declare const __MSG_GATEWAY_MOCK_UI_SCRIPT__: string | undefined;

/** The page's script, or undefined when this copy of the mock was not built with it. */
export function pageScript(): string | undefined {
  return typeof __MSG_GATEWAY_MOCK_UI_SCRIPT__ === 'string' ? __MSG_GATEWAY_MOCK_UI_SCRIPT__ : undefined;
}
