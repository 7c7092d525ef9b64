import { readFile, readdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { webAliases } from './aliases.ts';
import tailwindcss from '@tailwindcss/vite';
import { FIRST_SCREENS, pathPattern } from './src/app/first-screens.ts';

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

/**
 * Shared modules under this size (source bytes: an icon, a small hook, a helper) are copied into each
 * lazy chunk that uses them instead of becoming chunks of their own. Without it a first visit to /login
 * fetched 25 files, most under 1 KB, and on HTTP/1.1 (six connections) every six of them cost a round
 * trip; with it /login fetches 4 and /chat 4, for about the same bytes (a few icons are sent twice).
 */
const INLINE_COMMON_CHUNK_BYTES = 8192;

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

/**
 * Adds to index.html a script that preloads the chunks of the screen the address opens (its lazy layout
 * and page with everything they import; src/app/first-screens.ts), so they download beside the entry.
 * Without it the browser learns of them only once the entry has run, and of a page only once its layout
 * has loaded. Chunks the entry imports are left out: Vite's own modulepreload links cover them.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'atelier:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (starts: Rollup.OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (chunk: Rollup.OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            chunk.imports.forEach((file) => visit(byFile.get(file)));
          };
          starts.forEach(visit);
          return seen;
        };
        const initial = closure(chunks.filter((chunk) => chunk.isEntry));
        const files: string[] = [];
        const indexesOf = (starts: Rollup.OutputChunk[]) =>
          [...closure(starts)]
            .filter((file) => !initial.has(file))
            .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
        const chunkOf = (module: string) =>
          chunks.find((candidate) => candidate.facadeModuleId === path.join(root, module));
        const screens = FIRST_SCREENS.map(({ path: routePath, modules, texts = [] }) => {
          const starts = modules.map((module) => {
            const chunk = chunkOf(module);
            if (!chunk) throw new Error(`first-screens.ts: no chunk for ${module}`);
            return chunk;
          });
          return [pathPattern(routePath), indexesOf(starts), texts] as const;
        });
        // Per language: its main texts (not English: in the entry) and each text section, as "lang" and
        // "lang/section".
        const texts: Record<string, number[]> = {};
        for (const chunk of chunks) {
          const match = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.ts$/.exec(
            chunk.facadeModuleId ?? '',
          );
          if (match) texts[match[2] === 'index' ? match[1]! : `${match[1]}/${match[2]}`] = indexesOf([chunk]);
        }
        for (const section of FIRST_SCREENS.flatMap((screen) => screen.texts ?? []))
          if (!texts[`en/${section}`]) throw new Error(`first-screens.ts: no text section ${section}`);
        const languages = [...new Set(Object.keys(texts).map((key) => key.split('/')[0]!))];
        // The language as src/lib/i18n.ts detects it: the stored choice, the browser's first supported one, English.
        const code =
          `(function(){var f=${JSON.stringify(files.map((file) => `/${file}`))},s=${JSON.stringify(screens)},` +
          `t=${JSON.stringify(texts)},L=${JSON.stringify(languages)},p=location.pathname,g='en',w=[],i,j;` +
          `try{var c=localStorage.getItem('i18nextLng');if(L.indexOf(c)>=0)g=c;else throw 0}catch(e){` +
          `var n=navigator.languages||[];for(i=0;i<n.length;i++){var b=n[i].toLowerCase().split('-')[0];` +
          `if(L.indexOf(b)>=0){g=b;break}}}` +
          `for(i=0;i<s.length;i++)if(new RegExp(s[i][0]).test(p)){w=s[i][1].concat(t[g]||[]);` +
          `for(j=0;j<s[i][2].length;j++)w=w.concat(t[g+'/'+s[i][2][j]]||[]);break}` +
          `for(i=0;i<w.length;i++){var l=document.createElement('link');l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=f[w[i]];document.head.appendChild(l)}})();`;
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The api the dev server forwards to; the production build is served by the api itself.
  const target = loadEnv(mode, root, '').API_PROXY_TARGET || 'http://localhost:3000';
  const proxy = { '/api': { target, changeOrigin: false }, '/storage': { target, changeOrigin: false } };
  return {
    plugins: [react(), tailwindcss(), preloadFirstScreen(), precompress()],
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
      rolldownOptions: {
        // Needed to inline common chunks; no page imports the entry's exports.
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: firstLoadGroups,
            experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNK_BYTES },
          },
        },
      },
    },
  };
});
