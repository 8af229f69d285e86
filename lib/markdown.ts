import GithubSlugger from 'github-slugger';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { ReactElement } from 'react';
import rehypeKatex from 'rehype-katex';
import rehypeSlug from 'rehype-slug';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import stripMarkdown from 'strip-markdown';
import { unified } from 'unified';
import { VFile } from 'vfile';

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/**
 * The line shown above a table that is wider than its box (CSS shows it only then: globals.css,
 * .markdown-table). The arrow is decoration; the search index leaves the line out.
 */
const SCROLL_CUE: HastNode = {
  type: 'element',
  tagName: 'p',
  properties: { className: ['table-cue'], dataPagefindIgnore: '' },
  children: [
    { type: 'text', value: 'Scroll the table sideways ' } as HastNode,
    { type: 'element', tagName: 'span', properties: { ariaHidden: 'true' }, children: [{ type: 'text', value: '→' } as HastNode] },
  ],
};

/**
 * Wraps each table in a focusable, labelled box that scrolls sideways on narrow screens, so
 * keyboard users can scroll it too (WCAG 2.1.1). In the box, above the table, a cue that CSS shows
 * only while the table is wider than the box; the table's first column stays in view as it scrolls.
 */
function rehypeScrollableTables() {
  const wrap = (node: HastNode) => {
    node.children = node.children?.map((child) => {
      if (child.type === 'element' && child.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll', 'markdown-table'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
          children: [structuredClone(SCROLL_CUE), child],
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

/** Drops KaTeX's TeX-source annotation: browsers never show it and it doubles each formula's bytes. */
function rehypeDropMathAnnotations() {
  const prune = (node: HastNode) => {
    node.children = node.children
      ?.filter((child) => !(child.type === 'element' && child.tagName === 'annotation'))
      .map((child) => {
        prune(child);
        return child;
      });
  };
  return (tree: HastNode) => prune(tree);
}

const hasClass = (node: HastNode, name: string) =>
  node.type === 'element' && Array.isArray(node.properties?.className) && (node.properties.className as string[]).includes(name);

/** Keyboard users scroll a box with the arrow keys once it has focus; axe asks the same (scrollable-region-focusable). */
const SCROLL_BOX = { tabIndex: 0, role: 'region', ariaLabel: 'Formula' };

/**
 * A formula on a line of its own (a paragraph of one formula, or one written alone on its line
 * inside a paragraph, with at most a closing full stop) is set as a display line that scrolls
 * sideways by itself. Browsers cannot break MathML across lines, so a long line of working such as
 * `α³ + β³ = (α + β)³ − 3αβ(α + β) = … = 80` would otherwise make the whole page wider than a phone.
 * So is a formula too long to fit beside text on a 320 px phone (more than LONG_FORMULA symbols,
 * about 210 px of the review's narrowest column), wherever it is written. The box is a span
 * (display: block in CSS), as it sits inside a paragraph. Shorter formulas within a sentence stay
 * inline: the sentence wraps around them.
 */
const LONG_FORMULA = 24;
const textLength = (node: HastNode): number =>
  node.type === 'text'
    ? String((node as { value?: string }).value).length
    : (node.children ?? []).reduce((sum, child) => sum + textLength(child), 0);

function rehypeDisplayMath() {
  type Text = HastNode & { value: string };
  const isText = (node: HastNode | undefined): node is Text => node?.type === 'text';
  const visit = (node: HastNode) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      if (!hasClass(child, 'katex')) return visit(child);
      const before = children[index - 1];
      const after = children[index + 1];
      const startsLine = !before || (isText(before) && /\n\s*$/.test(before.value));
      const endsLine = !after || (isText(after) && /^[.,;:]?[ \t]*(\n|$)/.test(after.value));
      if (!(startsLine && endsLine) && textLength(child) <= LONG_FORMULA) return;
      // A full stop or comma after it stays with its formula rather than starting the next line.
      const stop = isText(after) ? after.value.match(/^[.,;:]?/)![0] : '';
      if (isText(after)) after.value = after.value.slice(stop.length);
      children[index] = {
        type: 'element',
        tagName: 'span',
        properties: { className: ['math-display'], ...SCROLL_BOX },
        children: stop ? [child, { type: 'text', value: stop } as HastNode] : [child],
      };
    });
  };
  return (tree: HastNode) => visit(tree);
}

const toHastWithMath = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(remarkRehype)
  // MathML only: the browser lays the maths out itself, so pages need no KaTeX script, CSS or fonts,
  // and screen readers read the formulas as maths.
  .use(rehypeKatex, { output: 'mathml', strict: 'ignore' })
  .use(rehypeDropMathAnnotations)
  .use(rehypeScrollableTables);

/**
 * Markdown with maths between $…$ (practice questions) → a HTML tree at build time. `inline`
 * unwraps a lone paragraph, for text that sits inside a label or a button (an answer option).
 */
function markdownWithMathTree(markdown: string, inline: boolean): HastNode {
  const file = new VFile(markdown);
  const hast = toHastWithMath.runSync(toHastWithMath.parse(file), file) as HastNode;
  // rehype-katex reports a formula it cannot read instead of throwing; a page must not ship one.
  const problem = file.messages[0];
  if (problem) throw new Error(`Cannot render maths in "${markdown.slice(0, 80)}": ${problem.reason}`);
  // An answer option sits inside its label: a lone formula there stays inline (and unfocusable).
  if (!inline) rehypeDisplayMath()(hast);
  const blocks = hast.children?.filter((child) => !(child.type === 'text' && !String((child as { value?: string }).value).trim()));
  const unwrap = inline && blocks?.length === 1 && blocks[0].tagName === 'p';
  return unwrap ? { type: 'root', children: blocks[0].children } : hast;
}

/** The tree above as React elements, for pages rendered at build. */
export function renderMarkdownWithMath(markdown: string, { inline = false } = {}): ReactElement {
  const tree = markdownWithMathTree(markdown, inline);
  return toJsxRuntime(tree as Parameters<typeof toJsxRuntime>[0], { Fragment, jsx, jsxs }) as ReactElement;
}

/**
 * The same as HTML text, for questions the browser fetches as data (the notebook and drills,
 * lib/practice/build/bank.ts). Made from the content's Markdown only, with raw HTML dropped as above.
 */
export function renderMarkdownWithMathToHtml(markdown: string, { inline = false } = {}): string {
  return toHtml(markdownWithMathTree(markdown, inline) as Parameters<typeof toHtml>[0]);
}
