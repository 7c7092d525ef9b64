import { describe, expect, it } from 'vitest';
import { readStoredSession } from './session';

describe('stored session (core §3, §4)', () => {
  it('restores token and user', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ id: 1, email: 'a@b.co' }));
    expect(readStoredSession()).toMatchObject({ token: 't', user: { id: 1 }, status: 'loading' });
  });

  it('clears both when the stored user cannot be parsed', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toMatchObject({ token: null, user: null, status: 'anonymous' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats a user without a token as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ id: 1 }));
    expect(readStoredSession().status).toBe('anonymous');
    expect(localStorage.getItem('user')).toBeNull();
  });
});
