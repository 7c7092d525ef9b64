import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import { PROJECT_RELOAD_DELAY_MS, ProjectInputCard } from './project-input-card';
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

  it('keeps submit disabled while the name is blank, creates the project and reloads after 2 s', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { calls } = mockFetch({
      'POST /api/projects': () => jsonResponse(201, envelope('PROJECT_CREATED', { data: { id: 42 } })),
    });
    renderScreen(<ProjectInputCard card={inputCard} conversationId={CONVERSATION_ID} />, { path: '/card' });
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Create project' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Project name'), '   ');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Project name'), 'Roastery');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Project created. Reloading your workspace...')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ name: 'Roastery', conversation_id: CONVERSATION_ID });
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: PROJECT_RELOAD_DELAY_MS + 1500 });
  }, 15_000);

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

describe('project-success card', () => {
  beforeAll(async () => {
    await loadTextSection('workspace');
  });

  it('shows the project’s name, id and token and copies them and the examples', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderScreen(<ProjectSuccessCard card={successCard} />, { path: '/card' });
    expect(screen.getByText('Roastery')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('tok_secret')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy API token' }));
    expect(writeText).toHaveBeenLastCalledWith('tok_secret');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy List items' }));
    expect(writeText).toHaveBeenLastCalledWith('curl http://localhost:3000/api/data/42/items');
  });
});
