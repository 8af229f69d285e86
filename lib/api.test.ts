import { blogUrl, fetchJson, isRecord, safeLink, uploadUrl } from './api';

const isGreeting = (value: unknown): value is { hello: string } => isRecord(value) && typeof value.hello === 'string';

function mockFetch(implementation: (url: string, init?: RequestInit) => Promise<Response>) {
  const fn = jest.fn(implementation);
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe('API addresses', () => {
  it('encodes ids and image names', () => {
    expect(blogUrl('a b/../c?d')).toBe('/api/blogs/a%20b%2F..%2Fc%3Fd');
    expect(uploadUrl('my pic.webp')).toBe('/uploads/my%20pic.webp');
  });
});

describe('safeLink', () => {
  it.each([
    ['/enroll', '/enroll'],
    ['#', '#'],
    ['https://example.com/x', 'https://example.com/x'],
    ['javascript:alert(1)', '#'],
    [' JavaScript:alert(1)', '#'],
    ['data:text/html,hi', '#'],
    ['//evil.example', '#'],
    ['not a url', '#'],
  ])('%s → %s', (input, expected) => {
    expect(safeLink(input)).toBe(expected);
  });
});

describe('fetchJson', () => {
  afterEach(() => jest.useRealTimers());

  it('returns a body that passes the guard', async () => {
    mockFetch(async () => Response.json({ hello: 'world' }));
    await expect(fetchJson('/x', isGreeting)).resolves.toEqual({ hello: 'world' });
  });

  it.each([
    ['a non-2xx status', async () => Response.json({ hello: 'world' }, { status: 500 })],
    ['a body that is not JSON', async () => new Response('<html>')],
    ['the wrong fields', async () => Response.json({ goodbye: 1 })],
    ['a network error', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('rejects %s', async (_case, respond) => {
    mockFetch(respond);
    await expect(fetchJson('/x', isGreeting)).rejects.toThrow();
  });

  it('gives up after the timeout', async () => {
    jest.useFakeTimers();
    mockFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = fetchJson('/x', isGreeting, { timeoutMs: 10_000 });
    const settled = jest.fn();
    result.catch(settled);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('Aborted');
  });
});
