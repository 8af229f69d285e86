import { blogFeed } from '@/lib/feeds';

// Written to out/feed.xml at build: an RSS 2.0 feed of the blog.
export const dynamic = 'force-static';

export function GET() {
  return new Response(blogFeed().rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
