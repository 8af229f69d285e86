import { renderToStaticMarkup } from 'react-dom/server';
import { extractHeadings, markdownToPlainText, renderMarkdown, renderMarkdownWithMath, renderMarkdownWithMathToHtml } from './markdown';

describe('markdown', () => {
  it('renders headings with ids, lists and tables', () => {
    const html = renderToStaticMarkup(renderMarkdown('## Why an MBA?\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |'));
    expect(html).toContain('<h2 id="why-an-mba">Why an MBA?</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toMatch(
      /<div class="table-scroll markdown-table" tabindex="0" role="region" aria-label="Table"><p class="table-cue"[^>]*>.*<\/p><table>/,
    );
  });

  it('puts a cue to scroll sideways above each table, in its box and left out of the search index', () => {
    const table = '| Route | Fare |\n|---|---:|\n| Bidar | 2,400 |';
    for (const html of [
      renderToStaticMarkup(renderMarkdown(table)),
      renderToStaticMarkup(renderMarkdownWithMath(table)),
      renderMarkdownWithMathToHtml(`${table}\n\n${table}`),
    ]) {
      expect(html).toContain(
        '<p class="table-cue" data-pagefind-ignore="">Scroll the table sideways <span aria-hidden="true">→</span></p><table>',
      );
    }
  });

  it('drops raw HTML written into the Markdown', () => {
    const html = renderToStaticMarkup(renderMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>'));
    expect(html).not.toMatch(/<script|<img|onerror/);
  });

  it('lists level-2 and level-3 headings with the ids the rendered page uses', () => {
    const markdown = '# Title\n\n## Types of MBA\n\n### Full-time\n\n## Types of MBA\n\n#### Too deep';
    expect(extractHeadings(markdown)).toEqual([
      { id: 'types-of-mba', text: 'Types of MBA', depth: 2 },
      { id: 'full-time', text: 'Full-time', depth: 3 },
      { id: 'types-of-mba-1', text: 'Types of MBA', depth: 2 },
    ]);
    const html = renderToStaticMarkup(renderMarkdown(markdown));
    expect(html).toContain('id="types-of-mba-1"');
  });

  it('turns Markdown into plain text, one paragraph per line', () => {
    expect(markdownToPlainText('**Plan** your\nweek.\n\nThen _practise_.')).toBe('Plan your week.\nThen practise.');
  });
});

describe('maths on a phone', () => {
  const html = (markdown: string, options?: { inline?: boolean }) => renderToStaticMarkup(renderMarkdownWithMath(markdown, options));

  it('puts a formula standing alone in its own focusable, named box that scrolls sideways', () => {
    const out = html('So\n\n$\\alpha^3 + \\beta^3 = (\\alpha + \\beta)^3 - 3\\alpha\\beta(\\alpha + \\beta) = 80$.\n\nand');
    expect(out).toMatch(
      /<p><span class="math-display" tabindex="0" role="region" aria-label="Formula"><span class="katex"><math.*<\/math><\/span>\.<\/span><\/p>/,
    );
    // Written alone on its line inside a paragraph: a display line too, the text around it unchanged.
    const within = html('Expand the determinant:\n$1(5x - 4) - 2(0 - 8) + 3(0 - 2x) = 12 - x$\nso $x = 2$.');
    expect(within.match(/math-display/g)).toHaveLength(1);
    expect(within).toMatch(/^<p>Expand the determinant:\n<span class="math-display"/);
  });

  it('sets a formula too long for a phone as a display line even inside a sentence', () => {
    const out = html('Area $= \\frac{1}{2}\\left|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)\\right|$, by the formula.');
    expect(out).toMatch(/^<p>Area <span class="math-display"[^>]*><span class="katex">.*<\/span>,<\/span> by the formula\.<\/p>$/);
  });

  it('leaves a short formula inside a sentence inline, and an answer option without a box', () => {
    expect(html('Since $a + b = 5$, the sum is 5.')).not.toContain('math-display');
    expect(html('$\\frac{3}{4}$', { inline: true })).not.toContain('math-display');
  });
});
