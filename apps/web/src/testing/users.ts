/** People for the web's tests: a complete, verified, active profile; a test changes only what it is about. */
import type { User } from '@atelier/contracts';
import { envelope, jsonResponse } from './fetch';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada',
    lastname: null,
    email: 'ada@example.com',
    email_verified_at: '2026-01-01T00:00:00Z',
    avatar: null,
    phone: null,
    address: null,
    city: null,
    job_title: null,
    company: null,
    status: 1,
    role: 'user',
    googleConnected: false,
    githubConnected: false,
    linkedinConnected: false,
    twitterConnected: false,
    definition: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** The answer of GET /api/profile for this person, as the api gives it. */
export const profileResponse = (user: User) => jsonResponse(200, envelope('PROFILE_FETCHED', { user }));
