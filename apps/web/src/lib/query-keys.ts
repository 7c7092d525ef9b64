/**
 * Query keys more than one feature touches: the workspace reads a conversation, the preview panel asks
 * for it again after rotating the project token (its metadata carries the token). Keys under
 * `conversationQueryKey(uuid)` all belong to that conversation, so invalidating it refreshes them all.
 */
export const conversationQueryKey = (uuid: string) => ['conversation', uuid] as const;
export const conversationStatusQueryKey = (uuid: string) =>
  [...conversationQueryKey(uuid), 'status'] as const;
