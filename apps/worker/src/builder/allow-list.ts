/**
 * The only bare imports a generated project may use. Each resolves from the worker's own node_modules,
 * so builds need no network and no install per project. To add a library: add it to apps/worker's
 * dependencies, list its import specifiers here and in docs/builder.md, and tell the agent (agent/spec.ts).
 */
export const ALLOWED_IMPORTS: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-router',
  'lucide-react',
  'clsx',
];

const allowed = new Set(ALLOWED_IMPORTS);

export function isAllowedImport(specifier: string): boolean {
  return allowed.has(specifier);
}

/** A bare specifier is a package import: not relative, not absolute, not a URL. */
export function isBareImport(specifier: string): boolean {
  return !/^(\.{1,2}(\/|$)|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

export function notAllowedMessage(specifier: string): string {
  return `'${specifier}' is not available in Atelier's builder. Allowed: ${ALLOWED_IMPORTS.join(', ')}.`;
}
