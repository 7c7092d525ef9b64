import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { ApiError } from './api-client';
import { loadContracts } from './contracts';
import { errorText, fieldErrorText, keyCodeText, mapFieldErrors, zodFieldErrors } from './errors';

const t = i18n.t.bind(i18n);

describe('422 field messages -> texts (core §5)', () => {
  it.each([
    ['The email field is required.', 'email', 'This field is required'],
    ['The email must be a valid email address.', 'email', 'Please enter a valid email address'],
    ['The email has already been taken.', 'email', 'This email is already taken'],
    ['The password must be at least 8 characters.', 'password', 'Must be at least 8 characters'],
    ['The password must be at least 12 characters.', 'password', 'Must be at least 12 characters'],
    ['The name may not be greater than 255 characters.', 'name', 'Must not exceed 255 characters'],
    ['The phone may not be greater than 32 characters.', 'phone', 'Must not exceed 32 characters'],
    ['The new password confirmation does not match.', 'new_password', 'Password confirmation does not match'],
    ['The name must be a string.', 'name', 'This field must be text'],
    ['Something the client has no rule for.', 'name', 'Something the client has no rule for.'],
  ])('%s', (message, field, expected) => {
    expect(fieldErrorText(message, field, t)).toBe(expected);
  });

  it('uses the defaults 8 and 255 when the server gives no number', () => {
    expect(fieldErrorText('The password must be at least', 'password', t)).toBe(
      'Must be at least 8 characters',
    );
    expect(fieldErrorText('The name may not be greater than', 'name', t)).toBe(
      'Must not exceed 255 characters',
    );
  });

  it('maps the first message of each field', () => {
    expect(
      mapFieldErrors(
        {
          email: ['The email has already been taken.', 'ignored'],
          password: ['The password field is required.'],
        },
        t,
      ),
    ).toEqual({ email: 'This email is already taken', password: 'This field is required' });
  });

  it('speaks the interface language', async () => {
    await i18n.changeLanguage('tr').catch(() => undefined);
    const { default: tr } = await import('@/locales/tr');
    i18n.addResourceBundle('tr', 'translation', tr, true, true);
    const tt = i18n.getFixedT('tr');
    expect(fieldErrorText('The email field is required.', 'email', tt)).toBe('Bu alan zorunludur');
    expect(fieldErrorText('The email has already been taken.', 'email', tt)).toBe(
      'Bu e-posta zaten kullanılıyor',
    );
    await i18n.changeLanguage('en');
  });
});

describe('keyCode -> text through the catalogue (core §8)', () => {
  beforeAll(async () => {
    await loadContracts();
  });

  it('in English and Turkish', () => {
    expect(keyCodeText('INVALID_CREDENTIALS', 'en')).toBe('Invalid email or password.');
    expect(keyCodeText('INVALID_CREDENTIALS', 'tr')).toBe('Geçersiz e-posta veya şifre.');
    expect(keyCodeText('EMAIL_NOT_VERIFIED', 'en')).toBe(
      'Please verify your email address before performing this action.',
    );
    expect(keyCodeText('SERVER_ERROR', 'tr')).toBe('Sunucu hatası oluştu.');
  });

  it('describes any failure', () => {
    expect(errorText(new ApiError(401, 'INVALID_CREDENTIALS', 'x'), t, 'tr')).toBe(
      'Geçersiz e-posta veya şifre.',
    );
    expect(errorText(new ApiError(0, null, 'Failed to fetch'), t, 'en')).toMatch(
      /could not reach the server/i,
    );
    expect(errorText(new Error('boom'), t, 'en')).toBe('Server error occurred.');
  });
});

describe('contract schema issues -> field texts', () => {
  it('words zod issues like the server', async () => {
    const { RegisterRequest } = await loadContracts();
    const values = { email: 'not-an-email', password: 'short' };
    const result = RegisterRequest.safeParse(values);
    expect(result.success).toBe(false);
    expect(zodFieldErrors(result.error!.issues, t, values)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Must be at least 8 characters',
    });
    const empty = { email: '', password: '' };
    const emptyResult = RegisterRequest.safeParse(empty);
    expect(zodFieldErrors(emptyResult.error!.issues, t, empty)).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });
});
