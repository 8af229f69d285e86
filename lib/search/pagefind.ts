/**
 * The site search, in the browser: Pagefind's own script and index (out/pagefind/, written after
 * the build by scripts/build/search-index.mjs), downloaded only when a visitor first searches.
 */

export type SearchHit = {
  url: string;
  title: string;
  /** The part of the site: "Law", "BBA/IPM", "Practice Tests", "Blog" … */
  section: string;
  /** Pagefind's excerpt: text with the matched words inside <mark>. Render with `excerptParts`. */
  excerpt: string;
};

type PagefindResult = { data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 24 });
    return pagefind;
  });
  // A failed download may be retried on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The first `limit` pages that match, best first; [] for an empty query. Pagefind debounces nothing, so callers do. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  if (!query.trim()) return [];
  const pagefind = await loadPagefind();
  const found = await pagefind.search(query);
  if (!found) return [];
  const pages = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
  return pages.map((page) => ({
    url: page.url.replace(/\.html$/, ''),
    title: page.meta.title ?? page.url,
    section: page.meta.section ?? 'Home',
    excerpt: page.excerpt,
  }));
}

/**
 * Splits an excerpt into plain text and highlighted parts. Only <mark> is recognised; everything
 * else is text (entities decoded), so nothing from the index is ever inserted as HTML.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const decode = (text: string) =>
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&amp;/g, '&');
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      return { text: decode(marked ? part.slice(6, -7) : part), marked };
    });
}
