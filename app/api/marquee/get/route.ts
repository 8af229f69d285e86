import { marquee } from '@/lib/content/marquee';

// Written to out/api/marquee/get at build, so the exported site answers without a server.
export const dynamic = 'force-static';

export function GET() {
  const { text, link } = marquee.get();
  return Response.json({ text, link });
}
