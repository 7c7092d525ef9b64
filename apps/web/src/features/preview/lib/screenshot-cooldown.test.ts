import { afterEach, describe, expect, it } from 'vitest';
import { canCapture, claimCapture, markCaptured, resetCaptureCooldowns } from './screenshot-cooldown';

afterEach(() => {
  resetCaptureCooldowns();
});

describe('screenshot cooldown', () => {
  it('allows one capture per project a minute', () => {
    const start = 1_000_000;
    expect(claimCapture(7, start)).toBe(true);
    expect(claimCapture(7, start + 1000)).toBe(false);
    expect(claimCapture(7, start + 59_999)).toBe(false);
    expect(claimCapture(7, start + 60_000)).toBe(true);
  });

  it('keeps projects apart', () => {
    expect(claimCapture(1, 5000)).toBe(true);
    expect(claimCapture(2, 5000)).toBe(true);
    expect(canCapture(1, 6000)).toBe(false);
  });

  it('remembers captures in sessionStorage, so another panel or a reload in this tab respects them', () => {
    markCaptured(9, 10_000);
    const stored = JSON.parse(sessionStorage.getItem('atelier.screenshot-captured-at') ?? '{}') as Record<
      string,
      number
    >;
    expect(stored['9']).toBe(10_000);

    // A capture recorded by an earlier page load of this tab (only in storage, not in this memory).
    sessionStorage.setItem('atelier.screenshot-captured-at', JSON.stringify({ '11': 50_000 }));
    expect(canCapture(11, 80_000)).toBe(false);
    expect(canCapture(11, 110_000)).toBe(true);
  });

  it('survives unreadable stored data', () => {
    sessionStorage.setItem('atelier.screenshot-captured-at', '{broken');
    expect(canCapture(3, 1)).toBe(true);
    expect(claimCapture(3, 1)).toBe(true);
    expect(canCapture(3, 2)).toBe(false);
  });
});
