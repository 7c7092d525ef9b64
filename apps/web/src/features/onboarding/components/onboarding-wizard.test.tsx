import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import FillNameRoute from '@/app/routes/fill-name';
import { loadTextSection } from '@/lib/i18n';
import { session, sessionStore } from '@/lib/session';
import { themeController } from '@/lib/theme';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser } from '@/testing/users';

const newcomer = makeUser({ id: 7, name: null, email: 'new@example.com', email_verified_at: null });

const loginStandIn = { path: '/login', element: <h1>Sign in page</h1> };

function renderWizard() {
  return renderScreen(<FillNameRoute />, { path: '/fill-name', extraRoutes: [loginStandIn] });
}

const saved = (body: unknown) =>
  jsonResponse(200, envelope('PROFILE_UPDATED', { data: { ...newcomer, ...(body as object) } }));

describe('onboarding wizard (/fill-name)', () => {
  beforeAll(async () => {
    await loadTextSection('onboarding');
  });

  beforeEach(() => {
    session.clear();
  });

  it('sends guests to sign in and named users to /chat', async () => {
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    session.signIn('tok', { ...newcomer, name: 'Ada' });
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Chat home' })).toBeInTheDocument();
  });

  it('walks the three steps with Enter, Skip and Previous, then saves and goes to /chat', async () => {
    session.signIn('tok', newcomer);
    const { calls } = mockFetch({ 'PUT /api/auth/profile': ({ body }) => saved(body) });
    const person = userEvent.setup();
    renderWizard();

    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    const name = screen.getByLabelText('First name');
    expect(name).toHaveFocus();

    // Whitespace is not a name: Enter stays on step 1 and says why.
    await person.type(name, '   {Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();

    // The theme applies as soon as it is chosen.
    await person.click(screen.getByRole('radio', { name: /light/i }));
    expect(themeController().store.get().preference).toBe('light');

    await person.clear(name);
    await person.type(name, '  Ada {Enter}');
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Which best describes you, Ada?' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(9);
    expect(screen.getByRole('button', { name: /skip/i })).toBeInTheDocument();

    await person.click(screen.getByRole('radio', { name: /developer/i }));
    expect(screen.queryByRole('button', { name: /skip/i })).toBeNull();
    await person.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: /previous/i }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /developer/i })).toBeChecked();
    await person.keyboard('{Enter}');
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('heading', { name: 'Chat home' })).toBeInTheDocument();
    const put = calls.find((call) => call.url.pathname === '/api/auth/profile');
    expect(put?.body).toEqual({ name: 'Ada', lastname: '', definition: 'developer' });
    expect(sessionStore.get().user).toMatchObject({ name: 'Ada', definition: 'developer' });
  }, 20_000);

  it('leaves the definition out when step 2 is skipped, and shows the spinner while saving', async () => {
    session.signIn('tok', newcomer);
    let release: () => void = () => undefined;
    const { calls } = mockFetch({
      'PUT /api/auth/profile': ({ body }) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(saved(body));
        }),
    });
    const person = userEvent.setup();
    renderWizard();
    await person.type(screen.getByLabelText('First name'), 'Grace{Enter}');
    await person.click(await screen.findByRole('button', { name: /skip/i }));
    await person.click(await screen.findByRole('button', { name: 'Complete' }));

    const busy = await screen.findByRole('button', { name: /completing/i });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Chat home' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === '/api/auth/profile')?.body).toEqual({
      name: 'Grace',
      lastname: '',
    });
  }, 10_000);

  it('says so when saving fails and stays on the last step', async () => {
    session.signIn('tok', newcomer);
    mockFetch({
      'PUT /api/auth/profile': () =>
        jsonResponse(500, { success: false, message: 'Server error occurred.', keyCode: 'SERVER_ERROR' }),
    });
    const person = userEvent.setup();
    renderWizard();
    await person.type(screen.getByLabelText('First name'), 'Linus{Enter}');
    await person.keyboard('{Enter}');
    await person.click(await screen.findByRole('button', { name: 'Complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled());
    expect(sessionStore.get().user?.name).toBeNull();
  }, 10_000);
});
