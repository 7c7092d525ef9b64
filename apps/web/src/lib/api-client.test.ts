import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@atelier/contracts';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { ApiError, api, toApiError } from './api-client';
import { session, sessionStore } from './session';

const user = { id: 7, email: 'ada@example.com', name: 'Ada' } as User;

describe('api client (core §7)', () => {
  beforeEach(() => localStorage.clear());

  it('sends JSON to /api with Accept-Language tr when no language is stored, and no token', async () => {
    const { calls } = mockFetch({ 'POST /api/login': () => jsonResponse(200, envelope('LOGIN_SUCCESS')) });
    await api.post('/login', { email: 'a@b.co', password: 'x' });
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/login');
    expect(call?.headers.get('accept-language')).toBe('tr');
    expect(call?.headers.get('authorization')).toBeNull();
    expect(call?.headers.get('x-queue-name')).toBeNull();
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it('carries the stored token, language and queue name', async () => {
    localStorage.setItem('token', 'tok-123');
    localStorage.setItem('i18nextLng', 'en');
    localStorage.setItem('custom_redis_queue', 'my_agent_queue');
    const { calls } = mockFetch({ 'GET /api/profile': () => jsonResponse(200, envelope('PROFILE_FETCHED')) });
    await api.get('/profile', { query: { page: 2, empty: undefined } });
    const [call] = calls;
    expect(call?.headers.get('authorization')).toBe('Bearer tok-123');
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('x-queue-name')).toBe('my_agent_queue');
    expect(call?.url.search).toBe('?page=2');
  });

  it('sends FormData as multipart, leaving the boundary to the browser', async () => {
    const { fn } = mockFetch({
      'POST /api/profile/avatar': () => jsonResponse(200, envelope('AVATAR_UPDATED')),
    });
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await api.post('/profile/avatar', form);
    const init = fn.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('turns a 422 into an ApiError with status, keyCode, message and field errors', async () => {
    mockFetch({
      'POST /api/register': () =>
        jsonResponse(422, {
          success: false,
          message: 'There are errors in the entered information.',
          keyCode: 'VALIDATION_ERROR',
          errors: { email: ['The email has already been taken.'] },
        }),
    });
    const error = await api.post('/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      keyCode: 'VALIDATION_ERROR',
      message: 'There are errors in the entered information.',
      errors: { email: ['The email has already been taken.'] },
      isValidationError: true,
    });
  });

  it('reads non-JSON failures and network failures', async () => {
    expect(toApiError(502, '<html>Bad gateway</html>', 'Bad Gateway')).toMatchObject({
      status: 502,
      keyCode: null,
      message: 'Bad Gateway',
      errors: null,
    });
    expect(toApiError(400, { keyCode: 'not a code', message: 'x' }).keyCode).toBeNull();
    mockFetch({});
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await api.get('/test').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isNetworkError: true, keyCode: null });
  });

  it('clears the session on a 401 from any call but login and register', async () => {
    session.signIn('tok-1', user);
    mockFetch({
      'GET /api/conversations': () => jsonResponse(401, envelope('UNAUTHENTICATED', {}, false)),
      'POST /api/login': () => jsonResponse(401, envelope('INVALID_CREDENTIALS', {}, false)),
      'POST /api/register': () => jsonResponse(401, envelope('UNAUTHENTICATED', {}, false)),
    });

    await expect(api.post('/login', {})).rejects.toMatchObject({
      status: 401,
      keyCode: 'INVALID_CREDENTIALS',
    });
    await expect(api.post('/register', {})).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(sessionStore.get().status).toBe('authenticated');

    await expect(api.get('/conversations')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStore.get()).toMatchObject({ token: null, user: null, status: 'anonymous' });
  });
});
