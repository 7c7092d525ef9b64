import { describe, expect, it } from 'vitest';
import { sendBlockReason, type SendContext } from './send-rules';

const ready: SendContext = {
  text: 'Add a gallery',
  fileCount: 0,
  pending: false,
  locked: false,
  conversationId: 'c-1',
  user: { email_verified_at: '2026-01-01T00:00:00Z', status: 1 },
};

describe('send rules', () => {
  it('lets a complete message through', () => {
    expect(sendBlockReason(ready)).toBeNull();
    expect(sendBlockReason({ ...ready, text: '   ', fileCount: 1 })).toBeNull();
  });

  it('blocks for each rule of core §4, the first that applies winning', () => {
    expect(sendBlockReason({ ...ready, text: '  \n ' })).toBe('empty');
    expect(sendBlockReason({ ...ready, pending: true })).toBe('pending');
    expect(sendBlockReason({ ...ready, locked: true })).toBe('locked');
    expect(sendBlockReason({ ...ready, conversationId: '' })).toBe('noConversation');
    expect(sendBlockReason({ ...ready, user: { email_verified_at: null, status: 1 } })).toBe(
      'emailUnverified',
    );
    expect(sendBlockReason({ ...ready, user: null })).toBe('emailUnverified');
    expect(sendBlockReason({ ...ready, user: { email_verified_at: '2026-01-01', status: 0 } })).toBe(
      'accountInactive',
    );
    expect(sendBlockReason({ ...ready, text: '', pending: true, locked: true })).toBe('empty');
  });
});
