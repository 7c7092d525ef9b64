import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({ APP_KEY: 'k'.repeat(32) });
    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      SIGNUP_APPROVAL: 'manual',
      googleEnabled: false,
    });
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', APP_KEY: 'k'.repeat(32) })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ APP_KEY: 'short' })).toThrow(/APP_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', APP_KEY: 'k'.repeat(32) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ SIGNUP_APPROVAL: 'sometimes' })).toThrow(/SIGNUP_APPROVAL/);
  });
});
