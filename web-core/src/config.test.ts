import {
  apiBaseUrl,
  apiUrl,
  ensureRuntimeConfig,
  resolveRuntimeConfig,
  runtimeConfig,
  setRuntimeConfig,
} from './config';

describe('runtime configuration', () => {
  const here = { protocol: 'http:', hostname: '127.0.0.1' };

  it('derives the API and remote URLs from the page host name and default ports', () => {
    expect(resolveRuntimeConfig({}, here)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      remotes: {
        learner: 'http://127.0.0.1:3001/mf-manifest.json',
        tutor: 'http://127.0.0.1:3002/mf-manifest.json',
        backoffice: 'http://127.0.0.1:3003/mf-manifest.json',
      },
    });
  });

  it('lets a deploy point the same build at other ports or hosts', () => {
    const config = resolveRuntimeConfig(
      {
        ports: { api: 4100, learner: 3101, backoffice: 3103 },
        remotes: { tutor: 'https://tutors.example.in/mf-manifest.json' },
      },
      here,
    );
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4100');
    expect(config.remotes.learner).toBe('http://127.0.0.1:3101/mf-manifest.json');
    expect(config.remotes.tutor).toBe('https://tutors.example.in/mf-manifest.json');
    expect(config.remotes.backoffice).toBe('http://127.0.0.1:3103/mf-manifest.json');
  });

  describe('on a page', () => {
    const original = window.__AAROHI_CONFIG__;
    afterEach(() => {
      window.__AAROHI_CONFIG__ = original;
      jest.restoreAllMocks();
    });

    it('the API address without a configuration is this host on the default API port, in one place', () => {
      window.__AAROHI_CONFIG__ = undefined;
      expect(apiBaseUrl()).toBe(`${window.location.protocol}//${window.location.hostname}:4000`);
      setRuntimeConfig({
        apiBaseUrl: 'https://api.aarohi.example/',
        remotes: { learner: '', tutor: '', backoffice: '' },
      });
      expect(apiBaseUrl()).toBe('https://api.aarohi.example');
      expect(apiUrl('/tutor/uploads/3')).toBe('https://api.aarohi.example/tutor/uploads/3');
      expect(apiUrl('https://cdn.example/x.pdf')).toBe('https://cdn.example/x.pdf');
    });

    it('a remote deployed alone reads its own runtime-config.json, honouring the configured API port', async () => {
      window.__AAROHI_CONFIG__ = undefined;
      const fetchMock = jest.fn(
        async () => new Response(JSON.stringify({ ports: { api: 4100 } }), { status: 200 }),
      );
      global.fetch = fetchMock as unknown as typeof fetch;
      const config = await ensureRuntimeConfig('tutor');
      expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
      expect(config.apiBaseUrl).toBe(`${window.location.protocol}//${window.location.hostname}:4100`);
      expect(config.remotes.tutor).toBe(`${window.location.origin}/mf-manifest.json`);
      expect(runtimeConfig()).toBe(config);
    });

    it('inside the shell a remote keeps the configuration the host resolved', async () => {
      const host = setRuntimeConfig({
        apiBaseUrl: 'http://10.0.0.5:4000',
        remotes: { learner: 'a', tutor: 'b', backoffice: 'c' },
      });
      const fetchMock = jest.fn();
      global.fetch = fetchMock as unknown as typeof fetch;
      await expect(ensureRuntimeConfig('tutor')).resolves.toBe(host);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('a missing or broken runtime-config.json means all defaults', async () => {
      window.__AAROHI_CONFIG__ = undefined;
      global.fetch = jest.fn(async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch;
      const config = await ensureRuntimeConfig();
      expect(config.apiBaseUrl).toBe(`${window.location.protocol}//${window.location.hostname}:4000`);
    });
  });
});
