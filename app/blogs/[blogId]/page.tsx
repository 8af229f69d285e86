import { preload } from 'react-dom';
import styles from './page.module.css';
import { BlogArticle } from './_components/BlogArticle';
import { RelatedPosts } from './_components/RelatedPosts';
import { PracticeInvite } from '@/components/practice/PracticeInvite';
import { JsonLd } from '@/components/page/JsonLd';
import { Breadcrumb } from '@/components/page/Breadcrumb';
import { blogUrl, uploadUrl } from '@/lib/api';
import { BLOG_FALLBACK_ID } from '@/lib/blog/fallback';
import { blogPosts, relatedPosts } from '@/lib/content/blogs';
import { getSiteConfig } from '@/lib/content/site';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbFor } from '@/lib/siteMap';
import { blogPosting } from '@/lib/structuredData';
import { urls } from '@/lib/urls';

// One page per post in content/blogs/, plus the shared page (BLOG_FALLBACK_ID) that the host
// serves for any other /blogs/{id}: it reads the id from the address, so posts the API publishes
// after the build still open.
export const dynamicParams = false;

export const generateStaticParams = () => [...blogPosts.all().map((post) => ({ blogId: post.id })), { blogId: BLOG_FALLBACK_ID }];

/** The post, or undefined on the shared page, which learns its post from the address at run time. */
const find = async ({ params }: PageProps<'/blogs/[blogId]'>) => blogPosts.get((await params).blogId);

export async function generateMetadata(props: PageProps<'/blogs/[blogId]'>) {
  const post = await find(props);
  if (!post) {
    return pageMetadata({
      title: 'Blog',
      description: 'Articles on CAT, law and IPM entrance preparation from the Gurus.',
      path: urls.blogs,
      noindex: true,
    });
  }
  return pageMetadata({ title: post.title, description: post.description, path: post.href, type: 'article' });
}

export default async function BlogPage(props: PageProps<'/blogs/[blogId]'>) {
  const post = await find(props);
  // The article comes from the API after hydration; starting its request with the HTML, rather
  // than after the scripts run, is most of the time to the largest paint on a slow phone.
  if (post) {
    preload(blogUrl(post.id), { as: 'fetch', crossOrigin: 'anonymous' });
    if (post.image) preload(uploadUrl(post.image), { as: 'image', fetchPriority: 'high' });
  }
  return (
    <div className="container section">
      {post && <JsonLd data={blogPosting(getSiteConfig(), post)} />}
      <Breadcrumb trail={post ? breadcrumbFor(post.href) : [{ href: urls.home, label: 'Home' }, { label: 'Blog' }]} />
      <BlogArticle blogId={post?.id} />
      {/* After the article: the exam's free test, then more to read (newest posts on the shared page). */}
      <div className={styles.after}>
        {post?.exam && <PracticeInvite examId={post.exam} />}
        <RelatedPosts heading={post ? 'Related posts' : 'More from the blog'} posts={relatedPosts(post)} />
      </div>
    </div>
  );
}
