/**
 * Packages from npm for the builder, installed on demand into one cache every project shares, so the
 * second project importing a package builds at once. Off unless the operator sets NPM_ON_DEMAND; names
 * pass the operator's NPM_ALLOW / NPM_DENY lists, and size, count and time limits apply.
 *
 * Installs use npm's own libraries rather than a hand-written resolver: pacote resolves the requested
 * range to one version (and its declared size, checked before anything is downloaded), then arborist
 * installs that version's dependency tree the way `npm install --ignore-scripts --legacy-peer-deps
 * --no-bin-links --no-audit` would. Install scripts never run. Peer dependencies are left out on
 * purpose: the builder maps react & co to its curated copies, so a page never carries two Reacts.
 *
 * The cache folder (NPM_CACHE_DIR):
 *   <name>@<version>/  one package, complete: package.json, node_modules/<name> with its dependencies,
 *                      entry.json (what was installed). A scope's "/" is written "+" (@acme+util@1.0.0).
 *   .tmp/              installs under way. Each is renamed into place when complete, so a package folder
 *                      that exists is whole, and processes installing the same package at once keep the
 *                      first and drop the others.
 *   .cacache/          npm's own cache of packuments and tarballs.
 * A range that a cached version satisfies resolves from these folders with no registry request at all.
 */
import { existsSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Arborist, { type ArboristNode } from '@npmcli/arborist';
import pacote, { type FetchOptions, type Manifest } from 'pacote';
import semver from 'semver';
import validatePackageName from 'validate-npm-package-name';
import type { NpmSettings } from '@atelier/config';

export type { NpmSettings };

export type EnsureResult =
  | {
      ok: true;
      /** A folder from which `name` and its subpaths resolve (it holds node_modules/<name>). */
      dir: string;
      version: string;
      /** Packages of the tree (name@version) that declare install scripts; none of them ran. */
      skippedScripts: string[];
    }
  | { ok: false; reason: string };

export interface NpmCache {
  /** The package in the cache, installing it first when no cached version satisfies `range`. */
  ensure(name: string, range?: string): Promise<EnsureResult>;
}

/** What a package folder holds, written before the folder is renamed into place. */
interface CacheEntry {
  name: string;
  version: string;
  /** Unpacked bytes of node_modules. */
  bytes: number;
  /** Every package of the tree, name@version. */
  packages: string[];
  skippedScripts: string[];
  installedAt: string;
}

const ENTRY_FILE = 'entry.json';
const TMP_DIR = '.tmp';
const NPM_CACHE = '.cacache';
const MB = 1024 * 1024;

/** Error codes of a registry that did not answer at all. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
  'EPIPE',
  'CERT_HAS_EXPIRED',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
]);

// ---- names, ranges, lists ----

/** `^1.2.3` for 1.2.3: what a project's package.json records for a package installed on demand. */
export function packageJsonRange(version: string): string {
  const valid = semver.valid(version);
  if (!valid) throw new TypeError(`'${version}' is not a version`);
  return `^${valid}`;
}

/** A glob over package names: `*` stands for any characters but "/", so `@scope/*` is one scope. */
function globMatches(glob: string, name: string): boolean {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${source}$`, 'i').test(name);
}

function listed(name: string, globs: readonly string[]): boolean {
  return globs.some((glob) => globMatches(glob, name));
}

/** Why `name` may not be installed on demand, or null when it may. */
function refusalFor(name: string, settings: NpmSettings): string | null {
  if (!settings.NPM_ON_DEMAND) {
    return `'${name}' is not available: this server does not install npm packages on demand (NPM_ON_DEMAND is off).`;
  }
  const validity = validatePackageName(name);
  if (!validity.validForOldPackages) {
    return `'${name}' is not a valid npm package name: ${(validity.errors ?? []).join('; ')}.`;
  }
  if (listed(name, settings.NPM_DENY)) {
    return `'${name}' is blocked by this server's operator (NPM_DENY).`;
  }
  if (settings.NPM_ALLOW.length > 0 && !listed(name, settings.NPM_ALLOW)) {
    return `'${name}' is not among the npm packages this server's operator allows (NPM_ALLOW).`;
  }
  return null;
}

/** Whether the builder may ask the cache for `name`: on-demand installs are on and the lists let it in. */
export function isOnDemandAllowed(name: string, settings: NpmSettings): boolean {
  return refusalFor(name, settings) === null;
}

/**
 * What was asked for: any version (none given, or "latest": a cached one is taken as it is), a semver
 * range, or another dist-tag (which only the registry can answer). Git URLs, files, aliases: null.
 */
type Wanted = { kind: 'any' } | { kind: 'range'; range: string } | { kind: 'tag'; tag: string };

function parseWanted(range: string | undefined): Wanted | null {
  const text = range?.trim() ?? '';
  if (text === '' || text === 'latest') return { kind: 'any' };
  if (semver.validRange(text) !== null) return { kind: 'range', range: text };
  if (/^[a-z][a-z0-9._-]*$/i.test(text)) return { kind: 'tag', tag: text };
  return null;
}

function specOf(name: string, wanted: Wanted): string {
  if (wanted.kind === 'any') return `${name}@latest`;
  return `${name}@${wanted.kind === 'range' ? wanted.range : wanted.tag}`;
}

/** The registry's address as people may see it: without credentials. */
function shownRegistry(registry: string): string {
  try {
    const url = new URL(registry);
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return registry;
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

// ---- the cache ----

/** The folder name of one package version: "@acme/util", "1.0.0" -> "@acme+util@1.0.0". */
function entryName(name: string, version: string): string {
  return `${name.replace('/', '+')}@${version}`;
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const item of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, item.name);
    total += item.isDirectory() ? await folderBytes(file) : (await lstat(file)).size;
  }
  return total;
}

async function readEntry(dir: string): Promise<CacheEntry | null> {
  try {
    return JSON.parse(await readFile(path.join(dir, ENTRY_FILE), 'utf8')) as CacheEntry;
  } catch {
    return null;
  }
}

/** "left-pad@1.0.0" -> "left-pad"; "@acme/util@^1" -> "@acme/util"; "@acme/util" as it is. */
function nameOf(packageId: string): string {
  const at = packageId.lastIndexOf('@');
  return at > 0 ? packageId.slice(0, at) : packageId;
}

export function createNpmCache(settings: NpmSettings): NpmCache {
  const root = settings.NPM_CACHE_DIR;
  const registry = shownRegistry(settings.NPM_REGISTRY);
  const maxBytes = settings.NPM_MAX_PACKAGE_MB * MB;
  const fetchOptions: FetchOptions = {
    registry: settings.NPM_REGISTRY,
    cache: path.join(root, NPM_CACHE),
    timeout: settings.NPM_INSTALL_TIMEOUT_MS,
    // npm's defaults wait 10 s and more between retries; a registry that does not answer should fail
    // the build quickly with a clear reason instead.
    fetchRetries: 2,
    fetchRetryMintimeout: 200,
    fetchRetryMaxtimeout: 2000,
  };

  /** ensure() calls under way, by name and requested range: the same request shares one answer. */
  const ensuring = new Map<string, Promise<EnsureResult>>();
  /** Installs under way, by name@version: different ranges resolving to one version share it. */
  const installing = new Map<string, Promise<EnsureResult>>();
  /** Installs that have passed the count check and not finished: they count against the limit. */
  let reserved = 0;

  const tooLarge = (id: string, bytes: number, how: string) => ({
    ok: false as const,
    reason: `'${id}' is too large: ${(bytes / MB).toFixed(1)} MB ${how}, over this server's limit of ${settings.NPM_MAX_PACKAGE_MB} MB (NPM_MAX_PACKAGE_MB).`,
  });

  async function cacheFolders(): Promise<string[]> {
    try {
      return (await readdir(root)).filter((item) => !item.startsWith('.'));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    }
  }

  /** The answer for a complete package folder, unless the deny list now blocks part of its tree. */
  async function fromFolder(name: string, version: string): Promise<EnsureResult> {
    const dir = path.join(root, entryName(name, version));
    const entry = await readEntry(dir);
    const denied = (entry?.packages ?? []).filter((id) => listed(nameOf(id), settings.NPM_DENY));
    if (denied.length > 0) return deniedDependencies(name, denied);
    return { ok: true, dir, version, skippedScripts: entry?.skippedScripts ?? [] };
  }

  function deniedDependencies(name: string, denied: string[]): EnsureResult {
    return {
      ok: false,
      reason: `'${name}' depends on ${denied.join(', ')}, which this server's operator blocks (NPM_DENY).`,
    };
  }

  /** The newest cached version that satisfies what was asked for, with no network at all. */
  async function cachedVersion(name: string, wanted: Wanted): Promise<string | null> {
    if (wanted.kind === 'tag') return null;
    const prefix = entryName(name, '');
    const versions = (await cacheFolders())
      .filter((item) => item.startsWith(prefix))
      .map((item) => item.slice(prefix.length))
      .filter((version) => semver.valid(version) === version);
    return semver.maxSatisfying(versions, wanted.kind === 'range' ? wanted.range : '*');
  }

  function registryFailure(error: unknown, name: string, wanted: Wanted): EnsureResult {
    const code = errorCode(error);
    const failure = error as { pkgid?: unknown; type?: unknown; message?: unknown };
    // npm-registry-fetch names the spec it asked for ("left-pad@^1.0.0"), maybe a dependency's.
    const id = typeof failure.pkgid === 'string' ? nameOf(failure.pkgid) : name;
    let reason: string;
    if (code === 'E404') {
      reason =
        id === name
          ? `'${name}' was not found in the registry at ${registry}.`
          : `'${name}' needs '${id}', which was not found in the registry at ${registry}.`;
    } else if (code === 'ETARGET') {
      // npm-pick-manifest's error carries the package and range it could not match: maybe a dependency's.
      const target = error as { name?: unknown; wanted?: unknown };
      const asked = wanted.kind === 'range' ? wanted.range : wanted.kind === 'tag' ? wanted.tag : 'latest';
      reason =
        typeof target.name === 'string' && target.name !== name && target.name !== 'Error'
          ? `'${name}' needs '${target.name}@${String(target.wanted)}', a version the registry at ${registry} does not have.`
          : `No version of '${name}' matches '${asked}' in the registry at ${registry}.`;
    } else if (code && /^E\d{3}$/.test(code)) {
      reason = `The registry at ${registry} answered ${code.slice(1)} for '${id}'.`;
    } else if (failure.type === 'request-timeout') {
      reason = `The registry at ${registry} did not answer within ${settings.NPM_INSTALL_TIMEOUT_MS} ms.`;
    } else if ((code && UNREACHABLE.has(code)) || failure.type === 'system') {
      reason = `The registry at ${registry} could not be reached (${code ?? 'network error'}).`;
    } else if (code === 'EINTEGRITY') {
      reason = `A download for '${name}' did not match the checksum the registry at ${registry} gave.`;
    } else {
      reason = `Installing '${name}' failed: ${String(failure.message ?? error)}`;
    }
    return { ok: false, reason };
  }

  /** Installs one version's tree into a temporary folder, checks it, and renames it into place. */
  async function install(name: string, version: string, wanted: Wanted): Promise<EnsureResult> {
    const id = `${name}@${version}`;
    const tmpRoot = path.join(root, TMP_DIR);
    await mkdir(tmpRoot, { recursive: true });
    const work = await mkdtemp(path.join(tmpRoot, `${entryName(name, version)}-`));
    try {
      await writeFile(
        path.join(work, 'package.json'),
        `${JSON.stringify({ name: 'atelier-npm-cache-entry', version: '0.0.0', private: true, dependencies: { [name]: version } }, null, 2)}\n`,
      );
      const tree = await new Arborist({
        ...fetchOptions,
        path: work,
        ignoreScripts: true,
        legacyPeerDeps: true,
        binLinks: false,
        audit: false,
        fund: false,
        save: false,
      }).reify({ save: false });

      const nodes = [...tree.inventory.values()].filter((node) => !node.isRoot);
      const idOf = (node: ArboristNode) => `${node.packageName}@${node.version}`;
      const denied = nodes.filter((node) => listed(node.packageName, settings.NPM_DENY)).map(idOf);
      if (denied.length > 0) return deniedDependencies(name, denied);

      const bytes = await folderBytes(path.join(work, 'node_modules'));
      if (bytes > maxBytes) return tooLarge(id, bytes, 'unpacked with its dependencies');

      // npm runs `node-gyp rebuild` for a binding.gyp without an install script: note those too.
      const skippedScripts = nodes
        .filter((node) => node.hasInstallScript || existsSync(path.join(node.path, 'binding.gyp')))
        .map(idOf);
      const entry: CacheEntry = {
        name,
        version,
        bytes,
        packages: nodes.map(idOf),
        skippedScripts,
        installedAt: new Date().toISOString(),
      };
      await writeFile(path.join(work, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);

      const final = path.join(root, entryName(name, version));
      try {
        await rename(work, final);
      } catch (error) {
        // Another process renamed the same version into place first: theirs is as good as ours.
        if (!existsSync(path.join(final, ENTRY_FILE))) throw error;
        return fromFolder(name, version);
      }
      return { ok: true, dir: final, version, skippedScripts };
    } catch (error) {
      return registryFailure(error, name, wanted);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function resolveAndInstall(name: string, wanted: Wanted): Promise<EnsureResult> {
    let manifest: Manifest;
    try {
      manifest = await pacote.manifest(specOf(name, wanted), fetchOptions);
    } catch (error) {
      return registryFailure(error, name, wanted);
    }
    const { version } = manifest;
    // A dist-tag can name a version that is cached already.
    if (existsSync(path.join(root, entryName(name, version), ENTRY_FILE))) return fromFolder(name, version);

    const declared = manifest.dist?.unpackedSize;
    if (typeof declared === 'number' && declared > maxBytes) {
      return tooLarge(`${name}@${version}`, declared, 'unpacked');
    }

    const key = `${name}@${version}`;
    let pending = installing.get(key);
    if (!pending) {
      pending = install(name, version, wanted)
        .catch((error: unknown) => registryFailure(error, name, wanted))
        .finally(() => installing.delete(key));
      installing.set(key, pending);
    }
    return pending;
  }

  async function ensureNow(name: string, wanted: Wanted): Promise<EnsureResult> {
    const cached = await cachedVersion(name, wanted);
    if (cached) return fromFolder(name, cached);

    const count = (await cacheFolders()).length;
    if (count + reserved >= settings.NPM_MAX_PACKAGES) {
      return {
        ok: false,
        reason: `'${name}' cannot be installed: this server's npm package cache is full (${settings.NPM_MAX_PACKAGES} packages, NPM_MAX_PACKAGES).`,
      };
    }
    reserved += 1;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<EnsureResult>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            ok: false,
            reason: `Installing '${name}' took longer than ${settings.NPM_INSTALL_TIMEOUT_MS} ms (NPM_INSTALL_TIMEOUT_MS) and was given up.`,
          }),
        settings.NPM_INSTALL_TIMEOUT_MS,
      );
    });
    // An install still running at the timeout goes on (every request it makes has the same timeout) and,
    // should it finish, stays in the cache for the next build; its slot is freed only when it ends.
    const work = resolveAndInstall(name, wanted).finally(() => {
      reserved -= 1;
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async ensure(name, range) {
      const refusal = refusalFor(name, settings);
      if (refusal) return { ok: false, reason: refusal };
      const wanted = parseWanted(range);
      if (!wanted) {
        return {
          ok: false,
          reason: `'${range ?? ''}' is not a version range this server can install '${name}' at: use a semver range (^1.2.0) or a dist-tag.`,
        };
      }
      const key = `${name}@${range?.trim() ?? ''}`;
      let pending = ensuring.get(key);
      if (!pending) {
        pending = ensureNow(name, wanted)
          .catch((error: unknown) => ({
            ok: false as const,
            reason: `This server's npm package cache failed (${errorCode(error) ?? String(error)}).`,
          }))
          .finally(() => ensuring.delete(key));
        ensuring.set(key, pending);
      }
      return pending;
    },
  };
}

/**
 * The builder's resolver for packages outside the curated set: installed on demand when the operator
 * turned it on (NPM_ON_DEMAND), refused with the reason otherwise.
 */
export function onDemandResolver(
  settings: NpmSettings,
): ((name: string) => Promise<{ dir: string } | { error: string }>) | undefined {
  if (!settings.NPM_ON_DEMAND) return undefined;
  const cache = createNpmCache(settings);
  return async (name) => {
    if (!isOnDemandAllowed(name, settings)) {
      return { error: `'${name}' is not on this server's list of packages that may be installed.` };
    }
    const result = await cache.ensure(name);
    return result.ok ? { dir: result.dir } : { error: result.reason };
  };
}
