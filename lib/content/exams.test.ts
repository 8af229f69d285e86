import { SPEC_EXAM_GUIDES } from '../test-utils/specRoutes';
import { examGuides } from './examGuides';

describe('exam guides', () => {
  it('has one valid file per exam route, in the hub order', () => {
    const exams = examGuides.all();
    expect(exams.map((exam) => exam.id)).toEqual(SPEC_EXAM_GUIDES);
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
