import GithubSlugger from 'github-slugger';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactElement } from 'react';
import rehypeSlug from 'rehype-slug';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import stripMarkdown from 'strip-markdown';
import { unified } from 'unified';

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/**
 * Wraps each table in a focusable, labelled box that scrolls sideways on narrow screens, so
 * keyboard users can scroll it too (WCAG 2.1.1).
 */
function rehypeScrollableTables() {
  const wrap = (node: HastNode) => {
    node.children = node.children?.map((child) => {
      if (child.type === 'element' && child.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
          children: [child],
        };
      }
      wrap(child);
      return child;
    });
  };
  return (tree: HastNode) => wrap(tree);
}

const toHast = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug).use(rehypeScrollableTables);

/**
 * Turns editor-written Markdown into React elements at build time. Raw HTML in the Markdown
 * is dropped (remark-rehype ignores it by default), so content can never inject markup.
 */
export function renderMarkdown(markdown: string): ReactElement {
  const hast = toHast.runSync(toHast.parse(markdown));
  return toJsxRuntime(hast, { Fragment, jsx, jsxs }) as ReactElement;
}

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/** Level-2 and level-3 headings with the same ids rehype-slug gives them, for a table of contents. */
export function extractHeadings(markdown: string): TocEntry[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as Root;
  const slugger = new GithubSlugger();
  const entries: TocEntry[] = [];
  for (const node of tree.children) {
    if (node.type !== 'heading') continue;
    const heading = node as Heading;
    const text = toString(heading);
    const id = slugger.slug(text);
    if (heading.depth === 2 || heading.depth === 3) entries.push({ id, text, depth: heading.depth });
  }
  return entries;
}

/** Markdown → plain text with one paragraph per line, as the blog API's `content` field carries it. */
export function markdownToPlainText(markdown: string): string {
  const text = String(remark().use(stripMarkdown).processSync(markdown));
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
