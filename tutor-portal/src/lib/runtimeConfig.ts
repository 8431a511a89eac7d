// Standalone deployment: the portal reads the same /runtime-config.json the shell does.
interface RawRuntimeConfig {
  apiBaseUrl?: string;
  ports?: { api?: number };
}

export async function ensureRuntimeConfig(): Promise<void> {
  if (window.__AAROHI_CONFIG__) return; // inside the shell, the host already resolved it
  let raw: RawRuntimeConfig = {};
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (response.ok) raw = (await response.json()) as RawRuntimeConfig;
  } catch {
    // defaults below
  }
  const { protocol, hostname, origin } = window.location;
  window.__AAROHI_CONFIG__ = {
    apiBaseUrl: raw.apiBaseUrl ?? `${protocol}//${hostname}:${raw.ports?.api ?? 4000}`,
    remotes: { learner: '', tutor: `${origin}/mf-manifest.json` },
  };
}
