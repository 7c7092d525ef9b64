/**
 * The world generated apps are built in: the npm packages a project may import with no network (this
 * package's dependencies, resolved from here by the builder), and a shadcn/ui-style component kit under
 * project/ that projects import as `@/components/ui/*` and `@/lib/utils`. Kit files are copied into the
 * projects that use them, so a downloaded project builds outside Atelier with its own copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This package's folder: curated packages resolve from its node_modules. */
export const APP_KIT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The kit's files, laid out as they sit in a project (project/src/lib/utils.ts -> src/lib/utils.ts). */
export const KIT_PROJECT_DIR = path.join(APP_KIT_ROOT, 'project');

interface PackageJson {
  dependencies?: Record<string, string>;
}

/** Packages that are the kit's tooling, not something an app imports. */
const NOT_FOR_APPS = new Set(['typescript', 'vitest']);

let curated: Record<string, string> | undefined;

/** Package name -> the version range a generated project's package.json lists for it. */
export function curatedPackages(): Readonly<Record<string, string>> {
  if (!curated) {
    const pkg = JSON.parse(readFileSync(path.join(APP_KIT_ROOT, 'package.json'), 'utf8')) as PackageJson;
    curated = {};
    for (const name of Object.keys(pkg.dependencies ?? {}).sort()) {
      if (NOT_FOR_APPS.has(name) || name.startsWith('@types/')) continue;
      curated[name] = `^${installedVersion(name)}`;
    }
  }
  return curated;
}

/** The version installed here (the range in package.json may be a catalog reference). */
function installedVersion(name: string): string {
  const file = path.join(APP_KIT_ROOT, 'node_modules', ...name.split('/'), 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** "@radix-ui/react-dialog/dist/x" -> "@radix-ui/react-dialog"; "date-fns/format" -> "date-fns". */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function isCuratedPackage(name: string): boolean {
  return Object.hasOwn(curatedPackages(), name);
}

let kit: Record<string, string> | undefined;

/** The kit's files by project path ("src/components/ui/button.tsx"), read once. */
export function kitFiles(): Readonly<Record<string, string>> {
  if (!kit) {
    kit = {};
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
          kit![path.relative(KIT_PROJECT_DIR, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
        }
      }
    };
    walk(path.join(KIT_PROJECT_DIR, 'src'));
  }
  return kit;
}
