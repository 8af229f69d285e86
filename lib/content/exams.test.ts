import { getExams } from './exams';
import { EXAM_SLUGS } from './schemas/exam';

describe('exam guides', () => {
  it('has one valid file per exam route, in the hub order', () => {
    const exams = getExams();
    expect(exams.map((exam) => exam.slug)).toEqual([...EXAM_SLUGS]);
    for (const exam of exams) expect(exam.link).toBe(`/exam/${exam.slug}`);
  });

  it('gives every exam more than three FAQs, syllabus sections and colleges to show', () => {
    for (const exam of getExams()) {
      expect(exam.faqs.length).toBeGreaterThan(3);
      expect(exam.syllabus.length).toBeGreaterThanOrEqual(2);
      expect(exam.colleges.length).toBeGreaterThanOrEqual(2);
    }
  });
});
