import type { Metadata } from 'next';
import { BlogArticle } from '@/components/blog/BlogArticle';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { BLOG_FALLBACK_ID, getBlogPost, getBlogPosts } from '@/lib/content/blogs';

// One page per post in content/blogs/, plus the shared page (BLOG_FALLBACK_ID) that the host
// serves for any other /blogs/{id}: it reads the id from the address, so posts the API publishes
// after the build still open.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...getBlogPosts().map((post) => ({ blogId: post.id })), { blogId: BLOG_FALLBACK_ID }];
}

type Params = { params: Promise<{ blogId: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { blogId } = await params;
  const post = getBlogPost(blogId);
  if (!post) return { title: 'Blog', robots: { index: false } };
  return { title: post.title, description: post.description, alternates: { canonical: `/blogs/${post.id}` } };
}

export default async function BlogPage({ params }: Params) {
  const { blogId } = await params;
  const known = getBlogPost(blogId) !== undefined;
  return (
    <div className="container section">
      <Breadcrumb trail={[{ href: '/', label: 'Home' }, { label: 'Blog' }]} />
      <BlogArticle blogId={known ? blogId : undefined} />
    </div>
  );
}
