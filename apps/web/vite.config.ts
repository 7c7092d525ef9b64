import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { webAliases } from './aliases.ts';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router publishes a development and a production build and its package exports always pick the
 * development one, whose warnings stay in the bundle. A production build takes the production files.
 */
function reactRouterProductionAliases() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist',
  );
  return [
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
    { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
  ];
}

/**
 * Everything the entry imports statically goes into one chunk instead of several shared ones: every
 * screen needs all of it before the first paint, and one file compresses better than several, each with
 * its own import and export lists (about 5 KB gzip less for /chat).
 */
const firstLoadGroups = [{ name: 'app', tags: ['$initial' as const] }];

/** Files worth compressing, and the size under which a compressed copy saves nothing worth a request. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible file of
 * the build, kept only when smaller. The api sends them as they are (@fastify/static `preCompressed`), so
 * browsers get the smallest bytes and the server compresses nothing per request. Node's zlib does it:
 * no dependency, and it sees the whole output folder, public files included.
 */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        // The build manifest (.vite/) is read by tools, never sent to browsers.
        .filter(
          (file) =>
            !path
              .relative(outDir, file)
              .split(path.sep)
              .some((part) => part.startsWith('.')),
        );
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < COMPRESS_MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The api the dev server forwards to; the production build is served by the api itself.
  const target = loadEnv(mode, root, '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: false }, '/storage': { target, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss(), precompress()],
    resolve: {
      alias: command === 'build' ? [...reactRouterProductionAliases(), ...webAliases] : webAliases,
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      target: 'es2022',
      manifest: true,
      sourcemap: false,
      // Every supported browser has module preload; the polyfill would only add bytes to the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups } } },
    },
  };
});
