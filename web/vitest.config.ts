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
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
      maxWorkers: 2,
      // MUI, MUI X, Apollo and React Router are hundreds of small modules each: bundled once by the
      // optimizer (cached in node_modules/.vite), every test file imports a few files instead.
      deps: {
        optimizer: {
          client: {
            enabled: true,
            include: [
              '@mui/material',
              '@mui/material/**',
              '@mui/icons-material',
              '@mui/icons-material/**',
              '@mui/x-data-grid',
              '@mui/x-date-pickers',
              '@mui/x-date-pickers/**',
              '@mui/x-tree-view',
              '@mui/x-charts',
              '@emotion/react',
              '@emotion/styled',
              '@apollo/client',
              '@apollo/client/**',
              'react-router',
              'react-hook-form',
              '@hookform/resolvers/zod',
              'zod',
              'i18next',
              'react-i18next',
              'dayjs',
            ],
          },
        },
      },
      // happy-dom renders of MUI screens with lazy parts; the default 5 s is too tight on a loaded 2-core machine.
      testTimeout: 20_000,
    },
  }),
);
