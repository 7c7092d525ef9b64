import { DEFAULT_QUEUE_NAME } from '@atelier/contracts/constants';
import { createStore, useStore } from '@/lib/store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The developer queue name (custom_redis_queue); the api client reads it for every request. */
const store = createStore<string>(storage.get(STORAGE_KEYS.queueName) ?? DEFAULT_QUEUE_NAME);

export const queueName = {
  save(name: string) {
    storage.set(STORAGE_KEYS.queueName, name);
    store.set(name);
  },
  reset() {
    queueName.save(DEFAULT_QUEUE_NAME);
  },
  /** Forget the stored name (Privacy > clear local preferences). */
  forget() {
    storage.remove(STORAGE_KEYS.queueName);
    store.set(DEFAULT_QUEUE_NAME);
  },
};

export function useQueueName(): string {
  return useStore(store);
}
