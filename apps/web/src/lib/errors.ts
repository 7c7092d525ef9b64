/**
 * Turns failures into the texts people read: server 422 field messages (core §5), keyCodes through
 * the message catalogue in the interface language (core §8), and zod issues from the shared
 * contracts' schemas into the same field texts.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN, STRING_MAX } from '@atelier/contracts/constants';
import type { FieldErrors, MessageCode } from '@atelier/contracts';
import { loadedContracts, useContracts } from './contracts';
import { ApiError } from './api-client';
import { currentLanguage, useLanguage, type UiLanguage } from './i18n';

export type FormErrors = Partial<Record<string, string>>;

function fieldLabel(field: string, t: TFunction): string {
  const key = `fields.${field}`;
  const translated = t(key as 'fields.email', { defaultValue: '' });
  return translated || field.replace(/[._]/g, ' ');
}

/** One server message for a field -> the text to show beside it (core §5, first match wins). */
export function fieldErrorText(message: string, field: string, t: TFunction): string {
  const lower = message.toLowerCase();
  if (lower.includes('required')) return t('validation.required');
  if (lower.includes('email') && !lower.includes('taken')) return t('validation.email');
  if (lower.includes('taken')) return t('validation.unique', { field: fieldLabel(field, t) });
  const min = /must be at least\s*(\d+)?/.exec(lower);
  if (min) return t('validation.min', { min: Number(min[1] ?? PASSWORD_MIN) });
  const max = /may not be greater than\s*(\d+)?/.exec(lower);
  if (max) return t('validation.max', { max: Number(max[1] ?? STRING_MAX) });
  if (lower.includes('confirmation does not match')) return t('validation.confirmed');
  if (lower.includes('must be a string')) return t('validation.string');
  return message;
}

/** A 422 map -> one text per field, from each field's first message. */
export function mapFieldErrors(errors: FieldErrors, t: TFunction): FormErrors {
  const mapped: FormErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (first) mapped[field] = fieldErrorText(first, field, t);
  }
  return mapped;
}

/**
 * A server outcome code -> its text in the interface language (English where a language has none).
 * Until the catalogue has loaded (see lib/contracts.ts), the server's own text stands in: it is worded
 * in the same language, which every request announces.
 */
export function keyCodeText(
  code: MessageCode,
  language: UiLanguage = currentLanguage(),
  fallback?: string,
): string {
  const texts = loadedContracts()?.MESSAGE_TEXTS;
  return (texts?.[language] ?? texts?.en)?.[code] ?? fallback ?? code;
}

/** Any failure -> one sentence: the keyCode's text, the network text, else SERVER_ERROR's. */
export function errorText(error: unknown, t: TFunction, language: UiLanguage = currentLanguage()): string {
  if (error instanceof ApiError) {
    if (error.keyCode) return keyCodeText(error.keyCode, language, error.message);
    if (error.isNetworkError) return t('errors.network');
  }
  return keyCodeText('SERVER_ERROR', language, t('errors.generic'));
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  format?: string;
  origin?: string;
  params?: Record<string, unknown>;
  input?: unknown;
}

/**
 * zod issues from a contracts schema -> field texts, worded like the server's (core §5). `values`
 * (the submitted form) tells an empty field, which reads "required" whatever rule it broke.
 */
export function zodFieldErrors(
  issues: readonly IssueLike[],
  t: TFunction,
  values: Record<string, unknown> = {},
): FormErrors {
  const mapped: FormErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (mapped[field]) continue;
    const value = field in values ? values[field] : issue.input;
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (issue.code === 'too_small' && (Number(issue.minimum) <= 1 || empty)) {
      mapped[field] = t('validation.required');
    } else if (issue.code === 'invalid_type' && empty) {
      mapped[field] = t('validation.required');
    } else if (issue.code === 'too_small') {
      mapped[field] = t('validation.min', { min: Number(issue.minimum) });
    } else if (issue.code === 'too_big') {
      mapped[field] = t('validation.max', { max: Number(issue.maximum) });
    } else if (issue.code === 'invalid_format' && issue.format === 'email') {
      mapped[field] = empty ? t('validation.required') : t('validation.email');
    } else if (issue.code === 'custom' && issue.params?.rule === 'confirmed') {
      mapped[field] = t('validation.confirmed');
    } else if (issue.code === 'invalid_type') {
      mapped[field] = t('validation.string');
    } else {
      mapped[field] = t('validation.required');
    }
  }
  return mapped;
}

/** The mapping helpers bound to the current language. */
export function useErrorText() {
  const { t } = useTranslation();
  const language = useLanguage();
  // Re-created when the catalogue arrives (the functions read it from the module that loads it), so
  // screens re-render with its texts.
  const catalogue = useContracts()?.MESSAGE_TEXTS;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const describe = useCallback((error: unknown) => errorText(error, t, language), [t, language, catalogue]);
  const forCode = useCallback(
    (code: MessageCode, fallback?: string) => keyCodeText(code, language, fallback),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, catalogue],
  );
  const fields = useCallback((errors: FieldErrors) => mapFieldErrors(errors, t), [t]);
  const issues = useCallback(
    (list: readonly IssueLike[], values?: Record<string, unknown>) => zodFieldErrors(list, t, values),
    [t],
  );
  return useMemo(() => ({ describe, forCode, fields, issues }), [describe, forCode, fields, issues]);
}
