import { sectionEndNote } from './labels';

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

  it('offers no End section where the real screen ends a section only with its time (CAT)', () => {
    expect(sectionEndNote('VARC', true, false, 'answered', false)).toBe(
      "This is the last question of VARC. Your answer is saved; open the question palette to go back to a question. The next section opens when this section's time is up.",
    );
  });
});
