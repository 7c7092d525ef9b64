import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { EnterpriseForm } from './enterprise-form';

const submit = () => screen.getByRole('button', { name: 'Contact Sales' });

async function fillAll(person: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    'Work email': 'ada@analytical.example',
    'Job title': 'CTO',
    'Company name': 'Analytical Engines',
    Country: 'United Kingdom',
    'How can we help?': 'A portal for 300 engineers.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await person.type(screen.getByLabelText(label), value);
  }
  await person.selectOptions(screen.getByLabelText('Company size'), '201-500');
}

describe('enterprise sales form', () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('marketing'), loadContracts()]);
  });

  it('offers the five company sizes and keeps the honeypot away from people', () => {
    const { container } = renderScreen(<EnterpriseForm />, { path: '/enterprise' });
    const sizes = within(screen.getByLabelText('Company size'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual([
      'Select company size',
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '201-500 employees',
      '500+ employees',
    ]);
    const trap = container.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).not.toContain('website');
  });

  it('requires all eight fields and a valid work email before calling the api', async () => {
    const { calls } = mockFetch({});
    const person = userEvent.setup();
    renderScreen(<EnterpriseForm />, { path: '/enterprise' });
    await person.click(submit());
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    await fillAll(person, { 'Work email': 'not-an-email' });
    await person.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(calls).toHaveLength(0);
  }, 20_000);

  it('sends the form and confirms, with the 4-hour promise', async () => {
    const { calls } = mockFetch({
      'POST /api/enterprise': () => jsonResponse(200, envelope('ENTERPRISE_RECEIVED')),
    });
    const person = userEvent.setup();
    renderScreen(<EnterpriseForm />, { path: '/enterprise' });
    await fillAll(person);
    await person.click(submit());
    expect(await screen.findByRole('heading', { name: 'Thank you, Ada!' })).toBeInTheDocument();
    expect(screen.getByText(/ada@analytical\.example within 4 hours/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      workMail: 'ada@analytical.example',
      country: 'United Kingdom',
      companyName: 'Analytical Engines',
      companySize: '201-500',
      jobTitle: 'CTO',
      howCanWeHelp: 'A portal for 300 engineers.',
    });
    await person.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
  }, 20_000);

  it('puts the server 422 messages beside their fields, and says when there were too many requests', async () => {
    let answer = jsonResponse(422, {
      success: false,
      message: 'There are errors in the entered information.',
      keyCode: 'VALIDATION_ERROR',
      errors: { workMail: ['The work mail must be a valid email address.'] },
    });
    mockFetch({ 'POST /api/enterprise': () => answer });
    const person = userEvent.setup();
    renderScreen(<EnterpriseForm />, { path: '/enterprise' });
    await fillAll(person);
    await person.click(submit());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Work email')).toHaveAttribute('aria-invalid', 'true');

    answer = jsonResponse(429, {
      success: false,
      message: 'Too many attempts.',
      keyCode: 'TOO_MANY_REQUESTS',
    });
    await person.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  }, 20_000);
});
