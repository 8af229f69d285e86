import { excerptParts, queryTerms, sameWord, titleCoverage, toHit } from './pagefind';

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

  it('shows in the snippet the asked word that Pagefind cut off, and so opens at the section that has it', () => {
    // Pagefind's excerpts stop at the heading "CAT at a glance" (its words weigh most) and at a
    // question's first lines; the asked words come later in both sections.
    const words = [
      'What',
      'is',
      'CAT?',
      'CAT',
      'at',
      'a',
      'glance.',
      'Questions:',
      '68.',
      'Eligibility:',
      'A',
      "bachelor's",
      'degree',
      'with',
      '50%.',
      'Is',
      'CAT',
      'hard?',
      'CAT',
      'is',
      'hard.',
      'Check',
      'eligibility',
      'first.',
    ];
    const at = (word: string, from = 0) => words.indexOf(word, from);
    const hits = (...locations: number[]) =>
      locations.map((location) => ({ weight: 1, balanced_score: location === at('CAT') ? 50 : 1, location }));
    const facts = {
      ...sub('CAT at a glance', 'key-facts', '<mark>CAT</mark> at a glance. Questions: 68.'),
      anchor: { id: 'key-facts', location: at('CAT') },
    };
    facts.weighted_locations = hits(at('CAT'), at('Eligibility:'));
    const faq = {
      ...sub('Is CAT hard?', 'faq-hard', 'Is <mark>CAT</mark> hard? <mark>CAT</mark> is hard.'),
      anchor: { id: 'faq-hard', location: at('Is') },
    };
    faq.weighted_locations = hits(at('CAT', at('Is')), at('CAT', at('hard?')), at('eligibility'));
    const data = {
      ...page('What is CAT?', [faq, facts]),
      raw_content: words.join(' '),
      anchors: [
        { element: 'h2', id: 'key-facts', text: 'CAT at a glance', location: at('CAT') },
        { element: 'h3', id: 'faq-hard', text: 'Is CAT hard?', location: at('Is') },
      ],
    };
    const hit = toHit(data, queryTerms('CAT eligibility'));
    expect(hit.url).toBe('/p#key-facts');
    expect(hit.excerpt).toBe("<mark>CAT</mark> at a glance. Questions: 68. <mark>Eligibility:</mark> A bachelor's degree with 50%.");
    // Asked only what the title names, the sections keep Pagefind's excerpts.
    expect(toHit(data, queryTerms('CAT')).excerpt).toBe(facts.excerpt);
  });

  it('on a tie, prefers the section whose own excerpt already shows the asked word to one cut again for it', () => {
    const words = ['AILET', 'at', 'a', 'glance.', 'Usually', 'held', 'in:', 'December.', 'When', 'is', 'AILET', 'held?', 'In', 'December.'];
    const facts = {
      ...sub('AILET at a glance', 'key-facts', '<mark>AILET</mark> at a glance.', 9),
      anchor: { id: 'key-facts', location: 0 },
    };
    facts.weighted_locations = [
      { weight: 1, balanced_score: 9, location: 0 },
      { weight: 1, balanced_score: 1, location: 5 },
    ];
    const faq = {
      ...sub('When is AILET held?', 'faq-held', 'When is <mark>AILET</mark> <mark>held?</mark> In December.'),
      anchor: { id: 'faq-held', location: 8 },
    };
    const data = {
      ...page('AILET (All India Law Entrance Test)', [facts, faq]),
      raw_content: words.join(' '),
      anchors: [
        { element: 'h2', id: 'key-facts', text: 'AILET at a glance', location: 0 },
        { element: 'h3', id: 'faq-held', text: 'When is AILET held?', location: 8 },
      ],
    };
    expect(toHit(data, queryTerms('when is AILET held'))).toMatchObject({ url: '/p#faq-held', excerpt: faq.excerpt });
    // Alone, the key facts show the line that answers.
    expect(toHit({ ...data, sub_results: [facts] }, queryTerms('when is AILET held')).excerpt).toContain('<mark>held</mark> in: December.');
  });

  it('matches a short word with a short ending only: "fee" is "fees", "CAT" is not "categories"', () => {
    expect(sameWord('fee', 'fees')).toBe(true);
    expect(sameWord('eligibility', 'eligible')).toBe(true);
    expect(sameWord('cat', 'categories')).toBe(false);
    expect(sameWord('fee', 'feedback')).toBe(false);
  });

  it('keeps the page address when no section has an anchor', () => {
    expect(toHit(page('Blog', [sub('Blog', undefined, 'x')]), ['blog']).url).toBe('/p');
  });
});
