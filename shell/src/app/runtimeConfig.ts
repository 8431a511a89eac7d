export interface RawRuntimeConfig {
  apiBaseUrl?: string;
  remotes?: Partial<AarohiRuntimeConfig['remotes']>;
  ports?: { api?: number; learner?: number; tutor?: number };
}

/** Fills what the deploy left out from the page's own host name and the default ports. */
export function resolveRuntimeConfig(raw: RawRuntimeConfig, location: Pick<Location, 'protocol' | 'hostname'>) {
  const origin = (port: number) => `${location.protocol}//${location.hostname}:${port}`;
  const ports = { api: 4000, learner: 3001, tutor: 3002, ...raw.ports };
  const config: AarohiRuntimeConfig = {
    apiBaseUrl: raw.apiBaseUrl ?? origin(ports.api),
    remotes: {
      learner: raw.remotes?.learner ?? `${origin(ports.learner)}/mf-manifest.json`,
      tutor: raw.remotes?.tutor ?? `${origin(ports.tutor)}/mf-manifest.json`,
    },
  };
  return config;
}

/** /runtime-config.json is served uncached next to index.html; a missing file means "all defaults". */
export async function loadRuntimeConfig(): Promise<AarohiRuntimeConfig> {
  let raw: RawRuntimeConfig = {};
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) raw = (await response.json()) as RawRuntimeConfig;
  } catch {
    // Defaults are usable; the site must still come up.
  }
  return resolveRuntimeConfig(raw, window.location);
}
