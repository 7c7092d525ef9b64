import { describe, expect, it } from 'vitest';
import { parseFrameMessage } from './frame-messages';

describe('parseFrameMessage', () => {
  it('reads the preview script messages', () => {
    expect(parseFrameMessage({ type: 'IFRAME_URL_CHANGED', url: 'https://p.test/1/a' })).toEqual({
      type: 'IFRAME_URL_CHANGED',
      url: 'https://p.test/1/a',
    });
    expect(
      parseFrameMessage({ type: 'ELEMENT_SELECTED', selector: 'body > h1', text: 'Hi', tag: 'h1' }),
    ).toEqual({
      type: 'ELEMENT_SELECTED',
      selector: 'body > h1',
      text: 'Hi',
      tag: 'h1',
    });
    expect(parseFrameMessage({ type: 'ELEMENT_SELECTION_CANCELLED' })).toEqual({
      type: 'ELEMENT_SELECTION_CANCELLED',
    });
    expect(
      parseFrameMessage({
        type: 'PREVIEW_ERROR',
        message: 'x is not defined',
        source: 'a.js',
        line: 3,
        column: 4,
      }),
    ).toEqual({
      type: 'PREVIEW_ERROR',
      message: 'x is not defined',
      source: 'a.js',
      line: 3,
      column: 4,
      stack: '',
    });
  });

  it('ignores anything else and malformed messages', () => {
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage('IFRAME_URL_CHANGED')).toBeNull();
    expect(parseFrameMessage({ type: 'webpackOk' })).toBeNull();
    expect(parseFrameMessage({ type: 'IFRAME_URL_CHANGED', url: 5 })).toBeNull();
    expect(parseFrameMessage({ type: 'ELEMENT_SELECTED', selector: '', text: 'x' })).toBeNull();
  });

  it('keeps picked elements within the bounds the chat sends', () => {
    const parsed = parseFrameMessage({
      type: 'ELEMENT_SELECTED',
      selector: 's'.repeat(5000),
      text: 't'.repeat(5000),
      tag: 'x'.repeat(100),
    });
    expect(parsed).toMatchObject({ type: 'ELEMENT_SELECTED' });
    if (parsed?.type !== 'ELEMENT_SELECTED') throw new Error('expected a pick');
    expect(parsed.selector).toHaveLength(1000);
    expect(parsed.text).toHaveLength(2000);
    expect(parsed.tag).toHaveLength(64);
  });
});
