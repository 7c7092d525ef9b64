import { describe, expect, it } from 'vitest';
import { LANGUAGES, SERVER_LANGUAGES } from './constants.ts';
import { MESSAGE_CODES, MESSAGE_TEXTS, messageText } from './message-codes.ts';

/** `{name}` placeholders a client fills in, and the numbers (limits) a text states. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => m[0]).sort();

describe('message catalogue', () => {
  it('has a non-empty text for every code in every language', () => {
    expect(Object.keys(MESSAGE_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const texts = MESSAGE_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual([...MESSAGE_CODES].sort());
      for (const code of MESSAGE_CODES) expect(texts[code].trim(), `${language} ${code}`).toBeTruthy();
    }
  });

  it('answers in all six languages', () => {
    expect([...SERVER_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it('keeps the same placeholders and numbers in every language', () => {
    for (const code of MESSAGE_CODES) {
      const english = MESSAGE_TEXTS.en[code];
      for (const language of LANGUAGES) {
        const text = MESSAGE_TEXTS[language][code];
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(english));
        expect(numbers(text), `${language} ${code}`).toEqual(numbers(english));
      }
    }
  });

  it('translates every text into each language', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const code of MESSAGE_CODES) {
        expect(messageText(code, language), `${language} ${code}`).not.toBe(messageText(code, 'en'));
      }
    }
  });

  it('writes Arabic and Russian texts in their own scripts', () => {
    for (const code of MESSAGE_CODES) {
      expect(MESSAGE_TEXTS.ar[code], code).toMatch(/[\u0600-\u06FF]/);
      expect(MESSAGE_TEXTS.ru[code], code).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('has no duplicate codes', () => {
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
  });

  it('falls back to English for a language value outside the product', () => {
    expect(messageText('AI_TIMEOUT', 'de' as never)).toBe(messageText('AI_TIMEOUT', 'en'));
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
    for (const language of LANGUAGES) expect(messageText('FILE_TOO_LARGE', language)).toContain('10MB');
  });
});
