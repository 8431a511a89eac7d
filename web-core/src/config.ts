// Runtime configuration: where the API and the remotes are, resolved once per page load
// from /runtime-config.json (or the server-rendered page) and kept on globalThis.__AAROHI_CONFIG__,
// where every bundle of the page, and the server renderer, read it. Not a shared module: the shell
// needs it before Module Federation has negotiated anything, so each app bundles this small file.

import { DEFAULT_PORTS } from '@ai-women/contracts/ports';

export interface RawRuntimeConfig {
  apiBaseUrl?: string;
  remotes?: Partial<AarohiRuntimeConfig['remotes']>;
  ports?: { api?: number; learner?: number; tutor?: number; backoffice?: number };
}

/** The ports of `pnpm start` and `pnpm dev` when the deploy names none (the platform's one port map). */
export { DEFAULT_PORTS };

type PageLocation = Pick<Location, 'protocol' | 'hostname'>;

/** Server side (and tests without a window): the loopback address. */
const NO_WINDOW: PageLocation = { protocol: 'http:', hostname: '127.0.0.1' };

function pageLocation(): PageLocation {
  return typeof window !== 'undefined' && window.location ? window.location : NO_WINDOW;
}

/** Fills what the deploy left out from the page's own host name and the default ports. */
export function resolveRuntimeConfig(
  raw: RawRuntimeConfig,
  location: PageLocation = pageLocation(),
): AarohiRuntimeConfig {
  const origin = (port: number) => `${location.protocol}//${location.hostname}:${port}`;
  const ports = { ...DEFAULT_PORTS, ...raw.ports };
  return {
    apiBaseUrl: (raw.apiBaseUrl ?? origin(ports.api)).replace(/\/+$/, ''),
    remotes: {
      learner: raw.remotes?.learner ?? `${origin(ports.learner)}/mf-manifest.json`,
      tutor: raw.remotes?.tutor ?? `${origin(ports.tutor)}/mf-manifest.json`,
      backoffice: raw.remotes?.backoffice ?? `${origin(ports.backoffice)}/mf-manifest.json`,
    },
  };
}

/** /runtime-config.json is served uncached next to index.html; a missing file means "all defaults". */
export async function fetchRawRuntimeConfig(): Promise<RawRuntimeConfig> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) return (await response.json()) as RawRuntimeConfig;
  } catch {
    // Defaults are usable; the site must still come up.
  }
  return {};
}

type ConfigHolder = { __AAROHI_CONFIG__?: AarohiRuntimeConfig };

/** The page's configuration, once resolved (undefined before). */
export function runtimeConfig(): AarohiRuntimeConfig | undefined {
  return (globalThis as ConfigHolder).__AAROHI_CONFIG__;
}

export function setRuntimeConfig(config: AarohiRuntimeConfig): AarohiRuntimeConfig {
  (globalThis as ConfigHolder).__AAROHI_CONFIG__ = config;
  return config;
}

/**
 * A remote deployed on its own (the tutor portal on 3002, the back office on 3003): keep the host's configuration when the
 * shell resolved one, else read the portal's own /runtime-config.json. `self` names the remote whose
 * manifest is this page's origin.
 */
export async function ensureRuntimeConfig(
  self?: keyof AarohiRuntimeConfig['remotes'],
): Promise<AarohiRuntimeConfig> {
  const existing = runtimeConfig();
  if (existing) return existing;
  const config = resolveRuntimeConfig(await fetchRawRuntimeConfig());
  if (self && typeof window !== 'undefined')
    config.remotes[self] = `${window.location.origin}/mf-manifest.json`;
  return setRuntimeConfig(config);
}

/** Base URL of the API, without a trailing slash: the configured one, else this host on the API port. */
export function apiBaseUrl(): string {
  const configured = runtimeConfig()?.apiBaseUrl;
  return configured ? configured.replace(/\/+$/, '') : resolveRuntimeConfig({}).apiBaseUrl;
}

/** An absolute URL for a path the API returned (document links may be relative to the API). */
export function apiUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${apiBaseUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
