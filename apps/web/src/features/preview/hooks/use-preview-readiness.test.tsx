import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { usePreviewReadiness } from './use-preview-readiness';

const PREVIEW = 'http://preview.test/42/';
const OTHER = 'http://preview.test/43/';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the pending fetch promise and React's updates settle without moving the clock. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('usePreviewReadiness', () => {
  it('checks at once, then every 10 s, and stops at the first 200', async () => {
    const statuses = [404, 503, 200];
    const { calls } = mockFetch({
      'HEAD /42/': () => new Response(null, { status: statuses.shift() ?? 200 }),
    });
    const { result } = renderHook(() => usePreviewReadiness(PREVIEW, '42:Shop'));

    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('HEAD');
    expect(calls[0]?.url.href).toBe(PREVIEW);
    expect(result.current.ready).toBe(false);

    await advance(9_999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(result.current.ready).toBe(false);

    await advance(10_000);
    expect(calls).toHaveLength(3);
    expect(result.current.ready).toBe(true);

    await advance(60_000);
    expect(calls).toHaveLength(3);
  });

  it('treats network failures as not ready and keeps polling', async () => {
    let fail = true;
    const fetchMock = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => usePreviewReadiness(PREVIEW, '42:Shop'));
    await settle();
    expect(result.current.ready).toBe(false);
    fail = false;
    await advance(10_000);
    expect(result.current.ready).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts over as not ready when the project or its name changes', async () => {
    const { calls } = mockFetch({
      'HEAD /42/': () => new Response(null, { status: 200 }),
      'HEAD /43/': () => jsonResponse(404, {}),
    });
    const { result, rerender } = renderHook(
      ({ url, key }: { url: string; key: string }) => usePreviewReadiness(url, key),
      { initialProps: { url: PREVIEW, key: '42:Shop' } },
    );
    await settle();
    expect(result.current.ready).toBe(true);
    expect(calls).toHaveLength(1);

    // Renamed: checked again at once.
    rerender({ url: PREVIEW, key: '42:Shop v2' });
    expect(result.current.ready).toBe(false);
    await settle();
    expect(calls).toHaveLength(2);
    expect(result.current.ready).toBe(true);

    // Another project, not built yet: not ready, polled every 10 s.
    rerender({ url: OTHER, key: '43:Blog' });
    expect(result.current.ready).toBe(false);
    await settle();
    expect(calls.at(-1)?.url.pathname).toBe('/43/');
    const before = calls.length;
    await advance(10_000);
    expect(calls.length).toBe(before + 1);
    expect(result.current.ready).toBe(false);
  });

  it('does nothing without a project, and recheck() looks again at once', async () => {
    const statuses = [404, 200];
    const { calls } = mockFetch({
      'HEAD /42/': () => new Response(null, { status: statuses.shift() ?? 200 }),
    });
    const { result, rerender } = renderHook(
      ({ url }: { url: string | null }) => usePreviewReadiness(url, 'k'),
      {
        initialProps: { url: null as string | null },
      },
    );
    await advance(30_000);
    expect(calls).toHaveLength(0);
    expect(result.current.ready).toBe(false);

    rerender({ url: PREVIEW });
    await settle();
    expect(calls).toHaveLength(1);
    act(() => result.current.recheck());
    await settle();
    expect(calls).toHaveLength(2);
    expect(result.current.ready).toBe(true);
  });
});
