import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { allExams, examById, EXAM_IDS, type ExamId } from '@/lib/content/exams';
import { practiceTests, questionCount } from '@/lib/content/practice';
import { examContentFiles, withContent } from '@/lib/test-utils/tempContent';
import { checkPractice } from '.';
import {
  checkFullLengthShape,
  checkSectionalShape,
  readSectionalLimit,
  sectionalMinutes,
  sectionMatches,
  type MockTest,
} from './mockShape';

const mocks = practiceTests.all().filter((test) => test.kind === 'full-length');
const mockOf = (exam: ExamId) => structuredClone(mocks.find((test) => test.exam === exam)!);

function issuesOf(test: MockTest, exam: ExamId): string[] {
  const issues: string[] = [];
  checkFullLengthShape(test, examById(exam), (field, message) => issues.push(`${field}: ${message}`));
  return issues;
}

describe('reading an exam’s facts', () => {
  it('matches a mock’s section to the facts’ by its name or short label, and by type where the facts give one', () => {
    const [varc, dilr] = examById('cat').facts.sections;
    const section = (name: string, short: string, types: ('mcq' | 'numeric')[] = ['mcq']) => ({
      name,
      short,
      questions: types.map((type) => ({ type })),
    });
    expect(sectionMatches(varc, section('Verbal Ability and Reading Comprehension', 'Verbal'))).toBe(true);
    expect(sectionMatches(varc, section('Verbal Ability', 'VARC'))).toBe(true);
    expect(sectionMatches(varc, section('Verbal Ability', 'VA'))).toBe(false);
    expect(sectionMatches(dilr, section('Verbal Ability and Reading Comprehension', 'VARC'))).toBe(false);
    const shortAnswer = examById('ipmat').facts.sections.find((named) => named.type === 'numeric')!;
    expect(sectionMatches(shortAnswer, section(shortAnswer.name, shortAnswer.short, ['numeric', 'numeric']))).toBe(true);
    expect(sectionMatches(shortAnswer, section(shortAnswer.name, shortAnswer.short, ['numeric', 'mcq']))).toBe(false);
  });

  it('reads a sectional time limit in minutes, or none', () => {
    expect(readSectionalLimit('40 minutes per section')).toEqual({ minutes: 40 });
    expect(readSectionalLimit('None')).toBe('none');
    expect(readSectionalLimit('No sectional time limit')).toBe('none');
    expect(readSectionalLimit('varies')).toBeNull();
    for (const exam of allExams()) expect(readSectionalLimit(exam.facts.sectionalTimeLimit)).not.toBeNull();
  });
});

describe('a full-length mock has its exam’s shape', () => {
  it('gives every exam one full-length mock, and each equals its exam’s facts', () => {
    expect(new Set(mocks.map((test) => test.exam))).toEqual(new Set(EXAM_IDS));
    for (const test of mocks) {
      expect({ test: test.id, issues: issuesOf(test, test.exam) }).toEqual({ test: test.id, issues: [] });
      expect(questionCount(test)).toBe(examById(test.exam).facts.questions);
    }
  });

  it('fails a mock with one question removed, naming the field and the exam file’s figure', () => {
    const test = mockOf('cat');
    test.sections[2].questions.pop();
    expect(issuesOf(test, 'cat')).toEqual(['sections: has 67 questions in all, but content/mba/cat.json → facts.questions says 68']);
  });

  it('fails a section count that differs from a count the facts name', () => {
    const test = mockOf('ipmat-rohtak');
    test.sections[1].questions.pop();
    expect(issuesOf(test, 'ipmat-rohtak')).toEqual([
      'sections: has 119 questions in all, but content/exams/ipmat-rohtak.json → facts.questions says 120',
      'sections[1].questions: has 39 questions, but content/exams/ipmat-rohtak.json → facts.sections says "Quantitative Aptitude 40, Verbal Ability 40, Logical Reasoning 40" (40 for "Verbal Ability")',
    ]);
  });

  it('fails the wrong duration, a missing sectional limit or lock, and sections out of the facts’ order', () => {
    const test = mockOf('cat');
    test.durationMinutes = 180;
    test.sections[0].lockOnTimeUp = false;
    test.sections[1].timeLimitMinutes = 60;
    expect(issuesOf(test, 'cat')).toEqual([
      'durationMinutes: is 180, but content/mba/cat.json → facts.durationMinutes says 120',
      'sections[0].lockOnTimeUp: must be true: content/mba/cat.json → facts.sectionalTimeLimit says "40 minutes per section", and the section closes when it ends',
      'sections[1].timeLimitMinutes: is 60, but content/mba/cat.json → facts.sectionalTimeLimit says "40 minutes per section"',
    ]);
    const swapped = mockOf('cat');
    swapped.sections.reverse();
    expect(issuesOf(swapped, 'cat')).toEqual([
      'sections[0].name: is "Quantitative Ability" where content/mba/cat.json → facts.sections says "3: VARC, DILR and Quantitative Ability": expected "VARC"',
      'sections[2].name: is "Verbal Ability and Reading Comprehension" where content/mba/cat.json → facts.sections says "3: VARC, DILR and Quantitative Ability": expected "Quantitative Ability"',
    ]);
  });

  it('fails a sectional limit where the exam has none, a missing section and a marking of its own', () => {
    const test = mockOf('clat');
    test.sections[0].timeLimitMinutes = 24;
    test.sections[4].marking = { mcq: { correct: 1, wrong: 0 } };
    test.sections.splice(3, 1);
    expect(issuesOf(test, 'clat')).toEqual([
      'sections: has 96 questions in all, but content/law/exams/clat.json → facts.questions says 120',
      'sections: has 4 sections, but content/law/exams/clat.json → facts.sections says "5: English, current affairs and GK, legal reasoning, logical reasoning, quantitative techniques" (5 sections)',
      'sections[3].name: is "Quantitative Techniques" where content/law/exams/clat.json → facts.sections says "5: English, current affairs and GK, legal reasoning, logical reasoning, quantitative techniques": expected "logical reasoning"',
      'sections[4].name: has no section where content/law/exams/clat.json → facts.sections says "5: English, current affairs and GK, legal reasoning, logical reasoning, quantitative techniques": expected "quantitative techniques"',
      'sections[0].timeLimitMinutes: must be left out: content/law/exams/clat.json → facts.sectionalTimeLimit says "None"',
      'sections[3].marking: differs from content/law/exams/clat.json → marking: a full-length mock scores as the exam does (leave it out)',
    ]);
  });

  it('matches IPMAT’s sections by name, count and type, in any order, since its facts do not give the order', () => {
    expect(examById('ipmat').facts.sectionsListedInOrder).toBe(false);
    const test = mockOf('ipmat');
    expect(test.sections.map((section) => section.short)).toEqual(['QA-SA', 'QA-MCQ', 'VA']);
    test.sections.reverse();
    expect(issuesOf(test, 'ipmat')).toEqual([]);
    // The short-answer section must hold type-in questions only.
    const mcqOnly = mockOf('ipmat');
    mcqOnly.sections[0].questions[0] = mcqOnly.sections[1].questions[0];
    expect(issuesOf(mcqOnly, 'ipmat')).toEqual([
      'sections: has no section where content/exams/ipmat.json → facts.sections says "Verbal Ability MCQ 50, Quantitative Aptitude MCQ 25, Quantitative Aptitude short answer 25": expected "Quantitative Aptitude short answer" (type-in questions only)',
    ]);
  });

  it('fails a CAT mock without type-in questions, since CAT’s marking has them', () => {
    const cat = mockOf('cat');
    const test: MockTest = {
      ...cat,
      sections: cat.sections.map((section) => ({ ...section, questions: section.questions.map(() => ({ type: 'mcq' as const })) })),
    };
    expect(issuesOf(test, 'cat')).toEqual([
      'sections: has no type-in questions, but content/mba/cat.json → marking.numeric marks them: the exam has them, so its mock does too',
    ]);
  });

  it('stops check:content and the build, naming the file and field', () => {
    const files: Record<string, string> = { ...examContentFiles(), 'practice-duplicates-allowed.yaml': 'allowed: []\n' };
    const mock = YAML.parse(fs.readFileSync(path.join(process.cwd(), 'content/practice/cat-mock-1.yaml'), 'utf8'));
    mock.sections[0].questions.splice(3, 1);
    files['practice/cat-mock-1.yaml'] = YAML.stringify(mock);
    withContent(files, () => {
      // The loader no longer checks: the test loads, and check:content's practice checks name the problem.
      expect(practiceTests.get('cat-mock-1')).toBeDefined();
      expect(checkPractice()).toEqual([
        {
          file: expect.stringMatching(/practice\/cat-mock-1\.yaml$/),
          field: 'sections',
          message: 'has 67 questions in all, but content/mba/cat.json → facts.questions says 68',
        },
      ]);
    });
  });
});

describe('a sectional test is one section of its exam at the real size, time and marking', () => {
  /** A sectional test made of section `index` of the exam's first mock. */
  const sectionalOf = (exam: ExamId, index: number, durationMinutes: number): MockTest => {
    const mock = mockOf(exam);
    return { exam, durationMinutes, sections: [mock.sections[index]] };
  };
  const sectionalIssues = (test: MockTest, exam: ExamId) => {
    const issues: string[] = [];
    const fullLength = mocks.filter((mock) => mock.exam === exam);
    checkSectionalShape(test, examById(exam), fullLength, (field, message) => issues.push(`${field}: ${message}`));
    return issues;
  };

  it('times a section by its own limit, or else by the exam’s pace for its questions', () => {
    expect(sectionalMinutes(examById('cat').facts, 24)).toBe(40);
    expect(sectionalMinutes(examById('clat').facts, 24)).toBe(24);
    expect(sectionalMinutes(examById('ailet').facts, 50)).toBe(40);
    expect(sectionalMinutes(examById('npat').facts, 40)).toBe(33);
  });

  it('passes a section of a mock at its real time, and names the field and the figure when one is off', () => {
    expect(sectionalIssues(sectionalOf('cat', 0, 40), 'cat')).toEqual([]);
    const english = sectionalOf('clat', 0, 24);
    expect(sectionalIssues(english, 'clat')).toEqual([]);

    const slow = sectionalOf('clat', 0, 30);
    expect(sectionalIssues(slow, 'clat')).toEqual([
      "durationMinutes: is 30, but the exam's pace (120 minutes for 120 questions) for 24 questions is 24",
    ]);
    const short = sectionalOf('clat', 0, 23);
    short.sections = [{ ...short.sections[0], questions: short.sections[0].questions.slice(1) }];
    expect(sectionalIssues(short, 'clat')).toEqual([
      `sections[0].questions: has 23 questions, but "${examById('clat').facts.sections[0].wording ?? examById('clat').facts.sections[0].name}" has 24 in the exam's full-length mocks (its real size)`,
    ]);
    const unlocked = sectionalOf('cat', 2, 40);
    unlocked.sections = [{ ...unlocked.sections[0], lockOnTimeUp: false }];
    expect(sectionalIssues(unlocked, 'cat')).toEqual([
      'sections[0].lockOnTimeUp: must be true: the section closes when its time ends, as in the exam',
    ]);
  });

  it('fails two sections, or a section the exam does not have', () => {
    const two = sectionalOf('cat', 0, 80);
    two.sections = [...two.sections, mockOf('cat').sections[1]];
    expect(sectionalIssues(two, 'cat')).toEqual(['sections: has 2 sections: a sectional test is one section of the exam']);
    const stranger = sectionalOf('cat', 0, 40);
    stranger.sections = [{ ...stranger.sections[0], name: 'General Knowledge', short: 'GK' }];
    expect(sectionalIssues(stranger, 'cat')[0]).toMatch(
      /^sections\[0\]\.name: "General Knowledge" is not a section of content\/mba\/cat\.json/,
    );
  });
});
