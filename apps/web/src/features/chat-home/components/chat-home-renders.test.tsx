import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import type * as ComposerModule from '@/features/composer';
import { renderScreen } from '@/testing/render';
import { ChatHome } from './chat-home';

// Counts the prompt box's renders: the home's typed slogan must not re-render it with each character.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/composer', async (importOriginal) => {
  const actual = await importOriginal<typeof ComposerModule>();
  return {
    ...actual,
    Composer: (props: Parameters<typeof actual.Composer>[0]) => {
      renders.count += 1;
      return actual.Composer(props);
    },
  };
});

describe('chat home prompt box', () => {
  it('types its slogan without re-rendering the box', async () => {
    mockFetch({
      'GET /api/categories': () => jsonResponse(200, envelope('SUCCESS', { data: [] })),
      // As in chat-home.test.tsx: the showcase failing leaves the rest of the home as it is.
      'GET /api/public/projects/featured': () => jsonResponse(500, envelope('SERVER_ERROR', {}, false)),
    });
    renderScreen(<ChatHome />, { path: '/home' });
    const placeholder = await screen.findByTestId('composer-placeholder');
    // Let the first screen settle (texts, categories), then watch the slogan type itself.
    await waitFor(() => expect(placeholder.textContent?.length ?? 0).toBeGreaterThan(0), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = renders.count;
    // The counter does see the box (it rendered at least once).
    expect(before).toBeGreaterThan(0);
    const typed = placeholder.textContent ?? '';
    await waitFor(() => expect((placeholder.textContent ?? '').length).toBeGreaterThan(typed.length + 8), {
      timeout: 5000,
    });
    expect(renders.count - before).toBe(0);
    // The textarea keeps a stable placeholder for assistive technology; the moving one is hidden from it.
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder');
  }, 15_000);
});
