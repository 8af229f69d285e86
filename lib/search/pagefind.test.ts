import { excerptParts, queryTerms, titleCoverage, toHit } from './pagefind';

describe('search excerpts', () => {
  it('splits highlighted words from the text around them', () => {
    expect(excerptParts('There is <mark>no</mark> <mark>negative</mark> marking')).toEqual([
      { text: 'There is ', marked: false },
      { text: 'no', marked: true },
      { text: ' ', marked: false },
      { text: 'negative', marked: true },
      { text: ' marking', marked: false },
    ]);
  });

  it('keeps any other markup as text and decodes entities once', () => {
    expect(excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)> A &amp;amp; B')).toEqual([
      { text: '<script>alert(1)</script>  A &amp; B', marked: false },
    ]);
  });
});

describe('search ranking and sections', () => {
  const sub = (title: string, id: string | undefined, excerpt: string, score = 1) => ({
    title,
    url: `/p#${id}`,
    excerpt,
    anchor: id ? { id } : undefined,
    weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
  });
  const page = (title: string, subs: ReturnType<typeof sub>[], name?: string) => ({
    url: '/p.html',
    excerpt: 'page excerpt',
    meta: { title, section: 'Law', name },
    sub_results: subs,
  });

  it('drops question words and short words from a query', () => {
    expect(queryTerms('How many questions in AILET?')).toEqual(['questions', 'ailet']);
  });

  it('ranks a page named by the whole query above pages that only mention it', () => {
    const terms = queryTerms('IPMAT eligibility');
    expect(titleCoverage('IPMAT', terms)).toBe(1);
    expect(titleCoverage('IPMAT Rohtak', terms)).toBe(0.5);
    expect(titleCoverage('Free practice tests', terms)).toBe(0);
  });

  it('opens at the section that answers the words the title does not already name', () => {
    const hit = toHit(
      page('National Law School of India University (NLSIU), Bengaluru', [
        sub('NLSIU', undefined, '<mark>NLSIU</mark> was founded in 1987', 9),
        sub('Fee structure', 'fee-structure-heading', 'The total <mark>fee</mark> is about ₹22 lakh', 2),
      ]),
      queryTerms('NLSIU fees'),
    );
    expect(hit).toMatchObject({ url: '/p#fee-structure-heading', heading: 'Fee structure' });
  });

  it('prefers a question that asks what the student asked, then the key facts, on a tie', () => {
    const terms = queryTerms('NPAT negative marking');
    const faq = sub('Is there negative marking in NPAT?', 'faq-neg', 'Is there <mark>negative</mark> <mark>marking</mark>? No.', 1);
    const facts = sub('NPAT at a glance', 'key-facts', '<mark>Marking</mark> +1, no <mark>negative</mark> marking', 5);
    expect(toHit(page('NPAT', [facts, faq], 'NPAT'), terms).url).toBe('/p#faq-neg');
    // A question about something else that happens to share a word does not win over the facts.
    const other = sub('How should I prepare for the Logical Reasoning section?', 'faq-lr', 'Logical Reasoning <mark>section</mark>', 5);
    const sections = sub('IPMAT Rohtak at a glance', 'key-facts', '<mark>Sections</mark> Quantitative Aptitude 40', 1);
    expect(toHit(page('IPMAT Rohtak', [other, sections]), queryTerms('IPMAT Rohtak sections')).url).toBe('/p#key-facts');
  });

  it('keeps the page address when no section has an anchor', () => {
    expect(toHit(page('Blog', [sub('Blog', undefined, 'x')]), ['blog']).url).toBe('/p');
  });
});
