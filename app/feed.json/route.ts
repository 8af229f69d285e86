import { jsonFeed } from '@/lib/feeds';

// Written to out/feed.json at build: a JSON Feed 1.1 of the blog.
export const dynamic = 'force-static';

export function GET() {
  return new Response(jsonFeed(), { headers: { 'Content-Type': 'application/feed+json; charset=utf-8' } });
}
