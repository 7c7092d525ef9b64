/**
 * The messages the preview page posts to its parent (see the api's preview script) and how the
 * panel tells them apart from anything else a page might post.
 */
import type { SelectedElement } from '@atelier/contracts';

export interface PreviewErrorReport {
  message: string;
  source: string;
  line: number;
  column: number;
  stack: string;
}

export type FrameMessage =
  | { type: 'IFRAME_URL_CHANGED'; url: string }
  | ({ type: 'PREVIEW_ERROR' } & PreviewErrorReport)
  | ({ type: 'ELEMENT_SELECTED' } & SelectedElement)
  | { type: 'ELEMENT_SELECTION_CANCELLED' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;

/** The message in a known shape, or null for anything else (other pages' messages, malformed data). */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'IFRAME_URL_CHANGED':
      return typeof data.url === 'string' ? { type: data.type, url: data.url } : null;
    case 'PREVIEW_ERROR':
      return {
        type: data.type,
        message: text(data.message, 2000) || 'Error',
        source: text(data.source, 2048),
        line: count(data.line),
        column: count(data.column),
        stack: text(data.stack, 4000),
      };
    case 'ELEMENT_SELECTED': {
      // The bounds are those of the contracts' SelectedElement, so the chat can send it as is.
      const selector = text(data.selector, 1000);
      if (!selector) return null;
      const tag = text(data.tag, 64);
      return { type: data.type, selector, text: text(data.text, 2000), ...(tag ? { tag } : {}) };
    }
    case 'ELEMENT_SELECTION_CANCELLED':
      return { type: data.type };
    default:
      return null;
  }
}
