import { shortSectionLabel } from './sectionLabel';

describe('short section labels', () => {
  it.each([
    ['Verbal Ability and Reading Comprehension', 'VARC'],
    ['Data Interpretation and Logical Reasoning', 'DILR'],
    ['Quantitative Ability', 'QA'],
    ['Current Affairs including General Knowledge', 'CAGK'],
    ['Quantitative Aptitude (MCQ)', 'QA-MCQ'],
    ['Quantitative Aptitude (Short Answer)', 'QA-SA'],
    ['Quantitative', 'Quantitative'],
  ])('%s → %s', (name, short) => {
    expect(shortSectionLabel(name)).toBe(short);
  });
});
