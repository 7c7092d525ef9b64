/** The tools the model changes a project with, and how their calls become operations. */
import type { ToolCall, ToolDefinition } from './client.ts';
import type { Operation } from './operations.ts';

const path = { type: 'string', description: 'Project-relative path, e.g. src/App.tsx' };

function tool(name: string, description: string, properties: Record<string, unknown>): ToolDefinition {
  return {
    type: 'function',
    function: {
      name,
      description,
      parameters: {
        type: 'object',
        properties,
        required: Object.keys(properties),
        additionalProperties: false,
      },
    },
  };
}

export const TOOLS: ToolDefinition[] = [
  tool('write_file', 'Create a file or replace its whole content.', {
    path,
    content: { type: 'string', description: 'The complete file content.' },
  }),
  tool(
    'edit_file',
    'Replace one exact, unique passage of an existing file. Prefer it over write_file for small changes.',
    {
      path,
      search: { type: 'string', description: 'The exact current text, with enough lines to be unique.' },
      replace: { type: 'string', description: 'The new text.' },
    },
  ),
  tool('read_file', 'Read a project file whose content is not shown.', { path }),
  tool('delete_file', 'Delete a file.', { path }),
  tool('rename_file', 'Move or rename a file.', { from: path, to: path }),
  tool('set_project_name', 'Name (or rename) the project.', { name: { type: 'string' } }),
  tool('finish', 'Call once when all changes are written.', {
    summary: { type: 'string', description: 'One line on what changed, in the reply language.' },
  }),
];

/** Arguments as JSON; a model that wrapped them in a fence or trailed text still gets understood. */
function parseArguments(text: string): Record<string, unknown> | null {
  const candidates = [text, text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '')];
  const brace = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (brace >= 0 && end > brace) candidates.push(text.slice(brace, end + 1));
  for (const candidate of candidates) {
    try {
      const value = JSON.parse(candidate.trim() || '{}') as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value))
        return value as Record<string, unknown>;
    } catch {
      // Try the next reading.
    }
  }
  return null;
}

export type ToolCallOutcome = { operation: Operation } | { read: string } | { error: string };

export function operationFromToolCall(call: ToolCall): ToolCallOutcome {
  const args = parseArguments(call.function.arguments);
  if (!args) return { error: `The arguments of ${call.function.name} are not a JSON object.` };
  const text = (key: string): string | null => {
    const value = args[key];
    return typeof value === 'string' ? value : null;
  };
  const missing = (...keys: string[]) => ({
    error: `${call.function.name} needs ${keys.map((k) => `"${k}"`).join(' and ')} as strings.`,
  });
  switch (call.function.name) {
    case 'write_file': {
      const p = text('path');
      const content = text('content');
      return p !== null && content !== null
        ? { operation: { op: 'write', path: p, content } }
        : missing('path', 'content');
    }
    case 'edit_file': {
      const p = text('path');
      const search = text('search');
      const replace = text('replace');
      return p !== null && search !== null && replace !== null
        ? { operation: { op: 'edit', path: p, search, replace } }
        : missing('path', 'search', 'replace');
    }
    case 'read_file': {
      const p = text('path');
      return p !== null ? { read: p } : missing('path');
    }
    case 'delete_file': {
      const p = text('path');
      return p !== null ? { operation: { op: 'delete', path: p } } : missing('path');
    }
    case 'rename_file': {
      const from = text('from');
      const to = text('to');
      return from !== null && to !== null ? { operation: { op: 'rename', from, to } } : missing('from', 'to');
    }
    case 'set_project_name': {
      const name = text('name');
      return name !== null ? { operation: { op: 'name', name } } : missing('name');
    }
    case 'finish':
      return { operation: { op: 'finish', summary: text('summary') ?? '' } };
    default:
      return { error: `There is no tool named ${call.function.name}.` };
  }
}
