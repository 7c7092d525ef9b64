import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { webAliases } from './aliases.ts';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // The api the dev server forwards to; the production build is served by the api itself.
  const target = loadEnv(mode, root, '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: false }, '/storage': { target, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: webAliases },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    // Every supported browser has module preload; the polyfill would only add bytes to the entry.
    build: { target: 'es2022', manifest: true, sourcemap: false, modulePreload: { polyfill: false } },
  };
});
