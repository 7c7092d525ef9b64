import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail, ProjectInputCard } from '@atelier/contracts';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';
import { session } from '@/lib/session';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { profileResponse } from '@/testing/users';
import { page } from '../lib/page';
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
import { Workspace } from './workspace';

const plan = (title: string): string =>
  JSON.stringify({
    ui_type: 'project_input',
    title,
    description: 'I will create it and start building.',
    input_config: {
      label: 'Project name',
      placeholder: 'My shop',
      required: true,
      button_text: 'Create project',
    },
    context: { conversation_id: CONVERSATION_ID, original_request: 'A coffee shop' },
  } satisfies ProjectInputCard);

function routes(
  current: () => ConversationDetail,
  extra: Record<string, (request: FakeRequest) => Response> = {},
) {
  return {
    [apiPaths.conversation]: () => conversationResponse(current()),
    [apiPaths.status]: () => statusResponse({ is_locked: false, lock_reason: null, needs_refresh: false }),
    [apiPaths.categories]: categoriesResponse,
    [apiPaths.profile]: () => profileResponse(person),
    ...extra,
  };
}

const renderWorkspace = () =>
  renderScreen(<Workspace conversationId={CONVERSATION_ID} />, { path: '/workspace' });

describe('workspace and its project', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('workspace'), loadTextSection('preview'), loadContracts()]);
    configure({ asyncUtilTimeout: 5000 });
  });

  afterEach(() => {
    toastStore.clear();
    session.clear();
    vi.restoreAllMocks();
  });

  it('creates the project from the plan card and shows it without reloading the page', async () => {
    session.signIn('token', person);
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const planned = [
      message({ role: 'user', content: 'A coffee shop' }),
      message({ role: 'assistant', content: plan('Name your project') }),
    ];
    let detail = conversation({ messages: planned });
    const { calls } = mockFetch(
      routes(() => detail, {
        'POST /api/projects': () => {
          // The api attaches the project and records the request as a message the agent answers.
          detail = conversation({
            metadata: withProject,
            messages: [
              ...planned,
              message({ role: 'user', content: 'Create the project “Roastery”', status: 'queued' }),
            ],
          });
          return jsonResponse(201, envelope('PROJECT_CREATED', { data: { id: 42 } }));
        },
      }),
    );
    renderWorkspace();
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Name your project' });
    await user.type(within(card).getByLabelText('Project name'), 'Roastery');
    // Before the project exists, the chat menu has nothing to download.
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(screen.queryByRole('menuitem', { name: 'Download code' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(card).getByRole('button', { name: 'Create project' }));

    // The conversation is fetched again: the request shows, the agent's reply is awaited, the preview
    // panel now has the project's tabs, and the page was never reloaded.
    const log = screen.getByRole('log', { name: 'Conversation messages' });
    expect(await within(log).findByText('Create the project “Roastery”')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Code' })).toBeEnabled();
    expect(within(log).getByRole('article', { name: 'Agent progress' })).toHaveAttribute('aria-busy', 'true');
    expect(
      calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith(CONVERSATION_ID)).length,
    ).toBeGreaterThanOrEqual(2);
    await user.click(screen.getByRole('button', { name: 'Chat options' }));
    expect(await screen.findByRole('menuitem', { name: 'Download code' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('leaves only the newest plan card clickable', async () => {
    session.signIn('token', person);
    const detail = conversation({
      messages: [
        message({ role: 'user', content: 'A coffee shop' }),
        message({ role: 'assistant', content: plan('First plan') }),
        message({ role: 'user', content: 'Rather a bakery' }),
        message({ role: 'assistant', content: plan('Second plan') }),
      ],
    });
    mockFetch(routes(() => detail));
    renderWorkspace();
    const older = await screen.findByRole('region', { name: 'First plan' });
    const newer = screen.getByRole('region', { name: 'Second plan' });
    const user = userEvent.setup();
    await user.type(within(newer).getByLabelText('Project name'), 'Bakery');
    expect(within(newer).getByRole('button', { name: 'Create project' })).toBeEnabled();
    expect(within(older).getByLabelText('Project name')).toBeDisabled();
    expect(within(older).getByRole('button', { name: 'Create project' })).toBeDisabled();
    expect(older).toHaveAttribute('data-spent', 'true');
  });

  it('downloads the code from the chat menu, with the same words as the toolbar', async () => {
    session.signIn('token', person);
    const detail = conversation({
      metadata: withProject,
      messages: [message({ role: 'user', content: 'Hi' })],
    });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:zip');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls } = mockFetch(
      routes(() => detail, {
        'GET /api/projects/42/download': () =>
          new Response(new Blob(['zip']), {
            status: 200,
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="roastery.zip"',
            },
          }),
      }),
    );
    renderWorkspace();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chat options' }));
    const item = await screen.findByRole('menuitem', { name: 'Download code' });
    expect(item).not.toHaveTextContent(/coming soon/i);
    await user.click(item);
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(created).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.url.pathname === '/api/projects/42/download')).toBe(true);
    // The toolbar's button says the same.
    expect(screen.getByRole('button', { name: 'Download code' })).toBeInTheDocument();
  });
});
