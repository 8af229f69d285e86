import { isRecord } from '@/lib/api';

/**
 * GET {api}/api/blogs/{blogId}: the fields the blog page reads. The embedded API always sends
 * `image` (empty when a post has none); another API may leave it out or send null.
 */
export type BlogApiResponse = { title: string; description: string; createdAt: string; image?: string | null; content: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** Every field the page shows must be there and be text; createdAt must be a real date. */
export function isBlogApiResponse(value: unknown): value is BlogApiResponse {
  return (
    isRecord(value) &&
    isText(value.title) &&
    value.title.trim() !== '' &&
    isText(value.description) &&
    isText(value.content) &&
    isText(value.createdAt) &&
    !Number.isNaN(Date.parse(value.createdAt)) &&
    (value.image === undefined || value.image === null || isText(value.image))
  );
}

/** The id a rewritten /blogs/{id} address names, read from the browser's address bar. */
export function blogIdFromPath(pathname: string): string {
  const [, section, id] = pathname.split('/');
  if (section !== 'blogs' || !id) return '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
