import { sectionTabNote, shortLabelInName } from './sectionTab';

describe('section tabs', () => {
  it('say when a later section opens as a time of day with am or pm, never as 07:21', () => {
    const at = new Date(2026, 10, 23, 7, 21).getTime();
    expect(sectionTabNote({ canOpen: false, closed: false, opensAt: at })).toEqual({ lead: 'opens', text: 'at 7:21 am' });
    expect(sectionTabNote({ canOpen: false, closed: false, opensAt: new Date(2026, 10, 23, 13, 5).getTime() })).toEqual({
      lead: 'opens',
      text: 'at 1:05 pm',
    });
    expect(sectionTabNote({ canOpen: false, closed: false, opensAt: null })).toEqual({ text: '(opens later)' });
    expect(sectionTabNote({ canOpen: false, closed: true, opensAt: null })).toEqual({ text: '(closed)' });
    expect(sectionTabNote({ canOpen: true, closed: false, opensAt: null })).toBeNull();
  });

  it('find a short label that the full name already says, so it is not read twice', () => {
    expect(shortLabelInName('Logical', 'Logical Reasoning')).toBe(true);
    expect(shortLabelInName('English', 'English Language')).toBe(true);
    expect(shortLabelInName('GK', 'Current Affairs including General Knowledge')).toBe(false);
    expect(shortLabelInName('DILR', 'Data Interpretation and Logical Reasoning')).toBe(false);
    expect(shortLabelInName('QA-SA', 'Quantitative Aptitude (Short Answer)')).toBe(false);
    // Part of a word is not the word: speech input users say "Quant", which the name does not.
    expect(shortLabelInName('Quant', 'Quantitative Aptitude')).toBe(false);
    // A one-word name is its own label: shown once, read once, nothing to hide.
    expect(shortLabelInName('Quantitative', 'Quantitative')).toBe(false);
  });
});
