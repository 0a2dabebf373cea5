import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

// Pure tests: the engine, the contract, printing and tournaments import no Electron, no SQLite, no DOM and
// change no global, so one worker runs file after file without a fresh module graph each (isolate: false).
const PURE = [
  'tests/engine/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/print/**/*.test.ts',
  'tests/tournament/**/*.test.ts',
];

// Station tests: each opens its own station on its own temporary folder and closes it, and mocks no module,
// stubs no global and sets no environment variable, so they too share one module graph per worker (issue 14:
// loading the station's graph again for each of ~55 files was a third of their time). The module-level state
// of the station and the engine is memoisation only (lan-strings' catalogue, the emitter's and the rulesets'
// last fold). token-store and link-drops mock a module or stub a global: they stay in `app`, a fresh graph each.
const STATION = ['tests/station/**/!(token-store|link-drops).test.ts'];

// The renderer's tests that build a DOM (happy-dom) or mock, spy on, stub or fake anything: each file still
// gets its own module graph, but in a fresh VM context of a worker that stays (pool vmThreads), not a new
// worker process per file with its DOM built again (issue 14: 78 files, 79 s of CPU in forks, 42 s in
// vmThreads; import and environment set-up were half of it). None loads a native module, which a VM context
// could not.
const RENDERER = ['tests/renderer/**/*.test.ts'];

// The renderer's other tests, about half of them, run in Node and change nothing global: texts, models,
// formats, stores read as functions. Like the pure tests they share one module graph per worker
// (isolate: false), where each file imported vue, vue-i18n, every language's messages and the projector's
// models again. A file joins them by what it holds: no happy-dom, no vi.mock, spy, stub or fake timers, no
// global touched; a new file that does any of it stays isolated without a word here.
const SHARES_GRAPH = /@vitest-environment|\bvi\.|globalThis|process\.env/;
const rendererTests = new URL('tests/renderer/', import.meta.url);
const RENDERER_IN_NODE = readdirSync(rendererTests, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && !SHARES_GRAPH.test(readFileSync(new URL(file, rendererTests), 'utf8')))
  .map((file) => `tests/renderer/${file}`);

const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

export default defineConfig({
  plugins: [vue()],
  test: {
    exclude: EXCLUDE,
    environment: 'node',
    // A test left focused with .only would silently skip the rest: refused (ESLint refuses it too).
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every core (two on the test machine): the default leaves one idle.
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, isolate: false } },
      {
        extends: true,
        test: { name: 'station', include: STATION, isolate: false },
      },
      {
        extends: true,
        test: { name: 'renderer', include: RENDERER, exclude: [...RENDERER_IN_NODE, ...EXCLUDE], pool: 'vmThreads' },
      },
      { extends: true, test: { name: 'renderer-node', include: RENDERER_IN_NODE, isolate: false } },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.ts'],
          exclude: [...PURE, ...STATION, ...RENDERER, ...EXCLUDE],
        },
      },
    ],
  },
});
