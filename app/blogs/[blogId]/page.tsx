import { preload } from 'react-dom';
import { BlogArticle } from '@/components/blog/BlogArticle';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { blogUrl, uploadUrl } from '@/lib/api';
import { BLOG_FALLBACK_ID, getBlogPost, getBlogPosts } from '@/lib/content/blogs';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { blogPosting } from '@/lib/structuredData';

// One page per post in content/blogs/, plus the shared page (BLOG_FALLBACK_ID) that the host
// serves for any other /blogs/{id}: it reads the id from the address, so posts the API publishes
// after the build still open.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...getBlogPosts().map((post) => ({ blogId: post.id })), { blogId: BLOG_FALLBACK_ID }];
}

type Params = { params: Promise<{ blogId: string }> };

export async function generateMetadata({ params }: Params) {
  const post = getBlogPost((await params).blogId);
  if (!post) {
    return pageMetadata({ title: 'Blog', description: 'Articles on CAT, law and IPM entrance preparation from the Gurus.', path: '/blogs', noindex: true });
  }
  return pageMetadata({ title: post.title, description: post.description, path: `/blogs/${post.id}`, type: 'article' });
}

export default async function BlogPage({ params }: Params) {
  const { blogId } = await params;
  const post = getBlogPost(blogId);
  // The article comes from the API after hydration; starting its request with the HTML, rather
  // than after the scripts run, is most of the time to the largest paint on a slow phone.
  if (post) {
    preload(blogUrl(post.id), { as: 'fetch', crossOrigin: 'anonymous' });
    if (post.image) preload(uploadUrl(post.image), { as: 'image', fetchPriority: 'high' });
  }
  return (
    <div className="container section">
      {post && <JsonLd data={blogPosting(getSiteConfig(), post)} />}
      <Breadcrumb trail={[{ href: '/', label: 'Home' }, { label: 'Blog' }]} />
      <BlogArticle blogId={post?.id} />
    </div>
  );
}
