import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { NewsletterForm } from './newsletter-form';

describe('newsletter entry', () => {
  beforeAll(async () => {
    await Promise.all([loadTextSection('marketing'), loadContracts()]);
  });

  it('checks the address, subscribes and confirms in place', async () => {
    const { calls } = mockFetch({
      'POST /api/newsletter': () => jsonResponse(200, envelope('NEWSLETTER_SUBSCRIBED')),
    });
    const person = userEvent.setup();
    renderScreen(<NewsletterForm />);
    await person.type(screen.getByLabelText('Email address'), 'nope');
    await person.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await person.clear(screen.getByLabelText('Email address'));
    await person.type(screen.getByLabelText('Email address'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed. Watch your inbox!");
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('shows the server failure and keeps the address for another try', async () => {
    mockFetch({
      'POST /api/newsletter': () =>
        jsonResponse(429, { success: false, message: 'Too many attempts.', keyCode: 'TOO_MANY_REQUESTS' }),
    });
    const person = userEvent.setup();
    renderScreen(<NewsletterForm />);
    await person.type(screen.getByLabelText('Email address'), 'ada@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});
