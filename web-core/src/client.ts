// The one API client of the browser apps: base URL from the runtime configuration, the session
// cookie included, JSON in and out, and typed errors that carry the server's `message` so screens
// show the spec's texts. Each app makes its client with what a 401 means to it.
import { apiBaseUrl } from './config';

/** The server answered with a non-2xx status (or, where asked, `success: false`). */
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

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** JSON body (objects) or FormData (sent as multipart). */
  body?: unknown;
  /** Login and registration answer 401 for bad credentials: that is not an expired session. */
  anonymous?: boolean;
}

export interface ApiClientOptions {
  /** A 401 on a call made with a session: the app clears what it stored and says so. */
  onUnauthorized?: () => void;
  /** Treat a 2xx answer with `success: false` as a failure (the tutor API answers some refusals so). */
  rejectUnsuccessful?: boolean;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, init?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestOptions): Promise<T>;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function createApiClient({
  onUnauthorized,
  rejectUnsuccessful = false,
}: ApiClientOptions = {}): ApiClient {
  async function request<T>(
    path: string,
    { body, headers, anonymous, ...init }: RequestOptions = {},
  ): Promise<T> {
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
    const data = parse(await response.text());
    if (!response.ok) {
      if (response.status === 401 && !anonymous && typeof window !== 'undefined') onUnauthorized?.();
      const message =
        (data as { message?: string } | null)?.message ?? `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message, data);
    }
    if (
      rejectUnsuccessful &&
      data &&
      typeof data === 'object' &&
      (data as { success?: unknown }).success === false
    ) {
      throw new ApiError(response.status, (data as { message?: string }).message ?? 'Request failed', data);
    }
    return data as T;
  }
  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, { ...init, method: 'POST', body }),
    put: (path, body, init) => request(path, { ...init, method: 'PUT', body }),
  };
}

/** The text a screen shows for a failed call: the server's message, else its own fallbacks. */
export function errorMessage(error: unknown, fallback: string, network: string): string {
  if (error instanceof NetworkError) return network;
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
