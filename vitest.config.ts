import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // A test left focused with .only would silently skip the rest: refused (ESLint refuses it too).
    allowOnly: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
