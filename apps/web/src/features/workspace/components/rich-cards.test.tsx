import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WorkspaceProject } from '@/features/preview';
import type {
  ProjectInputCard as ProjectInputContent,
  ProjectSuccessCard as ProjectSuccessContent,
} from '@atelier/contracts';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection, setLanguage } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { page } from '../lib/page';
import { CONVERSATION_ID } from '../testing/fixtures';
import { ProjectInputCard } from './project-input-card';
import { ProjectSuccessCard } from './project-success-card';

const inputCard: ProjectInputContent = {
  ui_type: 'project_input',
  title: 'Name your project',
  description: 'I will create it and start building.',
  input_config: {
    label: 'Project name',
    placeholder: 'My shop',
    required: true,
    button_text: 'Create project',
  },
  context: { conversation_id: CONVERSATION_ID, original_request: 'A coffee shop' },
};

const successCard: ProjectSuccessContent = {
  ui_type: 'project_success',
  title: 'Project created',
  message: 'Your project is ready.',
  project: {
    name: 'Roastery',
    id: 42,
    token: 'tok_secret',
    api_examples: { 'List items': 'curl http://localhost:3000/api/data/42/items' },
  },
};

describe('project-creation card', () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('workspace'), loadContracts()]);
    // The machine is shared: give screens more than the default second to answer.
    configure({ asyncUtilTimeout: 5000 });
  });
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps submit disabled while the name is blank, creates the project and tells the workspace, no reload', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const onCreated = vi.fn();
    const { calls } = mockFetch({
      'POST /api/projects': () => jsonResponse(201, envelope('PROJECT_CREATED', { data: { id: 42 } })),
    });
    renderScreen(
      <ProjectInputCard card={inputCard} conversationId={CONVERSATION_ID} onCreated={onCreated} />,
      { path: '/card' },
    );
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Create project' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Project name'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Project name'), 'Roastery');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Project created. Opening the preview…')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Roastery', conversation_id: CONVERSATION_ID });
    expect(onCreated).toHaveBeenCalledTimes(1);
    // Nothing waits to reload the page behind the workspace's back.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reload).not.toHaveBeenCalled();
  }, 15_000);

  it('cannot be submitted once spent (project exists or a newer plan replaced it)', async () => {
    const { calls } = mockFetch({});
    renderScreen(<ProjectInputCard card={inputCard} conversationId={CONVERSATION_ID} spent />, {
      path: '/card',
    });
    const card = screen.getByRole('region', { name: 'Name your project' });
    expect(card).toHaveAttribute('data-spent', 'true');
    expect(screen.getByLabelText('Project name')).toBeDisabled();
    const submit = screen.getByRole('button', { name: 'Create project' });
    expect(submit).toBeDisabled();
    await userEvent.setup().click(submit);
    expect(calls).toHaveLength(0);
  });

  it('says the name is required, in Turkish when the interface is Turkish', async () => {
    await setLanguage('tr');
    mockFetch({});
    renderScreen(<ProjectInputCard card={inputCard} conversationId={CONVERSATION_ID} />, { path: '/card' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Project name'));
    await user.tab();
    expect(await screen.findByText('Proje adı gereklidir')).toBeInTheDocument();
  });

  it('prefills the name from the address and shows the server’s refusal', async () => {
    mockFetch({
      'POST /api/projects': () => jsonResponse(409, envelope('PROJECT_ALREADY_EXISTS', {}, false)),
    });
    renderScreen(
      <ProjectInputCard card={inputCard} conversationId={CONVERSATION_ID} suggestedName="Bean There" />,
      { path: '/card' },
    );
    expect(screen.getByLabelText('Project name')).toHaveValue('Bean There');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation already has a project.');
    expect(screen.getByRole('button', { name: 'Create project' })).toBeEnabled();
  });
});

const project: WorkspaceProject = {
  id: 42,
  uuid: '0b9e4c1e-5d7f-4f57-9b52-1d1f2a3b4c5d',
  name: 'Roastery',
  previewUrl: 'http://preview.test/42/',
  token: 'tok_secret',
};

describe('project-success card', () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('workspace'), loadTextSection('preview'), loadContracts()]);
  });

  it('keeps the token and the curl examples out of the chat and opens them in the Connect dialog', async () => {
    mockFetch({
      'GET /api/projects/42/data/rules': () =>
        jsonResponse(
          200,
          envelope('DATA_RULES_FETCHED', {
            data: { publishable_key: 'pk_roastery', default_rule: 'owner_only', collections: [] },
          }),
        ),
    });
    renderScreen(
      <ProjectSuccessCard card={successCard} conversationId={CONVERSATION_ID} project={project} />,
      {
        path: '/card',
      },
    );
    const card = screen.getByRole('region', { name: 'Project created' });
    expect(within(card).getByText('Roastery')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('tok_secret');
    expect(card).not.toHaveTextContent('curl');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Connect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect your app' });
    expect(await within(dialog).findByText('pk_roastery')).toBeInTheDocument();
  });

  it('shows no Connect button before the workspace knows the project', () => {
    mockFetch({});
    renderScreen(<ProjectSuccessCard card={successCard} conversationId={CONVERSATION_ID} project={null} />, {
      path: '/card',
    });
    expect(screen.getByText('Roastery')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('tok_secret');
  });
});
