import { ApiError, api, toFormBody } from '../api';

interface StubResponse {
  status: number;
  body?: string;
  contentType?: string;
}

/** The fetch edge only: a minimal Response with what the client reads. */
function stubFetch({ status, body = '', contentType }: StubResponse): jest.Mock {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (contentType ?? null) : null) },
    text: () => Promise.resolve(body),
  });
  global.fetch = fetchMock;
  return fetchMock;
}

function sentInit(fetchMock: jest.Mock): RequestInit & { headers: Record<string, string> } {
  return fetchMock.mock.calls[0][1];
}

afterEach(() => {
  localStorage.clear();
});

describe('api client', () => {
  it('when the server answers 204, then resolves to undefined', async () => {
    stubFetch({ status: 204 });
    await expect(api.put('/api/cart/update/1')).resolves.toBeUndefined();
  });

  it('when the response is JSON, then resolves to the parsed body', async () => {
    stubFetch({ status: 200, body: '[{"id":"PIZ_001"}]', contentType: 'application/json; charset=utf-8' });
    await expect(api.get('/api/menuItem/get/category/PIZZA')).resolves.toEqual([{ id: 'PIZ_001' }]);
  });

  it('when the response is not JSON, then resolves to its text', async () => {
    stubFetch({ status: 200, body: 'Item added to cart successfully', contentType: 'text/plain' });
    await expect(api.post('/api/cart/add-to-cart')).resolves.toBe('Item added to cart successfully');
  });

  it('when a non-OK body has a message, then rejects with an ApiError carrying it', async () => {
    stubFetch({
      status: 409,
      body: '{"message":"The restaurant is closed","code":"RESTAURANT_CLOSED"}',
      contentType: 'application/json',
    });
    const error = await api.post('/api/orders/checkout').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'RESTAURANT_CLOSED', message: 'The restaurant is closed' });
  });

  it("when a non-OK body has no message, then the message is 'API request failed'", async () => {
    stubFetch({ status: 500, body: 'Internal Server Error', contentType: 'text/html' });
    await expect(api.get('/api/orders/all/orders')).rejects.toMatchObject({
      status: 500,
      code: 'HTTP_500',
      message: 'API request failed',
    });
  });

  it('when a token is stored, then it is sent as a Bearer header', async () => {
    localStorage.setItem('authToken', 'jwt-123');
    const fetchMock = stubFetch({ status: 204 });
    await api.get('/auth/me');
    expect(sentInit(fetchMock).headers.Authorization).toBe('Bearer jwt-123');
  });

  it('when no token is stored, then no Authorization header is sent', async () => {
    const fetchMock = stubFetch({ status: 204 });
    await api.get('/api/menuItem/get/category/PIZZA');
    expect(sentInit(fetchMock).headers).not.toHaveProperty('Authorization');
  });

  it('when a body is given, then it is sent as JSON', async () => {
    const fetchMock = stubFetch({ status: 204 });
    await api.post('/auth/login', { body: { email: 'a@b.hu', password: 'x' } });
    const init = sentInit(fetchMock);
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"email":"a@b.hu","password":"x"}');
  });

  it('when form fields are given, then they are form-encoded with repeated keys for arrays', async () => {
    const fetchMock = stubFetch({ status: 200, body: 'ok', contentType: 'text/plain' });
    await api.post('/api/cart/add-to-cart', {
      form: { menuItemId: 'PIZ_001', quantity: 2, extraItemId: ['EXT_001', 'EXT_002'] },
    });
    const init = sentInit(fetchMock);
    expect(init.headers['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('menuItemId=PIZ_001&quantity=2&extraItemId=EXT_001&extraItemId=EXT_002');
  });

  it('when query parameters are given, then they are encoded into the URL and empty ones skipped', async () => {
    const fetchMock = stubFetch({ status: 204 });
    await api.get('/api/menuItem/get/name/size', { query: { name: 'Spicy Hot', size: 'LARGE', skip: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/menuItem/get/name/size?name=Spicy+Hot&size=LARGE');
  });

  it('when a signal is given, then it is passed to fetch', async () => {
    const fetchMock = stubFetch({ status: 204 });
    const controller = new AbortController();
    await api.get('/api/extras/get/all', { signal: controller.signal });
    expect(sentInit(fetchMock).signal).toBe(controller.signal);
  });

  it('when the request is aborted, then the AbortError is rethrown unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    global.fetch = jest.fn().mockRejectedValue(abort);
    await expect(api.get('/api/extras/get/all')).rejects.toBe(abort);
  });

  it('when the network fails, then rejects with an ApiError of status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/extras/get/all')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('toFormBody skips null and undefined values', () => {
    expect(toFormBody({ a: null, b: undefined, c: '' }).toString()).toBe('c=');
  });
});
