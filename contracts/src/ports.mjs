// The platform's port map and the browser origins it implies: one definition read by the API, the
// start/dev scripts, the static servers, the webpack configs and the browser's runtime config.
// Plain JavaScript (ESM, no dependencies) so Node scripts can import it without a TypeScript step.

/** The ports of `pnpm start` and `pnpm dev` when the environment names none. */
export const DEFAULT_PORTS = Object.freeze({
  api: 4000,
  shell: 3000,
  learner: 3001,
  tutor: 3002,
  backoffice: 3003,
  storybook: 6006,
});

/** The environment variable that moves each port. */
export const PORT_VARIABLES = Object.freeze({
  api: 'API_PORT',
  shell: 'SHELL_PORT',
  learner: 'LEARNER_PORT',
  tutor: 'TUTOR_PORT',
  backoffice: 'BACKOFFICE_PORT',
  storybook: 'STORYBOOK_PORT',
});

const portOf = (value, fallback) => {
  const n = Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
};

/** Every port, from the environment where set (a malformed value keeps the default). */
export function portsFromEnv(env = {}) {
  const out = {};
  for (const [name, variable] of Object.entries(PORT_VARIABLES)) out[name] = portOf(env[variable], DEFAULT_PORTS[name]);
  return out;
}

const originOf = (url) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** A bind address is no host a browser can be on: the wildcards stand for "every address". */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * The origins whose pages may call the API with credentials: the four frontends (shell, learner app,
 * tutor portal, back office) on their configured ports, on the loopback names and on HOST when it
 * names a real host, plus the origin of every public URL the deploy sets (the site, the tutor
 * portal, the remotes). Storybook is not one: the component catalogue never calls the API.
 */
export function frontendOrigins(env = {}) {
  const ports = portsFromEnv(env);
  const hosts = ['127.0.0.1', 'localhost'];
  const host = String(env.HOST ?? '').trim();
  if (!WILDCARD_HOSTS.has(host) && !hosts.includes(host)) hosts.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  const origins = [];
  for (const port of [ports.shell, ports.learner, ports.tutor, ports.backoffice]) {
    for (const h of hosts) origins.push(`http://${h}:${port}`);
  }
  for (const variable of [
    'SITE_URL',
    'TUTOR_PORTAL_URL',
    'LEARNER_REMOTE_URL',
    'TUTOR_REMOTE_URL',
    'BACKOFFICE_REMOTE_URL',
  ]) {
    const origin = env[variable] ? originOf(String(env[variable]).trim()) : undefined;
    if (origin) origins.push(origin);
  }
  return [...new Set(origins)];
}
