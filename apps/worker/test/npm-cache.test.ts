/**
 * The on-demand npm cache against a scripted registry on 127.0.0.1: packuments and tarballs made here,
 * every request counted, no internet.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as esbuild from 'esbuild';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {} from '@atelier/test-support/global-setup';
import { ConfigError, npmEnv, parseEnv, resolveNpm, type NpmSettings } from '@atelier/config';
import {
  createNpmCache,
  isOnDemandAllowed,
  packageJsonRange,
  type EnsureResult,
} from '../src/builder/npm-cache.ts';

interface FakePackage {
  name: string;
  version: string;
  files: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: Record<string, string>;
  /** What the packument declares; the real size when unset, left out when null. */
  unpackedSize?: number | null;
}

/** A registry serving what was published to it, counting requests; `hang` paths never answer. */
class FakeRegistry {
  readonly requests: string[] = [];
  readonly hang = new Set<string>();
  url = '';
  private readonly packuments = new Map<string, { versions: Record<string, unknown>; latest: string }>();
  private readonly tarballs = new Map<string, Buffer>();
  private readonly server: Server = createServer((request, response) => {
    const url = request.url ?? '/';
    this.requests.push(url);
    if (this.hang.has(url)) return;
    const tarball = this.tarballs.get(url);
    if (tarball) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball);
      return;
    }
    const name = decodeURIComponent(url.slice(1));
    const packument = this.packuments.get(name);
    if (!packument) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        _id: name,
        name,
        'dist-tags': { latest: packument.latest },
        versions: packument.versions,
      }),
    );
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** Requests since `from`, for one test's share of the count. */
  since(from: number): string[] {
    return this.requests.slice(from);
  }

  tarballPath(name: string, version: string): string {
    return `/-/${name.replace('/', '+')}-${version}.tgz`;
  }

  async publish(pkg: FakePackage, workDir: string): Promise<void> {
    const { files, unpackedSize, ...fields } = pkg;
    const manifest = { ...fields, main: 'index.js' };
    const source = await mkdtemp(path.join(workDir, 'pack-'));
    const contents = { 'package.json': JSON.stringify(manifest, null, 2), ...files };
    for (const [file, text] of Object.entries(contents)) {
      await mkdir(path.dirname(path.join(source, 'package', file)), { recursive: true });
      await writeFile(path.join(source, 'package', file), text);
    }
    const file = path.join(source, 'package.tgz');
    await tar.c({ cwd: source, file, gzip: true, portable: true }, ['package']);
    const tarball = await readFile(file);

    const tarballPath = this.tarballPath(pkg.name, pkg.version);
    this.tarballs.set(tarballPath, tarball);
    const realSize = Object.values(contents).reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const dist: Record<string, unknown> = {
      tarball: `${this.url.replace(/\/$/, '')}${tarballPath}`,
      shasum: createHash('sha1').update(tarball).digest('hex'),
      integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
    };
    if (unpackedSize !== null) dist.unpackedSize = unpackedSize ?? realSize;
    const packument = this.packuments.get(pkg.name) ?? { versions: {}, latest: pkg.version };
    packument.versions[pkg.version] = { ...manifest, _id: `${pkg.name}@${pkg.version}`, dist };
    if (!packument.latest.includes('-')) packument.latest = pkg.version;
    this.packuments.set(pkg.name, packument);
  }
}

const registry = new FakeRegistry();
let baseDir = '';
/** Written by fancy-widget's install scripts, were they ever run. */
let scriptMarker = '';

/** Settings as the worker parses them, on-demand installs on, each call with a cache of its own. */
async function settingsFor(env: Record<string, string> = {}): Promise<NpmSettings> {
  const dataDir = await mkdtemp(path.join(baseDir, 'data-'));
  return resolveNpm({
    ...parseEnv(npmEnv, { NPM_ON_DEMAND: 'true', NPM_REGISTRY: registry.url, ...env }),
    DATA_DIR: dataDir,
  });
}

function reasonOf(result: EnsureResult): string {
  if (result.ok) throw new Error(`expected a refusal, got ${result.dir}`);
  return result.reason;
}

function tarballRequests(requests: string[]): string[] {
  return requests.filter((url) => url.endsWith('.tgz'));
}

beforeAll(async () => {
  baseDir = await mkdtemp(path.join(inject('dataDir'), 'npm-cache-'));
  scriptMarker = path.join(baseDir, 'install-script-ran');
  await registry.start();
  const leftPad = (version: string) => ({
    name: 'left-pad-x',
    version,
    files: {
      'index.js': `module.exports = function leftPad(text, width) { return String(text).padStart(width, '${version}'); };\n`,
    },
  });
  const writeMarker = `node -e "require('fs').writeFileSync(${JSON.stringify(scriptMarker)}, 'ran')"`;
  const packages: FakePackage[] = [
    leftPad('1.0.0'),
    leftPad('1.2.0'),
    {
      name: 'fancy-widget',
      version: '1.0.0',
      dependencies: { 'left-pad-x': '^1.0.0' },
      peerDependencies: { react: '^19.0.0' },
      scripts: { preinstall: writeMarker, install: writeMarker, postinstall: writeMarker },
      bin: { 'fancy-widget': 'cli.js' },
      files: {
        'index.js': `import leftPad from 'left-pad-x';\nimport { createElement } from 'react';\nexport default function FancyWidget() { return createElement('pre', null, leftPad('fancy', 8)); }\n`,
        'cli.js': '#!/usr/bin/env node\nconsole.log("fancy");\n',
      },
    },
    {
      name: 'react',
      version: '19.0.0',
      files: { 'index.js': 'module.exports = { createElement() {} };\n' },
    },
    {
      name: '@acme/util',
      version: '1.0.0',
      files: { 'index.js': 'export const shout = (text) => `${text.toUpperCase()}!`;\n' },
    },
    // Declares 50 MB unpacked: refused before its tarball is downloaded.
    {
      name: 'huge-thing',
      version: '1.0.0',
      unpackedSize: 50 * 1024 * 1024,
      files: { 'index.js': 'module.exports = 1;\n' },
    },
    // Declares no size: measured after the install.
    {
      name: 'bulky-x',
      version: '1.0.0',
      unpackedSize: null,
      files: { 'index.js': 'module.exports = 1;\n', 'data.txt': 'x'.repeat(300_000) },
    },
    { name: 'slow-x', version: '1.0.0', files: { 'index.js': 'module.exports = 1;\n' } },
    // Dependencies the registry cannot give.
    {
      name: 'orphan-x',
      version: '1.0.0',
      dependencies: { 'missing-x': '^1.0.0' },
      files: { 'index.js': 'module.exports = 1;\n' },
    },
    {
      name: 'stale-deps-x',
      version: '1.0.0',
      dependencies: { 'left-pad-x': '^5.0.0' },
      files: { 'index.js': 'module.exports = 1;\n' },
    },
  ];
  for (const pkg of packages) await registry.publish(pkg, baseDir);
  registry.hang.add(registry.tarballPath('slow-x', '1.0.0'));
});

afterAll(async () => {
  await registry.close();
});

describe('settings', () => {
  it('is offline out of the box, with the documented defaults', () => {
    const settings = resolveNpm({ ...parseEnv(npmEnv, {}), DATA_DIR: '/srv/atelier' });
    expect(settings).toEqual({
      NPM_ON_DEMAND: false,
      NPM_REGISTRY: 'https://registry.npmjs.org/',
      NPM_CACHE_DIR: '/srv/atelier/npm-cache',
      NPM_ALLOW: [],
      NPM_DENY: [],
      NPM_MAX_PACKAGE_MB: 20,
      NPM_MAX_PACKAGES: 200,
      NPM_INSTALL_TIMEOUT_MS: 60_000,
      DATA_DIR: '/srv/atelier',
    });
    expect(isOnDemandAllowed('left-pad-x', settings)).toBe(false);
  });

  it('parses lists of names and globs, and refuses anything else', () => {
    const env = parseEnv(npmEnv, {
      NPM_ALLOW: ' left-pad-x, @acme/* ,,react-*',
      NPM_REGISTRY: 'http://npm.test',
    });
    expect(env.NPM_ALLOW).toEqual(['left-pad-x', '@acme/*', 'react-*']);
    expect(env.NPM_REGISTRY).toBe('http://npm.test/');
    expect(() => parseEnv(npmEnv, { NPM_DENY: 'left pad' })).toThrow(ConfigError);
    expect(() => parseEnv(npmEnv, { NPM_REGISTRY: 'ftp://npm.test' })).toThrow(ConfigError);
  });

  it('packageJsonRange gives a caret range', () => {
    expect(packageJsonRange('1.2.3')).toBe('^1.2.3');
    expect(packageJsonRange('0.4.0-beta.1')).toBe('^0.4.0-beta.1');
    expect(() => packageJsonRange('latest')).toThrow();
  });
});

describe('npm cache', () => {
  it('installs a package with its dependencies, without peers, scripts or bin links, and esbuild bundles from it', async () => {
    const settings = await settingsFor();
    const cache = createNpmCache(settings);
    const from = registry.requests.length;

    const result = await cache.ensure('fancy-widget');
    expect(result).toEqual({
      ok: true,
      dir: path.join(settings.NPM_CACHE_DIR, 'fancy-widget@1.0.0'),
      version: '1.0.0',
      skippedScripts: ['fancy-widget@1.0.0'],
    });
    if (!result.ok) return;

    const modules = path.join(result.dir, 'node_modules');
    expect(existsSync(path.join(modules, 'fancy-widget', 'package.json'))).toBe(true);
    expect(
      JSON.parse(await readFile(path.join(modules, 'left-pad-x', 'package.json'), 'utf8')),
    ).toMatchObject({
      version: '1.2.0',
    });
    // The builder maps react to its curated copy: the peer is neither installed nor asked for.
    expect(existsSync(path.join(modules, 'react'))).toBe(false);
    expect(registry.since(from).some((url) => url.startsWith('/react'))).toBe(false);
    expect(existsSync(path.join(modules, '.bin'))).toBe(false);
    expect(existsSync(scriptMarker)).toBe(false);
    expect(await readdir(path.join(settings.NPM_CACHE_DIR, '.tmp'))).toEqual([]);

    const bundle = await esbuild.build({
      stdin: { contents: "import x from 'fancy-widget'; console.log(x)", resolveDir: result.dir },
      bundle: true,
      write: false,
      format: 'esm',
      external: ['react'],
      logLevel: 'silent',
    });
    const code = bundle.outputFiles[0]?.text ?? '';
    expect(code).toContain('padStart(width, "1.2.0")');
    expect(code).toContain('FancyWidget');
  });

  it('answers a second time from the cache without a single registry request', async () => {
    const settings = await settingsFor();
    const first = await createNpmCache(settings).ensure('left-pad-x', '^1.0.0');
    expect(first).toMatchObject({ ok: true, version: '1.2.0' });

    // A fresh cache object, as another worker process would have: the folders are what it finds.
    const cache = createNpmCache(settings);
    const from = registry.requests.length;
    expect(await cache.ensure('left-pad-x')).toEqual(first);
    expect(await cache.ensure('left-pad-x', '~1.2.0')).toEqual(first);
    expect(await cache.ensure('left-pad-x', 'latest')).toEqual(first);
    expect(registry.since(from)).toEqual([]);

    // A range the cached version does not satisfy goes to the registry.
    expect(await cache.ensure('left-pad-x', '1.0.0')).toMatchObject({ ok: true, version: '1.0.0' });
    expect(tarballRequests(registry.since(from))).toEqual([registry.tarballPath('left-pad-x', '1.0.0')]);
  });

  it('installs a scoped package under a folder of its own', async () => {
    const settings = await settingsFor();
    const result = await createNpmCache(settings).ensure('@acme/util', '^1.0.0');
    expect(result).toMatchObject({ ok: true, version: '1.0.0', skippedScripts: [] });
    if (!result.ok) return;
    expect(result.dir).toBe(path.join(settings.NPM_CACHE_DIR, '@acme+util@1.0.0'));
    const bundle = await esbuild.build({
      stdin: {
        contents: "import { shout } from '@acme/util'; console.log(shout('hi'))",
        resolveDir: result.dir,
      },
      bundle: true,
      write: false,
      logLevel: 'silent',
    });
    expect(bundle.outputFiles[0]?.text).toContain('toUpperCase');
  });

  it('shares one install between concurrent requests, in one process and across two', async () => {
    const settings = await settingsFor();
    const cache = createNpmCache(settings);
    const from = registry.requests.length;
    const [a, b, c] = await Promise.all([
      cache.ensure('@acme/util'),
      cache.ensure('@acme/util'),
      cache.ensure('@acme/util', '1.0.0'),
    ]);
    expect(a).toMatchObject({ ok: true, version: '1.0.0' });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(tarballRequests(registry.since(from))).toHaveLength(1);

    // Two cache objects on one folder stand for two worker processes: both end with the same folder.
    const shared = await settingsFor();
    const [one, two] = await Promise.all([
      createNpmCache(shared).ensure('fancy-widget'),
      createNpmCache(shared).ensure('fancy-widget'),
    ]);
    expect(one).toMatchObject({ ok: true, version: '1.0.0' });
    expect(two).toEqual(one);
    expect((await readdir(shared.NPM_CACHE_DIR)).filter((item) => !item.startsWith('.'))).toEqual([
      'fancy-widget@1.0.0',
    ]);
    expect(await readdir(path.join(shared.NPM_CACHE_DIR, '.tmp'))).toEqual([]);
  });

  it('refuses what the operator denies or does not allow, without asking the registry', async () => {
    const from = registry.requests.length;
    const denied = createNpmCache(await settingsFor({ NPM_DENY: '@acme/*' }));
    expect(await denied.ensure('@acme/util')).toEqual({
      ok: false,
      reason: "'@acme/util' is blocked by this server's operator (NPM_DENY).",
    });

    const allowOnly = await settingsFor({ NPM_ALLOW: 'left-pad-x,@acme/*', NPM_DENY: '@acme/secret' });
    expect(isOnDemandAllowed('@acme/util', allowOnly)).toBe(true);
    expect(isOnDemandAllowed('@acme/secret', allowOnly)).toBe(false);
    expect(isOnDemandAllowed('fancy-widget', allowOnly)).toBe(false);
    const result = await createNpmCache(allowOnly).ensure('fancy-widget');
    expect(result).toEqual({
      ok: false,
      reason: "'fancy-widget' is not among the npm packages this server's operator allows (NPM_ALLOW).",
    });

    const off = createNpmCache(await settingsFor({ NPM_ON_DEMAND: 'false' }));
    expect(reasonOf(await off.ensure('left-pad-x'))).toContain('NPM_ON_DEMAND is off');
    expect(registry.since(from)).toEqual([]);
  });

  it('refuses a package one of whose dependencies is denied', async () => {
    const cache = createNpmCache(await settingsFor({ NPM_ALLOW: 'fancy-*', NPM_DENY: 'left-pad-x' }));
    expect(await cache.ensure('fancy-widget')).toEqual({
      ok: false,
      reason: "'fancy-widget' depends on left-pad-x@1.2.0, which this server's operator blocks (NPM_DENY).",
    });
  });

  it('refuses invalid names and ranges it cannot install', async () => {
    const cache = createNpmCache(await settingsFor());
    const from = registry.requests.length;
    for (const name of ['../etc/passwd', 'left pad', '.hidden', '', 'left-pad-x/sub']) {
      expect(reasonOf(await cache.ensure(name))).toContain('is not a valid npm package name');
    }
    for (const range of ['file:../left-pad', 'git+https://example.com/x.git', 'npm:react@19']) {
      expect(reasonOf(await cache.ensure('left-pad-x', range))).toContain('is not a version range');
    }
    expect(registry.since(from)).toEqual([]);
  });

  it('refuses a package over the size limit: before downloading when declared, after installing when not', async () => {
    const settings = await settingsFor({ NPM_MAX_PACKAGE_MB: '0.1' });
    const cache = createNpmCache(settings);
    const from = registry.requests.length;

    expect(await cache.ensure('huge-thing')).toEqual({
      ok: false,
      reason:
        "'huge-thing@1.0.0' is too large: 50.0 MB unpacked, over this server's limit of 0.1 MB (NPM_MAX_PACKAGE_MB).",
    });
    expect(tarballRequests(registry.since(from))).toEqual([]);

    expect(reasonOf(await cache.ensure('bulky-x'))).toMatch(
      /^'bulky-x@1\.0\.0' is too large: 0\.3 MB unpacked with its dependencies/,
    );
    expect((await readdir(settings.NPM_CACHE_DIR)).filter((item) => !item.startsWith('.'))).toEqual([]);
    expect(await readdir(path.join(settings.NPM_CACHE_DIR, '.tmp'))).toEqual([]);
  });

  it('refuses new packages when the cache is full, and still serves the cached ones', async () => {
    const cache = createNpmCache(await settingsFor({ NPM_MAX_PACKAGES: '1' }));
    expect(await cache.ensure('left-pad-x')).toMatchObject({ ok: true });
    expect(await cache.ensure('@acme/util')).toEqual({
      ok: false,
      reason:
        "'@acme/util' cannot be installed: this server's npm package cache is full (1 packages, NPM_MAX_PACKAGES).",
    });
    expect(await cache.ensure('left-pad-x', '^1.2.0')).toMatchObject({ ok: true, version: '1.2.0' });
  });

  it('says what went wrong with the registry: no such package, no such version, not reachable, too slow', async () => {
    const cache = createNpmCache(await settingsFor());
    expect(await cache.ensure('missing-x')).toEqual({
      ok: false,
      reason: `'missing-x' was not found in the registry at ${registry.url}.`,
    });
    expect(await cache.ensure('left-pad-x', '^9.0.0')).toEqual({
      ok: false,
      reason: `No version of 'left-pad-x' matches '^9.0.0' in the registry at ${registry.url}.`,
    });

    expect(await cache.ensure('orphan-x')).toEqual({
      ok: false,
      reason: `'orphan-x' needs 'missing-x', which was not found in the registry at ${registry.url}.`,
    });
    expect(await cache.ensure('stale-deps-x')).toEqual({
      ok: false,
      reason: `'stale-deps-x' needs 'left-pad-x@^5.0.0', a version the registry at ${registry.url} does not have.`,
    });

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createNpmCache(await settingsFor({ NPM_REGISTRY: closedUrl }));
    expect(await unreachable.ensure('left-pad-x')).toEqual({
      ok: false,
      reason: `The registry at ${closedUrl} could not be reached (ECONNREFUSED).`,
    });

    const slow = createNpmCache(await settingsFor({ NPM_INSTALL_TIMEOUT_MS: '300' }));
    const started = Date.now();
    expect(await slow.ensure('slow-x')).toEqual({
      ok: false,
      reason: "Installing 'slow-x' took longer than 300 ms (NPM_INSTALL_TIMEOUT_MS) and was given up.",
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
