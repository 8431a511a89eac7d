import { startInTasks, type ChunkRequest } from './startup';

// Runs the browser's next task: the timers already queued, not those they queue.
const nextTask = () => jest.runOnlyPendingTimersAsync();

describe('startInTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup(groups: string[]) {
    const log: string[] = [];
    const finish = new Map<string, { done: () => void; fail: (error: Error) => void }>();
    const requests: ChunkRequest[] = groups.map((name) => (done, fail) => {
      log.push(`request ${name}`);
      finish.set(name, { done, fail });
    });
    return { log, finish, requests };
  }

  it('asks for each group of chunks in its own task, all before any module is evaluated', async () => {
    const { log, finish, requests } = setup(['react', 'kit', 'app']);
    const evaluate = (name: string) => async () => void log.push(`evaluate ${name}`);
    const started = startInTasks(requests, [evaluate('react'), evaluate('app')]);

    expect(log).toEqual([]); // nothing in the caller's task
    await nextTask();
    expect(log).toEqual(['request react']);
    await nextTask();
    await nextTask();
    expect(log).toEqual(['request react', 'request kit', 'request app']);

    // Downloads finish in any order; nothing runs until the last one is there.
    finish.get('app')!.done();
    finish.get('react')!.done();
    await nextTask();
    expect(log).not.toContain('evaluate react');
    finish.get('kit')!.done();
    await nextTask();
    expect(log.slice(3)).toEqual(['evaluate react']); // one evaluation per task
    await nextTask();
    expect(log.slice(3)).toEqual(['evaluate react', 'evaluate app']);
    await expect(started).resolves.toBeUndefined();
  });

  it('evaluates in order, each after the previous one has finished', async () => {
    const { log, finish, requests } = setup(['all']);
    let releaseFirst!: () => void;
    const started = startInTasks(requests, [
      () => new Promise<void>((resolve) => (releaseFirst = () => (log.push('first done'), resolve()))),
      async () => void log.push('second'),
    ]);
    await nextTask();
    finish.get('all')!.done();
    await jest.advanceTimersByTimeAsync(10);
    expect(log).toEqual(['request all']);
    releaseFirst();
    await nextTask();
    expect(log).toEqual(['request all', 'first done', 'second']);
    await started;
  });

  it('fails without evaluating anything when a download fails', async () => {
    const { log, finish, requests } = setup(['react', 'app']);
    const evaluate = jest.fn(async () => undefined);
    const started = startInTasks(requests, [evaluate]);
    const outcome = started.catch((error: Error) => error.message);
    await nextTask();
    await nextTask();
    finish.get('react')!.fail(new Error('Loading chunk 262 failed.'));
    await jest.advanceTimersByTimeAsync(10);
    await expect(outcome).resolves.toBe('Loading chunk 262 failed.');
    expect(evaluate).not.toHaveBeenCalled();
    expect(log).toEqual(['request react', 'request app']);
  });
});
