import GithubSlugger from 'github-slugger';
import { parseBlogContent, parseInline, readingMinutes, safeHref } from './markdown';

describe("the blog's Markdown", () => {
  it('makes a block of every line, as the spec splits content at line breaks', () => {
    const { blocks } = parseBlogContent('First paragraph\nSecond paragraph\n\n## A heading\n- one\n- two\n1. first\n> quoted');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'heading', 'list', 'list', 'quote']);
    expect(blocks[3]).toMatchObject({
      kind: 'list',
      ordered: false,
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two' }]],
    });
    expect(blocks[4]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('gives headings unique anchors and lists levels 2 and 3 for the contents; "#" is a section heading below the title', () => {
    const { blocks, headings } = parseBlogContent('# Intro\n## Eligibility\n### Eligibility\n#### Small print');
    expect(blocks).toMatchObject([
      { kind: 'heading', level: 2, id: 'intro' },
      { kind: 'heading', level: 2, id: 'eligibility' },
      { kind: 'heading', level: 3, id: 'eligibility-1' },
      { kind: 'heading', level: 4, id: 'small-print' },
    ]);
    expect(headings.map((heading) => heading.id)).toEqual(['intro', 'eligibility', 'eligibility-1']);
  });

  it("gives the anchors github-slugger (GitHub's, and the rest of the site's) would", () => {
    const titles = [
      'CAT 2026: Pattern, Syllabus & Cut-offs!',
      'Why IPMAT? (And why now…)',
      'Café — naïve “quotes” ‘too’',
      'snake_case and kebab-case',
      'Section 1',
      'Section',
      'Section',
      '  Spaces   inside  ',
      '½ marks, x² and ₹1,500',
      'परीक्षा का पैटर्न',
      'Emoji 🚀 and symbols © ™ → ✓',
    ];
    const github = new GithubSlugger();
    const ids = parseBlogContent(titles.map((title) => `## ${title}`).join('\n')).headings.map((heading) => heading.id);
    expect(ids).toEqual(titles.map((title) => github.slug(title.trim())));
  });

  it('reads bold, italics, code and links, and keeps any markup as text', () => {
    expect(parseInline('**Bold** and *italic*, `code`, [CLAT](/courses/LAW/exams/clat) <b>x</b>')).toEqual([
      { kind: 'strong', text: 'Bold' },
      { kind: 'text', text: ' and ' },
      { kind: 'em', text: 'italic' },
      { kind: 'text', text: ', ' },
      { kind: 'code', text: 'code' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'CLAT', href: '/courses/LAW/exams/clat', external: false },
      { kind: 'text', text: ' <b>x</b>' },
    ]);
  });

  it('follows only links to http(s), mailto and this site', () => {
    expect(safeHref('https://consortiumofnlus.ac.in')).toEqual({ href: 'https://consortiumofnlus.ac.in', external: true });
    expect(safeHref('/practice')).toEqual({ href: '/practice', external: false });
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[click](javascript:alert(1))' }]);
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(30)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(parseBlogContent('one two three\n## four five').words).toBe(6);
  });
});
