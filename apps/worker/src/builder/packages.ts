/**
 * Which npm packages a generated project may import: the curated ones of `@atelier/app-kit` (resolved
 * from its node_modules, no network), and what the builder tells a model that reached for another.
 */
import { isBuiltin } from 'node:module';
import { curatedPackages, isCuratedPackage, packageOf } from '@atelier/app-kit';

/** A bare specifier is a package import: not relative, not absolute, not a URL. */
export function isBareImport(specifier: string): boolean {
  return !/^(\.{1,2}(\/|$)|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/** "date-fns/format", "motion/react", "react-dom/client": any import of a curated package. */
export function isCuratedImport(specifier: string): boolean {
  return isCuratedPackage(packageOf(specifier));
}

/** Node's own modules ("fs", "node:path"): there is no Node in the browser. */
export function isNodeBuiltin(specifier: string): boolean {
  return isBuiltin(specifier) && !isCuratedImport(specifier);
}

/** A name npm could publish (lowercase, optional scope); anything else is not worth asking a registry. */
export function isPackageName(name: string): boolean {
  return /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/.test(name) && name.length <= 214;
}

/** What to use instead of packages models often reach for. */
const INSTEAD: { match: (name: string) => boolean; advice: (name: string) => string }[] = [
  {
    match: (n) => n === 'axios' || n === 'ky' || n === 'node-fetch',
    advice: (n) => `use fetch() instead of ${n}`,
  },
  {
    match: (n) => n === 'styled-components' || n.startsWith('@emotion/') || n === 'styled-jsx',
    advice: (n) => `style with Tailwind classes instead of ${n}`,
  },
  {
    match: (n) => n === '@heroicons/react' || n === 'react-icons' || n.startsWith('@fortawesome/'),
    advice: (n) => `use lucide-react icons instead of ${n}`,
  },
  { match: (n) => n === 'moment' || n === 'luxon', advice: (n) => `use date-fns or dayjs instead of ${n}` },
  {
    match: (n) => n === 'lodash' || n === 'lodash-es' || n.startsWith('lodash.') || n === 'underscore',
    advice: (n) => `use plain JavaScript (Array and Object methods, structuredClone) instead of ${n}`,
  },
  {
    match: (n) =>
      ['chart.js', 'react-chartjs-2', 'apexcharts', 'react-apexcharts', 'victory', 'nivo'].includes(n) ||
      n.startsWith('@nivo/'),
    advice: (n) => `use recharts instead of ${n}`,
  },
  {
    match: (n) =>
      n.startsWith('@mui/') ||
      n.startsWith('@material-ui/') ||
      n === 'antd' ||
      n.startsWith('@chakra-ui/') ||
      n.startsWith('@mantine/') ||
      n === 'react-bootstrap',
    advice: (n) => `use the kit's components (@/components/ui/button, card, dialog, …) instead of ${n}`,
  },
  {
    match: (n) => n === 'next' || n === '@remix-run/react',
    advice: (n) => `use react-router instead of ${n}`,
  },
  {
    match: (n) => n === '@headlessui/react',
    advice: (n) => `use @radix-ui/react-* primitives instead of ${n}`,
  },
  {
    match: (n) =>
      n === 'redux' || n === '@reduxjs/toolkit' || n === 'react-redux' || n === 'jotai' || n === 'recoil',
    advice: (n) => `use zustand instead of ${n}`,
  },
  {
    match: (n) => n === 'react-toastify' || n === 'react-hot-toast',
    advice: (n) => `use sonner instead of ${n}`,
  },
  { match: (n) => n === 'yup' || n === 'joi', advice: (n) => `use zod instead of ${n}` },
  { match: (n) => n === 'swr', advice: (n) => `use @tanstack/react-query instead of ${n}` },
  { match: (n) => n === 'classnames', advice: (n) => `use clsx instead of ${n}` },
  {
    match: (n) => isBuiltin(n),
    advice: (n) => `'${n}' is a Node.js module: there is no Node in the browser`,
  },
];

/** Advice for an unavailable package, or null when we have none. */
export function insteadOf(name: string): string | null {
  return INSTEAD.find((entry) => entry.match(name))?.advice(name) ?? null;
}

/** The curated packages, short: Radix primitives grouped. */
export function availablePackages(): string {
  const names = Object.keys(curatedPackages());
  const radix = names
    .filter((n) => n.startsWith('@radix-ui/react-'))
    .map((n) => n.slice('@radix-ui/react-'.length));
  const plain = names.filter((n) => !n.startsWith('@'));
  const scoped = names.filter((n) => n.startsWith('@') && !n.startsWith('@radix-ui/react-'));
  return [...plain, ...scoped, ...(radix.length > 0 ? [`@radix-ui/react-{${radix.join(',')}}`] : [])].join(
    ', ',
  );
}

export interface UnavailableImport {
  /** The package name (or the whole specifier when it names no package, like "node:fs"). */
  name: string;
  /** Project files importing it. */
  importers: string[];
  /** Why an on-demand install failed, when one was tried. */
  reason?: string;
}

/** One message for every unavailable import of a build. */
export function unavailableMessage(imports: UnavailableImport[], kitComponents: string[] = []): string {
  const listed = imports.map((item) => {
    const where = item.importers.slice(0, 3).join(', ') + (item.importers.length > 3 ? ', …' : '');
    return `'${item.name}' (${where}${item.reason ? `; ${item.reason}` : ''})`;
  });
  const advice = imports.map((item) => insteadOf(item.name)).filter((text): text is string => text !== null);
  const kit =
    kitComponents.length > 0
      ? ` Kit components: @/components/ui/{${kitComponents.join(',')}}, @/lib/utils (cn).`
      : '';
  return (
    `These imports are not available in Atelier's builder: ${listed.join(', ')}.` +
    (advice.length > 0 ? ` ${capitalize([...new Set(advice)].join('; '))}.` : '') +
    ` Available packages: ${availablePackages()}.${kit}`
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { packageOf };
