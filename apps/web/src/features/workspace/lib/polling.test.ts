import { describe, expect, it } from 'vitest';
import type { Message } from '@atelier/contracts';
import {
  IDLE_POLL,
  LONG_WAIT_MS,
  afterFetch,
  afterSend,
  hasProject,
  pollInterval,
  shouldAutoStartWaiting,
  shouldStopWaiting,
  thinkingStage,
} from './polling';

type M = Pick<Message, 'uuid' | 'role' | 'status'>;
const user = (uuid: string, status: Message['status'] = 'answered'): M => ({ uuid, role: 'user', status });
const assistant = (uuid: string): M => ({ uuid, role: 'assistant', status: null });

describe('waiting for the AI', () => {
  it('stops only when an unseen message arrives and one of the new ones is the assistant’s', () => {
    const known = ['u1', 'a1', 'u2'];
    expect(shouldStopWaiting(known, [user('u1'), assistant('a1'), user('u2')])).toBe(false);
    // Something new, but only from the person (e.g. the project request): keep waiting.
    expect(shouldStopWaiting(known, [user('u1'), assistant('a1'), user('u2'), user('u3')])).toBe(false);
    expect(shouldStopWaiting(known, [user('u1'), assistant('a1'), user('u2'), assistant('a2')])).toBe(true);
    expect(
      shouldStopWaiting(known, [user('u1'), assistant('a1'), user('u2'), user('u3'), assistant('a2')]),
    ).toBe(true);
  });

  it('starts by itself for a lone first message from the person or a message still with the agent', () => {
    expect(shouldAutoStartWaiting([user('u1')])).toBe(true);
    expect(shouldAutoStartWaiting([assistant('a1')])).toBe(false);
    expect(shouldAutoStartWaiting([])).toBe(false);
    expect(shouldAutoStartWaiting([user('u1'), assistant('a1')])).toBe(false);
    expect(shouldAutoStartWaiting([user('u1'), assistant('a1'), user('u2', 'working')])).toBe(true);
    expect(shouldAutoStartWaiting([user('u1'), assistant('a1'), user('u2', 'failed')])).toBe(false);
  });

  it('polls every 2 s while waiting and ends the wait on the answer', () => {
    const sent = afterSend(IDLE_POLL, [user('u1'), assistant('a1')], 'u2', true, 1000);
    expect(sent.waiting?.known).toEqual(['u1', 'a1', 'u2']);
    expect(pollInterval(sent, true)).toBe(2000);
    const still = afterFetch(sent, {
      messages: [user('u1'), assistant('a1'), user('u2')],
      projectExists: true,
    });
    expect(still).toBe(sent);
    const done = afterFetch(still, {
      messages: [user('u1'), assistant('a1'), user('u2'), assistant('a2')],
      projectExists: true,
    });
    expect(done.waiting).toBeNull();
    expect(pollInterval(done, true)).toBe(120_000);
  });

  it('keeps waiting through failed fetches', () => {
    const sent = afterSend(IDLE_POLL, [], 'u1', true, 0);
    expect(afterFetch(sent, null)).toBe(sent);
  });

  it('names the wait by its length and shows the timeout text after a long wait', () => {
    expect(thinkingStage(0)).toBe('thinking');
    expect(thinkingStage(20_000)).toBe('deep');
    expect(thinkingStage(60_000)).toBe('complex');
    expect(thinkingStage(100_000)).toBe('processing');
    expect(thinkingStage(LONG_WAIT_MS)).toBe('timeout');
  });
});

describe('metadata polling', () => {
  it('detects a project by its uuid', () => {
    expect(hasProject({ project_uuid: 'p-1', project_id: 3 })).toBe(true);
    expect(hasProject({ project_id: 3 })).toBe(false);
    expect(hasProject(undefined)).toBe(false);
  });

  it('checks every 3 s for at most 20 times after a send without a project', () => {
    let state = afterSend(IDLE_POLL, [], 'u1', false, 0);
    expect(state.fastChecksLeft).toBe(20);
    // The answer arrives: the wait ends, fast mode remains.
    state = afterFetch(state, { messages: [user('u1'), assistant('a1')], projectExists: false });
    expect(state.waiting).toBeNull();
    expect(pollInterval(state, false)).toBe(3000);
    for (let check = 0; check < 20; check += 1) {
      state = afterFetch(state, { messages: [user('u1'), assistant('a1')], projectExists: false });
    }
    expect(state.fastChecksLeft).toBe(0);
    expect(pollInterval(state, false)).toBe(120_000);
  });

  it('does not count fast checks while waiting, and stops as soon as a project appears', () => {
    let state = afterSend(IDLE_POLL, [], 'u1', false, 0);
    state = afterFetch(state, { messages: [user('u1')], projectExists: false });
    expect(state.fastChecksLeft).toBe(20);
    state = afterFetch(state, { messages: [user('u1'), assistant('a1')], projectExists: false });
    state = afterFetch(state, null);
    expect(state.fastChecksLeft).toBe(19);
    state = afterFetch(state, { messages: [user('u1'), assistant('a1')], projectExists: true });
    expect(state.fastChecksLeft).toBe(0);
    expect(pollInterval(state, true)).toBe(120_000);
  });

  it('does not start fast mode when the project already exists', () => {
    const state = afterSend(IDLE_POLL, [], 'u1', true, 0);
    expect(state.fastChecksLeft).toBe(0);
  });
});
