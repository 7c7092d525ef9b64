import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTextSection, setLanguage } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import CodeView from './code-view';

// The machine running the suite may be busy: give the screens time to settle.
configure({ asyncUtilTimeout: 5000 });

const FILES: Record<string, string> = {
  'src/App.tsx': 'export default function App() {\n  return <h1>Hello</h1>;\n}\n',
  'src/components/Button.tsx': 'export const Button = () => null;',
  'README.md': '# Shop',
};

function routes() {
  return mockFetch({
    'GET /api/projects/5/files': () =>
      jsonResponse(
        200,
        envelope('PROJECT_FETCHED', {
          data: {
            version: 3,
            files: Object.entries(FILES).map(([path, content]) => ({ path, size: content.length })),
          },
        }),
      ),
    'GET /api/projects/5/files/content': ({ url }) => {
      const path = url.searchParams.get('path') ?? '';
      const content = FILES[path];
      return content === undefined
        ? jsonResponse(404, envelope('PROJECT_FILE_NOT_FOUND', {}, false))
        : jsonResponse(200, envelope('PROJECT_FETCHED', { data: { path, content } }));
    },
  });
}

describe('CodeView', () => {
  beforeAll(async () => {
    await loadTextSection('preview');
  });

  it('opens the app entry with line numbers and highlighting, for the listed version', async () => {
    const { calls } = routes();
    renderScreen(<CodeView projectId={5} />);
    const viewer = await screen.findByRole('region', { name: 'Contents of src/App.tsx' });
    await waitFor(() => expect(viewer.querySelector('.hljs-keyword')).not.toBeNull());
    expect(viewer.textContent).toContain('return <h1>Hello</h1>;');
    expect(within(viewer).getByText('4')).toBeInTheDocument();
    expect(screen.getByText('4 lines')).toBeInTheDocument();
    const request = calls.find((call) => call.url.pathname.endsWith('/files/content'));
    expect(request?.url.searchParams.get('version')).toBe('3');

    const tree = screen.getByRole('tree', { name: 'Project files' });
    expect(within(tree).getByRole('treeitem', { name: 'src' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(tree).getByRole('treeitem', { name: 'App.tsx' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is keyboard navigable: arrows move, Left and Right fold, Enter opens', async () => {
    routes();
    const user = userEvent.setup();
    renderScreen(<CodeView projectId={5} />);
    const tree = await screen.findByRole('tree', { name: 'Project files' });
    const app = within(tree).getByRole('treeitem', { name: 'App.tsx' });
    expect(app).toHaveAttribute('tabindex', '0');

    app.focus();
    await user.keyboard('{ArrowUp}');
    const components = within(tree).getByRole('treeitem', { name: 'components' });
    expect(components).toHaveFocus();
    expect(components).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowRight}');
    expect(components).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    const button = within(tree).getByRole('treeitem', { name: 'Button.tsx' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('region', { name: 'Contents of src/components/Button.tsx' }),
    ).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(components).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(components).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(within(tree).getByRole('treeitem', { name: 'README.md' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(tree).getByRole('treeitem', { name: 'src' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(tree).queryByRole('treeitem', { name: 'App.tsx' })).not.toBeInTheDocument();
  });

  it('mirrors the folding arrows in Arabic and keeps the source left to right', async () => {
    await setLanguage('ar');
    try {
      routes();
      const user = userEvent.setup();
      renderScreen(<CodeView projectId={5} />);
      const tree = await screen.findByRole('tree');
      const viewer = await screen.findByRole('region', { name: /src\/App\.tsx/ });
      expect(viewer.parentElement).toHaveAttribute('dir', 'ltr');

      within(tree).getByRole('treeitem', { name: 'App.tsx' }).focus();
      await user.keyboard('{ArrowUp}');
      const components = within(tree).getByRole('treeitem', { name: 'components' });
      await user.keyboard('{ArrowLeft}');
      expect(components).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowRight}');
      expect(components).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowRight}');
      expect(within(tree).getByRole('treeitem', { name: 'src' })).toHaveFocus();
    } finally {
      await setLanguage('en');
    }
  });

  it('copies the open file', async () => {
    routes();
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<CodeView projectId={5} />);
    await screen.findByRole('region', { name: 'Contents of src/App.tsx' });
    await user.click(screen.getByRole('button', { name: 'Copy file' }));
    expect(writeText).toHaveBeenCalledWith(FILES['src/App.tsx']);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says when there are no files yet', async () => {
    mockFetch({
      'GET /api/projects/5/files': () =>
        jsonResponse(200, envelope('PROJECT_FETCHED', { data: { version: null, files: [] } })),
    });
    renderScreen(<CodeView projectId={5} />);
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });
});
