import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

function Screen({ name }: { name: string }) {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <button onClick={() => void navigate('/post')}>Open post</button>
      <button onClick={() => void navigate('/post#comments')}>Open comments</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <section id="comments" />
    </>
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
      run(0);
      return 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function renderBlog() {
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Routes>
          <Route path="/blog" element={<Screen name="Blog" />} />
          <Route path="/post" element={<Screen name="Post" />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('opens a new page at the top and returns to the reader’s place on back', async () => {
    renderBlog();
    const user = userEvent.setup();
    act(() => scrollWindowTo(640));

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Open post' }));
    expect(await screen.findByRole('heading', { name: 'Post' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    act(() => scrollWindowTo(90));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Blog' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('goes to the #anchor a link names', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderBlog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open comments' }));
    expect(await screen.findByRole('heading', { name: 'Post' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'comments');
  });
});
