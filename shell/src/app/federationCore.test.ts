// tooling/webpack/federation-core.mjs: the page's one federation runtime core. The shell's runtime
// plugin provides it before any remote's remoteEntry.js runs (the remotes' production builds take it
// from the page), and a remote's own page provides it with federation-core.js.
import fs from 'node:fs';
import path from 'node:path';

jest.mock('aarohi-federation-core', () => ({ init: () => 'the core' }), { virtual: true });
// The shell's own bundler runtime, as its build makes it: it exposes nothing, so no initContainerEntry.
const attachShareScopeMap = () => 'attached';
const consumes = () => 'consumed';
jest.mock(
  'aarohi-federation-bundler-runtime',
  () => ({
    __esModule: true,
    default: {
      runtime: { init: () => 'the shell’s instance' },
      bundlerRuntime: { consumes, initContainerEntry: undefined },
      attachShareScopeMap,
      bundlerRuntimeOptions: { remotes: { of: 'the shell' } },
    },
  }),
  { virtual: true },
);
const initContainerEntry = () => 'container ready';
jest.mock('aarohi-federation-init-container-entry', () => ({ initContainerEntry }), { virtual: true });
jest.mock('aarohi-federation-runtime', () => ({ init: () => 'the remote’s own instance' }), { virtual: true });

interface ProvidedBundlerRuntime {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
}
type Global = typeof globalThis & {
  _FEDERATION_RUNTIME_CORE?: { init?: () => string };
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
  _FEDERATION_BUNDLER_RUNTIME?: ProvidedBundlerRuntime;
};
const global = globalThis as Global;
const root = path.resolve(__dirname, '../../..');

const loadProvider = () => import('../../../tooling/webpack/federation-core.mjs');

describe('the federation runtime core on the page', () => {
  beforeEach(() => {
    delete global._FEDERATION_RUNTIME_CORE;
    delete global._FEDERATION_RUNTIME_CORE_FROM;
    delete global._FEDERATION_BUNDLER_RUNTIME;
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

  it('comes with the bundler runtime’s functions, container init included, for the remotes’ containers', async () => {
    const { provideFederationCore } = await loadProvider();
    provideFederationCore('shell', '9.9.9');
    const provided = global._FEDERATION_BUNDLER_RUNTIME;
    expect(provided?.attachShareScopeMap).toBe(attachShareScopeMap);
    expect(provided?.bundlerRuntime.consumes).toBe(consumes);
    // The shell's build leaves it out; a remote's container cannot start without it.
    expect(provided?.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
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

describe('a remote container’s bundler runtime (federation-bundler-runtime.mjs)', () => {
  const loadRemoteRuntime = async () => {
    let loaded: unknown;
    await jest.isolateModulesAsync(async () => {
      loaded = (await import('../../../tooling/webpack/federation-bundler-runtime.mjs')).default;
    });
    return loaded as {
      runtime: { init: () => string };
      instance: unknown;
      initOptions: unknown;
      bundlerRuntime: Record<string, unknown>;
      attachShareScopeMap: unknown;
      bundlerRuntimeOptions: Record<string, unknown>;
    };
  };

  beforeEach(() => {
    delete global._FEDERATION_BUNDLER_RUNTIME;
  });

  it('runs the page’s functions, with its own runtime and state of its own', async () => {
    const provided = { bundlerRuntime: { consumes, initContainerEntry }, attachShareScopeMap };
    global._FEDERATION_BUNDLER_RUNTIME = provided;
    const first = await loadRemoteRuntime();
    const second = await loadRemoteRuntime();
    expect(first.bundlerRuntime).toBe(provided.bundlerRuntime);
    expect(first.attachShareScopeMap).toBe(attachShareScopeMap);
    // Its federation instance is found or made by its own runtime, never the shell's.
    expect(first.runtime.init()).toBe('the remote’s own instance');
    expect(first.instance).toBeUndefined();
    expect(first.initOptions).toBeUndefined();
    expect(first.bundlerRuntimeOptions).toEqual({});
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
  });

  it('says what is missing on a page that did not provide them', async () => {
    await expect(loadRemoteRuntime()).rejects.toThrow(/no federation bundler runtime/);
  });
});
