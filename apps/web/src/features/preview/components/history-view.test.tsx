import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectVersion, VersionChangesResponse } from '@atelier/contracts';
import { loadTextSection } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { HistoryView } from './history-view';

configure({ asyncUtilTimeout: 5000 });

const version = (number: number, is_live: boolean): ProjectVersion => ({
  id: number,
  number,
  summary: `Version ${number} summary`,
  build_status: 'ready',
  build_error: null,
  created_at: '2026-11-20T10:00:00Z',
  is_live,
});

const changes: VersionChangesResponse['data'] = {
  version: 1,
  against: null,
  files: [
    { path: 'index.html', status: 'added', before: null, after: '<p>one</p>\n' },
    { path: 'src/app.ts', status: 'added', before: null, after: 'export {}\n' },
  ],
};
const secondChanges: VersionChangesResponse['data'] = {
  version: 2,
  against: 1,
  files: [
    {
      path: 'index.html',
      status: 'changed',
      before: '<h1>Shop</h1>\n<p>one</p>\n',
      after: '<h1>Shop</h1>\n<p>two</p>\n',
    },
    { path: 'src/cart.ts', status: 'added', before: null, after: 'export const cart = [];\n' },
    { path: 'src/old.ts', status: 'removed', before: 'old();\n', after: null },
  ],
};

function routes() {
  return mockFetch({
    'GET /api/projects/42/versions': () =>
      jsonResponse(200, envelope('PROJECT_FETCHED', { data: [version(2, true), version(1, false)] })),
    'GET /api/projects/42/versions/2/changes': () =>
      jsonResponse(200, envelope('PROJECT_FETCHED', { data: secondChanges })),
    'GET /api/projects/42/versions/1/changes': () =>
      jsonResponse(200, envelope('PROJECT_FETCHED', { data: changes })),
    'POST /api/projects/42/versions/1/restore': () =>
      jsonResponse(
        200,
        envelope('PROJECT_VERSION_RESTORED', { data: { ...version(3, false), build_status: 'pending' } }),
      ),
  });
}

describe('history diff', () => {
  beforeAll(async () => {
    await loadTextSection('preview');
  });

  it('opens a version’s changed files with their changed lines, line numbers and counts', async () => {
    const { calls } = routes();
    renderScreen(<HistoryView projectId={42} onRestored={vi.fn()} />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Show what version 2 changed' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked for until the changes are opened.
    expect(calls.some((call) => call.url.pathname.endsWith('/changes'))).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const region = await screen.findByRole('region', { name: 'Changes in version 2' });
    const files = await within(region).findByRole('list', { name: 'Files changed in version 2' });
    expect(within(region).getByText('Compared with version 1')).toBeInTheDocument();
    const items = within(files).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('summary span[title]')?.textContent)).toEqual([
      'index.html',
      'src/cart.ts',
      'src/old.ts',
    ]);
    expect(within(items[0]!).getByText('Changed')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Added')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Removed')).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText('Lines added: 1, removed: 1')).toBeInTheDocument();

    const rows = [...items[0]!.querySelectorAll('tr[data-kind]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['1', '1', ' ', '<h1>Shop</h1>'],
      ['2', '', '-', 'Removed: <p>one</p>'],
      ['', '2', '+', 'Added: <p>two</p>'],
    ]);
    // Code reads left to right whatever the interface's direction.
    expect(items[0]!.querySelector('table')?.closest('[dir]')).toHaveAttribute('dir', 'ltr');

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Changes in version 2' })).not.toBeInTheDocument();
  });

  it('says the first version adds every file, and restores it from the same row', async () => {
    const onRestored = vi.fn();
    const { calls } = routes();
    renderScreen(<HistoryView projectId={42} onRestored={onRestored} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show what version 1 changed' }));
    const region = await screen.findByRole('region', { name: 'Changes in version 1' });
    expect(await within(region).findByText('The first version: every file is new.')).toBeInTheDocument();
    expect(within(region).getAllByText('Added')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(
      calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/versions/1/restore')),
    ).toBe(true);
  });
});
