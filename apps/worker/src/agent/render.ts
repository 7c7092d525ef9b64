/** A spec becomes a project: the kit's shared files plus the blueprint's own. */
import { isSafeProjectPath, type DataRules } from '@atelier/contracts';
import { BLUEPRINTS } from './blueprints/index.ts';
import { kitFiles } from './kit.ts';
import type { AppSpec, RenderContext } from './spec.ts';

export function renderProject(spec: AppSpec, context: RenderContext = {}): Record<string, string> {
  const kit = kitFiles(spec);
  const own = BLUEPRINTS[spec.kind].render(spec, context);
  for (const path of Object.keys(own)) {
    if (path in kit) throw new Error(`The ${spec.kind} blueprint writes ${path}, which belongs to the kit.`);
    if (!isSafeProjectPath(path))
      throw new Error(`The ${spec.kind} blueprint writes an unsafe path: ${path}`);
  }
  if (!('src/App.tsx' in own)) throw new Error(`The ${spec.kind} blueprint renders no src/App.tsx.`);
  return { ...kit, ...own };
}

/** The collection rules an app rendered with this context needs: none without a backend. */
export function dataRulesFor(spec: AppSpec, context: RenderContext = {}): DataRules | undefined {
  return context.backend ? BLUEPRINTS[spec.kind].dataRules : undefined;
}
