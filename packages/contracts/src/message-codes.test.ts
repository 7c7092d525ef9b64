import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES, MESSAGE_TEXTS, messageText } from './message-codes.ts';

describe('message catalogue', () => {
  it('has a non-empty English and Turkish text for every code', () => {
    for (const language of ['en', 'tr'] as const) {
      const texts = MESSAGE_TEXTS[language];
      expect(texts).toBeDefined();
      expect(Object.keys(texts ?? {}).sort()).toEqual([...MESSAGE_CODES].sort());
      for (const code of MESSAGE_CODES) expect(texts?.[code]?.trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it('has no duplicate codes', () => {
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
  });

  it('translates every text into Turkish', () => {
    for (const code of MESSAGE_CODES) {
      expect(messageText(code, 'tr'), code).not.toBe(messageText(code, 'en'));
    }
  });

  it('falls back to English for a language without server texts', () => {
    expect(messageText('AI_TIMEOUT', 'fr')).toBe(messageText('AI_TIMEOUT', 'en'));
  });

  it("uses core §8's exact texts", () => {
    const quoted = {
      INVALID_CREDENTIALS: 'Invalid email or password.',
      ACCOUNT_DEACTIVE: 'Your account is not active. Please contact the team to gain early access.',
      INVALID_CURRENT_PASSWORD: 'Current password is incorrect.',
      VALIDATION_ERROR: 'There are errors in the entered information.',
      SERVER_ERROR: 'Server error occurred.',
      UNAUTHORIZED_ACCESS: "You don't have permission to perform this action.",
      EMAIL_NOT_VERIFIED: 'Please verify your email address before performing this action.',
      CONVERSATION_NOT_FOUND: 'Conversation not found or you do not have access.',
      MESSAGE_EMPTY: 'Message cannot be empty',
      AI_TIMEOUT: 'AI response is taking longer than expected. Please check back in a few minutes.',
      AI_FAILED: 'An error occurred while sending the message. Please try again.',
    } as const;
    for (const [code, text] of Object.entries(quoted)) {
      expect(messageText(code as keyof typeof quoted, 'en')).toBe(text);
    }
  });

  it('fills the limits into the texts', () => {
    expect(messageText('MESSAGE_TOO_LONG', 'en')).toContain('3000');
    expect(messageText('TOO_MANY_FILES', 'en')).toContain('5');
    expect(messageText('FILE_TOO_LARGE', 'en')).toContain('10MB');
    expect(messageText('FILE_TOO_LARGE', 'tr')).toContain('10MB');
  });
});
