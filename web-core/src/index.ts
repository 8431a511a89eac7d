/**
 * @ai-women/web-core — what the shell and the remotes share besides the look: the
 * runtime configuration, the one API client and its errors, the session-storage keys and their change
 * events, en-IN / Asia-Kolkata formatters, and the queries several screens read. A shared singleton
 * like the ui-kit: one copy per page, whichever app loads it first.
 */
export * from './config';
export * from './client';
export * from './session';
export * from './restore';
export * from './format';
export * from './queries';
export { typedApi, buildPath } from './api/typed';
export type { TypedApi, ApiPaths, ApiResponse, ApiBody, PathsWith } from './api/typed';
