import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // happy-dom renders of MUI screens with lazy parts; the default 5 s is too tight on a loaded 2-core machine.
      testTimeout: 20_000,
    },
  }),
);
