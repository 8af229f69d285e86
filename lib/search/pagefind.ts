/**
 * The site search, in the browser: Pagefind's own script and index (out/pagefind/, written after
 * the build by scripts/build/search-index.mjs), downloaded only when a visitor first searches.
 */

export type SearchHit = {
  /** The page, or its section that matches best (…#faq-who-is-eligible…): the result opens there. */
  url: string;
  title: string;
  /** The part of the site: "Law", "BBA/IPM", "Practice Tests", "Blog" … */
  section: string;
  /** The heading of the page section the excerpt comes from, when it is not the page's start. */
  heading?: string;
  /** Pagefind's excerpt: text with the matched words inside <mark>. Render with `excerptParts`. */
  excerpt: string;
};

type WeightedLocation = { weight: number; balanced_score: number; location: number };
type SubResult = { title: string; url: string; excerpt: string; anchor?: { id?: string }; weighted_locations?: WeightedLocation[] };
type PageData = { url: string; excerpt: string; meta: Record<string, string | undefined>; sub_results?: SubResult[] };
type PagefindResult = { id: string; score: number; data: () => Promise<PageData> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    // Longer excerpts, so the sentence with the answer shows whole; a page's length counts for less
    // than by default, so an exam's own long page is not outranked by a short page that names it.
    await pagefind.options({ excerptLength: 30, ranking: { pageLength: 0.5, termFrequency: 0.8 } });
    return pagefind;
  });
  // A failed download may be retried on the next search.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** How many of Pagefind's best pages are re-ranked (their data is loaded to read their titles). */
const RERANKED = 16;

/** The first `limit` pages that match, best first; [] for an empty query. Pagefind debounces nothing, so callers do. */
export async function searchSite(query: string, limit = 8): Promise<SearchHit[]> {
  if (!query.trim()) return [];
  const pagefind = await loadPagefind();
  const terms = queryTerms(query);
  const top = await bestResults(pagefind, terms.length ? terms : [query.trim()]);
  const pages = await Promise.all(top.map((result) => result.data()));
  return pages
    .map((page, index) => ({ page, rank: top[index].score * (1 + titleCoverage(page.meta.name ?? page.meta.title ?? '', terms)) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ page }) => toHit(page, terms));
}

/**
 * Pagefind finds pages that have every word. Students type questions ("how many questions in
 * AILET"), so the question words go (queryTerms), and when no page has all that remain, each word
 * is left out in turn and the searches that find something are merged, best score first.
 */
async function bestResults(pagefind: Pagefind, terms: string[]): Promise<PagefindResult[]> {
  const all = await pagefind.search(terms.join(' '));
  if (all?.results.length || terms.length < 2) return (all?.results ?? []).slice(0, RERANKED);
  const partial = await Promise.all(terms.map((_, skip) => pagefind.search(terms.filter((__, index) => index !== skip).join(' '))));
  const byPage = new Map<string, PagefindResult>();
  for (const found of partial) {
    for (const result of found?.results ?? []) if ((byPage.get(result.id)?.score ?? -1) < result.score) byPage.set(result.id, result);
  }
  return [...byPage.values()].sort((a, b) => b.score - a.score).slice(0, RERANKED);
}

/** The words of a query or a title that carry meaning: lower case, without short words. */
export const queryTerms = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9%₹]+/)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word));

const STOP_WORDS = new Set(
  'the and for what how many much who which when where are is with from does there can use get need any about into than this that'.split(
    ' ',
  ),
);

/** Words match on their first five letters: "fees" and "fee", "eligible" and "eligibility". */
const sameWord = (a: string, b: string) =>
  a.slice(0, 5) === b.slice(0, 5) || (a.length < 5 && b.startsWith(a)) || (b.length < 5 && a.startsWith(b));

/**
 * The share of a page's name (an exam's own page is named by the exam: "IPMAT"; other pages by
 * their title) that the query names: 1 for the page titled "IPMAT" when asked
 * "IPMAT eligibility", ½ for "IPMAT Rohtak". Pagefind ranks words in the text; a page whose own
 * name is what the student typed should come before pages that only mention it.
 */
export function titleCoverage(title: string, terms: string[]): number {
  const words = queryTerms(title);
  if (words.length === 0) return 0;
  return words.filter((word) => terms.some((term) => sameWord(word, term))).length / words.length;
}

const score = (sub: SubResult) => (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/** The words an excerpt highlights. */
const markedWords = (excerpt: string) => [...excerpt.matchAll(/<mark>([^<]*)<\/mark>/g)].flatMap((match) => queryTerms(match[1]));

/**
 * A page's result, pointing at the section under a heading where the words match best (Pagefind
 * splits an indexed page at headings that have an id), so a student lands on the answer rather
 * than the top of a long page. Words the page's title already names ("NLSIU" on NLSIU's page) say
 * nothing about which section answers, so the section that highlights most of the other words
 * ("fees") wins; then a question that asks the same, the key-facts box, and Pagefind's score.
 */
export function toHit(page: PageData, terms: string[] = []): SearchHit {
  const pageUrl = page.url.replace(/\.html$/, '');
  const titleWords = queryTerms(page.meta.title ?? '');
  const asked = terms.filter((term) => !titleWords.some((word) => sameWord(word, term)));
  const answered = (sub: SubResult) => {
    const marked = markedWords(sub.excerpt);
    return asked.filter((term) => marked.some((word) => sameWord(word, term))).length;
  };
  // On a tie, a frequently asked question about what the student asked (at least half of its own
  // words are asked: "Is there negative marking in NPAT?", not "How should I prepare for the
  // Logical Reasoning section?" for "sections"), then the page's key-facts box.
  const asksIt = (sub: SubResult) => {
    if (!sub.title.trim().endsWith('?') || asked.length === 0) return 0;
    const words = queryTerms(sub.title).filter((word) => !titleWords.some((other) => sameWord(word, other)));
    const covered = words.filter((word) => asked.some((term) => sameWord(word, term))).length;
    return words.length > 0 && covered * 2 >= words.length ? 1 : 0;
  };
  const curated = (sub: SubResult) => (sub.anchor?.id === 'key-facts' ? 1 : 0);
  const best = [...(page.sub_results ?? [])].sort(
    (a, b) => answered(b) - answered(a) || asksIt(b) - asksIt(a) || curated(b) - curated(a) || score(b) - score(a),
  )[0];
  const base = { title: page.meta.title ?? pageUrl, section: page.meta.section ?? 'Home' };
  if (!best || !best.anchor?.id || score(best) === 0) return { ...base, url: pageUrl, excerpt: page.excerpt };
  return { ...base, url: `${pageUrl}#${best.anchor.id}`, heading: best.title, excerpt: best.excerpt };
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
