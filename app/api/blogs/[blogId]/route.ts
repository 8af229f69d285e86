import { blogPosts, toBlogApiResponse } from '@/lib/content/blogs';

// One static JSON file per post in content/blogs/, written to out/api/blogs/{blogId}.
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => blogPosts.all().map((post) => ({ blogId: post.id }));

export async function GET(_request: Request, { params }: RouteContext<'/api/blogs/[blogId]'>) {
  const post = blogPosts.get((await params).blogId);
  if (!post) return Response.json({ message: 'Blog not found' }, { status: 404 });
  return Response.json(toBlogApiResponse(post));
}
