import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { LoginForm } from './login-form';

const user = {
  id: 1,
  name: 'Ada',
  lastname: null,
  email: 'ada@example.com',
  email_verified_at: null,
  avatar: null,
  status: 1,
};

const providers = (enabled: boolean) => () =>
  jsonResponse(200, envelope('SUCCESS', { data: { google: { enabled, client_id: enabled ? 'id' : null } } }));

async function fill(email: string, password: string) {
  const person = userEvent.setup();
  if (email) await person.type(screen.getByLabelText('Email'), email);
  if (password) await person.type(screen.getByLabelText('Password'), password);
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
  return person;
}

describe('login form', () => {
  afterEach(() => toastStore.clear());

  it('checks the fields before calling the api', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/providers': providers(false) });
    renderScreen(<LoginForm />, { path: '/login' });
    await fill('', '');
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fill('not-an-email', 'secret');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/login')).toHaveLength(0);
  });

  it('shows the keyCode text for wrong credentials, without ending any session', async () => {
    mockFetch({
      'GET /api/auth/providers': providers(false),
      'POST /api/login': () =>
        jsonResponse(401, {
          success: false,
          message: 'Invalid email or password.',
          keyCode: 'INVALID_CREDENTIALS',
        }),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    await fill('ada@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('puts 422 field errors beside their fields', async () => {
    mockFetch({
      'GET /api/auth/providers': providers(false),
      'POST /api/login': () =>
        jsonResponse(422, {
          success: false,
          message: 'There are errors in the entered information.',
          keyCode: 'VALIDATION_ERROR',
          errors: { password: ['The password may not be greater than 255 characters.'] },
        }),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    await fill('ada@example.com', 'x');
    const field = (await screen.findByText('Must not exceed 255 characters')).closest('div');
    expect(field).not.toBeNull();
    expect(within(field!.parentElement!).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a 5 s top-right error toast when the server cannot be reached', async () => {
    mockFetch({ 'GET /api/auth/providers': providers(false) });
    const failing = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes(
        '/api/login',
      )
        ? Promise.reject(new TypeError('Failed to fetch'))
        : failing(input, init);
    renderScreen(<LoginForm />, { path: '/login' });
    await fill('ada@example.com', 'secret-password');
    await waitFor(() => expect(toastStore.store.get()).toHaveLength(1));
    expect(toastStore.store.get()[0]).toMatchObject({ type: 'error', duration: 5000, position: 'top-right' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the server/i);
  });

  it('offers Google only when the api says it is enabled', async () => {
    mockFetch({ 'GET /api/auth/providers': providers(true) });
    renderScreen(<LoginForm />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('signs in, shows the success state, then goes to /chat after 1.5 s', async () => {
    const { calls } = mockFetch({
      'GET /api/auth/providers': providers(false),
      'POST /api/login': () => jsonResponse(200, envelope('LOGIN_SUCCESS', { token: 'tok-9', user })),
    });
    renderScreen(<LoginForm />, { path: '/login' });
    await fill('ada@example.com', 'right-password');
    expect(await screen.findByText('Signed in')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(sessionStore.get().status).toBe('authenticated');
    expect(calls.find((call) => call.url.pathname === '/api/login')?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'right-password',
      device_name: 'Atelier Web',
    });
    expect(screen.queryByRole('heading', { name: 'Chat home' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Chat home' }, { timeout: 2500 })).toBeInTheDocument();
  });

  it('sends an account without a name to the onboarding wizard instead (content §2)', async () => {
    mockFetch({
      'GET /api/auth/providers': providers(false),
      'POST /api/login': () =>
        jsonResponse(200, envelope('LOGIN_SUCCESS', { token: 'tok-10', user: { ...user, name: '' } })),
    });
    renderScreen(<LoginForm />, {
      path: '/login',
      extraRoutes: [{ path: '/fill-name', element: <h1>Onboarding</h1> }],
    });
    await fill('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Onboarding' }, { timeout: 2500 })).toBeInTheDocument();
  });
});
