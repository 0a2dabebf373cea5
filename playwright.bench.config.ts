import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// `npm run bench:e2e`: the end-to-end benchmarks (`tests/e2e/*.bench.ts`: the projector's latency), which
// print figures and assert nothing, in one worker so that nothing else runs beside them. Not in `npm test`.
export default defineConfig({
  ...base,
  testMatch: '*.bench.ts',
  workers: 1,
  projects: [{ name: 'bench', testDir: 'tests/e2e' }],
});
