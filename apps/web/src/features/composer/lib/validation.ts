/**
 * The prompt box's rules (core §5): text up to 3000 characters with a counter from 2500, never empty
 * unless files come along; at most 5 attachments of at most 10 MB each, with the allowed extensions.
 */
import type { TFunction } from 'i18next';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  CHAT_TEXT_COUNTER_FROM,
  CHAT_TEXT_MAX,
} from '@atelier/contracts/constants';

export interface TextState {
  length: number;
  showCounter: boolean;
  overLimit: boolean;
  empty: boolean;
}

export function textState(text: string): TextState {
  const length = text.length;
  return {
    length,
    showCounter: length > CHAT_TEXT_COUNTER_FROM,
    overLimit: length > CHAT_TEXT_MAX,
    empty: text.trim().length === 0,
  };
}

export type SendBlock = 'empty' | 'overLimit' | null;

/** Why the box may not send now, if it may not. */
export function sendBlock(text: string, fileCount: number): SendBlock {
  const state = textState(text);
  if (state.overLimit) return 'overLimit';
  if (state.empty && fileCount === 0) return 'empty';
  return null;
}

/** The lower-cased extension without the dot; '' when there is none (".env" has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const allowed: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);

export type FileIssue =
  | { kind: 'tooMany'; selected: number; max: number }
  | { kind: 'tooLarge'; name: string; size: string }
  | { kind: 'unsupported'; name: string; type: string }
  | { kind: 'partial'; added: number; total: number };

export interface FileCheck {
  accepted: File[];
  issues: FileIssue[];
}

/** Checks files being added to those already attached. */
export function checkFiles(incoming: readonly File[], alreadyAttached = 0): FileCheck {
  const total = incoming.length;
  if (alreadyAttached + total > ATTACHMENT_MAX_FILES) {
    return {
      accepted: [],
      issues: [{ kind: 'tooMany', selected: alreadyAttached + total, max: ATTACHMENT_MAX_FILES }],
    };
  }
  const accepted: File[] = [];
  const issues: FileIssue[] = [];
  for (const file of incoming) {
    if (!allowed.has(fileExtension(file.name))) {
      issues.push({
        kind: 'unsupported',
        name: file.name,
        type: file.type || fileExtension(file.name) || '?',
      });
    } else if (file.size > ATTACHMENT_MAX_BYTES) {
      issues.push({ kind: 'tooLarge', name: file.name, size: (file.size / 1024 / 1024).toFixed(2) });
    } else {
      accepted.push(file);
    }
  }
  if (issues.length > 0 && accepted.length > 0) {
    issues.push({ kind: 'partial', added: accepted.length, total });
  }
  return { accepted, issues };
}

export function fileIssueText(issue: FileIssue, t: TFunction): string {
  switch (issue.kind) {
    case 'tooMany':
      return t('composer.tooMany', { selected: issue.selected, max: issue.max });
    case 'tooLarge':
      return t('composer.tooLarge', { size: issue.size });
    case 'unsupported':
      return t('composer.unsupported', { name: issue.name, type: issue.type });
    case 'partial':
      return t('composer.partial', { added: issue.added, total: issue.total });
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
