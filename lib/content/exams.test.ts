import { SPEC_EXAM_GUIDES } from '../test-utils/specRoutes';
import { withContent } from '../test-utils/tempContent';
import { examFactsSchema, factRows, sectionsSentence } from './examFacts';
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

describe('an exam’s sections', () => {
  it('are data, and the page says them in the sentence it has always shown', () => {
    expect(Object.fromEntries(allExams().map((exam) => [exam.id, sectionsSentence(exam.facts)]))).toEqual({
      cat: '3: VARC, DILR and Quantitative Ability',
      clat: '5: English, current affairs and GK, legal reasoning, logical reasoning, quantitative techniques',
      ailet: '3: English 50, current affairs and GK 30, logical reasoning 70',
      slat: '5: logical reasoning, legal reasoning, analytical reasoning, reading comprehension, general knowledge',
      ipmat: 'Verbal Ability MCQ 50, Quantitative Aptitude MCQ 25, Quantitative Aptitude short answer 25',
      'ipmat-rohtak': 'Quantitative Aptitude 40, Verbal Ability 40, Logical Reasoning 40',
      jipmat: 'Quantitative Aptitude 33, Verbal Ability and Reading Comprehension 34, Logical Reasoning and Data Interpretation 33',
      set: 'General English 16, Quantitative 16, General Awareness 16, Analytical and Logical Reasoning 12',
      npat: '40 per section: Quantitative and Numerical Ability, Reasoning and General Intelligence, Verbal Reasoning',
      cuet: '6: English, quantitative aptitude, logical reasoning, data interpretation, general awareness, business aptitude',
    });
    for (const exam of allExams())
      expect(factRows(exam.facts, exam.marking).find((row) => row.key === 'sections')?.value).toBe(sectionsSentence(exam.facts));
    expect(examById('cat').facts.sections.map((section) => section.name)).toEqual([
      'Verbal Ability and Reading Comprehension',
      'Data Interpretation and Logical Reasoning',
      'Quantitative Ability',
    ]);
    expect(examById('ipmat').facts.sections.map(({ short, questions, type }) => ({ short, questions, type }))).toEqual([
      { short: 'VA', questions: 50, type: 'mcq' },
      { short: 'QA-MCQ', questions: 25, type: 'mcq' },
      { short: 'QA-SA', questions: 25, type: 'numeric' },
    ]);
  });

  it('add up to the exam’s questions where each has a count, and "per section" needs one count for all', () => {
    const npat = examById('npat').facts;
    const parse = (edit: (facts: Record<string, unknown>) => void) => {
      const facts = structuredClone(npat) as unknown as Record<string, unknown>;
      edit(facts);
      const result = examFactsSchema.safeParse(facts);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(parse(() => undefined)).toEqual([]);
    expect(parse((facts) => (facts.questions = 100))).toEqual(["sections: the sections' questions add up to 120, but the exam has 100"]);
    expect(parse((facts) => ((facts.sections as { questions?: number }[])[2].questions = 30))).toEqual([
      "sections: the sections' questions add up to 110, but the exam has 120",
      'sectionsSentence.lead: "per section" needs the same number of questions in every section',
    ]);
    expect(sectionsSentence({ ...npat, sectionsSentence: { and: true } })).toBe(
      'Quantitative and Numerical Ability 40, Reasoning and General Intelligence 40 and Verbal Reasoning 40',
    );
  });
});
