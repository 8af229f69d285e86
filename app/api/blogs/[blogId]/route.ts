import { getBlogPost, getBlogPosts, toBlogApiResponse } from '@/lib/content/blogs';

// One static JSON file per post in content/blogs/, written to out/api/blogs/{blogId}.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getBlogPosts().map((post) => ({ blogId: post.id }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ blogId: string }> }) {
  const { blogId } = await params;
  const post = getBlogPost(blogId);
  if (!post) return Response.json({ message: 'Blog not found' }, { status: 404 });
  return Response.json(toBlogApiResponse(post));
}
