import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREENS, pathPattern } from './first-screens';
import { appRoutes, lazyScreen, screensFor } from './router';
import { RouteErrorBoundary } from './routes/error';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazy screens', () => {
  it('keep the previous screen until the next one has its module and what it prepares', async () => {
    const texts = deferred();
    let preparedWith: QueryClient | null = null;
    const queryClient = new QueryClient();
    const pricing = lazyScreen(queryClient, async () => ({
      default: () => <h1>Pricing</h1>,
      prepare: (client) => {
        preparedWith = client;
        return texts.promise;
      },
    }));
    render(
      <MemoryRouter initialEntries={['/chat']}>
        <Suspense fallback={<p>Splash</p>}>
          <Routes>
            <Route path="/chat" element={<Link to="/pricing">See pricing</Link>} />
            <Route path="/pricing" element={pricing} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );

    await userEvent.setup().click(screen.getByRole('link', { name: 'See pricing' }));
    expect(preparedWith).toBe(queryClient);
    expect(screen.getByRole('link', { name: 'See pricing' })).toBeInTheDocument();
    expect(screen.queryByText('Splash')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pricing' })).toBeNull();

    await act(async () => texts.resolve());
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See pricing' })).toBeNull();
  });

  it('show the splash while the first screen loads', async () => {
    const module = deferred();
    const chat = lazyScreen(new QueryClient(), async () => {
      await module.promise;
      return { default: () => <h1>Chat</h1> };
    });
    render(
      <MemoryRouter initialEntries={['/chat']}>
        <Suspense fallback={<p>Splash</p>}>
          <Routes>
            <Route path="/chat" element={chat} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByText('Splash')).toBeInTheDocument();
    await act(async () => module.resolve());
    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeInTheDocument();
  });
});

describe('route error boundary', () => {
  function Broken({ broken }: { broken: boolean }) {
    if (broken) throw new Error('Failed to fetch dynamically imported module');
    return <p>Screen</p>;
  }

  function Harness() {
    const [location, setLocation] = useState('a');
    return (
      <>
        <button onClick={() => setLocation('b')}>Navigate</button>
        <RouteErrorBoundary resetKey={location}>
          <Broken broken={location === 'a'} />
        </RouteErrorBoundary>
      </>
    );
  }

  it('replaces a failed screen with a reload offer and tries again on the next navigation', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Navigate' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Screen')).toBeInTheDocument();
    quiet.mockRestore();
  });
});

describe('first screens', () => {
  it('name, for every address, the lazy modules the router renders there, outermost first', () => {
    const routes = appRoutes(new QueryClient());
    for (const { path, modules } of FIRST_SCREENS) {
      const address = path.replace(/:[^/]+/g, 'some-id');
      expect(
        screensFor(routes, address).map((lazy) => lazy.screen),
        path,
      ).toEqual(modules);
    }
  });

  it('match their addresses, with or without a trailing slash, and nothing longer', () => {
    const conversation = new RegExp(pathPattern('/chat/:conversationId'));
    expect(conversation.test('/chat/0b5c7a4e-1d7f-4c1a-9d59-3f7b9a1c2d3e')).toBe(true);
    expect(conversation.test('/chat/abc/')).toBe(true);
    expect(conversation.test('/chat')).toBe(false);
    expect(conversation.test('/chat/abc/def')).toBe(false);
    expect(new RegExp(pathPattern('/login')).test('/login/')).toBe(true);
    expect(new RegExp(pathPattern('/login')).test('/login-help')).toBe(false);
  });

  it('load a screen once whether preloaded or rendered, module and preparation together', async () => {
    const importer = vi.fn(async () => ({ default: () => <h1>Pricing</h1>, prepare }));
    const prepare = vi.fn(() => undefined);
    const element = lazyScreen(new QueryClient(), importer, 'src/app/routes/pricing.tsx');
    const [pricing] = screensFor(<Route path="/pricing" element={element} />, '/pricing');
    expect(pricing?.screen).toBe('src/app/routes/pricing.tsx');
    await pricing?.preload?.();
    expect(prepare).toHaveBeenCalledTimes(1);

    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <Suspense fallback={<p>Splash</p>}>
          <Routes>
            <Route path="/pricing" element={element} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
