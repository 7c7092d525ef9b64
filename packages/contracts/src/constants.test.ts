import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  CHAT_TEXT_COUNTER_FROM,
  CHAT_TEXT_MAX,
  DEFAULT_QUEUE_NAME,
  INTERNAL_QUEUE_PREFIX,
  PAGE_SIZES,
  QUEUE_NAME_PATTERN,
  SCREENSHOT_PRESETS,
} from './constants.ts';

describe('constants (core §9)', () => {
  it('has the page sizes', () => {
    expect(PAGE_SIZES.conversations).toBe(9);
    expect(PAGE_SIZES.projectsGrid).toBe(4);
    expect(PAGE_SIZES.projectsRequest).toBe(6);
    expect(PAGE_SIZES.featured).toBe(6);
  });

  it('has the chat text limits', () => {
    expect(CHAT_TEXT_MAX).toBe(3000);
    expect(CHAT_TEXT_COUNTER_FROM).toBe(2500);
  });

  it('has the attachment limits and the 24 extensions of core §5', () => {
    expect(ATTACHMENT_MAX_FILES).toBe(5);
    expect(ATTACHMENT_MAX_BYTES).toBe(10_485_760);
    expect([...ATTACHMENT_EXTENSIONS].sort()).toEqual(
      [
        ...['jpeg', 'jpg', 'png', 'gif', 'svg', 'webp', 'pdf', 'doc', 'docx', 'txt', 'md', 'tsx'],
        ...['jsx', 'ts', 'js', 'css', 'html', 'php', 'json', 'xml', 'csv', 'zip', 'rar', '7z'],
      ].sort(),
    );
    expect(new Set(ATTACHMENT_EXTENSIONS).size).toBe(24);
  });

  it('has the default queue name, which the queue-name pattern accepts', () => {
    expect(DEFAULT_QUEUE_NAME).toBe('ai_processing_queue');
    expect(QUEUE_NAME_PATTERN.test(DEFAULT_QUEUE_NAME)).toBe(true);
    expect(DEFAULT_QUEUE_NAME.startsWith(INTERNAL_QUEUE_PREFIX)).toBe(false);
  });

  it('has the chat screenshot settings', () => {
    expect(SCREENSHOT_PRESETS.chat).toEqual({ width: 1200, height: 800, format: 'png', delay: 2000 });
  });
});
