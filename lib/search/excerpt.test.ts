import { excerptAround, sectionEnd, wordsOf } from './excerpt';

describe('an excerpt around the asked words', () => {
  // A key-facts box as Pagefind indexes it: its heading names the exam, the answer comes later.
  const text =
    'Guide. CAT at a glance. Conducted by: The IIMs. Questions: 68. Duration: 120 minutes. ' +
    "Eligibility: A bachelor's degree with 50% (45% for SC/ST/PwD). Mode: Computer-based test. Next section.";
  const words = wordsOf(text);
  const at = (word: string) => words.indexOf(word);
  const start = at('CAT');
  const end = at('Next');
  const hits = [
    { location: at('CAT'), balanced_score: 900 },
    { location: at('Eligibility:'), balanced_score: 100 },
  ];
  const isEligibility = (word: string) => word.toLowerCase().startsWith('eligib');

  it('places the excerpt where the accepted words weigh most, marking every hit in it', () => {
    const excerpt = excerptAround({ words, start, end, hits, focus: isEligibility, length: 12 });
    expect(excerpt).toContain("<mark>Eligibility:</mark> A bachelor's degree with 50% (45%");
    expect(excerpt).not.toContain('glance');
    expect(excerpt!.split(' ')).toHaveLength(12);
  });

  it('stays inside its section and takes it whole when it is shorter than the excerpt', () => {
    const excerpt = excerptAround({ words, start, end, hits, focus: isEligibility, length: 100 });
    expect(excerpt).toBe(
      "<mark>CAT</mark> at a glance. Conducted by: The IIMs. Questions: 68. Duration: 120 minutes. <mark>Eligibility:</mark> A bachelor's degree with 50% (45% for SC/ST/PwD). Mode: Computer-based test.",
    );
  });

  it('gives nothing when the section has no accepted word, so Pagefind’s excerpt stays', () => {
    expect(excerptAround({ words, start, end, hits, focus: () => false, length: 12 })).toBeUndefined();
    expect(excerptAround({ words, start: at('Mode:'), end, hits, focus: isEligibility, length: 12 })).toBeUndefined();
  });

  it('ends a section where the next heading or titled element begins, as Pagefind splits a page', () => {
    const anchors = [
      { element: 'h2', id: 'key-facts', text: 'CAT at a glance', location: 1 },
      { element: 'div', id: 'no-title', text: '', location: 5 },
      { element: 'h3', id: 'empty', text: ' ', location: 6 },
      { element: 'div', id: 'fact', text: '', title: 'Eligibility', location: 9 },
    ];
    expect(sectionEnd(anchors, 1, 40)).toBe(9);
    expect(sectionEnd(anchors, 9, 40)).toBe(40);
  });
});
