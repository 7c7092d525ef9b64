/**
 * The project as it is checked and saved: a Tailwind v3 setup is translated to the v4 the project
 * builds with, the kit files its sources import are copied in, and package.json, vite.config.ts and
 * tsconfig.json are in step with what it imports, so a download builds outside Atelier as it does here.
 */
import { prepareProjectFiles } from '../builder/kit-files.ts';
import { translateTailwindV3 } from '../builder/tailwind-v3.ts';
import type { Files } from './operations.ts';

export interface CompletedProject {
  files: Files;
  /** For the reply: what was translated or left out (Tailwind plugins). */
  notes: string[];
}

export function completeProject(files: Files): CompletedProject {
  const translated = translateTailwindV3(files);
  return { files: prepareProjectFiles(translated.files).files, notes: translated.notes };
}
