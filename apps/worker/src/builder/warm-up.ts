/**
 * The project a worker builds once at start to warm the builder: every curated package and every kit
 * component, imported so that esbuild parses them all (a namespace import used at run time keeps
 * tree-shaking from skipping any of it).
 */
import { curatedPackages, kitFiles } from '@atelier/app-kit';

/** Packages whose root entry is not meant to be imported; their parsing is warmed through a subpath. */
const ENTRY_OF: Record<string, string> = {
  '@hookform/resolvers': '@hookform/resolvers/zod',
  'react-dom': 'react-dom/client',
};

export function warmUpProject(): Record<string, string> {
  const specifiers = [
    ...Object.keys(curatedPackages()).map((name) => ENTRY_OF[name] ?? name),
    ...Object.keys(kitFiles())
      .filter((file) => /^src\/components\/ui\/[\w-]+\.tsx$/.test(file))
      .map((file) => `@/${file.slice('src/'.length, -'.tsx'.length)}`),
  ];
  const imports = specifiers.map((specifier, index) => `import * as m${index} from '${specifier}';`);
  const used = specifiers.map((_specifier, index) => `m${index}`).join(', ');
  return {
    'index.html':
      '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'src/main.tsx': `${imports.join('\n')}\nimport './index.css';\n\nconsole.log([${used}].length);\n`,
    'src/index.css': kitFiles()['src/index.css'] ?? '@import "tailwindcss";\n',
    'src/styles/kit-theme.css': kitFiles()['src/styles/kit-theme.css'] ?? '',
  };
}
