/**
 * Turns zod issues into Laravel-worded field messages ("The email field is required."), which the
 * client recognises by their wording (core §5).
 */
import type { FieldErrors } from '@atelier/contracts';

interface IssueLike {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function attribute(field: string): string {
  return field.replace(/\./g, ' ').replace(/_/g, ' ');
}

function text(issue: IssueLike, field: string): string {
  const attr = attribute(field);
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (/received (undefined|null)/.test(issue.message ?? '')) return `The ${attr} field is required.`;
      if (p.expected === 'string') return `The ${attr} must be a string.`;
      if (p.expected === 'number' || p.expected === 'int') return `The ${attr} must be a number.`;
      if (p.expected === 'boolean') return `The ${attr} field must be true or false.`;
      return `The ${attr} is invalid.`;
    }
    case 'too_small':
      if (p.origin === 'string') {
        return p.minimum === 1
          ? `The ${attr} field is required.`
          : `The ${attr} must be at least ${String(p.minimum)} characters.`;
      }
      return `The ${attr} must be at least ${String(p.minimum)}.`;
    case 'too_big':
      return p.origin === 'string'
        ? `The ${attr} may not be greater than ${String(p.maximum)} characters.`
        : `The ${attr} may not be greater than ${String(p.maximum)}.`;
    case 'invalid_format':
      return p.format === 'email'
        ? `The ${attr} must be a valid email address.`
        : `The ${attr} format is invalid.`;
    case 'invalid_value':
      return `The selected ${attr} is invalid.`;
    case 'custom': {
      const params = (p.params ?? {}) as { rule?: string; attribute?: string };
      if (params.rule === 'confirmed')
        return `The ${attribute(params.attribute ?? field)} confirmation does not match.`;
      if (params.rule === 'control_characters') return `The ${attr} may not contain control characters.`;
      return issue.message ?? `The ${attr} is invalid.`;
    }
    default:
      return `The ${attr} is invalid.`;
  }
}

export function laravelErrors(issues: IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') continue;
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
    (errors[field] ??= []).push(text(issue, field));
  }
  return errors;
}
