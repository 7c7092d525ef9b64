/** A spec becomes a project: the kit's shared files plus the blueprint's own. */
import path from 'node:path';
import { isSafeProjectPath, type DataRules } from '@atelier/contracts';
import { prepareProjectFiles } from '../builder/kit-files.ts';
import { importSpecifiers, isSourceFile, ProjectFiles } from '../builder/project-files.ts';
import { BLUEPRINTS } from './blueprints/index.ts';
import { kitFiles } from './kit.ts';
import type { AppSpec, RenderContext } from './spec.ts';

export function renderProject(spec: AppSpec, context: RenderContext = {}): Record<string, string> {
  const blueprint = BLUEPRINTS[spec.kind];
  const kit = kitFiles(spec);
  const own = blueprint.render(spec, context);
  for (const path of Object.keys(own)) {
    if (path in kit) throw new Error(`The ${spec.kind} blueprint writes ${path}, which belongs to the kit.`);
    if (!isSafeProjectPath(path))
      throw new Error(`The ${spec.kind} blueprint writes an unsafe path: ${path}`);
  }
  if (!('src/App.tsx' in own)) throw new Error(`The ${spec.kind} blueprint renders no src/App.tsx.`);
  let files = { ...kit, ...own };
  // Apps composed from the component kit (@/components/…) get its files, the @ alias and their packages.
  if (Object.values(own).some((text) => /from ['"]@\//.test(text))) files = prepareProjectFiles(files).files;
  return withoutUnusedKitFiles(files, Object.keys(kit));
}

/** Kit modules nothing imports (a chart in an app without charts) stay out of the project. */
function withoutUnusedKitFiles(files: Record<string, string>, kitPaths: string[]): Record<string, string> {
  const project = new ProjectFiles(files, {});
  // Kit modules (components, lib) may go; every other file stays, and so does what it imports.
  const optional = new Set(kitPaths.filter((file) => /^src\/(components|lib)\//.test(file)));
  const reached = new Set<string>();
  const queue = Object.keys(files).filter((file) => !optional.has(file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file) || files[file] === undefined) continue;
    reached.add(file);
    if (!isSourceFile(file)) continue;
    for (const specifier of importSpecifiers(file, files[file])) {
      const found = project.resolve(path.posix.dirname(file), specifier);
      if (found && !reached.has(found)) queue.push(found);
    }
  }
  const unused = [...optional].filter((file) => !reached.has(file));
  if (unused.length === 0) return files;
  return Object.fromEntries(Object.entries(files).filter(([file]) => !unused.includes(file)));
}

/** The collection rules an app rendered with this context needs: none without a backend. */
export function dataRulesFor(spec: AppSpec, context: RenderContext = {}): DataRules | undefined {
  const rules = BLUEPRINTS[spec.kind].dataRules;
  if (!context.backend) return undefined;
  return typeof rules === 'function' ? rules(spec) : rules;
}
