import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig } from './config';
import { sharedKeys, useCourses, useMe } from './queries';

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('shared queries', () => {
  beforeEach(() =>
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test:4100',
      remotes: { learner: '', tutor: '', backoffice: '' },
    }),
  );

  it('every screen reading the course list shares one cache entry and one request', async () => {
    const courses = [{ course_id: 1, title: 'AI Course: Simple & Practical!' }];
    const fetchMock = jest.fn(async (_url: string) => new Response(JSON.stringify(courses), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const first = renderHook(() => useCourses(), { wrapper: wrapper(client) });
    await waitFor(() => expect(first.result.current.data).toEqual(courses));
    const second = renderHook(() => useCourses(), { wrapper: wrapper(client) });
    expect(second.result.current.data).toEqual(courses);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test:4100/api/courses');
    expect(client.getQueryData(sharedKeys.courses)).toEqual(courses);
  });

  it('useMe says who the server has signed in, and a 401 is an error, not a retry loop', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ role: 'student', user: { id: 4 } }), { status: 200 }),
      )
      .mockResolvedValue(
        new Response(JSON.stringify({ success: false, message: 'Please log in.' }), { status: 401 }),
      );
    global.fetch = fetchMock as unknown as typeof fetch;
    const signedIn = renderHook(() => useMe(), { wrapper: wrapper(new QueryClient()) });
    await waitFor(() => expect(signedIn.result.current.data).toMatchObject({ role: 'student' }));
    const anonymous = renderHook(() => useMe(), { wrapper: wrapper(new QueryClient()) });
    await waitFor(() => expect(anonymous.result.current.isError).toBe(true));
    expect(anonymous.result.current.error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
