import { describe, expect, it } from 'vitest';
import {
  parseRichContent,
  serializeContent,
  type ProjectInputCard,
  type ProjectSuccessCard,
} from './rich-messages.ts';

const inputCard: ProjectInputCard = {
  ui_type: 'project_input',
  title: 'Name your project',
  description: 'I will build a habit tracker with streaks.',
  input_config: {
    label: 'Project name',
    placeholder: 'My app',
    required: true,
    button_text: 'Create project',
    default_value: 'Streaks',
  },
  context: { conversation_id: '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f', original_request: 'A habit tracker' },
};

const successCard: ProjectSuccessCard = {
  ui_type: 'project_success',
  title: 'Project created',
  message: 'Streaks is live.',
  project: {
    name: 'Streaks',
    id: 12,
    token: 'tok_abc',
    api_examples: { 'List items': 'curl https://example.test/api/items' },
  },
};

describe('parseRichContent', () => {
  it('reads a project_input card', () => {
    expect(parseRichContent(JSON.stringify(inputCard))).toEqual(inputCard);
  });

  it('reads a project_success card', () => {
    expect(parseRichContent(JSON.stringify(successCard))).toEqual(successCard);
    const textOnly = {
      ...successCard,
      project: { name: 'A', id: '7', token: 't', api_examples_text: 'GET /' },
    };
    expect(parseRichContent(JSON.stringify(textOnly))).toEqual(textOnly);
  });

  it('reads a card around whitespace or in a json fence', () => {
    expect(parseRichContent(`\n  ${JSON.stringify(inputCard)}  \n`)).toEqual(inputCard);
    expect(parseRichContent('```json\n' + JSON.stringify(inputCard, null, 2) + '\n```')).toEqual(inputCard);
  });

  it('gives null for plain text', () => {
    expect(parseRichContent('Here is your **plan**.')).toBeNull();
    expect(parseRichContent('')).toBeNull();
  });

  it('gives null for broken JSON', () => {
    expect(parseRichContent('{"ui_type": "project_input", "title": ')).toBeNull();
  });

  it('gives null for JSON that is not a known card', () => {
    expect(parseRichContent('{"ui_type":"video","src":"x"}')).toBeNull();
    expect(parseRichContent('{"title":"no ui_type"}')).toBeNull();
    expect(parseRichContent(JSON.stringify({ ...inputCard, input_config: undefined }))).toBeNull();
    expect(parseRichContent('[1,2,3]')).toBeNull();
  });

  it('round-trips through serializeContent', () => {
    expect(parseRichContent(serializeContent(successCard))).toEqual(successCard);
    expect(serializeContent('plain')).toBe('plain');
  });
});
