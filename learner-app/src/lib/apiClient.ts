// The learner app's one fetch wrapper: base URL from runtime config, cookies included, JSON in and
// out, and typed errors that carry the server's `message` so screens can show the spec's texts.

export function apiBaseUrl(): string {
  // globalThis: the window in the browser; the server renderer sets it too (tooling/ssr/renderFragment.tsx).
  const configured = (globalThis as { __AAROHI_CONFIG__?: AarohiRuntimeConfig }).__AAROHI_CONFIG__?.apiBaseUrl;
  if (configured) return configured.replace(/\/+$/, '');
  const { protocol, hostname } = typeof window !== 'undefined' ? window.location : { protocol: 'http:', hostname: '127.0.0.1' };
  return `${protocol}//${hostname}:4000`;
}

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown; error?: unknown } | null;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (body && typeof body.error === 'string' && body.error) return body.error;
    return undefined;
  }
}

/** No response at all: the API is down or the network is gone. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed');
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

export const SESSION_EXPIRED_EVENT = 'aarohi:session-expired';

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** JSON body (objects) or FormData (sent as multipart). */
  body?: unknown;
}

export async function apiRequest<T>(path: string, { body, headers, ...init }: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    }
    const message = (data as { message?: string } | null)?.message ?? `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message, data);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, init?: RequestOptions) => apiRequest<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: unknown, init?: RequestOptions) => apiRequest<T>(path, { ...init, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, init?: RequestOptions) => apiRequest<T>(path, { ...init, method: 'PUT', body }),
};
