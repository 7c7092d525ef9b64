import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser, profileResponse } from '@/testing/users';
import { ChatHome } from './chat-home';

const person = makeUser();

const categories = () =>
  jsonResponse(
    200,
    envelope('SUCCESS', {
      data: [
        {
          id: 1,
          slug: 'development',
          name: { en: 'Development', tr: 'Geliştirme' },
          icon: 'code',
          color: '#7c3aed',
          examples: [
            {
              id: 1,
              example_key: 'todo',
              example_text: { en: 'A todo app' },
              sort_order: 1,
              is_active: true,
            },
          ],
        },
      ],
    }),
  );
const page = (key: string, data: unknown[] = []) =>
  jsonResponse(
    200,
    envelope('SUCCESS', { [key]: { data, current_page: 1, last_page: 1, per_page: 9, total: 0 } }),
  );

const routes = {
  'GET /api/categories': categories,
  'GET /api/conversations': () => page('conversations'),
  'GET /api/projects': () => page('projects'),
  'GET /api/public/projects/featured': () => jsonResponse(500, envelope('SERVER_ERROR', {}, false)),
  'GET /api/profile': () => profileResponse(person),
};

const conversationRoute = [{ path: '/chat/:id', element: <h1>Workspace</h1> }];

describe('chat home', () => {
  afterEach(() => {
    toastStore.clear();
    session.clear();
  });

  it('asks guests to log in and fills the box from an example', async () => {
    const { calls } = mockFetch(routes);
    renderScreen(<ChatHome />, { path: '/home' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'A todo app' }, { timeout: 5000 }));
    expect(screen.getByRole('textbox')).toHaveValue('A todo app');
    expect(await screen.findByText('API not available yet', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Log in to continue', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the place of the examples while the agents load, then shows them there', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockFetch({ ...routes, 'GET /api/categories': () => held.then(categories) });
    const { container } = renderScreen(<ChatHome />, { path: '/home' });
    const placeholder = await waitFor(() => {
      const found = container.querySelector('[aria-busy="true"]');
      expect(found).not.toBeNull();
      return found as Element;
    });
    // One chip's place per example shown, under the label's.
    expect(placeholder.querySelectorAll('[aria-hidden="true"]')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'A todo app' })).toBeNull();
    release();
    expect(await screen.findByRole('button', { name: 'A todo app' }, { timeout: 5000 })).toBeInTheDocument();
    expect(placeholder.isConnected).toBe(false);
  });

  it('warns an unverified user and sends nothing', async () => {
    session.signIn('token', { ...person, email_verified_at: null });
    const { calls } = mockFetch(routes);
    renderScreen(<ChatHome />, { path: '/home' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'Build me a blog{Enter}');
    await waitFor(
      () =>
        expect(toastStore.store.get().map((toast) => toast.message)).toContain(
          'Please verify your email address before performing this action.',
        ),
      { timeout: 5000 },
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('stops a disabled account with its text', async () => {
    session.signIn('token', { ...person, status: 0 });
    const { calls } = mockFetch(routes);
    renderScreen(<ChatHome />, { path: '/home' });
    await userEvent.setup().type(screen.getByRole('textbox'), 'Build me a blog{Enter}');
    await waitFor(
      () =>
        expect(toastStore.store.get().map((toast) => toast.message)).toContain(
          'Your account is not active. Please contact the team to gain early access.',
        ),
      { timeout: 5000 },
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the text of an error keyCode', async () => {
    session.signIn('token', person);
    mockFetch({
      ...routes,
      'POST /api/conversations': () =>
        jsonResponse(403, envelope('ACCOUNT_DEACTIVE_ACTION_BLOCKED', {}, false)),
    });
    renderScreen(<ChatHome />, { path: '/home' });
    await userEvent.setup().type(screen.getByRole('textbox'), 'Build me a blog{Enter}');
    await waitFor(() => expect(toastStore.store.get()).toHaveLength(1), { timeout: 5000 });
    expect(toastStore.store.get()[0]?.message).not.toBe(
      'Failed to create new conversation. Please try again.',
    );
    expect(toastStore.store.get()[0]?.type).toBe('error');
  });

  it('creates the conversation, uploads the files to its first message and opens it', async () => {
    session.signIn('token', person);
    const { calls } = mockFetch({
      ...routes,
      'POST /api/conversations': () =>
        jsonResponse(
          201,
          envelope('CONVERSATION_CREATED', {
            conversation: { uuid: 'c-1', title: 'Blog' },
            user_message: { uuid: 'm-1', created_at: '2026-01-01T00:00:00Z', files: [] },
          }),
        ),
      'POST /api/files/upload': () => jsonResponse(201, envelope('FILES_UPLOADED', { data: [] })),
    });
    const { location } = renderScreen(<ChatHome />, { path: '/home', extraRoutes: conversationRoute });
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('composer-file-input'), new File(['# hi'], 'brief.md'));
    await user.type(screen.getByRole('textbox'), 'Build me a blog{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/chat/c-1'), { timeout: 5000 });
    const create = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/conversations');
    expect(create?.body).toEqual({
      content: 'Build me a blog',
      category_name: 'Development',
      has_files: true,
    });
    const upload = calls.find((call) => call.url.pathname === '/api/files/upload');
    const form = upload?.body as FormData;
    expect(form.get('context_type')).toBe('message');
    expect(form.get('context_uuid')).toBe('m-1');
    expect(form.get('file_role')).toBe('attachment');
    expect((form.getAll('files[]')[0] as File).name).toBe('brief.md');
  });

  it('shows the generic failure text when the api gives no keyCode', async () => {
    session.signIn('token', person);
    mockFetch({ ...routes, 'POST /api/conversations': () => jsonResponse(500, { message: 'boom' }) });
    renderScreen(<ChatHome />, { path: '/home' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'Build me a blog{Enter}');
    await waitFor(
      () =>
        expect(toastStore.store.get().map((toast) => toast.message)).toContain(
          'Failed to create new conversation. Please try again.',
        ),
      { timeout: 5000 },
    );
  });
});
