import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { elementSelection } from '@/features/preview';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { stubMatchMedia } from '@/testing/media';
import { renderScreen } from '@/testing/render';
import { profileResponse } from '@/testing/users';
import {
  CONVERSATION_ID,
  apiPaths,
  categoriesResponse,
  conversation,
  conversationResponse,
  message,
  person,
  statusResponse,
  withProject,
} from '../testing/fixtures';
import { page } from '../lib/page';
import { Workspace } from './workspace';

const smallScreen = (query: string) => query.includes('max-width');
const messageSent = (uuid: string) =>
  jsonResponse(
    201,
    envelope('MESSAGE_SENT', { user_message: { uuid, created_at: '2026-01-01T10:00:00Z', files: [] } }),
  );
const unlocked = () => statusResponse({ is_locked: false, lock_reason: null, needs_refresh: false });

function routes(detail = conversation(), extra: Record<string, (request: FakeRequest) => Response> = {}) {
  return {
    [apiPaths.conversation]: () => conversationResponse(detail),
    [apiPaths.status]: unlocked,
    [apiPaths.categories]: categoriesResponse,
    [apiPaths.profile]: () => profileResponse(person),
    ...extra,
  };
}

const answered = () =>
  conversation({
    messages: [
      message({ role: 'user', content: 'Build a coffee shop site' }),
      message({ role: 'assistant', content: 'Done: a **landing page**.' }),
    ],
  });

function renderWorkspace(props: Partial<Parameters<typeof Workspace>[0]> = {}) {
  return renderScreen(<Workspace conversationId={CONVERSATION_ID} {...props} />, { path: '/workspace' });
}

const sendCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/messages'));

describe('chat workspace', { timeout: 15_000 }, () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('workspace'), loadContracts()]);
    // The machine is shared: give screens more than the default second to answer.
    configure({ asyncUtilTimeout: 5000 });
  });

  afterEach(() => {
    toastStore.clear();
    session.clear();
    elementSelection.set({ active: false, selected: null });
  });

  it('shows the conversation as a polite log with formatted messages and hour:minute times', async () => {
    session.signIn('token', person);
    mockFetch(routes(answered()));
    renderWorkspace();
    const log = await screen.findByRole('log', { name: 'Conversation messages' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(await within(log).findByText('landing page')).toContainHTML('<strong');
    expect(within(log).getByText('Build a coffee shop site')).toBeInTheDocument();
    const times = log.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]?.textContent).toMatch(/^\d{2}:\d{2}$/);
    expect(screen.getByRole('heading', { name: 'Coffee shop site' })).toBeInTheDocument();
  });

  it('shows HTML in a message as text, never as markup', async () => {
    session.signIn('token', person);
    const detail = conversation({
      messages: [
        message({ role: 'user', content: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }),
        message({ role: 'assistant', content: '<b>bold?</b> [x](javascript:alert(3))' }),
      ],
    });
    mockFetch(routes(detail));
    renderWorkspace();
    const log = await screen.findByRole('log');
    await within(log).findByText('<b>bold?</b> [x](javascript:alert(3))');
    expect(log.querySelector('img, script, b')).toBeNull();
    expect(log.querySelector('a')).toBeNull();
    expect(
      within(log).getByText('<img src=x onerror="alert(1)"><script>alert(2)</script>'),
    ).toBeInTheDocument();
  });

  it('shows the not-found view with a way back to /chat', async () => {
    session.signIn('token', person);
    mockFetch({
      ...routes(),
      [apiPaths.conversation]: () => jsonResponse(404, envelope('CONVERSATION_NOT_FOUND', {}, false)),
    });
    const { location } = renderWorkspace();
    expect(await screen.findByText('Conversation not found or you do not have access.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to home' }));
    expect(location().pathname).toBe('/chat');
  });

  it('sends with the agent from the address and the picked element, then shows the reply', async () => {
    session.signIn('token', person);
    const first = answered();
    let replied = false;
    const { calls } = mockFetch(
      routes(first, {
        [apiPaths.conversation]: () =>
          conversationResponse(
            replied
              ? conversation({
                  messages: [
                    ...first.messages,
                    message({ uuid: 'sent-1', role: 'user', content: 'Make it green' }),
                    message({ role: 'assistant', content: 'Now it is green.' }),
                  ],
                })
              : first,
          ),
        [apiPaths.send]: () => {
          replied = true;
          return messageSent('sent-1');
        },
      }),
    );
    elementSelection.set({ active: false, selected: { selector: 'main > h1', text: 'Welcome', tag: 'h1' } });
    renderWorkspace({ agent: 'design' });
    const user = userEvent.setup();
    await screen.findByText('landing page');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Make it green{Enter}');
    expect(await screen.findByText('Now it is green.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sendCalls(calls)[0]?.body).toEqual({
      content: 'Make it green',
      category_name: 'Design',
      has_files: false,
      selected_element: { selector: 'main > h1', text: 'Welcome', tag: 'h1' },
    });
    expect(screen.getByRole('textbox', { name: 'Message the agent' })).toHaveValue('');
    expect(elementSelection.get().selected).toBeNull();
  });

  it('falls back to Development for an unknown agent and says so', async () => {
    session.signIn('token', person);
    const { calls } = mockFetch(
      routes(answered(), {
        [apiPaths.send]: () => messageSent('s'),
      }),
    );
    renderWorkspace({ agent: 'Astrology' });
    await screen.findByText('landing page');
    await waitFor(() =>
      expect(toastStore.store.get().map((t) => t.message)).toContain(
        'The selected agent was not found. Using Development instead.',
      ),
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Hi{Enter}');
    await waitFor(() => expect(sendCalls(calls)).toHaveLength(1));
    expect((sendCalls(calls)[0]?.body as { category_name: string }).category_name).toBe('Development');
  });

  it('creates the message first, then uploads its files to it', async () => {
    session.signIn('token', person);
    const { calls } = mockFetch(
      routes(answered(), {
        [apiPaths.send]: () => messageSent('with-files'),
        'POST /api/files/upload': () => jsonResponse(201, envelope('FILES_UPLOADED', { data: [] })),
      }),
    );
    renderWorkspace();
    await screen.findByText('landing page');
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('composer-file-input'), new File(['# brief'], 'brief.md'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/files/upload')).toBe(true));
    const sendIndex = calls.findIndex((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages'));
    const uploadIndex = calls.findIndex((c) => c.url.pathname === '/api/files/upload');
    expect(sendIndex).toBeLessThan(uploadIndex);
    expect(sendCalls(calls)[0]?.body).toMatchObject({ content: '', has_files: true });
    const form = calls[uploadIndex]?.body as FormData;
    expect(form.get('context_type')).toBe('message');
    expect(form.get('context_uuid')).toBe('with-files');
  });

  it('warns an unverified person in the chat and sends nothing', async () => {
    session.signIn('token', { ...person, email_verified_at: null });
    const { calls } = mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Hello{Enter}');
    expect(
      await within(screen.getByRole('log')).findByText(
        'Please verify your email address before performing this action.',
      ),
    ).toBeInTheDocument();
    expect(sendCalls(calls)).toHaveLength(0);
  });

  it('stops a disabled account with the account text as a toast', async () => {
    session.signIn('token', { ...person, status: 0 });
    const { calls } = mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Hello{Enter}');
    await waitFor(() =>
      expect(toastStore.store.get().map((t) => t.message)).toContain(
        'Your account is not active. Please contact the team to gain early access.',
      ),
    );
    expect(sendCalls(calls)).toHaveLength(0);
  });

  it('disables the input and shows the reason while the conversation is locked', async () => {
    session.signIn('token', person);
    const { calls } = mockFetch(
      routes(answered(), {
        [apiPaths.status]: () =>
          statusResponse({
            is_locked: true,
            lock_reason: 'The AI agent is working on your request…',
            needs_refresh: false,
          }),
      }),
    );
    renderWorkspace();
    expect(await screen.findByText('The AI agent is working on your request…')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message the agent' })).toBeDisabled();
    expect(sendCalls(calls)).toHaveLength(0);
  });

  it('turns a send error with a keyCode into an assistant message with its text', async () => {
    session.signIn('token', person);
    mockFetch(
      routes(answered(), {
        [apiPaths.send]: () => jsonResponse(409, envelope('CONVERSATION_LOCKED', {}, false)),
      }),
    );
    renderWorkspace();
    await screen.findByText('landing page');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Hello{Enter}');
    const alert = await within(screen.getByRole('log')).findByRole('alert');
    expect(alert.textContent).not.toBe('An error occurred while sending the message. Please try again.');
    expect(alert.textContent).not.toBe('CONVERSATION_LOCKED');
    expect(alert.textContent?.length).toBeGreaterThan(10);
    // The text stays in the box to try again.
    expect(screen.getByRole('textbox', { name: 'Message the agent' })).toHaveValue('Hello');
  });

  it('shows the generic send error when the api gives no keyCode', async () => {
    session.signIn('token', person);
    mockFetch(routes(answered(), { [apiPaths.send]: () => jsonResponse(500, { message: 'boom' }) }));
    renderWorkspace();
    await screen.findByText('landing page');
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Message the agent' }), 'Hello{Enter}');
    expect(
      await within(screen.getByRole('log')).findByText(
        'An error occurred while sending the message. Please try again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a failed message with its code’s text, the live progress and the owner’s token usage', async () => {
    session.signIn('token', person);
    const detail = conversation({
      messages: [
        message({ role: 'user', content: 'First' }),
        message({ role: 'assistant', content: 'Reply', usage: { input_tokens: 1234, output_tokens: 300 } }),
        message({ role: 'user', content: 'Second', status: 'failed', error_code: 'AI_TIMEOUT' }),
        message({ role: 'assistant', content: 'Zaman aşımı', error_code: 'AI_TIMEOUT' }),
        message({
          role: 'user',
          content: 'Third',
          status: 'working',
          created_at: new Date().toISOString(),
          progress: {
            text: 'Adding a **menu** page',
            files: ['src/App.tsx', 'src/menu.tsx'],
            step: 'Writing the menu',
          },
        }),
      ],
    });
    mockFetch(routes(detail));
    renderWorkspace();
    const log = await screen.findByRole('log');
    expect(
      await within(log).findByText(
        'AI response is taking longer than expected. Please check back in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(within(log).getByText('1.2k in · 300 out')).toBeInTheDocument();
    const live = within(log).getByRole('article', { name: 'Agent progress' });
    expect(within(live).getByText('menu').tagName).toBe('STRONG');
    expect(within(live).getByText('src/menu.tsx')).toBeInTheDocument();
    expect(within(live).getByText('2 files')).toBeInTheDocument();
    expect(within(live).getByText('Writing the menu')).toBeInTheDocument();
  });

  it('keeps element selection off until a project exists', async () => {
    session.signIn('token', person);
    mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    const button = screen.getByRole('button', { name: 'Select element' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(elementSelection.get().active).toBe(false);
  });

  it('toggles element selection once the project exists', async () => {
    session.signIn('token', person);
    mockFetch(routes(conversation({ ...answered(), metadata: withProject })));
    renderWorkspace();
    await screen.findByText('landing page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Select element' }));
    expect(elementSelection.get().active).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel element selection' }));
    expect(elementSelection.get().active).toBe(false);
  });

  it('announces invite and GitHub as coming soon for 3 s at the top right', async () => {
    session.signIn('token', person);
    mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    await user.click(await screen.findByRole('menuitem', { name: /Connect GitHub/ }));
    const [toast] = toastStore.store.get();
    expect(toast).toMatchObject({
      message: 'Connect GitHub is coming soon.',
      duration: 3000,
      position: 'top-right',
    });
  });

  it('moves between the width presets from the view-mode menu', async () => {
    session.signIn('token', person);
    mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    const divider = screen.getByRole('separator', { name: 'Resize chat and preview' });
    expect(divider).toHaveAttribute('aria-valuenow', '30');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View mode' }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Focus Chat/ }));
    expect(divider).toHaveAttribute('aria-valuenow', '65');
    act(() => divider.focus());
    await user.keyboard('{End}');
    expect(divider).toHaveAttribute('aria-valuenow', '80');
    await user.keyboard('{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '80');
  });

  it('opens links in a new tab without handing over the page', async () => {
    session.signIn('token', person);
    mockFetch(
      routes(
        conversation({
          messages: [message({ role: 'assistant', content: 'Docs: [the guide](https://atelier.dev/guide)' })],
        }),
      ),
    );
    renderWorkspace();
    const link = await screen.findByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://atelier.dev/guide');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('reloads the page when the status asks for a refresh', async () => {
    session.signIn('token', person);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    mockFetch(
      routes(answered(), {
        [apiPaths.status]: () => statusResponse({ is_locked: false, lock_reason: null, needs_refresh: true }),
      }),
    );
    renderWorkspace();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('switches between chat and preview with two tabs on a small screen', async () => {
    session.signIn('token', person);
    stubMatchMedia(smallScreen);
    mockFetch(routes(answered()));
    renderWorkspace();
    await screen.findByText('landing page');
    const tabs = screen.getByRole('radiogroup', { name: 'Workspace view' });
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(chat).toBeVisible();
    expect(screen.queryByRole('separator')).toBeNull();
    await userEvent.setup().click(within(tabs).getByRole('radio', { name: 'Preview' }));
    expect(chat).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'Preview' })).toBeVisible();
  });

  it('brings the preview forward on a small screen when an element is to be picked', async () => {
    session.signIn('token', person);
    stubMatchMedia(smallScreen);
    mockFetch(routes(conversation({ ...answered(), metadata: withProject })));
    renderWorkspace();
    await screen.findByText('landing page');
    const chat = screen.getByRole('region', { name: 'Chat' });
    expect(chat).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select element' }));
    await waitFor(() => expect(chat).not.toBeVisible());
    expect(screen.getByRole('region', { name: 'Preview' })).toBeVisible();
  });
});
