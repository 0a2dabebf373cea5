// The Node module hooks for the built main bundle (out/main/…), registered in the test worker by start-app.ts.
// The bundle's URL carries `?run=N`, one per start of the app: each start is a fresh module graph.
import { readFileSync } from 'node:fs';
import { registerHooks, type LoadHookSync, type ResolveHookSync } from 'node:module';
import { fileURLToPath } from 'node:url';

const EMULATED = new URL('./electron-module.mjs', import.meta.url);
const MAIN_BUNDLE = /\/out\/main\/[^/]+\.js(\?|$)/;

// Inside the bundle, `electron` resolves to the emulated runtime's module instead of Electron's npm package
// (which would try to download Electron's binary), with the bundle's query: each start gets its own.
const resolve: ResolveHookSync = (specifier, context, nextResolve) => {
  if (specifier === 'electron' && context.parentURL && MAIN_BUNDLE.test(context.parentURL)) {
    const run = new URL(context.parentURL).search;
    return { url: `${EMULATED.href}${run}`, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
};

// The bundle is loaded as built, before Playwright's own hook sees it: that one runs Babel over every file
// outside node_modules and, in a test worker, keeps no cache, so each start of the app transformed the
// 1.7 MB bundle again (the desktop project on one worker: 22 s of the worker's CPU in Babel, and most of
// its 14 s of garbage collection). The bundle is plain JavaScript for Node: there is nothing to transform.
const load: LoadHookSync = (url, context, nextLoad) => {
  if (url.startsWith('file:') && MAIN_BUNDLE.test(url))
    return { format: 'module', source: readFileSync(fileURLToPath(url), 'utf8'), shortCircuit: true };
  return nextLoad(url, context);
};

/**
 * Registers the hooks in this thread. Hooks registered later run first, so these see the bundle before
 * Playwright's (registered when the worker started).
 */
export function registerMainBundleHooks(): void {
  registerHooks({ resolve, load });
}
