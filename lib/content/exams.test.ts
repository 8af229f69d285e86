import { SPEC_EXAM_GUIDES } from '../test-utils/specRoutes';
import { withContent } from '../test-utils/tempContent';
import { allExams, checkExamIds, EXAM_IDS, examById, examGuides, examsOfStream } from './exams';

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

describe('exam ids and files', () => {
  /** A content folder with an (empty) file for each of the given exam files. */
  const folder = (files: string[]) => Object.fromEntries(files.map((file) => [file, '{}']));
  const shipped = [
    'mba/cat.json',
    ...['clat', 'ailet', 'slat'].map((id) => `law/exams/${id}.json`),
    ...['ipmat', 'ipmat-rohtak', 'jipmat', 'set', 'npat', 'cuet'].map((id) => `exams/${id}.json`),
  ];

  it('agree on the content as shipped', () => {
    expect(checkExamIds()).toEqual([]);
    expect(allExams().map((exam) => exam.id)).toEqual([...EXAM_IDS]);
  });

  it('names a file whose exam is not in EXAM_IDS, a second file of one exam, and an id without a file', () => {
    const files = [...shipped.filter((file) => file !== 'exams/npat.json'), 'exams/xat.json', 'law/exams/set.json'];
    const issues = withContent(folder(files), () => checkExamIds());
    expect(issues).toEqual([
      {
        file: expect.stringMatching(/content-\w+\/exams\/set\.json$/),
        field: '(file name)',
        message: expect.stringMatching(/^exam "set" already has .*law\/exams\/set\.json$/),
      },
      {
        file: expect.stringMatching(/exams\/xat\.json$/),
        field: '(file name)',
        message: '"xat" is not an exam id: add it to EXAM_IDS in lib/content/exams.ts',
      },
      expect.objectContaining({
        file: 'lib/content/exams.ts',
        field: 'EXAM_IDS',
        message: expect.stringContaining('"npat" has no content file'),
      }),
    ]);
  });
});

describe('the exam index', () => {
  it('gives every exam its stream, page and the base fields, and the exams of a stream', () => {
    for (const exam of allExams()) {
      expect(examById(exam.id)).toEqual(exam);
      expect(exam.name).toBeTruthy();
      expect(exam.fullName).toBeTruthy();
    }
    expect(examById('cat').href).toBe('/mba/what-is-cat');
    expect(examsOfStream('law').map((exam) => [exam.name, exam.title, exam.href])).toEqual([
      ['CLAT', 'CLAT (Common Law Admission Test)', '/courses/LAW/exams/clat'],
      ['AILET', 'AILET (All India Law Entrance Test)', '/courses/LAW/exams/ailet'],
      ['SLAT', 'SLAT (Symbiosis Law Admission Test)', '/courses/LAW/exams/slat'],
    ]);
    expect(examsOfStream('ipm').every((exam) => exam.colleges.length > 0 && exam.syllabus.length > 0)).toBe(true);
  });
});
