// tooling/webpack/federation-core.mjs: the page's one federation runtime core. The shell's runtime
// plugin provides it before any remote's remoteEntry.js runs (the remotes' production builds take it
// from the page), and a remote's own page provides it with federation-core.js.
import fs from 'node:fs';
import path from 'node:path';

jest.mock('aarohi-federation-core', () => ({ init: () => 'the core' }), { virtual: true });

type Global = typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: { init?: () => string };
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};
const global = globalThis as Global;
const root = path.resolve(__dirname, '../../..');

const loadProvider = () => import('../../../tooling/webpack/federation-core.mjs');

describe('the federation runtime core on the page', () => {
  beforeEach(() => {
    delete global._FEDERATION_RUNTIME_CORE;
    delete global._FEDERATION_RUNTIME_CORE_FROM;
  });

  it('is provided by the shell when its runtime starts, before any remote needs it', async () => {
    const { default: federationCorePlugin } = await loadProvider();
    const plugin = federationCorePlugin({ version: '9.9.9' });
    expect(global._FEDERATION_RUNTIME_CORE).toBeUndefined();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit(args)).toBe(args);
    expect(global._FEDERATION_RUNTIME_CORE?.init?.()).toBe('the core');
    expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'shell', version: '9.9.9' });
  });

  it('keeps the first core provided: a second provider does not replace it', async () => {
    const { provideFederationCore } = await loadProvider();
    const first = { init: () => 'first' };
    global._FEDERATION_RUNTIME_CORE = first;
    global._FEDERATION_RUNTIME_CORE_FROM = { name: 'tutor', version: '9.9.9' };
    provideFederationCore('shell', '9.9.9');
    expect(global._FEDERATION_RUNTIME_CORE).toBe(first);
    expect(global._FEDERATION_RUNTIME_CORE_FROM?.name).toBe('tutor');
  });

  it('is one version across the shell and the remotes, which run on each other’s core', () => {
    const versions = ['shell', 'learner-app', 'tutor-portal', 'backoffice'].map((app) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8'));
      return (
        pkg.dependencies?.['@module-federation/enhanced'] ??
        pkg.devDependencies?.['@module-federation/enhanced']
      );
    });
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/); // exact, never a range
    expect(new Set(versions)).toEqual(new Set([versions[0]]));
  });
});
