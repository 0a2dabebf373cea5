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

export default defineConfig({
  plugins: [vue()],
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
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
        test: { name: 'app', include: ['tests/**/*.test.ts'], exclude: [...PURE, 'tests/e2e/**', 'node_modules/**'] },
      },
    ],
  },
});
