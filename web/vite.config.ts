import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiTarget = process.env.ATELIER_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Brotli and gzip copies of every text file, made once at build time: the server sends the one the
  // browser accepts (@fastify/static preCompressed) instead of compressing on every request.
  plugins: [react(), compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/] })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/ },
            { name: 'graphql-client', test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|graphql|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The API sets an httpOnly same-site cookie; proxying keeps the browser on one origin in development.
    proxy: {
      '/graphql': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
});
