import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { session, sessionStore } from '@/lib/session';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser } from '@/testing/users';
import { WorkspaceProfileMenu } from './workspace-profile-menu';

const person = makeUser({ lastname: 'Lovelace' });
const homeStandIn = { path: '/', element: <h1>Home page</h1> };

beforeAll(async () => {
  await loadTextSection('workspace');
});

afterEach(() => session.clear());

describe('workspace profile menu (core §2)', () => {
  it('offers home first, then the account menu’s settings, theme, language and logout', async () => {
    renderScreen(<WorkspaceProfileMenu user={person} />, { path: '/c/1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Settings', 'Theme', 'Language', 'Log out']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Chat home' })).toBeInTheDocument();
  });

  it('logs out only after confirmation', async () => {
    session.signIn('token', person);
    const { calls } = mockFetch({ 'POST /api/logout': () => jsonResponse(200, envelope('LOGGED_OUT')) });
    renderScreen(<WorkspaceProfileMenu user={person} />, { path: '/c/1', extraRoutes: [homeStandIn] });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of Atelier?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStore.get().token).toBe('token');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(calls.map((call) => call.url.pathname)).toEqual(['/api/logout']));
    // The session is cleared before the call, which still revokes the token it had.
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer token');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(sessionStore.get().token).toBeNull();
  });
});
