import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicProject } from '@atelier/contracts';
import { session } from '@/lib/session';
import { toastStore } from '@/stores/toast-store';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser, profileResponse } from '@/testing/users';
import { ProjectPage } from './project-page';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const project: PublicProject = {
  id: 9,
  project_id: 9,
  uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Recipe Box',
  thumbnail_url: null,
  preview_url: 'http://preview.test/9/',
  is_featured: false,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
};

const admin = makeUser({ id: 2, role: 'admin' });
const member = makeUser({ id: 3, role: 'user' });

/** The api as the page sees it; `shown` is what the public project route answers (it changes with featuring). */
function routes(
  signedIn: typeof admin | null,
  extra: Record<string, (request: FakeRequest) => Response> = {},
) {
  let shown = project;
  const answerWith = (featured: boolean, code: string, message: string) => () => {
    shown = { ...shown, is_featured: featured };
    return jsonResponse(200, { ...envelope(code, { data: shown }), message });
  };
  return mockFetch({
    'GET /api/public/projects/9': () =>
      jsonResponse(200, envelope('PROJECT_FETCHED', { data: { project: shown } })),
    'HEAD /9/': () => new Response(null, { status: 200 }),
    'GET /api/projects/9': () => jsonResponse(404, envelope('PROJECT_NOT_FOUND', {}, false)),
    ...(signedIn ? { 'GET /api/profile': () => profileResponse(signedIn) } : {}),
    'PUT /api/admin/projects/9/feature': answerWith(
      true,
      'PROJECT_FEATURED',
      'The project is now featured on the home page.',
    ),
    'PUT /api/admin/projects/9/unfeature': answerWith(
      false,
      'PROJECT_UNFEATURED',
      'The project is no longer featured on the home page.',
    ),
    ...extra,
  });
}

const featureCalls = (calls: FakeRequest[]) =>
  calls
    .filter((call) => call.url.pathname.startsWith('/api/admin/projects/'))
    .map((call) => call.method + ' ' + call.url.pathname);

function expectNoToggle() {
  for (const name of ['Feature on the home page', 'Remove from the home page']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
}

afterEach(() => {
  session.clear();
  toastStore.clear();
});

describe('the showcase toggle on the public project page', () => {
  it('lets an admin feature the project and take it off again, showing each state', async () => {
    const user = userEvent.setup();
    session.signIn('token', admin);
    const { calls } = routes(admin);
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Feature on the home page' }));
    expect(await screen.findByRole('button', { name: 'Remove from the home page' })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(featureCalls(calls)).toEqual(['PUT /api/admin/projects/9/feature']);
    await waitFor(() =>
      expect(toastStore.store.get().map((t) => [t.type, t.message])).toContainEqual([
        'success',
        'The project is now featured on the home page.',
      ]),
    );
    // The showcase lists are refreshed: the public project is read again after the change.
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/public/projects/9').length).toBeGreaterThan(
        1,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove from the home page' }));
    expect(await screen.findByRole('button', { name: 'Feature on the home page' })).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(featureCalls(calls)).toEqual([
      'PUT /api/admin/projects/9/feature',
      'PUT /api/admin/projects/9/unfeature',
    ]);
  });

  it('shows the api’s error and keeps the state when featuring fails', async () => {
    const user = userEvent.setup();
    session.signIn('token', admin);
    routes(admin, {
      'PUT /api/admin/projects/9/feature': () =>
        jsonResponse(409, {
          success: false,
          keyCode: 'PROJECT_NOT_PUBLIC',
          message: 'Only a published project can be featured.',
        }),
    });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await user.click(await screen.findByRole('button', { name: 'Feature on the home page' }));
    await waitFor(() =>
      expect(toastStore.store.get().map((t) => [t.type, t.message])).toContainEqual([
        'error',
        'Only a published project can be featured.',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Feature on the home page' })).toBeEnabled();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
  });

  it('is not shown to a signed-in member who is not an admin, nor to a guest', async () => {
    session.signIn('token', member);
    routes(member);
    const { unmount } = renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    expectNoToggle();
    unmount();
    session.clear();

    routes(null);
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    expectNoToggle();
  });

  it('is not shown for a project that is not public (its page is not found)', async () => {
    session.signIn('token', admin);
    routes(admin, {
      'GET /api/public/projects/9': () => jsonResponse(404, envelope('PROJECT_NOT_FOUND', {}, false)),
    });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expectNoToggle();
  });
});
