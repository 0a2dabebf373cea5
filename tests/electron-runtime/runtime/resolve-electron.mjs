// A Node module resolve hook (registered with module.register by start-app.ts): inside the built main
// bundle (out/main/…), `electron` resolves to the emulated runtime's module instead of Electron's npm
// package (which would try to download Electron's binary). The bundle's URL carries `?run=N`, one per
// start of the app, and the electron module gets the same query: each start is a fresh module graph.
const EMULATED = new URL('./electron-module.mjs', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron' && context.parentURL && /\/out\/main\/[^/]+\.js(\?|$)/.test(context.parentURL)) {
    const run = new URL(context.parentURL).search;
    return { url: `${EMULATED.href}${run}`, shortCircuit: true, format: 'module' };
  }
  return nextResolve(specifier, context);
}
