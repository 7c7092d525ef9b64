/**
 * Translates a Tailwind CSS v3 project (`@tailwind` directives, a tailwind.config, the Play CDN) into
 * the Tailwind CSS v4 stylesheet the builder compiles: `@import "tailwindcss"`, the config's theme as
 * `@theme` variables, the dark variant and a few v3 defaults. The config is model-written code, so it
 * is read, never run: only its literal values are taken.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as acorn from 'acorn';
import * as esbuild from 'esbuild';
import { findEntry } from './index-html.ts';

export interface TailwindTranslation {
  files: Record<string, string>;
  /** Short sentences for the person: what was translated, what was left out. */
  notes: string[];
}

const CONFIG_FILE = /(^|\/)tailwind\.config\.(js|cjs|mjs|ts|cts|mts)$/;
const V3_DIRECTIVE = /@tailwind\s+(?:base|components|utilities|variants|screens)\s*;?[ \t]*\n?/g;
const V3_IMPORT = /@import\s+["']tailwindcss\/(?:base|components|utilities)(?:\.css)?["']\s*;?[ \t]*\n?/g;
const V3_ONLY_IMPORT = /@import\s+["']tailwindcss\/(?:base|components)(?:\.css)?["']/;
const CONFIG_DIRECTIVE = /@config\s+["'][^"']*["']\s*;?[ \t]*\n?/g;
const V4_IMPORT = /@import\s+(?:url\(\s*)?["']tailwindcss["']/;
const CDN_SCRIPT =
  /[ \t]*<script\b[^>]*\bsrc\s*=\s*["'](?:https?:)?\/\/(?:cdn\.tailwindcss\.com|[^"']*@tailwindcss\/browser)[^"']*["'][^>]*>\s*<\/script>[ \t]*\n?/gi;
const INLINE_SCRIPT = /[ \t]*<script\b([^>]*)>([\s\S]*?)<\/script>[ \t]*\n?/gi;
/** Files whose class names are read: sources, and stylesheets for their @apply. */
const SOURCE_FILE = /\.(tsx|jsx|ts|js|mjs|html|mdx?|css)$/;

// ---- reading the config without running it ----

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
type ValueObject = { [key: string]: Value };

/** What a config file says, as far as literals tell. */
interface V3Config {
  file: string;
  darkMode?: Value;
  theme: ValueObject;
  extend: ValueObject;
  safelist: string[];
  important?: Value;
  prefix?: Value;
  plugins: string[];
  /** Theme paths whose value is code (a function, a call, an unknown variable). */
  skipped: string[];
  presets: boolean;
  corePlugins: boolean;
}

function isObject(value: Value | undefined): value is ValueObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const require = createRequire(import.meta.url);
let palette: ValueObject | null = null;

/** Tailwind's default colours (what `require('tailwindcss/colors')` gives), from v4's theme.css. */
function defaultPalette(): ValueObject {
  if (palette) return palette;
  const css = readFileSync(
    path.join(path.dirname(require.resolve('tailwindcss/package.json')), 'theme.css'),
    'utf8',
  );
  const colors: ValueObject = {
    inherit: 'inherit',
    current: 'currentColor',
    transparent: 'transparent',
    black: '#000',
    white: '#fff',
  };
  for (const match of css.matchAll(/--color-([a-z]+)-(\d+):\s*([^;]+);/g)) {
    const [, name, shade, value] = match as unknown as [string, string, string, string];
    const shades = (colors[name] ??= {}) as ValueObject;
    shades[shade] = value.trim();
  }
  // v3 still knew the v2 names.
  for (const [old, name] of Object.entries({
    lightBlue: 'sky',
    warmGray: 'stone',
    trueGray: 'neutral',
    coolGray: 'gray',
    blueGray: 'slate',
  })) {
    colors[old] = colors[name] ?? null;
  }
  palette = colors;
  return colors;
}

/** The parts of `require('tailwindcss/defaultTheme')` configs spread: the font stacks (v4's). */
const DEFAULT_THEME: ValueObject = {
  fontFamily: {
    sans: [
      'ui-sans-serif',
      'system-ui',
      'sans-serif',
      '"Apple Color Emoji"',
      '"Segoe UI Emoji"',
      '"Segoe UI Symbol"',
      '"Noto Color Emoji"',
    ],
    serif: ['ui-serif', 'Georgia', 'Cambria', '"Times New Roman"', 'Times', 'serif'],
    mono: [
      'ui-monospace',
      'SFMono-Regular',
      'Menlo',
      'Monaco',
      'Consolas',
      '"Liberation Mono"',
      '"Courier New"',
      'monospace',
    ],
  },
};

function knownModule(name: string): Value | undefined {
  if (/^tailwindcss\/colors(\.js)?$/.test(name)) return defaultPalette();
  if (/^tailwindcss\/(defaultTheme|default-theme)(\.js)?$/.test(name)) return DEFAULT_THEME;
  return undefined;
}

type Binding = { module: string; property?: string } | { init: acorn.Expression };

/** Evaluates literal expressions; anything else is left out and its path remembered. */
class Evaluator {
  private readonly bindings = new Map<string, Binding>();
  private readonly resolving = new Set<string>();
  readonly skipped: string[] = [];

  constructor(program: acorn.Program) {
    for (const statement of program.body) {
      if (statement.type === 'ImportDeclaration') {
        const module = String(statement.source.value);
        for (const specifier of statement.specifiers) {
          const property =
            specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : undefined;
          this.bindings.set(specifier.local.name, { module, property });
        }
      } else if (statement.type === 'VariableDeclaration') {
        for (const declaration of statement.declarations) {
          if (!declaration.init) continue;
          const module = requiredModule(declaration.init);
          if (declaration.id.type === 'Identifier') {
            this.bindings.set(declaration.id.name, module !== null ? { module } : { init: declaration.init });
          } else if (declaration.id.type === 'ObjectPattern' && module !== null) {
            for (const property of declaration.id.properties) {
              if (
                property.type === 'Property' &&
                property.key.type === 'Identifier' &&
                property.value.type === 'Identifier'
              ) {
                this.bindings.set(property.value.name, { module, property: property.key.name });
              }
            }
          }
        }
      }
    }
  }

  /** The module an identifier (or a call of it) comes from: "@tailwindcss/forms". */
  moduleOf(node: acorn.Expression): string | null {
    const direct = requiredModule(node);
    if (direct !== null) return direct;
    if (node.type === 'CallExpression' && node.callee.type !== 'Super') return this.moduleOf(node.callee);
    if (node.type === 'Identifier') {
      const binding = this.bindings.get(node.name);
      if (binding && 'module' in binding) return binding.module;
    }
    return null;
  }

  /** The object the config exports, following a variable or a wrapper call (`defineConfig({…})`). */
  configObject(node: acorn.Expression, depth = 0): acorn.ObjectExpression | null {
    if (depth > 5) return null;
    if (node.type === 'ObjectExpression') return node;
    if (node.type === 'Identifier') {
      const binding = this.bindings.get(node.name);
      return binding && 'init' in binding ? this.configObject(binding.init, depth + 1) : null;
    }
    if (node.type === 'CallExpression') {
      const first = node.arguments[0];
      return first && first.type !== 'SpreadElement' ? this.configObject(first, depth + 1) : null;
    }
    if (node.type === 'ParenthesizedExpression') return this.configObject(node.expression, depth + 1);
    return null;
  }

  value(node: acorn.Expression, at: string): Value | undefined {
    switch (node.type) {
      case 'Literal':
        if (node.value === null || ['string', 'number', 'boolean'].includes(typeof node.value)) {
          return node.value as Value;
        }
        break;
      case 'TemplateLiteral':
        if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join('');
        break;
      case 'UnaryExpression':
        if (node.operator === '-' && node.argument.type === 'Literal') {
          const number = node.argument.value;
          if (typeof number === 'number') return -number;
        }
        break;
      case 'ArrayExpression':
        return this.array(node, at);
      case 'ObjectExpression':
        return this.object(node, at);
      case 'Identifier':
      case 'MemberExpression':
        return this.reference(node, at);
      case 'ParenthesizedExpression':
        return this.value(node.expression, at);
      default:
        break;
    }
    this.skipped.push(at);
    return undefined;
  }

  private array(node: acorn.ArrayExpression, at: string): Value[] {
    const items: Value[] = [];
    node.elements.forEach((element, index) => {
      if (!element) return;
      if (element.type === 'SpreadElement') {
        const spread = this.value(element.argument, `${at}[${index}]`);
        if (Array.isArray(spread)) items.push(...spread);
        return;
      }
      const item = this.value(element, `${at}[${index}]`);
      if (item !== undefined) items.push(item);
    });
    return items;
  }

  private object(node: acorn.ObjectExpression, at: string): ValueObject {
    const result: ValueObject = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.value(property.argument, `${at}.…`);
        if (isObject(spread)) Object.assign(result, spread);
        continue;
      }
      const key = propertyKey(property);
      if (key === null) {
        this.skipped.push(`${at}[…]`);
        continue;
      }
      const evaluated = this.value(property.value, at ? `${at}.${key}` : key);
      if (evaluated !== undefined) result[key] = evaluated;
    }
    return result;
  }

  /** `brand`, `colors.indigo`, `defaultTheme.fontFamily.sans`, `colors['sky'][500]`. */
  private reference(node: acorn.Identifier | acorn.MemberExpression, at: string): Value | undefined {
    const chain: string[] = [];
    let current: acorn.Expression | acorn.Super = node;
    while (current.type === 'MemberExpression') {
      const property: acorn.Expression | acorn.PrivateIdentifier = current.property;
      if (!current.computed && property.type === 'Identifier') chain.unshift(property.name);
      else if (property.type === 'Literal' && property.value !== null) chain.unshift(String(property.value));
      else break;
      current = current.object;
    }
    let base = current.type === 'Identifier' ? this.binding(current.name, at) : undefined;
    for (const key of chain) {
      base = isObject(base) || Array.isArray(base) ? (base as Record<string, Value>)[key] : undefined;
    }
    if (base === undefined) this.skipped.push(at);
    return base;
  }

  private binding(name: string, at: string): Value | undefined {
    const binding = this.bindings.get(name);
    if (!binding || this.resolving.has(name)) return undefined;
    if ('module' in binding) {
      const value = knownModule(binding.module);
      return binding.property !== undefined && isObject(value) ? value[binding.property] : value;
    }
    this.resolving.add(name);
    const skipped = this.skipped.length;
    const value = this.value(binding.init, at);
    this.skipped.length = skipped;
    this.resolving.delete(name);
    return value;
  }
}

function propertyKey(property: acorn.Property): string | null {
  if (!property.computed && property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal' && property.key.value !== null) return String(property.key.value);
  return null;
}

function requiredModule(node: acorn.Expression): string | null {
  if (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    node.callee.name === 'require' &&
    node.arguments[0]?.type === 'Literal' &&
    typeof node.arguments[0].value === 'string'
  ) {
    return node.arguments[0].value;
  }
  return null;
}

function parseProgram(code: string): acorn.Program {
  const options = { ecmaVersion: 'latest', allowHashBang: true, allowReturnOutsideFunction: true } as const;
  try {
    return acorn.parse(code, { ...options, sourceType: 'module' });
  } catch {
    return acorn.parse(code, { ...options, sourceType: 'script' });
  }
}

/** The exported expression: `module.exports = …`, `export default …`. */
function exportedExpression(program: acorn.Program): acorn.Expression | null {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration;
      if (declaration.type !== 'FunctionDeclaration' && declaration.type !== 'ClassDeclaration') {
        return declaration;
      }
    }
    if (
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'AssignmentExpression' &&
      statement.expression.left.type === 'MemberExpression'
    ) {
      const left = statement.expression.left;
      const object = left.object.type === 'Identifier' ? left.object.name : '';
      const property = left.property.type === 'Identifier' ? left.property.name : '';
      if (
        (object === 'module' && property === 'exports') ||
        (object === 'exports' && property === 'default')
      ) {
        return statement.expression.right;
      }
    }
  }
  return null;
}

function pluginName(evaluator: Evaluator, node: acorn.Expression | acorn.SpreadElement | null): string {
  if (!node || node.type === 'SpreadElement') return 'a custom plugin';
  const module = evaluator.moduleOf(node);
  return module ?? 'a custom plugin';
}

/** Reads a config's literal values. `code` is JS or TS; it is parsed, never run. */
function readConfig(file: string, code: string, notes: string[]): V3Config | null {
  let program: acorn.Program;
  let exported: acorn.Expression | null;
  try {
    const js = /\.(c|m)?ts$/.test(file) ? esbuild.transformSync(code, { loader: 'ts' }).code : code;
    program = parseProgram(js);
    exported = exportedExpression(program);
  } catch {
    notes.push(`${file} could not be read (a syntax error?); its theme is left out.`);
    return null;
  }
  const evaluator = new Evaluator(program);
  const object = exported ? evaluator.configObject(exported) : null;
  return object ? readConfigObject(file, object, evaluator) : notFound(file, notes);
}

function notFound(file: string, notes: string[]): null {
  notes.push(`No configuration object was found in ${file}; its theme is left out.`);
  return null;
}

function readConfigObject(file: string, object: acorn.ObjectExpression, evaluator: Evaluator): V3Config {
  const config: V3Config = {
    file,
    theme: {},
    extend: {},
    safelist: [],
    plugins: [],
    skipped: [],
    presets: false,
    corePlugins: false,
  };
  for (const property of object.properties) {
    if (property.type === 'SpreadElement') continue;
    const key = propertyKey(property);
    const node = property.value;
    if (key === null) continue;
    switch (key) {
      case 'plugins':
        if (node.type === 'ArrayExpression') {
          config.plugins = node.elements.map((element) => pluginName(evaluator, element));
        } else {
          config.plugins = ['a custom plugin'];
        }
        break;
      case 'presets':
        config.presets = true;
        break;
      case 'corePlugins':
        config.corePlugins = true;
        break;
      case 'theme': {
        const theme = evaluator.value(node, 'theme');
        if (isObject(theme)) {
          const { extend, ...rest } = theme;
          config.theme = rest;
          config.extend = isObject(extend) ? extend : {};
        }
        break;
      }
      case 'darkMode':
        config.darkMode = evaluator.value(node, 'darkMode');
        break;
      case 'safelist': {
        const safelist = evaluator.value(node, 'safelist');
        if (Array.isArray(safelist)) {
          config.safelist = safelist.filter((item): item is string => typeof item === 'string');
        }
        break;
      }
      case 'important':
        config.important = evaluator.value(node, 'important');
        break;
      case 'prefix':
        config.prefix = evaluator.value(node, 'prefix');
        break;
      default:
        break;
    }
  }
  config.skipped = evaluator.skipped.filter((at) => at.startsWith('theme') || at === 'darkMode');
  return config;
}

// ---- the theme as CSS ----

/** v3 theme keys whose v4 namespace has another name (v4's own upgrade tool's table). */
const RENAMED_NAMESPACES: Record<string, string> = {
  animation: 'animate',
  aspectRatio: 'aspect',
  borderRadius: 'radius',
  boxShadow: 'shadow',
  colors: 'color',
  containers: 'container',
  fontFamily: 'font',
  fontSize: 'text',
  letterSpacing: 'tracking',
  lineHeight: 'leading',
  maxWidth: 'container',
  screens: 'breakpoint',
  transitionTimingFunction: 'ease',
};

/** v3 keys whose DEFAULT is a default of several utilities in v4 (`ring` without a width). */
const SPECIAL_DEFAULTS: Record<string, string> = {
  borderWidth: 'border-width',
  outlineWidth: 'outline-width',
  ringColor: 'ring-color',
  ringWidth: 'ring-width',
  transitionDuration: 'transition-duration',
  transitionTimingFunction: 'transition-timing-function',
};

/** Theme namespaces v4's utilities read. */
const V4_NAMESPACES = new Set(
  (
    'accent-color animate aspect backdrop-blur backdrop-brightness backdrop-contrast backdrop-grayscale ' +
    'backdrop-hue-rotate backdrop-invert backdrop-opacity backdrop-saturate backdrop-sepia background-color ' +
    'background-image blur border-color border-width box-shadow-color breakpoint brightness caret-color ' +
    'color columns container content contrast cursor divide-color divide-width drop-shadow ease fill ' +
    'flex-basis font font-weight gap grayscale grid-auto-columns grid-auto-rows grid-column grid-column-end ' +
    'grid-column-start grid-row grid-row-end grid-row-start grid-template-columns grid-template-rows height ' +
    'hue-rotate inset inset-shadow invert leading line-clamp list-style-image list-style-type margin ' +
    'max-height max-width min-height min-width object-position opacity order outline-color outline-offset ' +
    'outline-width padding perspective placeholder-color radius ring-color ring-offset-color ' +
    'ring-offset-width ring-width rotate saturate scale scroll-margin scroll-padding sepia shadow size skew ' +
    'space spacing stroke stroke-width text text-color text-decoration-color text-decoration-thickness ' +
    'text-indent text-shadow text-underline-offset tracking transform-origin transition-delay ' +
    'transition-duration transition-property translate width z-index'
  ).split(' '),
);

/** Sections replaced under `theme` (not `extend`) whose v4 defaults are cleared, as v3 replaced them. */
const NOT_RESET = new Set(['fontFamily', 'keyframes', 'container', 'extend']);

const VALID_KEY = /^[a-zA-Z0-9_%/.-]+$/;

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_match, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}

function namespaceOf(section: string): string {
  return RENAMED_NAMESPACES[section] ?? kebab(section);
}

/** A theme key as a custom property segment: dots become underscores, other symbols are escaped. */
function segment(key: string): string {
  return key.replaceAll('.', '_').replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

function cssValue(value: Value): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  // `rgb(var(--x) / <alpha-value>)`: v4 mixes opacity in with color-mix() itself.
  return value.replace(/\s*\/\s*<alpha-value>/g, '').replaceAll('<alpha-value>', '1');
}

/** `Inter var` -> `"Inter var"`; generic families, quoted names and functions stay as they are. */
function fontName(name: string): string {
  const trimmed = name.trim();
  return /\s/.test(trimmed) && !/^["']/.test(trimmed) && !trimmed.includes('(') && !trimmed.includes(',')
    ? `"${trimmed}"`
    : trimmed;
}

function fontStack(value: Value): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const names = value.filter((item): item is string => typeof item === 'string');
    return names.length > 0 ? names.map(fontName).join(', ') : null;
  }
  return null;
}

interface ThemeCss {
  /** `--color-brand-500: #…;` lines; inline ones read other variables (shadcn's hsl(var(--primary))). */
  declarations: string[];
  inline: string[];
  keyframes: string[];
  utilities: string[];
  /** Every variable set, for theme() calls and the v3 defaults. */
  defined: Set<string>;
  unsupported: Set<string>;
}

function declare(out: ThemeCss, name: string, value: Value): void {
  const text = cssValue(value);
  if (text === null || text.trim() === '') return;
  out.defined.add(name);
  (text.includes('var(') ? out.inline : out.declarations).push(`  ${name}: ${text};`);
}

function keyframesCss(name: string, frames: Value): string | null {
  if (!isObject(frames)) return null;
  const steps = Object.entries(frames)
    .filter((entry): entry is [string, ValueObject] => isObject(entry[1]))
    .map(([step, declarations]) => {
      const body = Object.entries(declarations)
        .map(([property, value]) => {
          const text = cssValue(value);
          return text === null
            ? ''
            : `      ${property.startsWith('--') ? property : kebab(property)}: ${text};`;
        })
        .filter(Boolean)
        .join('\n');
      return `    ${step} {\n${body}\n    }`;
    });
  return `  @keyframes ${name} {\n${steps.join('\n')}\n  }`;
}

/** v3's `container: { center, padding }` as v4's `@utility container`. */
function containerUtility(value: Value, notes: string[]): string | null {
  if (!isObject(value)) return null;
  const lines: string[] = [];
  if (value.center === true) lines.push('  margin-inline: auto;');
  const padding = isObject(value.padding) ? value.padding.DEFAULT : value.padding;
  if (typeof padding === 'string') lines.push(`  padding-inline: ${padding};`);
  if (isObject(value.padding) || isObject(value.screens)) {
    notes.push('The container’s padding and widths per screen size are left out.');
  }
  return lines.length > 0 ? `@utility container {\n${lines.join('\n')}\n}` : null;
}

function addSection(out: ThemeCss, section: string, value: Value, notes: string[]): void {
  if (section === 'keyframes') {
    if (isObject(value)) {
      for (const [name, frames] of Object.entries(value)) {
        const css = keyframesCss(name, frames);
        if (css) out.keyframes.push(css);
      }
    }
    return;
  }
  if (section === 'container') {
    const utility = containerUtility(value, notes);
    if (utility) out.utilities.push(utility);
    return;
  }
  const namespace = namespaceOf(section);
  if (!V4_NAMESPACES.has(namespace) || !isObject(value)) {
    out.unsupported.add(section);
    return;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (!VALID_KEY.test(key)) continue;
    if (key === 'DEFAULT' && SPECIAL_DEFAULTS[section]) {
      declare(out, `--default-${SPECIAL_DEFAULTS[section]}`, entry);
      continue;
    }
    const name = key === 'DEFAULT' ? `--${namespace}` : `--${namespace}-${segment(key)}`;
    if (section === 'fontFamily') {
      const [family, options] =
        Array.isArray(entry) && isObject(entry[1]) ? [entry[0] ?? null, entry[1]] : [entry, null];
      const stack = fontStack(family);
      if (stack) declare(out, name, stack);
      if (options && typeof options.fontFeatureSettings === 'string') {
        declare(out, `${name}--font-feature-settings`, options.fontFeatureSettings);
      }
    } else if (section === 'fontSize') {
      const [size, extra] = Array.isArray(entry) ? [entry[0] ?? null, entry[1] ?? null] : [entry, null];
      if (size !== null) declare(out, name, size);
      if (typeof extra === 'string' || typeof extra === 'number') {
        declare(out, `${name}--line-height`, extra);
      } else if (isObject(extra)) {
        for (const [option, optionValue] of Object.entries(extra)) {
          declare(out, `${name}--${kebab(option)}`, optionValue);
        }
      }
    } else if (section === 'opacity' && (typeof entry === 'number' || typeof entry === 'string')) {
      const number = Number(entry);
      declare(out, name, number >= 0 && number <= 1 ? `${Math.round(number * 1000) / 10}%` : entry);
    } else if (section === 'screens' && isObject(entry)) {
      if (typeof entry.min === 'string') declare(out, name, entry.min);
      else out.unsupported.add(`screens.${key}`);
    } else {
      addNested(out, name, entry);
    }
  }
}

/** Nested colours: `brand: { DEFAULT, 500 }` -> `--color-brand`, `--color-brand-500`. */
function addNested(out: ThemeCss, name: string, value: Value): void {
  if (isObject(value)) {
    for (const [key, entry] of Object.entries(value)) {
      if (!VALID_KEY.test(key)) continue;
      addNested(out, key === 'DEFAULT' ? name : `${name}-${segment(key)}`, entry);
    }
  } else if (Array.isArray(value)) {
    const items = value.filter((item) => typeof item === 'string' || typeof item === 'number');
    if (items.length > 0) declare(out, name, items.join(', '));
  } else {
    declare(out, name, value);
  }
}

function themeCss(config: V3Config, notes: string[]): ThemeCss {
  const out: ThemeCss = {
    declarations: [],
    inline: [],
    keyframes: [],
    utilities: [],
    defined: new Set(),
    unsupported: new Set(),
  };
  for (const [section, value] of Object.entries(config.theme)) {
    const namespace = namespaceOf(section);
    if (!NOT_RESET.has(section) && V4_NAMESPACES.has(namespace)) {
      out.declarations.push(`  --${namespace}-*: initial;`);
    }
    addSection(out, section, value, notes);
  }
  for (const [section, value] of Object.entries(config.extend)) addSection(out, section, value, notes);
  return out;
}

function darkVariant(darkMode: Value | undefined, notes: string[]): string | null {
  const [mode, selector] = Array.isArray(darkMode) ? [darkMode[0], darkMode[1]] : [darkMode, undefined];
  if (mode === 'class' || mode === 'selector') {
    const target = typeof selector === 'string' ? selector : '.dark';
    return `@custom-variant dark (&:where(${target}, ${target} *));`;
  }
  if (mode === 'variant' && typeof selector === 'string' && !selector.includes('{')) {
    return `@custom-variant dark (${selector});`;
  }
  if (mode !== undefined && mode !== 'media' && mode !== false) {
    notes.push('The darkMode setting could not be translated; dark: follows the system setting.');
  }
  return null;
}

// ---- v3 class names v4 no longer styles the same way ----

function classTokens(files: Record<string, string>, except: string | null): Set<string> {
  const tokens = new Set<string>();
  for (const [file, text] of Object.entries(files)) {
    if (file === except || !SOURCE_FILE.test(file) || text.startsWith('data:')) continue;
    for (const token of text.split(/[\s"'`{}()<>,;=]+/)) {
      if (!token || token.length > 60) continue;
      tokens.add(token.slice(token.lastIndexOf(':') + 1).replace(/^!/, ''));
    }
  }
  return tokens;
}

/** v3 utilities v4 dropped that CSS can bring back: `bg-opacity-50` with `bg-blue-500`. */
const OPACITY_UTILITIES: { prefix: string; property: string }[] = [
  { prefix: 'bg', property: 'background-color' },
  { prefix: 'text', property: 'color' },
  { prefix: 'border', property: 'border-color' },
];

/** v3 scale steps v4 renamed (v3 `shadow-sm` is v4 `shadow-xs`): the v3 values, kept for v3 projects. */
const V3_SCALE: { token: RegExp; variable: string; value: string }[] = [
  { token: /^shadow-sm$/, variable: '--shadow-sm', value: '0 1px 2px 0 rgb(0 0 0 / 0.05)' },
  { token: /^drop-shadow-sm$/, variable: '--drop-shadow-sm', value: '0 1px 1px rgb(0 0 0 / 0.05)' },
  { token: /^rounded(-[trblse]{1,2})?-sm$/, variable: '--radius-sm', value: '0.125rem' },
  { token: /^(backdrop-)?blur-sm$/, variable: '--blur-sm', value: '4px' },
  { token: /^ring$/, variable: '--default-ring-width', value: '3px' },
  { token: /^ring(-\d+)?$/, variable: '--default-ring-color', value: 'rgb(59 130 246 / 0.5)' },
];

function legacyUtilities(tokens: Set<string>, defined: Set<string>, notes: string[]) {
  const theme: string[] = [];
  const css: string[] = [];
  for (const { token, variable, value } of V3_SCALE) {
    if (!defined.has(variable) && [...tokens].some((item) => token.test(item))) {
      theme.push(`  ${variable}: ${value};`);
    }
  }
  for (const { prefix, property } of OPACITY_UTILITIES) {
    if (![...tokens].some((item) => new RegExp(`^${prefix}-opacity-\\d+$`).test(item))) continue;
    css.push(
      `@property --tw-${prefix}-opacity { syntax: "<percentage>"; inherits: false; initial-value: 100%; }`,
      `@utility ${prefix}-opacity-* { --tw-${prefix}-opacity: calc(--value(integer) * 1%); }`,
      `@utility ${prefix}-* { ${property}: color-mix(in oklab, --value(--color-*) var(--tw-${prefix}-opacity), transparent); }`,
    );
  }
  const unsupported = [...tokens].filter((item) => /^(divide|placeholder|ring)-opacity-\d+$/.test(item));
  if (unsupported.length > 0) {
    notes.push(
      `Tailwind CSS v4 has no ${unsupported.slice(0, 3).join(', ')}; use an opacity modifier instead (ring-blue-500/50).`,
    );
  }
  return { theme, css };
}

// ---- the stylesheet ----

/** `theme('colors.brand.500')` -> `var(--color-brand-500)`, as v4 reads theme variables. */
function translateThemeCalls(css: string, defined: Set<string>): string {
  return css.replace(
    /theme\(\s*(["']?)([^"')]+?)\1\s*\)/g,
    (match: string, _quote: string, argument: string) => {
      const [rawPath = '', alpha] = argument.split('/').map((part) => part.trim());
      if (rawPath.startsWith('--')) return match;
      const keys = rawPath.match(/\[[^\]]+\]|[^.[\]]+/g)?.map((key) => key.replace(/^\[|\]$/g, '')) ?? [];
      const [section, ...rest] = keys;
      if (!section || rest.length === 0) return match;
      if (rest.at(-1) === 'DEFAULT') rest.pop();
      const namespace = namespaceOf(section);
      const name = `--${[namespace, ...rest.map(segment)].join('-')}`;
      if (section === 'screens') return `theme(${name})`;
      let value = `var(${name})`;
      if (
        section === 'spacing' &&
        /^\d+(\.\d+)?$/.test(rest.join('.')) &&
        !defined.has(`--spacing-${segment(rest.join('.'))}`)
      ) {
        value = `calc(var(--spacing) * ${rest.join('.')})`;
      }
      if (alpha) {
        const amount = /^\d*\.?\d+$/.test(alpha) && Number(alpha) <= 1 ? `${Number(alpha) * 100}%` : alpha;
        return `color-mix(in oklab, ${value} ${amount}, transparent)`;
      }
      return value;
    },
  );
}

/** v3's `@screen md {` -> `@media (width >= theme(--breakpoint-md)) {`. */
function translateScreens(css: string): string {
  return css.replace(
    /@screen\s+([\w-]+)\s*\{/g,
    (_match, name: string) => `@media (width >= theme(--breakpoint-${name})) {`,
  );
}

interface Translation {
  config: V3Config | null;
  theme: ThemeCss | null;
  tokens: Set<string>;
  notes: string[];
}

/** The v4 lines that follow `@import "tailwindcss"`: the dark variant, the theme, the v3 defaults. */
function preamble(translation: Translation): string {
  const { config, theme, notes } = translation;
  const defined = theme?.defined ?? new Set<string>();
  const legacy = legacyUtilities(translation.tokens, defined, notes);
  const blocks: string[] = [];
  const variant = config ? darkVariant(config.darkMode, notes) : null;
  if (variant) blocks.push(variant);
  if (config && config.safelist.length > 0) {
    blocks.push(`@source inline(${JSON.stringify(config.safelist.join(' '))});`);
  }
  const declarations = [...(theme?.declarations ?? []), ...legacy.theme];
  const keyframes = theme?.keyframes ?? [];
  if (declarations.length > 0 || keyframes.length > 0) {
    blocks.push(`@theme {\n${[...declarations, ...keyframes].join('\n')}\n}`);
  }
  if (theme && theme.inline.length > 0) blocks.push(`@theme inline {\n${theme.inline.join('\n')}\n}`);
  blocks.push(...(theme?.utilities ?? []), ...legacy.css);

  // v3's preflight, where v4 changed it (from v4's upgrade guide).
  const borderColor =
    config && isObject(config.extend.borderColor) ? config.extend.borderColor.DEFAULT : undefined;
  const border =
    (typeof borderColor === 'string' && cssValue(borderColor)) || 'var(--color-gray-200, currentcolor)';
  blocks.push(`@layer base {
  *, ::after, ::before, ::backdrop, ::file-selector-button {
    border-color: ${border};
  }
  input::placeholder, textarea::placeholder {
    color: var(--color-gray-400, currentcolor);
  }
  button:not(:disabled), [role="button"]:not(:disabled) {
    cursor: pointer;
  }
}`);
  return `${blocks.join('\n\n')}\n`;
}

function importLine(config: V3Config | null): string {
  return config?.important === true ? '@import "tailwindcss" important;\n' : '@import "tailwindcss";\n';
}

/** A stylesheet with v3 directives (or a v4 `@config`), translated; null when it has neither. */
function translateStylesheet(css: string, translation: Translation): string | null {
  const directives = [
    ...css.matchAll(V3_DIRECTIVE),
    ...(V3_ONLY_IMPORT.test(css) ? css.matchAll(V3_IMPORT) : []),
  ];
  const configs = [...css.matchAll(CONFIG_DIRECTIVE)];
  if (directives.length === 0 && configs.length === 0) return null;

  const v4 = V4_IMPORT.test(css);
  const first = Math.min(...[...directives, ...configs].map((match) => match.index));
  const insert = (v4 ? '' : importLine(translation.config)) + preamble(translation);
  let result = '';
  let at = 0;
  for (const match of [...directives, ...configs].sort((a, b) => a.index - b.index)) {
    result += css.slice(at, match.index);
    if (match.index === first) result += insert;
    at = match.index + match[0].length;
  }
  result += css.slice(at);
  return translateScreens(translateThemeCalls(result, translation.theme?.defined ?? new Set()));
}

// ---- the Play CDN ----

/** `<script src="https://cdn.tailwindcss.com">` and its inline `tailwind.config = {…}`, removed. */
function withoutCdn(html: string): { html: string; inlineConfig: string | null } {
  let inlineConfig: string | null = null;
  const stripped = html
    .replace(CDN_SCRIPT, '')
    .replace(INLINE_SCRIPT, (tag, attributes: string, body: string) => {
      if (/\bsrc\s*=/.test(attributes) || !/\btailwind\.config\s*=/.test(body)) return tag;
      inlineConfig = body.replace(/\btailwind\.config\s*=/, 'module.exports =');
      return '';
    });
  return { html: stripped, inlineConfig };
}

/** The project path of the first stylesheet the entry script imports. */
function entryStylesheet(files: Record<string, string>): string | null {
  const entry = findEntry(files['index.html']);
  const source = files[entry];
  if (source === undefined) return null;
  for (const match of source.matchAll(/import\s+["']([^"']+\.css)["']/g)) {
    const specifier = match[1] ?? '';
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
    const file = path.posix.normalize(
      specifier.startsWith('/') ? specifier.slice(1) : path.posix.join(path.posix.dirname(entry), specifier),
    );
    if (files[file] !== undefined) return file;
  }
  return null;
}

// ---- the translation ----

function findConfigFile(files: Record<string, string>): string | null {
  const candidates = Object.keys(files).filter((file) => CONFIG_FILE.test(file));
  return (
    candidates.sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b))[0] ?? null
  );
}

function configNotes(config: V3Config, theme: ThemeCss, notes: string[]): void {
  for (const plugin of new Set(config.plugins)) {
    notes.push(`Tailwind plugin ${plugin} is not available; its styles are left out.`);
  }
  if (config.presets) notes.push(`The presets of ${config.file} are not available; left out.`);
  if (config.corePlugins) notes.push(`corePlugins is not supported by Tailwind CSS v4; ignored.`);
  if (typeof config.prefix === 'string' && config.prefix) {
    notes.push(`The class prefix "${config.prefix}" is not translated; prefixed classes are not styled.`);
  }
  if (config.important !== undefined && config.important !== true && config.important !== false) {
    notes.push('The important selector is not translated.');
  }
  if (theme.unsupported.size > 0) {
    notes.push(
      `Theme keys without a Tailwind CSS v4 equivalent were left out: ${[...theme.unsupported].join(', ')}.`,
    );
  }
  if (config.skipped.length > 0) {
    const shown = config.skipped.slice(0, 4).join(', ');
    const more = config.skipped.length > 4 ? ` and ${config.skipped.length - 4} more` : '';
    notes.push(`Values computed by code in ${config.file} were left out: ${shown}${more}.`);
  }
}

/**
 * Translates a Tailwind CSS v3 project to v4 for the builder. Pure: `files` is not changed; when there
 * is nothing to translate the same object comes back with no notes.
 */
export function translateTailwindV3(files: Record<string, string>): TailwindTranslation {
  const configFile = findConfigFile(files);
  const html = files['index.html'];
  const hasCdn = html !== undefined && new RegExp(CDN_SCRIPT.source, 'i').test(html);
  const stylesheets = Object.keys(files).filter((file) => {
    const text = files[file];
    return (
      file.endsWith('.css') &&
      text !== undefined &&
      (/@tailwind\s+(base|components|utilities|variants|screens)\b/.test(text) ||
        V3_ONLY_IMPORT.test(text) ||
        /@config\s+["']/.test(text))
    );
  });
  if (stylesheets.length === 0 && !hasCdn) {
    const loadsTailwind = Object.entries(files).some(
      ([file, text]) => file.endsWith('.css') && V4_IMPORT.test(text),
    );
    return {
      files,
      notes:
        configFile && !loadsTailwind
          ? [
              `${configFile} is there but no stylesheet loads Tailwind CSS (@import "tailwindcss"); the page is unstyled.`,
            ]
          : [],
    };
  }

  const notes: string[] = [];
  const output = { ...files };
  let configSource = configFile ? { file: configFile, code: files[configFile] ?? '' } : null;
  let entrySheet: string | null = null;
  if (hasCdn && html !== undefined) {
    const { html: stripped, inlineConfig } = withoutCdn(html);
    if (!configSource && inlineConfig) configSource = { file: 'index.html', code: inlineConfig };
    const importsTailwind = Object.entries(files).some(
      ([file, text]) => file.endsWith('.css') && (V4_IMPORT.test(text) || stylesheets.includes(file)),
    );
    entrySheet = importsTailwind ? null : entryStylesheet(files);
    if (!importsTailwind && !entrySheet) {
      return {
        files,
        notes: [
          'index.html loads Tailwind CSS from its CDN, which the preview does not load, and no stylesheet is imported to compile it into; the page is unstyled.',
        ],
      };
    }
    output['index.html'] = stripped;
    notes.push(
      'Removed the Tailwind CSS CDN script from index.html; Tailwind is compiled into the stylesheet.',
    );
  }

  const config = configSource ? readConfig(configSource.file, configSource.code, notes) : null;
  const theme = config ? themeCss(config, notes) : null;
  const translation: Translation = { config, theme, tokens: classTokens(files, configFile), notes };
  let translated = 0;
  for (const file of stylesheets) {
    const css = translateStylesheet(files[file] ?? '', translation);
    if (css !== null) {
      output[file] = css;
      translated += 1;
    }
  }
  if (entrySheet) {
    const css = translateScreens(translateThemeCalls(files[entrySheet] ?? '', theme?.defined ?? new Set()));
    output[entrySheet] = `${importLine(config)}${preamble(translation)}\n${css}`;
    translated += 1;
  }
  if (config && theme && translated > 0) {
    const source = config.file === 'index.html' ? 'the tailwind.config in index.html' : config.file;
    notes.unshift(`Translated ${source} to Tailwind CSS v4 (@theme).`);
    configNotes(config, theme, notes);
  }
  if (stylesheets.some((file) => /@tailwind\s/.test(files[file] ?? ''))) {
    notes.push('Translated the @tailwind directives to Tailwind CSS v4 (@import "tailwindcss").');
  }
  return { files: output, notes: [...new Set(notes)] };
}
