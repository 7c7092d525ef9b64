import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAGLINE } from '@atelier/contracts/constants';
import { useTypedText } from './use-typed-text';

describe('typed tagline (core §9: 80 ms/char, delete 50 ms, pause 2 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // In small steps, so each scheduled character gets its own render (as in a browser).
  const advance = (ms: number) => {
    for (let done = 0; done < ms; done += 10)
      act(() => {
        vi.advanceTimersByTime(Math.min(10, ms - done));
      });
  };

  it('types, pauses, deletes and moves on', () => {
    const { result } = renderHook(() => useTypedText(['Hey', 'Yo'], TAGLINE));
    expect(result.current.text).toBe('');
    advance(79);
    expect(result.current.text).toBe('');
    advance(1);
    expect(result.current.text).toBe('H');
    advance(160);
    expect(result.current.text).toBe('Hey');
    // Held for 2 s...
    advance(1990);
    expect(result.current.text).toBe('Hey');
    // ...then deleted a character every 50 ms.
    advance(10 + 50);
    expect(result.current.text).toBe('He');
    advance(100);
    expect(result.current.text).toBe('');
    // The next phrase starts typing.
    expect(result.current.index).toBe(1);
    advance(80);
    expect(result.current.index).toBe(1);
    expect(result.current.text).toBe('Y');
    advance(80 + 2000 + 100 + 80);
    // Back to the first phrase after the last.
    expect(result.current.index).toBe(0);
    expect(result.current.text).toBe('H');
  });

  it('shows the whole phrase when animation is off', () => {
    const { result } = renderHook(() => useTypedText(['Static phrase'], TAGLINE, false));
    expect(result.current.text).toBe('Static phrase');
    advance(10_000);
    expect(result.current.text).toBe('Static phrase');
  });
});
