import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint } from './lazy-after-paint';

describe('lazyAfterPaint', () => {
  it('asks for the module only after the screen that renders it has painted', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const load = vi.fn(async () => ({ default: () => <p>Grid</p> }));
    const Grid = lazyAfterPaint(load);
    render(
      <>
        <h1>Hero</h1>
        <Suspense fallback={<p>Loading grid</p>}>
          <Grid />
        </Suspense>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Hero' })).toBeInTheDocument();
    expect(screen.getByText('Loading grid')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    // The page has painted (jsdom reports no paints), a frame is drawn, then its queued task runs.
    await act(async () => {
      await vi.waitFor(() => expect(frames).toHaveLength(1));
      expect(load).not.toHaveBeenCalled();
      frames.forEach((frame) => frame(performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Grid')).toBeInTheDocument();
  });
});
