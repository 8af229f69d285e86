import { withContent } from '../test-utils/tempContent';
import { ContentError } from './errors';
import { collegePageFor, lawCollegeSchema, lawColleges } from './law/colleges';
import { lawCourses } from './law/courses';
import { lawExams } from './exams';
import { lawPage } from './law/page';

describe('law content', () => {
  it('has the four courses, three exams and five colleges the routes name, in card order', () => {
    expect(lawCourses.all().map((course) => course.id)).toEqual(['BA_LLB', 'BBA_LLB', 'BSC_LLB', 'BCOM_LLB']);
    expect(lawExams.all().map((exam) => exam.id)).toEqual(['clat', 'ailet', 'slat']);
    expect(lawColleges.all().map((college) => college.id)).toEqual(['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune']);
    expect(lawPage.get().title).toBe('Law Programs & Entrance Exams');
  });

  it('accepts a college with only its required fields, and one with every section', () => {
    const minimal = { name: 'X', description: 'About X.' };
    expect(lawCollegeSchema.parse(minimal)).toEqual(minimal);
    const full = {
      ...minimal,
      admissionProcess: 'Through CLAT.',
      eligibility: ['45% in Class 12'],
      totalIntake: 120,
      categorySeats: [{ category: 'General', percentage: 50, seats: 60, seatsForAllIndia: 60 }],
      additionalReservation: ['5% for persons with disabilities'],
      courseStructure: 'Ten semesters.',
      feeStructure: 'About ₹18 lakh.',
      placement: 'Median 18 LPA.',
    };
    expect(lawCollegeSchema.parse(full)).toEqual(full);
  });

  it('rejects a seat column the spec does not know, naming it', () => {
    const result = lawCollegeSchema.safeParse({
      name: 'X',
      description: 'About X.',
      categorySeats: [{ category: 'General', seatsForMars: 3 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['seatsForMars'], path: ['categorySeats', 0] });
  });

  it('takes the id and the address from the file name, and refuses an id that cannot be an address', () => {
    const course = { title: 'BA LLB', description: 'd', jobOpportunities: ['a'], colleges: ['b'] };
    withContent({ 'law/courses/BA_LLB.json': JSON.stringify(course) }, () => {
      expect(lawCourses.all()).toEqual([{ ...course, id: 'BA_LLB', href: '/courses/LAW/BA_LLB' }]);
    });
    withContent({ 'law/courses/BA LLB.json': JSON.stringify(course) }, () => {
      expect(() => lawCourses.all()).toThrow(ContentError);
      expect(() => lawCourses.all()).toThrow(/BA LLB\.json → \(file name\): may use only letters, digits, - and _/);
    });
  });
});

describe('law course colleges and college key facts', () => {
  it('links a course’s college to its page by name, with or without the abbreviation or a note', () => {
    expect(collegePageFor('Symbiosis Law School, Pune')?.id).toBe('SymbiosisLawSchool-Pune');
    expect(
      collegePageFor('The West Bengal National University of Juridical Sciences (WBNUJS), Kolkata (BSc LLB with criminology)')?.id,
    ).toBe('NUJS');
    expect(collegePageFor('National Law University (NLU), Delhi')?.id).toBe('NLU');
    expect(collegePageFor('National Law University (NLU), Jodhpur')).toBeUndefined();
  });

  it('gives every college page a key-facts box whose figures the text repeats', () => {
    for (const college of lawColleges.all()) {
      expect(college.keyFacts).toBeDefined();
      expect(college.feeStructure).toContain(`₹${college.keyFacts!.feeLakh} lakh`);
      expect(college.placement).toContain(`${college.keyFacts!.medianPackageLpa} LPA`);
    }
  });
});
