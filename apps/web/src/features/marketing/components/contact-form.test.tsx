import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { ContactPage } from './contact-page';

describe('contact page (/contact)', () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('marketing'), loadContracts()]);
  });

  it('shows the support address, the response times and the six subjects', () => {
    renderScreen(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('link', { name: 'support@atelier.dev' })).toHaveAttribute(
      'href',
      'mailto:support@atelier.dev',
    );
    expect(screen.getByText('Within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Within 12 hours')).toBeInTheDocument();
    expect(screen.getByText('Within 48 hours')).toBeInTheDocument();
    const subjects = within(screen.getByLabelText('Subject'))
      .getAllByRole('option')
      .slice(1)
      .map((option) => (option as HTMLOptionElement).value);
    expect(subjects).toEqual(['general', 'support', 'sales', 'feedback', 'partnership', 'other']);
  });

  it('requires every field, then sends the message and confirms', async () => {
    const { calls } = mockFetch({
      'POST /api/contact': () => jsonResponse(200, envelope('CONTACT_RECEIVED')),
    });
    const person = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/contact' });
    await person.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(calls).toHaveLength(0);

    await person.type(screen.getByLabelText('Name'), 'Grace');
    await person.type(screen.getByLabelText('Email'), 'grace@example.com');
    await person.selectOptions(screen.getByLabelText('Subject'), 'feedback');
    await person.type(screen.getByLabelText('Message'), '  The preview is lovely.  ');
    await person.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText(/We will reply to grace@example\.com/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Grace',
      email: 'grace@example.com',
      subject: 'feedback',
      message: 'The preview is lovely.',
    });
  }, 20_000);
});
