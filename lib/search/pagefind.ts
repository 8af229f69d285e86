/**
 * The site search, in the browser: Pagefind's own script and index (out/pagefind/, written after
 * the build by scripts/build/search-index.mjs), downloaded only when a visitor first searches.
 */

import { type Anchor, excerptAround, sectionEnd, wordsOf } from './excerpt';

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
type SubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { id?: string; location?: number };
  weighted_locations?: WeightedLocation[];
};
type PageData = {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: SubResult[];
  /** The page's indexed text (with < and > escaped) and where its sections begin: for excerptAround. */
  raw_content?: string;
  anchors?: Anchor[];
};
type PagefindResult = { id: string; score: number; data: () => Promise<PageData> };
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

/** Words in an excerpt: Pagefind's default, which the search keeps (lib/search/excerpt.ts cuts the same length). */
const EXCERPT_LENGTH = 30;

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  loading ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url) as Promise<Pagefind>).then(async (pagefind) => {
    // Longer excerpts, so the sentence with the answer shows whole; a page's length counts for less
    // than by default, so an exam's own long page is not outranked by a short page that names it.
    await pagefind.options({ excerptLength: EXCERPT_LENGTH, ranking: { pageLength: 0.5, termFrequency: 0.8 } });
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

/**
 * Words match on their first five letters ("eligible" and "eligibility"); a shorter word matches
 * itself with an ending of at most two letters ("fee" and "fees"), so "CAT" is not "categories".
 */
export const sameWord = (a: string, b: string) => {
  const endsShort = (short: string, long: string) => short.length < 5 && long.startsWith(short) && long.length - short.length <= 2;
  return a.slice(0, 5) === b.slice(0, 5) || endsShort(a, b) || endsShort(b, a);
};

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
 * The section's excerpt, cut again around the asked words (`asked`: those the page's title does not
 * name) where Pagefind's excerpt misses one that the section has: Pagefind places it where the
 * heading's words weigh most, "CAT at a glance" for "CAT eligibility", before the line that answers.
 */
function focusedOnAsked(page: PageData, words: string[] | undefined, sub: SubResult, asked: string[]): SubResult {
  if (!words) return sub;
  const isAsked = (word: string) => queryTerms(word).some((part) => asked.some((term) => sameWord(part, term)));
  const marked = markedWords(sub.excerpt);
  const missing = asked.filter((term) => !marked.some((word) => sameWord(word, term)));
  const hits = sub.weighted_locations ?? [];
  if (!hits.some((hit) => queryTerms(words[hit.location] ?? '').some((part) => missing.some((term) => sameWord(part, term))))) return sub;
  const start = sub.anchor?.location ?? 0;
  const end = sectionEnd(page.anchors ?? [], start, words.length);
  const excerpt = excerptAround({ words, start, end, hits, focus: isAsked, length: EXCERPT_LENGTH });
  return excerpt === undefined ? sub : { ...sub, excerpt };
}

/**
 * A page's result, pointing at the section under a heading where the words match best (Pagefind
 * splits an indexed page at headings that have an id), so a student lands on the answer rather
 * than the top of a long page. Words the page's title already names ("NLSIU" on NLSIU's page) say
 * nothing about which section answers, so the section that highlights most of the other words
 * ("fees") wins; then a question that asks the same, the key-facts box, and Pagefind's score.
 * Each section's excerpt first shows the asked words it has (focusedOnAsked).
 */
export function toHit(page: PageData, terms: string[] = []): SearchHit {
  const pageUrl = page.url.replace(/\.html$/, '');
  const titleWords = queryTerms(page.meta.title ?? '');
  const asked = terms.filter((term) => !titleWords.some((word) => sameWord(word, term)));
  const answered = (excerpt: string) => {
    const marked = markedWords(excerpt);
    return asked.filter((term) => marked.some((word) => sameWord(word, term))).length;
  };
  // On a tie, a section where Pagefind's own excerpt already shows the asked words (whose heading
  // or opening lines say them: "The exam pattern", a question's answer) before one that mentions
  // them further down (focusedOnAsked); then a frequently asked question about what the student asked (at least half of its own
  // words are asked: "Is there negative marking in NPAT?", not "How should I prepare for the
  // Logical Reasoning section?" for "sections"), then the page's key-facts box.
  const asksIt = (sub: SubResult) => {
    if (!sub.title.trim().endsWith('?') || asked.length === 0) return 0;
    const words = queryTerms(sub.title).filter((word) => !titleWords.some((other) => sameWord(word, other)));
    const covered = words.filter((word) => asked.some((term) => sameWord(word, term))).length;
    return words.length > 0 && covered * 2 >= words.length ? 1 : 0;
  };
  const curated = (sub: SubResult) => (sub.anchor?.id === 'key-facts' ? 1 : 0);
  // The page's words, as Pagefind counts them (none for text it splits otherwise, such as Chinese).
  const text = page.raw_content;
  const words = asked.length > 0 && text !== undefined && !text.includes('\u200B') ? wordsOf(text) : undefined;
  const ranked = (page.sub_results ?? []).map((sub) => {
    const focused = focusedOnAsked(page, words, sub, asked);
    return { sub: focused, answers: answered(focused.excerpt), answersAtOnce: answered(sub.excerpt) };
  });
  const best = ranked.sort(
    (a, b) =>
      b.answers - a.answers ||
      b.answersAtOnce - a.answersAtOnce ||
      asksIt(b.sub) - asksIt(a.sub) ||
      curated(b.sub) - curated(a.sub) ||
      score(b.sub) - score(a.sub),
  )[0]?.sub;
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
