import { sectionEndNote, shortSectionLabel } from './labels';

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

describe('the note at the end of a section or test', () => {
  it('says how the question was left: saved, marked, both or unanswered', () => {
    expect(sectionEndNote('VARC', true, false, 'answered')).toBe(
      'This is the last question of VARC. Your answer is saved; open the question palette to go back to a question, or End section to go on to the next section.',
    );
    expect(sectionEndNote('VARC', true, false, 'marked')).toMatch(
      /^This is the last question of VARC\. It is marked for review, with no answer; /,
    );
    expect(sectionEndNote('VARC', true, false, 'answered-marked')).toContain('Your answer is saved and marked for review;');
    expect(sectionEndNote('VARC', true, false, 'not-answered')).toContain('It has no answer saved;');
  });

  it('names the test, not the section, where the test ends: a test with one clock or its last section', () => {
    const end =
      'This is the last question of the test. Your answer is saved; open the question palette to go back to any question, or Submit test when you are done.';
    expect(sectionEndNote('QA', false, false, 'answered')).toBe(end);
    expect(sectionEndNote('QA', true, true, 'answered')).toBe(end);
  });
});
