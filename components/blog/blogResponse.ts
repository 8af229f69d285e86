import { isRecord } from '@/lib/api';

/** The fields the blog page reads from GET {api}/api/blogs/{blogId}. */
export type Blog = { title: string; description: string; createdAt: string; image?: string; content: string };

const isText = (value: unknown): value is string => typeof value === 'string';

/** Every field the page shows must be there and be text; createdAt must be a real date. */
export function isBlog(value: unknown): value is Blog {
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

/** The spec: content is split into paragraphs at line breaks. */
export function toParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
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
