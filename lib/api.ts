/**
 * Where the site's two API calls go. NEXT_PUBLIC_API_URL is read at build time; left unset,
 * calls go to the site's own origin, which serves the embedded API generated from content/.
 */
export const API_BASE = (process.env.NEXT_PUBLIC_API_URL ?? '').trim().replace(/\/+$/, '');

export function apiUrl(path: `/${string}`): string {
  return `${API_BASE}${path}`;
}

export const marqueeUrl = () => apiUrl('/api/marquee/get');

export const blogUrl = (blogId: string) => apiUrl(`/api/blogs/${encodeURIComponent(blogId)}`);

export const uploadUrl = (image: string) => apiUrl(`/uploads/${encodeURIComponent(image)}`);

/** How long a call may take before the page gives up on it. */
export const API_TIMEOUT_MS = 10_000;

/**
 * GETs JSON and hands it to a guard that checks the fields the caller reads. Network errors,
 * non-2xx answers, bodies that are not JSON, wrong shapes and timeouts all reject, so callers
 * handle a single failure path.
 */
export async function fetchJson<T>(
  url: string,
  isValid: (value: unknown) => value is T,
  { signal, timeoutMs = API_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<T> {
  // A hand-made controller rather than AbortSignal.any/timeout keeps older phone browsers working.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isValid(body)) throw new Error(`${url} answered with unexpected fields`);
    return body;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A link from the API is used only if it stays on http(s) or inside the site; anything else
 * (`javascript:`, `data:` …) becomes '#', the banner's default.
 */
export function safeLink(link: string): string {
  const trimmed = link.trim();
  if (/^(\/(?!\/)|#|\?)/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '#';
  } catch {
    return '#';
  }
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
