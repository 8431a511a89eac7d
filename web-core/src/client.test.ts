import { ApiError, NetworkError, createApiClient, errorMessage } from './client';
import { setRuntimeConfig } from './config';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('the API client', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    setRuntimeConfig({
      apiBaseUrl: 'http://api.test:4100/',
      remotes: { learner: '', tutor: '', backoffice: '' },
    });
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends JSON with the session cookie to the configured API and returns the answer', async () => {
    fetchMock.mockResolvedValue(answer(201, { success: true, id: 7 }));
    const api = createApiClient();
    await expect(api.post('/api/contact', { name: 'प्रिया शर्मा' })).resolves.toEqual({
      success: true,
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://api.test:4100/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: JSON.stringify({ name: 'प्रिया शर्मा' }),
    });
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends FormData as multipart (the browser sets the boundary)', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const form = new FormData();
    form.append('skills', 'Prompting');
    await createApiClient().post('/tutor/uploads', form);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it("throws ApiError with the server's message and status", async () => {
    fetchMock.mockResolvedValue(answer(409, { success: false, message: 'Payment already completed.' }));
    const error = await createApiClient()
      .post('/payment', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Payment already completed.' });
    expect((error as ApiError).serverMessage).toBe('Payment already completed.');
    expect(errorMessage(error, 'Something went wrong', 'You are offline')).toBe('Payment already completed.');
  });

  it('throws NetworkError when nothing answers', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await createApiClient()
      .get('/api/courses')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorMessage(error, 'Something went wrong', 'You are offline')).toBe('You are offline');
  });

  it('calls onUnauthorized on a 401 of a signed-in call, not of a login', async () => {
    const onUnauthorized = jest.fn();
    const api = createApiClient({ onUnauthorized });
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Invalid email or password' }));
    await expect(api.post('/login', {}, { anonymous: true })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(answer(401, { success: false, message: 'Please log in.' }));
    await expect(api.get('/api/student/dashboard/3')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats `success: false` in a 2xx answer as a failure only where asked', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: false, message: 'No batches found' }));
    await expect(createApiClient().get('/x')).resolves.toEqual({
      success: false,
      message: 'No batches found',
    });
    await expect(createApiClient({ rejectUnsuccessful: true }).get('/x')).rejects.toMatchObject({
      status: 200,
      message: 'No batches found',
    });
  });

  it('an empty or non-JSON body is null, and a failure without a message says its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createApiClient().get('/api/courses')).rejects.toMatchObject({
      status: 502,
      message: 'Request failed with status 502',
      body: null,
    });
  });
});
