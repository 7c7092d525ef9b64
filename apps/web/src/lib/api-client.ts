/**
 * The HTTP client: base /api, the bearer token, Accept-Language and the developer queue header from
 * storage (core §7), JSON or multipart bodies, and one typed ApiError for every failure. It speaks
 * only HTTP: a 401 is announced through onUnauthorized(); toasts and redirects belong to the UI.
 */
import { DEFAULT_REQUEST_LANGUAGE, QUEUE_HEADER } from '@atelier/contracts/constants';
import type { FieldErrors, MessageCode } from '@atelier/contracts';
import { STORAGE_KEYS, storage } from './storage';

export const API_BASE = '/api';

/** Calls whose 401 means "wrong credentials", not "your session ended". */
const SESSIONLESS_PATHS = new Set(['/login', '/register']);

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived (network failure or abort). */
    readonly status: number,
    readonly keyCode: MessageCode | null,
    message: string,
    /** 422 field errors: field -> messages, as the server worded them. */
    readonly errors: FieldErrors | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isValidationError(): boolean {
    return this.status === 422 && this.errors !== null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called on a 401 from any call but login and register; the session store clears itself here. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** keyCodes look like INVALID_CREDENTIALS; the catalogue (loaded later) says whether it knows one. */
const KEY_CODE = /^[A-Z][A-Z0-9_]*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFieldErrors(value: unknown): FieldErrors | null {
  if (!isRecord(value)) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Builds the ApiError for a failed answer from its status and (possibly non-JSON) body. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const record = isRecord(body) ? body : {};
  const keyCode =
    typeof record.keyCode === 'string' && KEY_CODE.test(record.keyCode)
      ? (record.keyCode as MessageCode)
      : null;
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : statusText || `Request failed with status ${status}`;
  return new ApiError(status, keyCode, message, parseFieldErrors(record.errors), body);
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${normalized}${search ? `?${search}` : ''}`;
}

/** The headers every call carries (core §7). */
export function defaultHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': storage.get(STORAGE_KEYS.language) || DEFAULT_REQUEST_LANGUAGE,
  };
  const token = storage.get(STORAGE_KEYS.token);
  if (token) headers.Authorization = `Bearer ${token}`;
  const queue = storage.get(STORAGE_KEYS.queueName)?.trim();
  if (queue) headers[QUEUE_HEADER] = queue;
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = { ...defaultHeaders(), ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, error instanceof Error ? error.message : 'Network error');
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && !SESSIONLESS_PATHS.has(path.split('?')[0] ?? path)) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    throw toApiError(response.status, data, response.statusText);
  }
  return data as T;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
