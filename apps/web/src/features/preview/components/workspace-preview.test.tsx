import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_SANDBOX } from '@atelier/contracts/constants';
import type { ProjectVersion } from '@atelier/contracts';
import { envelope, jsonResponse, mockFetch, type FakeRequest } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import {
  cancelElementSelection,
  clearSelectedElement,
  elementSelection,
  startElementSelection,
  WorkspacePreview,
  type WorkspaceProject,
} from '../index';
import { resetCaptureCooldowns } from '../lib/screenshot-cooldown';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const PREVIEW_ORIGIN = 'http://preview.test';
const project: WorkspaceProject = {
  id: 42,
  uuid: '0b9e4c1e-5d7f-4f57-9b52-1d1f2a3b4c5d',
  name: 'Shop',
  previewUrl: `${PREVIEW_ORIGIN}/42/`,
  token: null,
};

const version = (overrides: Partial<ProjectVersion> = {}): ProjectVersion => ({
  id: 1,
  number: 1,
  summary: 'First version',
  build_status: 'ready',
  build_error: null,
  created_at: '2026-11-20T10:00:00Z',
  is_live: true,
  ...overrides,
});

function routes(headStatus: number, extra: Record<string, (request: FakeRequest) => Response> = {}) {
  return mockFetch({
    'HEAD /42/': () => new Response(null, { status: headStatus }),
    'GET /api/projects/42/versions': () =>
      jsonResponse(200, envelope('PROJECT_FETCHED', { data: [version()] })),
    'POST /api/screenshots/capture': () =>
      jsonResponse(
        202,
        envelope('SCREENSHOT_QUEUED', { data: { id: 1, status: 'queued', path: null, image_url: null } }),
      ),
    ...extra,
  });
}

function renderPanel(props: Partial<Parameters<typeof WorkspacePreview>[0]> = {}) {
  const onToggleFullScreen = vi.fn();
  const view = renderScreen(
    <div style={{ height: 600 }}>
      <WorkspacePreview
        conversationId="c-1"
        project={project}
        fullScreen={false}
        onToggleFullScreen={onToggleFullScreen}
        {...props}
      />
    </div>,
  );
  return { ...view, onToggleFullScreen };
}

/** Posts a message to the app as if from the frame's window at the given origin. */
function fromFrame(frame: HTMLIFrameElement, data: unknown, origin = PREVIEW_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

async function liveFrame() {
  return screen.findByTitle<HTMLIFrameElement>('Live preview of Shop');
}

beforeEach(() => {
  resetCaptureCooldowns();
  cancelElementSelection();
  clearSelectedElement();
});

afterEach(() => {
  cancelElementSelection();
  clearSelectedElement();
});

describe('WorkspacePreview stages', () => {
  it('invites to describe an app while there is no project, with code and history unavailable', async () => {
    const { calls } = routes(200);
    renderPanel({ project: null });
    expect(await screen.findByText('Your app will appear here')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Code' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: 'History' })).toBeDisabled();
    expect(screen.queryByTitle(/Live preview/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'HEAD')).toHaveLength(0);
  });

  it('shows the building stage while the preview does not answer 200', async () => {
    const { calls } = routes(404);
    renderPanel();
    expect(await screen.findByText('Building your app…')).toBeInTheDocument();
    expect(
      screen.getByText('The agent is writing the code and preparing a live preview.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'HEAD')).toBe(true));
    expect(screen.queryByTitle(/Live preview/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/screenshots/capture')).toBe(false);
  });

  it('stays in the building stage, without asking anything, while the preview address is unknown', async () => {
    const { fn } = routes(200);
    renderPanel({ project: { ...project, previewUrl: '' } });
    expect(await screen.findByText('Building your app…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fn.mock.calls.filter(([, init]) => init?.method === 'HEAD')).toHaveLength(0);
  });

  it('shows the live sandboxed frame once ready and captures one chat thumbnail a minute', async () => {
    const { calls } = routes(200);
    const first = renderPanel();
    const frame = await liveFrame();
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame.getAttribute('src')).toBe(project.previewUrl);

    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/screenshots/capture')).toHaveLength(1),
    );
    const capture = calls.find((call) => call.url.pathname === '/api/screenshots/capture');
    expect(capture?.body).toEqual({
      url: project.previewUrl,
      width: 1200,
      height: 800,
      format: 'png',
      delay: 2000,
      wait_for_network: true,
      project_id: 42,
    });

    // Opening the conversation again within the minute does not capture again.
    first.unmount();
    renderPanel();
    await liveFrame();
    await waitFor(() => expect(calls.filter((call) => call.method === 'HEAD')).toHaveLength(2));
    expect(calls.filter((call) => call.url.pathname === '/api/screenshots/capture')).toHaveLength(1);
  });

  it('ignores a failing thumbnail capture', async () => {
    routes(200, {
      'POST /api/screenshots/capture': () => jsonResponse(500, envelope('SERVER_ERROR', {}, false)),
    });
    renderPanel();
    await liveFrame();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toggles full screen through the workspace', async () => {
    routes(404);
    const { onToggleFullScreen } = renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Full screen' }));
    expect(onToggleFullScreen).toHaveBeenCalledTimes(1);
  });
});

describe('WorkspacePreview toolbar', () => {
  it('shows the path after the project folder from trusted navigation messages only', async () => {
    routes(200);
    renderPanel();
    const frame = await liveFrame();
    const path = screen.getByRole('textbox', { name: 'Current page' });
    expect(path).toHaveValue('/');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();

    fromFrame(frame, { type: 'IFRAME_URL_CHANGED', url: `${PREVIEW_ORIGIN}/42/shop` });
    fromFrame(frame, { type: 'IFRAME_URL_CHANGED', url: `${PREVIEW_ORIGIN}/42/about?tab=team` });
    expect(screen.getByRole('textbox', { name: 'Current page' })).toHaveValue('/about?tab=team');

    fromFrame(frame, { type: 'IFRAME_URL_CHANGED', url: 'https://evil.test/42/phish' }, 'https://evil.test');
    expect(screen.getByRole('textbox', { name: 'Current page' })).toHaveValue('/about?tab=team');

    // Back loads the previous page the frame reported.
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByTitle('Live preview of Shop')).not.toBe(frame));
    expect(screen.getByTitle('Live preview of Shop').getAttribute('src')).toBe(`${PREVIEW_ORIGIN}/42/shop`);
    expect(screen.getByRole('textbox', { name: 'Current page' })).toHaveValue('/shop');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeDisabled();
  });

  it('sizes the frame by view mode and device, with a dashed border for phones', async () => {
    routes(200);
    renderPanel();
    await liveFrame();
    const box = screen.getByTestId('preview-frame-box');
    expect(box.style.width).toBe('100%');

    await userEvent.click(screen.getByRole('radio', { name: 'Tablet' }));
    expect(box.style.width).toBe('768px');
    expect(box.className).not.toContain('border-dashed');

    await userEvent.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(box.style.width).toBe('375px');
    expect(box.className).toContain('border-dashed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Device' }), 'iPhone 16 Pro');
    expect(box.style.width).toBe('402px');
  });

  it('lists errors the app reports, from the preview origin only', async () => {
    routes(200);
    renderPanel();
    const frame = await liveFrame();
    const error = {
      type: 'PREVIEW_ERROR',
      message: 'x is not defined',
      source: 'app.js',
      line: 3,
      column: 7,
    };
    fromFrame(frame, error, 'https://evil.test');
    expect(screen.queryByRole('button', { name: /error/ })).not.toBeInTheDocument();

    fromFrame(frame, error);
    fromFrame(frame, error);
    const badge = screen.getByRole('button', { name: '1 error' });
    await userEvent.click(badge);
    expect(await screen.findByText('x is not defined')).toBeInTheDocument();
    expect(screen.getByText('app.js:3:7')).toBeInTheDocument();
  });
});

describe('element selection', () => {
  it('asks the frame (at the preview origin only) to enter select mode and keeps the pick', async () => {
    routes(200);
    renderPanel();
    const frame = await liveFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);

    act(() => startElementSelection());
    expect(elementSelection.get().active).toBe(true);
    expect(post).toHaveBeenCalledWith({ type: 'ATELIER_SELECT_MODE', enabled: true }, PREVIEW_ORIGIN);
    expect(screen.getByText('Click an element in the preview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop selecting' })).toHaveAttribute('aria-pressed', 'true');

    // A pick from anywhere but the preview origin, or from another window, is ignored.
    const pick = { type: 'ELEMENT_SELECTED', selector: 'main > h1', text: 'Welcome', tag: 'h1' };
    fromFrame(frame, pick, 'https://evil.test');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: pick, origin: PREVIEW_ORIGIN, source: window }),
      );
    });
    expect(elementSelection.get()).toEqual({ active: true, selected: null });

    fromFrame(frame, pick);
    expect(elementSelection.get()).toEqual({
      active: false,
      selected: { selector: 'main > h1', text: 'Welcome', tag: 'h1' },
    });
    expect(screen.queryByText('Click an element in the preview')).not.toBeInTheDocument();

    clearSelectedElement();
    expect(elementSelection.get().selected).toBeNull();
  });

  it('ends when the frame reports Escape, or on Escape in the app', async () => {
    routes(200);
    renderPanel();
    const frame = await liveFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);

    act(() => startElementSelection());
    fromFrame(frame, { type: 'ELEMENT_SELECTION_CANCELLED' });
    expect(elementSelection.get().active).toBe(false);

    act(() => startElementSelection());
    expect(screen.getByText('Press Esc to cancel')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(elementSelection.get().active).toBe(false);
    expect(post).toHaveBeenLastCalledWith({ type: 'ATELIER_SELECT_MODE', enabled: false }, PREVIEW_ORIGIN);
  });

  it('brings the preview tab forward when picking starts from the chat', async () => {
    routes(200, {
      'GET /api/projects/42/files': () =>
        jsonResponse(200, envelope('PROJECT_FETCHED', { data: { version: 1, files: [] } })),
    });
    renderPanel();
    await liveFrame();
    await userEvent.click(screen.getByRole('tab', { name: 'Code' }));
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
    act(() => startElementSelection());
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('history', () => {
  it('lists versions and restores one after confirmation', async () => {
    const versions = [
      version({ id: 2, number: 2, summary: 'Added a cart', is_live: true }),
      version({ id: 1, number: 1, summary: 'First version', is_live: false }),
    ];
    const { calls } = routes(200, {
      'GET /api/projects/42/versions': () =>
        jsonResponse(200, envelope('PROJECT_FETCHED', { data: versions })),
      'POST /api/projects/42/versions/1/restore': () =>
        jsonResponse(
          200,
          envelope('PROJECT_VERSION_RESTORED', {
            data: version({ id: 3, number: 3, build_status: 'pending', is_live: false }),
          }),
        ),
    });
    renderPanel();
    await liveFrame();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Versions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Live')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Restore version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Restore version 1?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/versions/1/restore')),
      ).toBe(true),
    );
    expect(await screen.findByText(/Version 1 restored/)).toBeInTheDocument();
  });
});
