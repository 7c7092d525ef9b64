import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Project } from '@atelier/contracts';
import { ProjectsGrid } from '@/features/chat-home';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { PublishButton } from './publish-button';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const base: Project = {
  id: 9,
  uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Recipe Box',
  status: 'active',
  thumbnail_url: null,
  wait_status: 0,
  is_public: false,
  is_featured: false,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  preview_url: 'http://preview.test/9/',
  conversation_uuid: null,
};
const PUBLIC_LINK = 'http://localhost:3000/project/9';

/** A fake api holding one project whose visibility the PUT changes. */
function projectApi(initial: Partial<Project> = {}) {
  let project: Project = { ...base, ...initial };
  const puts: unknown[] = [];
  const detail = () => jsonResponse(200, envelope('PROJECT_FETCHED', { data: project }));
  const { calls } = mockFetch({
    'GET /api/projects': () =>
      jsonResponse(
        200,
        envelope('PROJECTS_FETCHED', {
          projects: { data: [project], current_page: 1, last_page: 1, per_page: 6, total: 1 },
        }),
      ),
    'GET /api/projects/9': detail,
    'PUT /api/projects/9': (request: FakeRequest) => {
      puts.push(request.body);
      project = { ...project, ...(request.body as Partial<Project>) };
      return detail();
    },
  });
  return { calls, puts };
}

afterEach(() => toastStore.clear());

describe('publishing from the project card', () => {
  it('publishes with the card menu, shows the public link and copies it', async () => {
    const user = userEvent.setup();
    const { puts, calls } = projectApi();
    renderScreen(<ProjectsGrid />, { path: '/chat' });

    await user.click(await screen.findByRole('button', { name: 'Actions for Recipe Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Recipe Box”' });
    expect(within(dialog).getByText('Private')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    // The name keeps its own direction inside right-to-left text.
    expect(within(dialog).getByRole('heading').querySelector('bdi')).toHaveTextContent('Recipe Box');

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(PUBLIC_LINK);
    expect(puts).toEqual([{ is_public: true }]);
    expect(screen.getByRole('dialog', { name: 'Share “Recipe Box”' })).toBeInTheDocument();
    expect(within(dialog).getByText('Published')).toBeInTheDocument();
    expect(await screen.findByText('Published: anyone with the link can open it')).toBeInTheDocument();
    // The owner's list was asked again, so the card shows the new state too.
    expect(calls.filter((call) => call.url.pathname === '/api/projects').length).toBeGreaterThan(1);

    const link = within(dialog).getByRole('textbox', { name: 'Public link' });
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(link).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('link', { name: /Open/ })).toHaveAttribute('href', PUBLIC_LINK);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(PUBLIC_LINK);
    expect(within(dialog).getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Published')).toBeInTheDocument();
  });

  it('asks before unpublishing, then takes the link down', async () => {
    const user = userEvent.setup();
    const { puts } = projectApi({ is_public: true });
    renderScreen(<ProjectsGrid />, { path: '/chat' });

    await user.click(await screen.findByRole('button', { name: 'Actions for Recipe Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share or unpublish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Recipe Box”' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Unpublish this project?' });
    expect(confirm).toHaveTextContent('The public link to “Recipe Box” stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(puts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unpublish' }),
    );
    const privateDialog = await screen.findByRole('dialog', { name: 'Publish “Recipe Box”' });
    expect(puts).toEqual([{ is_public: false }]);
    expect(within(privateDialog).getByText('Private')).toBeInTheDocument();
    expect(within(privateDialog).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(await screen.findByText('Unpublished: the public link no longer works')).toBeInTheDocument();
  });

  it('warns that an inactive published project is not shown to visitors', async () => {
    const user = userEvent.setup();
    projectApi({ is_public: true, status: 'inactive' });
    renderScreen(<ProjectsGrid />, { path: '/chat' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Recipe Box' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share or unpublish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share “Recipe Box”' });
    expect(dialog).toHaveTextContent('This project is inactive');
  });
});

describe('the workspace Publish button', () => {
  it('tells the state and opens the same dialog by keyboard', async () => {
    const user = userEvent.setup();
    const { puts } = projectApi();
    renderScreen(<PublishButton projectId={9} />, { path: '/chat/c-1' });

    const button = await screen.findByRole('button', { name: 'Publish' });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Publish “Recipe Box”' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Public link' })).toHaveValue(PUBLIC_LINK);
    expect(puts).toEqual([{ is_public: true }]);

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Published' })).toBeInTheDocument();
  });
});
