// tooling/browser/boot.js: a composed page starts its app only after the browser has painted it.
import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.join(__dirname, '../../../tooling/browser/boot.js'), 'utf8');

function appScripts() {
  return [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
}

/** Runs boot.js as the browser would, from a <script data-main> tag. */
function runBoot(main = '/main.js') {
  const tag = document.createElement('script');
  tag.setAttribute('data-main', main);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  new Function(source)();
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}

describe('boot.js', () => {
  let frames: FrameRequestCallback[];
  let fontsReady: { resolve: () => void; promise: Promise<void> };

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    fontsReady = { resolve, promise };
    Object.defineProperty(document, 'fonts', { value: { ready: promise }, configurable: true });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('without paint timing, loads the app named by data-main once the fonts are settled and a frame has been painted', async () => {
    runBoot('/main.js');
    expect(appScripts()).toEqual([]);

    fontsReady.resolve();
    await fontsReady.promise;
    await Promise.resolve();
    expect(frames).toHaveLength(1);
    expect(appScripts()).toEqual([]);

    frames[0]!(performance.now()); // the frame is being produced: not painted yet
    expect(appScripts()).toEqual([]);
    jest.advanceTimersByTime(0); // the task after that frame
    expect(appScripts()).toEqual(['/main.js']);
  });

  it('loads the app once, even when the fallback timer fires as well', async () => {
    runBoot('/main.js');
    fontsReady.resolve();
    await fontsReady.promise;
    await Promise.resolve();
    frames[0]!(performance.now());
    jest.advanceTimersByTime(5000);
    expect(appScripts()).toEqual(['/main.js']);
  });

  it('where paints are observable, loads the app right after the first contentful paint', () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
    try {
      runBoot('/main.js');
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      jest.advanceTimersByTime(0);
      expect(appScripts()).toEqual([]); // a paint with no content yet

      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(appScripts()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(appScripts()).toEqual(['/main.js']);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('loads several scripts in the order given, one after the other', () => {
    runBoot('/vendor.js /main.js');
    jest.advanceTimersByTime(3000);
    expect(appScripts()).toEqual(['/vendor.js', '/main.js']);
    expect([...document.querySelectorAll('script[src]')].map((s) => (s as HTMLScriptElement).async)).toEqual([
      false,
      false,
    ]);
  });

  it('still loads the app in a tab that paints nothing (a background tab)', () => {
    runBoot('/main.js');
    jest.advanceTimersByTime(3000);
    expect(appScripts()).toEqual(['/main.js']);
  });
});
