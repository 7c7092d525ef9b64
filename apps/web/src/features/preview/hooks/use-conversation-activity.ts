/**
 * Calls back when any cached query about the conversation gets new data (its messages, its status):
 * a new message may mean a new version is being built. The chat side owns those queries; this only
 * watches the shared cache, so neither side needs to know the other's query keys.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';

export function useConversationActivity(conversationId: string, onActivity: () => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onActivity);
  // The newest callback, for the cache subscription below that outlives renders.
  useEffect(() => {
    latest.current = onActivity;
  });

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const seen = new WeakMap<object, unknown>();
    const mentions = (key: readonly unknown[]) =>
      JSON.stringify(key).includes(JSON.stringify(conversationId));
    for (const query of cache.getAll()) {
      if (mentions(query.queryKey)) seen.set(query, query.state.data);
    }
    return cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const query = event.query as Query;
      if (!mentions(query.queryKey)) return;
      // Structural sharing keeps the same reference when nothing changed (a quiet status poll).
      const data: unknown = query.state.data;
      if (seen.get(query) === data) return;
      const first = !seen.has(query);
      seen.set(query, data);
      if (!first) latest.current();
    });
  }, [queryClient, conversationId]);
}
