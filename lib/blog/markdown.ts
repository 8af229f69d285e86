/**
 * The blog's Markdown, read in the browser: a post's `content` from GET {api}/api/blogs/{id}, which
 * may come from an API other than ours. The spec splits content into paragraphs at line breaks,
 * so every line is a block of its own (a paragraph unless it starts like a heading, a list item or
 * a quote); Markdown's soft line breaks do not exist here. The result is plain data that the page
 * turns into React elements: there is no HTML in or out, so markup in a post is shown as text, and
 * a link goes only to http(s), mailto or this site. A general Markdown library would join lines
 * into paragraphs (against the spec) and weigh more than this whole module.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; id: string; text: string }
  | { kind: 'paragraph' | 'quote'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

export type BlogDocument = {
  blocks: Block[];
  /** Headings for "On this page" (levels 2 and 3). */
  headings: { id: string; text: string; depth: 2 | 3 }[];
  words: number;
};

const HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const BULLET = /^[-*+]\s+(.+)$/;
const NUMBERED = /^\d{1,3}[.)]\s+(.+)$/;
const QUOTE = /^>\s?(.*)$/;

/** A link target the page may follow; anything else (javascript:, data: …) stays text. */
export function safeHref(href: string): { href: string; external: boolean } | null {
  const trimmed = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(trimmed)) return { href: trimmed, external: true };
  if (/^mailto:[^\s]+$/i.test(trimmed)) return { href: trimmed, external: true };
  if (/^\/(?!\/)[^\s]*$/.test(trimmed) || /^#[\w-]+$/.test(trimmed)) return { href: trimmed, external: false };
  return null;
}

// Links first, then code, bold and italics; each match is plain text inside (no nesting).
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|\*\*([^*]+)\*\*|__([^_]+)__|\*([^*\s][^*]*)\*|_([^_\s][^_]*)_/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) out.push({ kind: 'text', text: text.slice(last, start) });
    const [whole, linkText, href, code, strong1, strong2, em1, em2] = match;
    if (linkText !== undefined) {
      const safe = safeHref(href);
      out.push(safe ? { kind: 'link', text: linkText, ...safe } : { kind: 'text', text: whole });
    } else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (strong1 ?? strong2) out.push({ kind: 'strong', text: strong1 ?? strong2 });
    else out.push({ kind: 'em', text: em1 ?? em2 });
    last = start + whole.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  // Adjacent text runs merge, so a rejected link reads as one piece of text.
  return out.reduce<Inline[]>((merged, piece) => {
    const previous = merged.at(-1);
    if (piece.kind === 'text' && previous?.kind === 'text') previous.text += piece.text;
    else merged.push(piece.kind === 'text' ? { ...piece } : piece);
    return merged;
  }, []);
}

const plain = (inlines: Inline[]) => inlines.map((piece) => piece.text).join('');

// What github-slugger drops from a heading's anchor: all but letters, marks, digits, connectors
// ('_'), '-' and spaces. The same anchors (for every character in its Unicode tables) without
// those tables, which would be most of this page's own script.
const DROPPED = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc} -]/gu;

/** GitHub's heading anchors: lower case, spaces to hyphens, a repeat numbered (intro, intro-1 …). */
function headingSlugger() {
  const seen = new Map<string, number>();
  return (text: string) => {
    const base = text.toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
    let slug = base;
    while (seen.has(slug)) {
      const count = seen.get(base)! + 1;
      seen.set(base, count);
      slug = `${base}-${count}`;
    }
    seen.set(slug, 0);
    return slug;
  };
}

export function parseBlogContent(content: string): BlogDocument {
  const slug = headingSlugger();
  const blocks: Block[] = [];
  let words = 0;
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    words += line.split(/\s+/).length;
    const heading = line.match(HEADING);
    if (heading) {
      // The post's title is the page's h1, so a Markdown "#" is a section heading too.
      const level = Math.min(Math.max(heading[1].length, 2), 4) as 2 | 3 | 4;
      const text = plain(parseInline(heading[2]));
      blocks.push({ kind: 'heading', level, id: slug(text), text });
      continue;
    }
    const bullet = line.match(BULLET);
    const numbered = bullet ? null : line.match(NUMBERED);
    if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = parseInline((bullet ?? numbered)![1]);
      const previous = blocks.at(-1);
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      continue;
    }
    const quote = line.match(QUOTE);
    if (quote) {
      if (quote[1]) blocks.push({ kind: 'quote', inlines: parseInline(quote[1]) });
      continue;
    }
    blocks.push({ kind: 'paragraph', inlines: parseInline(line) });
  }
  const headings = blocks.flatMap((block) =>
    block.kind === 'heading' && block.level <= 3 ? [{ id: block.id, text: block.text, depth: block.level as 2 | 3 }] : [],
  );
  return { blocks, headings, words };
}

/** Minutes to read at 200 words a minute (a common estimate for study reading), at least 1. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200));
