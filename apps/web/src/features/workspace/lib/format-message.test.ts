import { describe, expect, it } from 'vitest';
import { parseInline, parseMessage, safeHref } from './format-message';

describe('message formatting', () => {
  it('reads bold, italic, inline code and links', () => {
    expect(parseInline('a **b** *c* _d_ `e` [f](https://x.dev/a)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'd' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'e' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://x.dev/a', children: [{ type: 'text', text: 'f' }] },
    ]);
  });

  it('links bare addresses without the sentence’s punctuation and leaves snake_case alone', () => {
    expect(parseInline('See https://atelier.dev/docs. my_var_name')).toEqual([
      { type: 'text', text: 'See ' },
      {
        type: 'link',
        href: 'https://atelier.dev/docs',
        children: [{ type: 'text', text: 'https://atelier.dev/docs' }],
      },
      { type: 'text', text: '. my_var_name' },
    ]);
  });

  it('ends a bare address at a closing quote', () => {
    expect(parseInline('“See https://example.com/ref”.')).toEqual([
      { type: 'text', text: '“See ' },
      {
        type: 'link',
        href: 'https://example.com/ref',
        children: [{ type: 'text', text: 'https://example.com/ref' }],
      },
      { type: 'text', text: '”.' },
    ]);
  });

  it('refuses unsafe link targets', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('/relative')).toBeNull();
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1))' },
    ]);
  });

  it('splits code blocks from text and keeps line breaks', () => {
    expect(parseMessage('Hi\nthere\n```ts\nconst a = 1;\n```\nBye')).toEqual([
      { type: 'text', lines: [[{ type: 'text', text: 'Hi' }], [{ type: 'text', text: 'there' }]] },
      { type: 'code', language: 'ts', text: 'const a = 1;' },
      { type: 'text', lines: [[{ type: 'text', text: 'Bye' }]] },
    ]);
  });

  it('keeps the formatting marks inside code as they are', () => {
    expect(parseMessage('```\n**not bold**\n```')).toEqual([
      { type: 'code', language: null, text: '**not bold**' },
    ]);
  });
});
