import { resolveRuntimeConfig } from './runtimeConfig';

describe('runtime configuration', () => {
  const here = { protocol: 'http:', hostname: '127.0.0.1' };

  it('derives the API and remote URLs from the page host name and default ports', () => {
    expect(resolveRuntimeConfig({}, here)).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      remotes: {
        learner: 'http://127.0.0.1:3001/mf-manifest.json',
        tutor: 'http://127.0.0.1:3002/mf-manifest.json',
      },
    });
  });

  it('lets a deploy point the same build at other ports or hosts', () => {
    const config = resolveRuntimeConfig(
      { ports: { api: 4100, learner: 3101 }, remotes: { tutor: 'https://tutors.example.in/mf-manifest.json' } },
      here,
    );
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:4100');
    expect(config.remotes.learner).toBe('http://127.0.0.1:3101/mf-manifest.json');
    expect(config.remotes.tutor).toBe('https://tutors.example.in/mf-manifest.json');
  });
});
