/**
 * Starting a browser app in tasks that each stay short on a slow phone, so a tap on a page that is
 * already painted (server-rendered) is answered at once (Total Blocking Time).
 *
 * One `import('./bootstrap')` negotiates every shared library with the federation runtime in one
 * task, then evaluates React, the design system and the app in another when the last chunk arrives:
 * 100-250 ms each at a 4x CPU slowdown. Here each group of chunks is requested in its own task (they
 * still download side by side), and once all of them are there each module is evaluated in its own
 * task, the app last.
 */

/** Starts downloading a group of chunks: a `require.ensure` call (webpack resolves it where it is written). */
export type ChunkRequest = (done: () => void, fail: (error: Error) => void) => void;

/** Lets the browser paint and answer input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries under every app's first screen, for an entry's `startInTasks`: React, then the
 * design system with styled-components. `require.ensure` keeps all four arguments: with three,
 * webpack cannot tell the error callback from a chunk name and leaves the call unbundled.
 */
export const libraryChunks: readonly ChunkRequest[] = [
  (done, fail) => require.ensure(['react-dom/client'], done, fail, 'react'),
  (done, fail) => require.ensure(['styled-components', '@ai-women/ui-kit'], done, fail, 'design-system'),
];
/** The same libraries' modules, in the order they are evaluated (one per task). */
export const libraryModules: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@ai-women/ui-kit'),
];

export async function startInTasks(
  requests: readonly ChunkRequest[],
  evaluations: readonly (() => Promise<unknown>)[],
): Promise<void> {
  const downloads: Promise<void>[] = [];
  for (const request of requests) {
    await nextTask();
    downloads.push(new Promise<void>((resolve, reject) => request(resolve, reject)));
  }
  await Promise.all(downloads);
  for (const evaluate of evaluations) {
    await nextTask();
    await evaluate();
  }
}
