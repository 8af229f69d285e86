import { examGuides } from './examGuides';

/** The exam guide routes the spec names, in the hub's order. */
const SPEC_EXAMS = ['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'];

describe('exam guides', () => {
  it('has one valid file per exam route, in the hub order', () => {
    const exams = examGuides.all();
    expect(exams.map((exam) => exam.id)).toEqual(SPEC_EXAMS);
    for (const exam of exams) expect(exam.href).toBe(`/exam/${exam.id}`);
  });

  it('gives every exam more than three FAQs, syllabus sections and colleges to show', () => {
    for (const exam of examGuides.all()) {
      expect(exam.faqs.length).toBeGreaterThan(3);
      expect(exam.syllabus.length).toBeGreaterThanOrEqual(2);
      expect(exam.colleges.length).toBeGreaterThanOrEqual(2);
    }
  });
});
