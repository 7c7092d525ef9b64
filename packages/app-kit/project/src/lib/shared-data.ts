/**
 * The app's shared data (its project's data API, docs/data-api.md): JSON records in collections, reached
 * with the project's publishable key. The key is public by design and can do only what the collection
 * rules allow (a booking app adds bookings and reads back only this visitor's own, and reads and adds
 * taken slots; a fundraiser reads and adds gifts).
 * Without a backend nothing is sent and nothing is read, so the app works from this browser alone.
 */
export interface Backend {
  url: string;
  key: string;
}

export interface SharedRecord<T> {
  id: string;
  data: T;
  created_at: string;
}

const VISITOR_KEY = 'atelier-visitor';

/** This browser's random visitor id: the records it created are the ones it may read back and change. */
function visitorId(): string {
  try {
    const saved = localStorage.getItem(VISITOR_KEY);
    if (saved && /^[A-Za-z0-9_-]{16,128}$/.test(saved)) return saved;
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    localStorage.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return '';
  }
}

async function call(backend: Backend | null, path: string, init: RequestInit = {}): Promise<unknown> {
  if (!backend) return null;
  const headers: Record<string, string> = {
    Authorization: 'Bearer ' + backend.key,
    'Content-Type': 'application/json',
  };
  const visitor = visitorId();
  if (visitor) headers['X-Visitor-Id'] = visitor;
  try {
    const response = await fetch(backend.url + path, { ...init, headers });
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/** Adds a record; its id, or null when the data API cannot be reached. */
export async function saveRecord(
  backend: Backend | null,
  collection: string,
  data: object,
): Promise<string | null> {
  const body = (await call(backend, '/' + collection, { method: 'POST', body: JSON.stringify(data) })) as {
    data?: { id?: string };
  } | null;
  return body?.data?.id ?? null;
}

/** Merges fields into a record. */
export async function updateRecord(
  backend: Backend | null,
  collection: string,
  id: string,
  changes: object,
): Promise<void> {
  await call(backend, '/' + collection + '/' + id, { method: 'PATCH', body: JSON.stringify(changes) });
}

export async function deleteRecord(backend: Backend | null, collection: string, id: string): Promise<void> {
  await call(backend, '/' + collection + '/' + id, { method: 'DELETE' });
}

/** One page of a collection; the query takes filters (field=value), sort=-created_at, page and per_page. */
export async function listRecords<T>(
  backend: Backend | null,
  collection: string,
  query = '',
): Promise<SharedRecord<T>[]> {
  const body = (await call(backend, '/' + collection + (query ? '?' + query : ''))) as {
    records?: { data?: SharedRecord<T>[] };
  } | null;
  return body?.records?.data ?? [];
}
