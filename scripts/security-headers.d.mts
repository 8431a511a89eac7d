// Types of ./security-headers.mjs for TypeScript callers (the e2e spec).
export interface RuntimeConfig {
  apiBaseUrl?: string;
  remotes?: { learner?: string; tutor?: string };
  ports?: Record<string, number>;
}
export interface HeaderContext {
  hostname?: string;
  paymentProvider?: string;
  html?: boolean;
  tls?: boolean;
}
export function isCrossOriginAsset(requestPath: string): boolean;
export function pageOrigins(runtimeConfig: RuntimeConfig, hostname?: string): { api: string; remotes: string[] };
export function contentSecurityPolicy(runtimeConfig: RuntimeConfig, context?: HeaderContext): string;
export function securityHeaders(
  runtimeConfig: RuntimeConfig,
  requestPath: string,
  context?: HeaderContext,
): Record<string, string>;
export const CATALOGUE_POLICY: string;
export function servedOverTls(
  req: { socket?: { encrypted?: boolean }; headers: Record<string, string | string[] | undefined> },
  env?: Record<string, string | undefined>,
): boolean;
export function catalogueHeaders(context?: { html?: boolean }): Record<string, string>;
