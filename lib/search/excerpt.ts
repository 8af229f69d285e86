/**
 * Search snippets that show the answer. Pagefind cuts a section's excerpt (30 words) where its
 * matched words weigh most, and a heading's words weigh most of all: for "CAT eligibility" the
 * key-facts box's excerpt stayed at its heading, "CAT at a glance", and stopped before the line
 * "Eligibility: … 50% …". The search (lib/search/pagefind.ts) cuts such an excerpt again here,
 * around the words the student asked that the page's title does not already name.
 */

/** A matched word: its place among the page's words and its weight there (Pagefind's weighted_locations). */
export type WordHit = { location: number; balanced_score: number };

/** A page's text as Pagefind splits it into words (its excerpts count words the same way). */
export const wordsOf = (text: string) => text.split(/[^\S\uFEFF]+/);

/** A place in a page that begins a section of its own (Pagefind's anchors). */
export type Anchor = { element: string; id?: string; text?: string; title?: string; location: number };

/**
 * Where a section ends: at the next place that begins one, as Pagefind splits a page (headings
 * with an id and text, and elements given a title); the page's end for the last section.
 */
export function sectionEnd(anchors: Anchor[], start: number, wordCount: number): number {
  const opens = (anchor: Anchor) => Boolean(anchor.title?.trim()) || (/h\d/i.test(anchor.element) && Boolean(anchor.text?.trim()));
  const next = anchors.filter((anchor) => opens(anchor) && anchor.location > start).map((anchor) => anchor.location);
  return Math.min(wordCount, ...next);
}

/**
 * An excerpt of `length` words from the section of `words` between `start` and `end` (exclusive),
 * placed where the hits `focus` accepts weigh most (on a tie, the middle of the tied places, as
 * Pagefind does), with every hit inside it marked as Pagefind marks them. Undefined when no hit in
 * the section is accepted: the caller keeps Pagefind's own excerpt.
 */
export function excerptAround({
  words,
  start,
  end,
  hits,
  focus,
  length,
}: {
  words: string[];
  start: number;
  end: number;
  hits: WordHit[];
  focus: (word: string) => boolean;
  length: number;
}): string | undefined {
  const inSection = hits.filter((hit) => hit.location >= start && hit.location < end);
  const focused = inSection.filter((hit) => focus(words[hit.location] ?? ''));
  if (focused.length === 0) return undefined;
  const span = Math.min(length, end - start);
  const weightFrom = (first: number) =>
    focused.filter((hit) => hit.location >= first && hit.location < first + span).reduce((sum, hit) => sum + hit.balanced_score, 0);
  let best = -1;
  let tied: number[] = [];
  for (let first = start; first + span <= end; first += 1) {
    const weight = weightFrom(first);
    if (weight > best) [best, tied] = [weight, [first]];
    else if (weight === best && tied[tied.length - 1] === first - 1) tied.push(first);
  }
  const first = tied[Math.floor(tied.length / 2)];
  const marked = new Set(inSection.map((hit) => hit.location));
  return words
    .slice(first, first + span)
    .map((word, index) => (marked.has(first + index) ? `<mark>${word}</mark>` : word))
    .join(' ')
    .trim();
}
