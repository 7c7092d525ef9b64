import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDetail } from '@atelier/contracts';
import { mockFetch } from '@/testing/fetch';
import {
  apiPaths,
  CONVERSATION_ID,
  conversation,
  conversationResponse,
  message,
  withProject,
} from '../testing/fixtures';
import { useConversationPolling } from './use-conversation-polling';

function setup(answers: () => ConversationDetail | 'fail') {
  const { calls } = mockFetch({
    [apiPaths.conversation]: () => {
      const next = answers();
      return next === 'fail' ? new Response('down', { status: 503 }) : conversationResponse(next);
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useConversationPolling(CONVERSATION_ID), { wrapper });
  const gets = () =>
    calls.filter((call) => call.url.pathname === `/api/conversations/${CONVERSATION_ID}`).length;
  return { hook, gets, client };
}

/** Lets fetch bodies and the query library's zero-delay notices (real timers) reach React. */
const settle = () =>
  act(async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await settle();
};

/** Only the poll's clock is faked (refetchInterval runs on setInterval). */
const fakeTimers = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

describe('conversation polling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits by itself for the reply to a lone first message, every 2 s, and stops when it arrives', async () => {
    fakeTimers();
    const first = message({ role: 'user', content: 'Build a blog' });
    let answer: ConversationDetail = conversation({ messages: [first] });
    const { hook, gets } = setup(() => answer);
    await tick(0);
    expect(hook.result.current.conversation?.messages).toHaveLength(1);
    expect(hook.result.current.waiting).not.toBeNull();
    expect(gets()).toBe(1);
    await tick(2000);
    expect(gets()).toBe(2);
    await tick(2000);
    expect(gets()).toBe(3);
    answer = conversation({
      messages: [first, message({ role: 'assistant', content: 'Here it is' })],
      metadata: withProject,
    });
    await tick(2000);
    expect(gets()).toBe(4);
    expect(hook.result.current.waiting).toBeNull();
    // Back to the 2-minute metadata poll.
    await tick(60_000);
    expect(gets()).toBe(4);
    await tick(60_000);
    expect(gets()).toBe(5);
  });

  it('ignores failed polls and keeps the last answer', async () => {
    fakeTimers();
    const first = message({ role: 'user', content: 'Build a blog' });
    let fail = false;
    const { hook, gets } = setup(() => (fail ? 'fail' : conversation({ messages: [first] })));
    await tick(0);
    fail = true;
    await tick(2000);
    await tick(2000);
    expect(gets()).toBe(3);
    expect(hook.result.current.conversation?.messages).toHaveLength(1);
    expect(hook.result.current.waiting).not.toBeNull();
  });

  it('after a send without a project, checks every 3 s at most 20 times once the reply is in', async () => {
    fakeTimers();
    const a = message({ role: 'user', content: 'Hi' });
    const b = message({ role: 'assistant', content: 'Hello' });
    const c = message({ role: 'user', content: 'Build it' });
    const d = message({ role: 'assistant', content: 'Building' });
    let answer = conversation({ messages: [a, b] });
    const { hook, gets } = setup(() => answer);
    await tick(0);
    expect(hook.result.current.waiting).toBeNull();
    answer = conversation({ messages: [a, b, c, d] });
    act(() =>
      hook.result.current.onSent({
        created: { uuid: c.uuid, created_at: c.created_at, files: [] },
        content: 'Build it',
        categoryName: 'Development',
        hasFiles: false,
      }),
    );
    await tick(0);
    expect(gets()).toBe(2);
    expect(hook.result.current.waiting).toBeNull();
    await tick(3000 * 20);
    expect(gets()).toBe(22);
    await tick(3000 * 5);
    expect(gets()).toBe(22);
  });
});
