'use client';

import { useEffect, useMemo, useState } from 'react';
import { blogUrl, fetchJson, uploadUrl } from '@/lib/api';
import { formatLongDate } from '@/lib/format';
import { blogIdFromPath, isBlogApiResponse, type BlogApiResponse } from '@/lib/blog/api';
import { parseBlogContent, readingMinutes } from '@/lib/blog/markdown';
import { StaticImage } from '@/components/ui/StaticImage';
import { TableOfContents } from '@/components/page/TableOfContents';
import { BlogBody } from './BlogBody';
import styles from './BlogArticle.module.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; blog: BlogApiResponse };

/**
 * Loads a post from GET {api}/api/blogs/{blogId} and shows it. Everything from the server is
 * rendered as text. Pages pre-rendered for known posts pass their id; the shared page that
 * serves any other /blogs/{id} reads the id from the address.
 */
export function BlogArticle({ blogId }: { blogId?: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const parsed = useMemo(() => (state.status === 'loaded' ? parseBlogContent(state.blog.content) : null), [state]);

  useEffect(() => {
    const id = blogId ?? blogIdFromPath(window.location.pathname);
    const controller = new AbortController();
    const fail = () => {
      if (!controller.signal.aborted) setState({ status: 'failed' });
    };
    if (!id) {
      fail();
      return;
    }
    fetchJson(blogUrl(id), isBlogApiResponse, { signal: controller.signal })
      .then((blog) => setState({ status: 'loaded', blog }))
      .catch(fail);
    return () => controller.abort();
  }, [blogId]);

  if (state.status === 'loading') {
    return (
      <div className={styles.status}>
        <h1 className="visually-hidden">Blog</h1>
        <p role="status">Loading the blog…</p>
      </div>
    );
  }

  if (state.status === 'failed') {
    return (
      <div className={styles.status}>
        <h1 className="visually-hidden">Blog</h1>
        <p role="alert" className={styles.error}>
          Failed to fetch the blog. Please try again later.
        </p>
      </div>
    );
  }

  const { blog } = state;
  const { blocks, headings, words } = parsed!;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{blog.title}</h1>
      <p className={styles.description}>{blog.description}</p>
      <p className={styles.meta}>
        Published on <time dateTime={blog.createdAt}>{formatLongDate(blog.createdAt)}</time>
      </p>
      <p className={styles.readingTime}>{readingMinutes(words)} min read</p>
      {blog.image ? (
        <div className={styles.figure}>
          <StaticImage src={uploadUrl(blog.image)} alt={`Illustration: ${blog.title}`} width={1200} height={675} className={styles.image} />
        </div>
      ) : null}
      {/* A contents list once a post has enough sections to need one. */}
      {headings.length >= 3 && <TableOfContents entries={headings} />}
      <BlogBody blocks={blocks} />
    </article>
  );
}
