import { buildPath, typedApi } from './typed';
import type { ApiClient } from '../client';

function recordingClient() {
  const calls: { method: string; path: string; body?: unknown; init?: object }[] = [];
  const client: ApiClient = {
    request: async () => undefined as never,
    get: async (path, init) => (calls.push({ method: 'GET', path, init }), { success: true } as never),
    post: async (path, body, init) => (
      calls.push({ method: 'POST', path, body, init }),
      { success: true } as never
    ),
    put: async (path, body, init) => (
      calls.push({ method: 'PUT', path, body, init }),
      { success: true } as never
    ),
  };
  return { client, calls };
}

describe('buildPath', () => {
  it('fills path parameters, encoded, and adds the non-empty query values', () => {
    expect(buildPath('/api/staff/tickets/{from}/{ticket_id}', { from: 'tutor', ticket_id: 12 })).toBe(
      '/api/staff/tickets/tutor/12',
    );
    expect(buildPath('/api/x/{name}', { name: 'a b/c' })).toBe('/api/x/a%20b%2Fc');
    expect(
      buildPath('/api/staff/tickets', undefined, { status: 'In Progress', q: '', from: undefined }),
    ).toBe('/api/staff/tickets?status=In+Progress');
  });

  it('refuses a path whose parameter is missing instead of calling a wrong URL', () => {
    expect(() => buildPath('/api/student/tickets/{userId}', {})).toThrow(
      'Missing path parameter "userId" for /api/student/tickets/{userId}',
    );
  });
});

describe('typedApi', () => {
  it('sends each call through the one client with the built URL and the rest of the options', async () => {
    const { client, calls } = recordingClient();
    const api = typedApi(client);
    await api.get('/api/staff/tickets', { query: { status: 'Open', from: 'student' } });
    await api.post(
      '/api/staff/tickets/{from}/{ticket_id}/replies',
      { message: 'Hello' },
      { params: { from: 'student', ticket_id: 4 } },
    );
    await api.put('/api/staff/coupons/{id}', { active: false }, { params: { id: 2 } });
    await api.get('/api/me', { anonymous: true });
    expect(calls).toEqual([
      { method: 'GET', path: '/api/staff/tickets?status=Open&from=student', init: {} },
      { method: 'POST', path: '/api/staff/tickets/student/4/replies', body: { message: 'Hello' }, init: {} },
      { method: 'PUT', path: '/api/staff/coupons/2', body: { active: false }, init: {} },
      { method: 'GET', path: '/api/me', init: { anonymous: true } },
    ]);
    // Uploads: multipart bodies go through the same client, to the typed path.
    const form = new FormData();
    form.append('skills', 'Python');
    await api.form('post', '/tutor/uploads', form);
    await api.form('put', '/tutor/uploads/{id}', form, { params: { id: 7 } });
    expect(calls.slice(-2)).toEqual([
      { method: 'POST', path: '/tutor/uploads', body: form, init: {} },
      { method: 'PUT', path: '/tutor/uploads/7', body: form, init: {} },
    ]);
    expect(api.path('/api/staff/payments.csv', undefined, { from: '2026-11-01' })).toBe(
      '/api/staff/payments.csv?from=2026-11-01',
    );
  });

  it('knows the API at compile time (typecheck fails if these stop being errors)', () => {
    const { client } = recordingClient();
    const api = typedApi(client);
    const never = () => {
      // @ts-expect-error -- no such path
      void api.get('/api/staff/nothing-here');
      // @ts-expect-error -- the path parameter is required
      void api.get('/api/student/tickets/{userId}');
      const params = { params: { from: 'tutor', ticket_id: 1 } } as const;
      // @ts-expect-error -- a reply body is { message }
      void api.post('/api/staff/tickets/{from}/{ticket_id}/replies', { text: 'x' }, params);
      // @ts-expect-error -- only student or tutor tickets exist
      void api.get('/api/staff/tickets/{from}/{ticket_id}', { params: { from: 'staff', ticket_id: 1 } });
      // @ts-expect-error -- the upload's id is required
      void api.form('put', '/tutor/uploads/{id}', new FormData());
    };
    expect(typeof never).toBe('function');
  });
});
