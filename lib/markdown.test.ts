import { renderToStaticMarkup } from 'react-dom/server';
import { extractHeadings, markdownToPlainText, renderMarkdown } from './markdown';

describe('markdown', () => {
  it('renders headings with ids, lists and tables', () => {
    const html = renderToStaticMarkup(renderMarkdown('## Why an MBA?\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |'));
    expect(html).toContain('<h2 id="why-an-mba">Why an MBA?</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table>/);
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
