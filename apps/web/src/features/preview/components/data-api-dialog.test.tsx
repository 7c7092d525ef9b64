import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { WorkspacePreview, type WorkspaceProject } from '../index';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'tok_7f3a9c2e1b4d5a6f';
const NEW_TOKEN = 'tok_new_0c1d2e3f4a5b';
const project: WorkspaceProject = {
  id: 42,
  uuid: '0b9e4c1e-5d7f-4f57-9b52-1d1f2a3b4c5d',
  name: 'Guestbook',
  previewUrl: 'http://preview.test/42/',
  token: TOKEN,
};
const ROTATE = 'POST /api/projects/42/token/rotate';
const ROTATE_KEY = 'POST /api/projects/42/publishable-key/rotate';
const RULES = '/api/projects/42/data/rules';
const KEY = 'pk_guestbook_4f2a';
const NEW_KEY = 'pk_rotated_9b1c';

interface CollectionRule {
  collection: string;
  rule: string;
  explicit: boolean;
  records: number;
}

const settings = (collections: CollectionRule[], key = KEY) =>
  jsonResponse(
    200,
    envelope('DATA_RULES_FETCHED', {
      data: { publishable_key: key, default_rule: 'owner_only', collections },
    }),
  );

const COLLECTIONS: CollectionRule[] = [
  { collection: 'bookings', rule: 'append_only', explicit: true, records: 3 },
  { collection: 'notes', rule: 'owner_only', explicit: false, records: 1 },
];

function routes(extra: Record<string, (request: FakeRequest) => Response> = {}) {
  return mockFetch({
    // The preview is still building: the panel's own toolbar is all these tests need.
    'HEAD /42/': () => new Response(null, { status: 404 }),
    'GET /api/projects/42/versions': () => jsonResponse(200, envelope('PROJECT_FETCHED', { data: [] })),
    [`GET ${RULES}`]: () => settings(COLLECTIONS),
    ...extra,
  });
}

function renderPanel(current: WorkspaceProject | null = project) {
  return renderScreen(
    <WorkspacePreview
      conversationId="c-1"
      project={current}
      fullScreen={false}
      onToggleFullScreen={vi.fn()}
    />,
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Connect' }));
  const dialog = await screen.findByRole('dialog', { name: 'Connect your app' });
  // The examples appear once the contracts' runtime part has loaded.
  await within(dialog).findByTestId('data-api-example-create');
  return { user, dialog };
}

const example = (dialog: HTMLElement, id: 'create' | 'list' | 'fetch') =>
  within(dialog).getByTestId(`data-api-example-${id}`).textContent ?? '';

describe('Data API dialog', () => {
  it('is offered only once the conversation has a project', async () => {
    routes();
    renderPanel(null);
    expect(await screen.findByText('Your app will appear here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('opens from the toolbar with the address, the limits and the token masked until revealed', async () => {
    routes();
    renderPanel();
    const { user, dialog } = await openDialog();
    const base = `${window.location.origin}/api/data/${project.uuid}`;

    expect(
      within(dialog).getByText(/Apps ship the publishable key, which can do only what each collection/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(base)).toBeInTheDocument();
    expect(within(dialog).getByText('10,000')).toBeInTheDocument();
    expect(within(dialog).getByText('120 a minute')).toBeInTheDocument();
    expect(within(dialog).getByText(/^64\s?kB$/)).toBeInTheDocument();

    // Masked: the token appears nowhere, not even inside the examples.
    expect(dialog.textContent).not.toContain(TOKEN);
    expect(within(dialog).getByTestId('data-api-token')).toHaveTextContent(/^•+$/);
    expect(example(dialog, 'create')).toContain(`${base}/items`);

    await user.click(within(dialog).getByRole('button', { name: 'Show token' }));
    expect(within(dialog).getByTestId('data-api-token')).toHaveTextContent(TOKEN);
    expect(within(dialog).getByRole('button', { name: 'Hide token' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Even revealed, the secret is in no example: servers read it from a variable, apps get the key.
    for (const id of ['create', 'list', 'fetch'] as const) {
      expect(example(dialog, id)).toContain(project.uuid);
      expect(example(dialog, id)).not.toContain(TOKEN);
    }
    expect(example(dialog, 'create')).toContain('Authorization: Bearer $ATELIER_SECRET_TOKEN');
    expect(example(dialog, 'fetch')).toContain(`const api = '${base}';`);
    expect(example(dialog, 'fetch')).toContain(`Authorization: 'Bearer ${KEY}'`);

    await user.click(within(dialog).getByRole('button', { name: 'Hide token' }));
    expect(dialog.textContent).not.toContain(TOKEN);
  });

  it('copies the real token and examples while they are masked', async () => {
    routes();
    renderPanel();
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Copy Secret token' }));
    expect(await navigator.clipboard.readText()).toBe(TOKEN);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy From your app (JavaScript)' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`/api/data/${project.uuid}`);
    expect(copied).toContain(`Authorization: 'Bearer ${KEY}'`);
    expect(copied).not.toContain(TOKEN);
  });

  it('rotates only after confirmation, shows the new token and refreshes the conversation', async () => {
    const { calls } = routes({
      [ROTATE]: () => jsonResponse(200, envelope('PROJECT_TOKEN_ROTATED', { data: { token: NEW_TOKEN } })),
    });
    const { queryClient } = renderPanel();
    queryClient.setQueryData(['conversation', 'c-1'], { conversation: { uuid: 'c-1' } });
    const rotations = () => calls.filter((call) => `${call.method} ${call.url.pathname}` === ROTATE);
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Rotate the project token?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rotations()).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Rotate the project token?' });
    expect(within(confirm).getByText(/the old one stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Rotate token' }));

    expect(
      await screen.findByText('A new project token has been issued. The old one no longer works.'),
    ).toBeInTheDocument();
    expect(rotations()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const shown = screen.getByRole('dialog', { name: 'Connect your app' });
    expect(within(shown).getByTestId('data-api-token')).toHaveTextContent(NEW_TOKEN);
    expect(within(shown).getByText('New')).toBeInTheDocument();
    expect(shown.textContent).not.toContain(TOKEN);
    expect(queryClient.getQueryState(['conversation', 'c-1'])?.isInvalidated).toBe(true);
  });

  it("tells the server's reason in a toast when the rotation fails and keeps the token", async () => {
    routes({
      [ROTATE]: () =>
        jsonResponse(404, envelope('PROJECT_NOT_FOUND', { message: 'Project not found.' }, false)),
    });
    const { queryClient } = renderPanel();
    queryClient.setQueryData(['conversation', 'c-1'], { conversation: { uuid: 'c-1' } });
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Rotate token' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Rotate token' }));

    expect(await screen.findByText('Project not found or you do not have access.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const shown = screen.getByRole('dialog', { name: 'Connect your app' });
    await user.click(within(shown).getByRole('button', { name: 'Show token' }));
    expect(within(shown).getByTestId('data-api-token')).toHaveTextContent(TOKEN);
    expect(within(shown).queryByText('New')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(['conversation', 'c-1'])?.isInvalidated).toBe(false);
  });

  it('shows the publishable key apart from the secret, and explains which goes where', async () => {
    routes();
    renderPanel();
    const { dialog } = await openDialog();
    expect(within(dialog).getByTestId('data-api-publishable-key')).toHaveTextContent(KEY);
    expect(within(dialog).getByText(/Safe in your app’s code/)).toBeInTheDocument();
    expect(within(dialog).getByText(/For your servers only: never put it in an app/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('data-api-token')).toHaveTextContent(/^•+$/);
    expect(within(dialog).getByText('60 a minute')).toBeInTheDocument();
    expect(within(dialog).getByText('50 a day')).toBeInTheDocument();
  });

  it("shows each collection's rule and changes it, labelling the unsafe choice", async () => {
    let current = COLLECTIONS;
    const { calls } = routes({
      [`GET ${RULES}`]: () => settings(current),
      [`PATCH ${RULES}`]: (request) => {
        const { rules } = request.body as { rules: Record<string, string> };
        current = current.map((c) =>
          rules[c.collection] ? { ...c, rule: rules[c.collection]!, explicit: true } : c,
        );
        return jsonResponse(
          200,
          envelope('DATA_RULES_UPDATED', {
            data: { publishable_key: KEY, default_rule: 'owner_only', collections: current },
          }),
        );
      },
    });
    renderPanel();
    const { user, dialog } = await openDialog();
    const bookings = within(dialog).getByRole('combobox', { name: 'Rule for bookings' });
    const notes = within(dialog).getByRole('combobox', { name: 'Rule for notes' });
    expect(bookings).toHaveValue('append_only');
    expect(notes).toHaveValue('owner_only');
    // A collection without a rule of its own says it follows the default.
    expect(within(dialog).getAllByText('default')).toHaveLength(1);
    const unsafe = within(notes).getByRole('option', {
      name: 'Anyone reads, adds, changes and deletes (unsafe)',
    });
    expect(unsafe).toHaveValue('public_read_write');
    expect(within(notes).getAllByRole('option', { name: /unsafe/ })).toHaveLength(1);
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();

    await user.selectOptions(notes, 'public_read_write');
    expect(await screen.findByText('Data rules saved.')).toBeInTheDocument();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => call.body)).toEqual([{ rules: { notes: 'public_read_write' } }]);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Rule for notes' })).toHaveValue(
        'public_read_write',
      ),
    );
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Unsafe: any visitor can change or delete every record in notes.',
    );
    expect(within(dialog).queryByText('default')).not.toBeInTheDocument();
  });

  it('says when the project has no collections yet', async () => {
    routes({ [`GET ${RULES}`]: () => settings([]) });
    renderPanel();
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/No collections yet/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('rotates the publishable key only after confirmation and shows the new one', async () => {
    const { calls } = routes({
      [ROTATE_KEY]: () =>
        jsonResponse(200, envelope('PUBLISHABLE_KEY_ROTATED', { data: { publishable_key: NEW_KEY } })),
    });
    renderPanel();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the publishable key?' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate key' }));
    expect(
      await screen.findByText('A new publishable key has been issued. The old one no longer works.'),
    ).toBeInTheDocument();
    const shown = screen.getByRole('dialog', { name: 'Connect your app' });
    await waitFor(() =>
      expect(within(shown).getByTestId('data-api-publishable-key')).toHaveTextContent(NEW_KEY),
    );
    expect(example(shown, 'fetch')).toContain(`Bearer ${NEW_KEY}`);
    expect(calls.filter((call) => `${call.method} ${call.url.pathname}` === ROTATE_KEY)).toHaveLength(1);
  });
});
