import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, sessionStore } from '@/lib/session';
import { mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser, profileResponse } from '@/testing/users';
import { AppRoot } from './root';

/** The profile answers only when the test says so, as on a slow network. */
function slowProfile() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fresh = makeUser({ name: 'Fresh' });
  mockFetch({
    'GET /api/profile': async () => {
      await answered;
      return profileResponse(fresh);
    },
  });
  return { answer: () => act(async () => answer()), fresh };
}

function renderRoot() {
  return renderScreen(
    <Routes>
      <Route element={<AppRoot />}>
        <Route path="*" element={<h1>Screen</h1>} />
      </Route>
    </Routes>,
    { path: '/*' },
  );
}

describe('AppRoot', () => {
  afterEach(() => session.clear());

  it('draws the screen at once with the stored user while the profile refresh runs', async () => {
    const { answer, fresh } = slowProfile();
    const stored = makeUser({ name: 'Stored' });
    sessionStore.set({ token: 'stored-token', user: stored, status: 'loading', loggingOut: false });
    renderRoot();
    expect(screen.getByRole('heading', { name: 'Screen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();

    await answer();
    await vi.waitFor(() =>
      expect(sessionStore.get()).toMatchObject({ status: 'authenticated', user: fresh }),
    );
  });

  it('shows the splash while a stored token has no stored user, then the screen', async () => {
    const { answer } = slowProfile();
    sessionStore.set({ token: 'stored-token', user: null, status: 'loading', loggingOut: false });
    renderRoot();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Screen' })).toBeNull();

    await answer();
    expect(await screen.findByRole('heading', { name: 'Screen' })).toBeInTheDocument();
  });
});
