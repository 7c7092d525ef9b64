import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, jsonResponse, mockFetch } from '@/testing/fetch';
import { renderScreen } from '@/testing/render';
import { RegisterForm } from './register-form';

describe('register form', () => {
  it('says "Passwords do not match" on the confirmation and shows the unique error from the api', async () => {
    mockFetch({
      'GET /api/auth/providers': () =>
        jsonResponse(200, envelope('SUCCESS', { data: { google: { enabled: false, client_id: null } } })),
      'POST /api/register': () =>
        jsonResponse(422, {
          success: false,
          message: 'There are errors in the entered information.',
          keyCode: 'VALIDATION_ERROR',
          errors: { email: ['The email has already been taken.'] },
        }),
    });
    renderScreen(<RegisterForm />, { path: '/register' });
    const person = userEvent.setup();
    await person.type(screen.getByLabelText('Email'), 'ada@example.com');
    await person.type(screen.getByLabelText('Password'), 'long-enough-1');
    await person.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await person.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await person.clear(screen.getByLabelText('Confirm password'));
    await person.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await person.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('This email is already taken')).toBeInTheDocument();
  });
});
