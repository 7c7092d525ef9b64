import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@atelier/contracts/constants';
import { TOAST_POSITIONS, createToastStore, defaultDuration } from './toast-store';

describe('toast store (core §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps at most 5, dropping the oldest', () => {
    const toasts = createToastStore();
    const ids = Array.from({ length: 7 }, (_, i) => toasts.show({ message: `t${i}` }));
    const shown = toasts.store.get();
    expect(shown).toHaveLength(TOAST.max);
    expect(shown.map((t) => t.message)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(shown.map((t) => t.id)).toEqual(ids.slice(2));
  });

  it('defaults to info, 4000 ms, top-right', () => {
    const toasts = createToastStore();
    toasts.show({ message: 'hello' });
    expect(toasts.store.get()[0]).toMatchObject({ type: 'info', duration: 4000, position: 'top-right' });
  });

  it('gives errors 4 s and warnings 3 s unless told otherwise', () => {
    expect(defaultDuration('error')).toBe(4000);
    expect(defaultDuration('warning')).toBe(3000);
    expect(defaultDuration('success')).toBe(4000);
    const toasts = createToastStore();
    toasts.show({ message: 'login failed', type: 'error', duration: TOAST.loginErrorMs });
    expect(toasts.store.get()[0]?.duration).toBe(5000);
  });

  it('removes each toast after its own duration', () => {
    const toasts = createToastStore();
    toasts.show({ message: 'warning', type: 'warning' });
    toasts.show({ message: 'default' });
    vi.advanceTimersByTime(2999);
    expect(toasts.store.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(toasts.store.get().map((t) => t.message)).toEqual(['default']);
    vi.advanceTimersByTime(1000);
    expect(toasts.store.get()).toHaveLength(0);
  });

  it('accepts the six positions', () => {
    const toasts = createToastStore();
    expect(TOAST_POSITIONS).toEqual([
      'top-right',
      'top-left',
      'bottom-right',
      'bottom-left',
      'top-center',
      'bottom-center',
    ]);
    TOAST_POSITIONS.slice(0, 5).forEach((position) => toasts.show({ message: position, position }));
    expect(toasts.store.get().map((t) => t.position)).toEqual(TOAST_POSITIONS.slice(0, 5));
  });

  it('dismisses by id and forgets the timer of a dropped toast', () => {
    const toasts = createToastStore(2);
    const first = toasts.show({ message: 'a' });
    toasts.show({ message: 'b' });
    toasts.dismiss(first);
    expect(toasts.store.get().map((t) => t.message)).toEqual(['b']);
    toasts.show({ message: 'c' });
    toasts.show({ message: 'd' });
    expect(toasts.store.get().map((t) => t.message)).toEqual(['c', 'd']);
    expect(vi.getTimerCount()).toBe(2);
  });
});
