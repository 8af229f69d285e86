import { examById, EXAM_IDS } from './exams';
import { formatScheme } from './marking';
import { maxScore, practiceTests, questionCount, sectionScheme } from './practice';
import { nearestTopicNames, topicByName, topicList } from './topics';

const tests = practiceTests.all();
const everyQuestion = tests.flatMap((test) =>
  test.sections.flatMap((section) => section.questions.map((question) => ({ test, section, question }))),
);

describe('practice test content', () => {
  it('has tests of 20+ questions for each of the ten exams (a sectional test is its section’s real size), 250+ questions in all', () => {
    for (const exam of EXAM_IDS) {
      const own = tests.filter((test) => test.exam === exam && test.kind !== 'sectional');
      expect(own.length).toBeGreaterThanOrEqual(1);
      for (const test of own) expect(questionCount(test)).toBeGreaterThanOrEqual(20);
    }
    expect(everyQuestion.length).toBeGreaterThanOrEqual(250);
  });

  it('gives every MCQ 4–5 options and exactly one key among them', () => {
    for (const { test, question } of everyQuestion) {
      if (question.type !== 'mcq') continue;
      expect([4, 5]).toContain(question.options.length);
      expect(['A', 'B', 'C', 'D', 'E'].slice(0, question.options.length)).toContain(question.answer);
      // One correct option means no option may appear twice.
      expect(new Set(question.options).size).toBe(question.options.length);
      expect(test.id).toBeTruthy();
    }
  });

  it('refers only to passages of the same section, and every passage has questions', () => {
    for (const test of tests) {
      for (const section of test.sections) {
        const passages = new Set((section.passages ?? []).map((passage) => passage.id));
        const used = new Set(section.questions.flatMap((question) => (question.passage ? [question.passage] : [])));
        for (const id of used) expect(passages).toContain(id);
        for (const id of passages) expect(used).toContain(id);
      }
    }
  });

  it('keeps question ids unique within each test', () => {
    for (const test of tests) {
      const ids = test.sections.flatMap((section) => section.questions.map((question) => question.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('times sectional tests as the sum of their sections', () => {
    for (const test of tests) {
      const limits = test.sections.map((section) => section.timeLimitMinutes);
      if (limits.every((limit) => limit !== undefined)) expect(limits.reduce((sum, limit) => sum! + limit!, 0)).toBe(test.durationMinutes);
      else expect(limits.every((limit) => limit === undefined)).toBe(true);
    }
  });

  it('puts type-in questions only where the exam marks them (CAT and IPMAT Indore)', () => {
    const exams = new Set(everyQuestion.filter(({ question }) => question.type === 'numeric').map(({ test }) => test.exam));
    for (const exam of exams) expect(['cat', 'ipmat']).toContain(exam);
  });

  it('runs IPMAT Indore short answer first, then MCQ, then verbal ability, each section locked at the real paper’s pace', () => {
    const ipmat = tests.filter((entry) => entry.exam === 'ipmat');
    const whole = ipmat.filter((test) => test.kind !== 'sectional');
    expect(whole.map((test) => test.kind).sort()).toEqual(['full-length', 'full-length', 'mini', 'mini']);
    // The real paper: 40 minutes a section, for 25 quantitative or 50 verbal questions.
    const order = ['QA-SA', 'QA-MCQ', 'VA'];
    const pace = [40 / 25, 40 / 25, 40 / 50];
    const paced = (section: (typeof ipmat)[number]['sections'][number]) => {
      const s = order.indexOf(section.short);
      expect(section.questions.every((question) => question.type === (s === 0 ? 'numeric' : 'mcq'))).toBe(true);
      expect([section.timeLimitMinutes, section.lockOnTimeUp]).toEqual([Math.round(section.questions.length * pace[s]), true]);
    };
    for (const test of whole) {
      expect(test.sections.map((section) => section.short)).toEqual(order);
      test.sections.forEach(paced);
    }
    // One sectional test for each of the three sections.
    const sectionals = ipmat.filter((test) => test.kind === 'sectional');
    expect(sectionals.map((test) => test.sections[0].short).sort()).toEqual([...order].sort());
    for (const test of sectionals) paced(test.sections[0]);
    expect(ipmat.filter((test) => test.kind === 'mini').map((test) => test.durationMinutes)).toEqual([42, 40]);
  });
});

describe('sections named as the exams name them', () => {
  it('names CAT’s sections as CAT does: VARC, DILR and Quantitative Ability', () => {
    const names = ['Verbal Ability and Reading Comprehension', 'Data Interpretation and Logical Reasoning', 'Quantitative Ability'];
    for (const test of tests.filter((entry) => entry.exam === 'cat')) {
      const sections = test.sections.map((section) => section.name);
      if (test.kind === 'sectional') expect(names).toContain(sections[0]);
      else expect({ test: test.id, sections }).toEqual({ test: test.id, sections: names });
    }
  });

  it('calls a section Current Affairs only when it holds dated events, each saying the date it describes', () => {
    for (const test of tests)
      for (const section of test.sections) {
        const dated = section.questions.filter((question) => question.topic === 'Current affairs');
        if (/current affairs/i.test(section.name))
          expect({ test: test.id, dated: dated.length > 0 }).toEqual({ test: test.id, dated: true });
        for (const question of dated) {
          const passage = section.passages?.find((entry) => entry.id === question.passage)?.text ?? '';
          expect({ question: `${test.id}/${question.id}`, year: /\b(?:19|20)\d\d\b/.test(question.prompt + passage) }).toEqual({
            question: `${test.id}/${question.id}`,
            year: true,
          });
        }
      }
    // The mini-tests' static general knowledge is named for what it is.
    for (const id of ['clat-practice-1', 'clat-practice-2', 'ailet-practice-1', 'ailet-practice-2'])
      expect(practiceTests.get(id)?.sections[1].name).toBe('General Knowledge');
  });
});

describe('each exam’s own marking, kept once in its content', () => {
  it.each([
    ['cat', '+3/−1 for MCQs; +3, no negative marking for type-in answers'],
    ['ipmat', '+4/−1 for MCQs; +4, no negative marking for short answer questions'],
    ['ipmat-rohtak', '+4/−1'],
    ['jipmat', '+4/−1'],
    ['clat', '+1/−0.25'],
    ['ailet', '+1/−0.25'],
    ['slat', '+1, no negative marking'],
    ['set', '+1, no negative marking'],
    ['npat', '+1, no negative marking'],
    ['cuet', '+1/−0.25'],
  ] as const)('%s: %s', (exam, scheme) => {
    expect(formatScheme(examById(exam).marking)).toBe(scheme);
    for (const test of tests.filter((entry) => entry.exam === exam)) {
      for (const section of test.sections) expect(formatScheme(sectionScheme(test, section))).toBe(scheme);
    }
  });

  it('scores a perfect CAT attempt at 3 marks a question', () => {
    for (const test of tests.filter((entry) => entry.exam === 'cat')) expect(maxScore(test)).toBe(3 * questionCount(test));
  });
});

describe('practice topics', () => {
  it('names a topic of content/topics.yaml on every question, and one topic serves several exams', () => {
    for (const { test, question } of everyQuestion)
      expect({ id: `${test.id}/${question.id}`, known: Boolean(topicByName(question.topic)) }).toEqual({
        id: `${test.id}/${question.id}`,
        known: true,
      });
    // The point of one list: "Percentages" of CAT, IPMAT and JIPMAT is one topic.
    const examsOf = (name: string) => new Set(everyQuestion.filter(({ question }) => question.topic === name).map(({ test }) => test.exam));
    expect(examsOf('Reading comprehension').size).toBeGreaterThanOrEqual(8);
    expect(examsOf('Percentages').size).toBeGreaterThanOrEqual(2);
  });

  it('suggests the nearest names for a topic that is not on the list', () => {
    expect(nearestTopicNames('Percentage')[0]).toBe('Percentages');
    expect(nearestTopicNames('Seating arrangement')).toContain('Arrangements and puzzles');
  });

  it('keeps topic ids and names unique and every topic in a known area', () => {
    const { areas, topics } = topicList.get();
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(topics.length);
    expect(new Set(topics.map((topic) => topic.name)).size).toBe(topics.length);
    for (const topic of topics) expect(areas.map((area) => area.id)).toContain(topic.area);
  });
});
