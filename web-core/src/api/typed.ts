// The typed face of the one API client: paths, parameters, bodies and answers come
// from the API's OpenAPI document (./schema.generated.ts, made by `pnpm api:types`), so a URL that
// does not exist, a missing path parameter or a wrong body is a compile error, and the answer's type
// is the API's own. Requests still go through createApiClient (one fetch, one error model, the
// app's 401 handling): openapi-fetch would have been a second client with other error semantics.
import type { paths } from './schema.generated';
import type { ApiClient, RequestOptions } from '../client';

export type ApiPaths = paths;
type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `method`. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Op> ? ([Op] extends [never] ? never : P) : never;
}[keyof paths];

type OpOf<P extends keyof paths, M extends Method> = paths[P] extends Record<M, infer Op> ? Op : never;
type Json<R> = R extends { content: { 'application/json': infer J } } ? J : unknown;
type SuccessOf<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R
    ? Json<R[200]>
    : 201 extends keyof R
      ? Json<R[201]>
      : unknown
  : never;
type ParamsOf<Op> = Op extends { parameters: { path: infer PP } } ? PP : undefined;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Q] extends [never]
    ? undefined
    : Q
  : undefined;
type JsonBody<RB> = [RB] extends [never]
  ? undefined
  : RB extends { content: { 'application/json': infer B } }
    ? B
    : undefined;
/** The JSON body (optional when every field is: openapi-typescript writes `requestBody?`). */
type BodyOf<Op> = Op extends { requestBody?: infer RB } ? JsonBody<NonNullable<RB>> : undefined;

/** What the API answers with 200/201 for `method path`. */
export type ApiResponse<P extends keyof paths, M extends Method = 'get'> = SuccessOf<OpOf<P, M>>;
export type ApiBody<P extends keyof paths, M extends Method> = BodyOf<OpOf<P, M>>;

type Call<Op> = Omit<RequestOptions, 'body'> &
  (ParamsOf<Op> extends undefined ? { params?: undefined } : { params: ParamsOf<Op> }) & {
    query?: QueryOf<Op>;
  };

/** `/api/x/{id}` with `{ id: 3 }` → `/api/x/3`; query values that are empty are left out. */
export function buildPath(
  template: string,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | null | undefined>,
): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '')
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The call options: required when the path has parameters, optional otherwise. */
type CallArg<Op> = ParamsOf<Op> extends undefined ? [call?: Call<Op>] : [call: Call<Op>];

export interface TypedApi {
  get<P extends PathsWith<'get'>>(path: P, ...call: CallArg<OpOf<P, 'get'>>): Promise<ApiResponse<P, 'get'>>;
  post<P extends PathsWith<'post'>>(
    path: P,
    body: BodyOf<OpOf<P, 'post'>>,
    ...call: CallArg<OpOf<P, 'post'>>
  ): Promise<ApiResponse<P, 'post'>>;
  put<P extends PathsWith<'put'>>(
    path: P,
    body: BodyOf<OpOf<P, 'put'>>,
    ...call: CallArg<OpOf<P, 'put'>>
  ): Promise<ApiResponse<P, 'put'>>;
  /**
   * A multipart request (the tutor's uploads). The document gives these routes no JSON body, so
   * the form is not checked against it; the path, its parameters and the answer are.
   */
  form<M extends 'post' | 'put', P extends PathsWith<M>>(
    method: M,
    path: P,
    form: FormData,
    ...call: CallArg<OpOf<P, M>>
  ): Promise<ApiResponse<P, M>>;
  /** The URL of a path (links to downloads: CSV, PDFs). */
  path<P extends keyof paths>(
    path: P,
    params?: Record<string, string | number>,
    query?: Record<string, string | number | undefined>,
  ): string;
}

export function typedApi(client: ApiClient): TypedApi {
  const url = (path: string, call?: { params?: unknown; query?: unknown }) =>
    buildPath(
      path,
      call?.params as Record<string, string | number> | undefined,
      call?.query as Record<string, string | number | undefined> | undefined,
    );
  const options = (call?: object): RequestOptions => {
    const { params: _p, query: _q, ...rest } = (call ?? {}) as { params?: unknown; query?: unknown };
    return rest;
  };
  return {
    get: (path, ...[call]) => client.get(url(path, call), options(call)),
    post: (path, body, ...[call]) => client.post(url(path, call), body, options(call)),
    put: (path, body, ...[call]) => client.put(url(path, call), body, options(call)),
    form: (method, path, form, ...[call]) =>
      method === 'post'
        ? client.post(url(path, call), form, options(call))
        : client.put(url(path, call), form, options(call)),
    path: (path, params, query) => buildPath(path, params, query),
  };
}
