import { configure, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_SANDBOX } from '@atelier/contracts/constants';
import type { PublicProject } from '@atelier/contracts';
import { session } from '@/lib/session';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { makeUser, profileResponse } from '@/testing/users';
import { ProjectPage } from './project-page';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const publicProject: PublicProject = {
  id: 9,
  project_id: 9,
  uuid: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Recipe Box',
  thumbnail_url: null,
  preview_url: 'http://preview.test/9/',
  is_featured: true,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
};

const owner = makeUser();

const found = () => jsonResponse(200, envelope('PROJECT_FETCHED', { data: { project: publicProject } }));
const captures = (calls: FakeRequest[]) =>
  calls.filter((call) => call.url.pathname === '/api/screenshots/capture');

function routes(extra: Record<string, (request: FakeRequest) => Response | Promise<Response>> = {}) {
  return mockFetch({
    'GET /api/public/projects/9': found,
    'HEAD /9/': () => new Response(null, { status: 200 }),
    'GET /api/profile': () => profileResponse(owner),
    ...extra,
  });
}

afterEach(() => {
  session.clear();
  vi.useRealTimers();
});

describe('ProjectPage', () => {
  it('says the link is invalid when there is no id, with a way back to chat', async () => {
    const { calls } = routes();
    renderScreen(<ProjectPage projectId={undefined} />, { path: '/project' });
    expect(await screen.findByRole('heading', { name: 'Invalid project link' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/public'))).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Back to chat' }));
    expect(await screen.findByRole('heading', { name: 'Chat home' })).toBeInTheDocument();
  });

  it('shows not found when the api has no such public project', async () => {
    routes({
      'GET /api/public/projects/77': () => jsonResponse(404, envelope('PROJECT_NOT_FOUND', {}, false)),
    });
    renderScreen(<ProjectPage projectId="77" />, { path: '/project/77' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to chat' })).toHaveAttribute('href', '/chat');
  });

  it('shows not found when the project exists but its preview does not answer', async () => {
    routes({ 'HEAD /9/': () => new Response(null, { status: 404 }) });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.queryByTitle(/Live preview/)).not.toBeInTheDocument();
  });

  it('shows the loading state, then the project in a sandboxed frame with its controls', async () => {
    let answer: (response: Response) => void = () => undefined;
    routes({ 'GET /api/public/projects/9': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    expect(await screen.findByText('Loading the project…')).toBeInTheDocument();

    act(() => answer(found()));
    const frame = await screen.findByTitle('Live preview of Recipe Box');
    expect(frame).toHaveAttribute('sandbox', FRAME_SANDBOX);
    expect(frame).toHaveAttribute('src', publicProject.preview_url);
    expect(screen.getByRole('heading', { name: 'Recipe Box' })).toBeInTheDocument();
    for (const name of ['Back to chat', 'Go back', 'Refresh preview', 'Go to the home page', 'Full screen']) {
      expect(screen.getByRole(name === 'Back to chat' ? 'link' : 'button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Current page' })).toHaveValue('/');
    expect(screen.getByRole('radiogroup', { name: 'View mode' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(screen.getByTestId('preview-frame-box').style.width).toBe('768px');
  });

  it('opens a featured project by its uuid', async () => {
    const { calls } = routes({ [`GET /api/public/projects/${publicProject.uuid}`]: found });
    renderScreen(<ProjectPage projectId={publicProject.uuid} />, { path: `/project/${publicProject.uuid}` });
    expect(await screen.findByTitle('Live preview of Recipe Box')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === `/api/public/projects/${publicProject.uuid}`)).toBe(
      true,
    );
  });

  it('shows a guest the project’s thumbnail, name and a link to copy, whatever the project is opened by', async () => {
    const user = userEvent.setup();
    const thumbnail = 'http://localhost/api/projects/9/thumbnail?expires=1&signature=x';
    routes({
      [`GET /api/public/projects/${publicProject.uuid}`]: () =>
        jsonResponse(
          200,
          envelope('PROJECT_FETCHED', { data: { project: { ...publicProject, thumbnail_url: thumbnail } } }),
        ),
    });
    const { container } = renderScreen(<ProjectPage projectId={publicProject.uuid} />, {
      path: `/project/${publicProject.uuid}`,
    });
    expect(await screen.findByTitle('Live preview of Recipe Box')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recipe Box' })).toBeInTheDocument();
    expect(screen.getByText('Made with Atelier')).toBeInTheDocument();
    expect(container.querySelector('header img')).toHaveAttribute('src', thumbnail);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/project/9');
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it('never asks a guest’s browser for thumbnails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = routes();
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(captures(calls)).toHaveLength(0);
    expect(calls.some((call) => call.url.pathname === '/api/projects/9')).toBe(false);
  });

  it('captures the owner’s thumbnail after 5 s and then every 2 minutes, with the public settings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.signIn('token', owner);
    const { calls } = routes({
      'GET /api/projects/9': () => jsonResponse(200, envelope('PROJECT_FETCHED', { data: {} })),
      'POST /api/screenshots/capture': () =>
        jsonResponse(
          202,
          envelope('SCREENSHOT_QUEUED', { data: { id: 1, status: 'queued', path: null, image_url: null } }),
        ),
    });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    await waitFor(() => expect(calls.some((call) => call.url.pathname === '/api/projects/9')).toBe(true));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    await waitFor(() => expect(captures(calls)).toHaveLength(1));
    expect(captures(calls)[0]?.body).toEqual({
      url: publicProject.preview_url,
      width: 1600,
      height: 900,
      format: 'png',
      delay: 3000,
      wait_for_network: true,
      project_id: 9,
    });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    await waitFor(() => expect(captures(calls)).toHaveLength(2));
  });

  it('does not capture for a signed-in visitor who does not own the project', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.signIn('token', owner);
    const { calls } = routes({
      'GET /api/projects/9': () => jsonResponse(404, envelope('PROJECT_NOT_FOUND', {}, false)),
    });
    renderScreen(<ProjectPage projectId="9" />, { path: '/project/9' });
    await screen.findByTitle('Live preview of Recipe Box');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(calls.some((call) => call.url.pathname === '/api/projects/9')).toBe(true);
    expect(captures(calls)).toHaveLength(0);
  });
});
