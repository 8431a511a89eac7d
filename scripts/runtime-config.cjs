// Runtime configuration served to the browser as /runtime-config.json (never cached).
// Anything left out is derived in the browser from the page's own host name and the default ports.
function runtimeConfigFromEnv(env = process.env) {
  const config = {};
  if (env.API_PUBLIC_URL) config.apiBaseUrl = env.API_PUBLIC_URL;
  const remotes = {};
  if (env.LEARNER_REMOTE_URL) remotes.learner = env.LEARNER_REMOTE_URL;
  if (env.TUTOR_REMOTE_URL) remotes.tutor = env.TUTOR_REMOTE_URL;
  if (env.BACKOFFICE_REMOTE_URL) remotes.backoffice = env.BACKOFFICE_REMOTE_URL;
  if (Object.keys(remotes).length) config.remotes = remotes;
  const ports = {};
  if (env.API_PORT) ports.api = Number(env.API_PORT);
  if (env.LEARNER_PORT) ports.learner = Number(env.LEARNER_PORT);
  if (env.TUTOR_PORT) ports.tutor = Number(env.TUTOR_PORT);
  if (env.BACKOFFICE_PORT) ports.backoffice = Number(env.BACKOFFICE_PORT);
  if (env.SHELL_PORT) ports.shell = Number(env.SHELL_PORT);
  if (Object.keys(ports).length) config.ports = ports;
  return config;
}
module.exports = { runtimeConfigFromEnv };
