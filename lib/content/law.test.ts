import { withContent } from '../test-utils/tempContent';
import { ContentError } from './errors';
import { getLawColleges, getLawCourses, getLawExams, getLawPage } from './law';
import { lawCollegeSchema } from './schemas/law';

describe('law content', () => {
  it('has the four courses, three exams and five colleges the routes name, in card order', () => {
    expect(getLawCourses().map((course) => course.id)).toEqual(['BA_LLB', 'BBA_LLB', 'BSC_LLB', 'BCOM_LLB']);
    expect(getLawExams().map((exam) => exam.id)).toEqual(['clat', 'ailet', 'slat']);
    expect(getLawColleges().map((college) => college.id)).toEqual(['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune']);
    expect(getLawPage().title).toBe('Law Programs & Entrance Exams');
  });

  it('accepts a college with only its required fields, and one with every section', () => {
    const minimal = { name: 'X', path: '/courses/LAW/colleges/X', description: 'About X.' };
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
      path: '/courses/LAW/colleges/X',
      description: 'About X.',
      categorySeats: [{ category: 'General', seatsForMars: 3 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['seatsForMars'], path: ['categorySeats', 0] });
  });

  it('requires the path to match the file name', () => {
    const course = { title: 'BA LLB', path: '/courses/LAW/BBA_LLB', description: 'd', jobOpportunities: ['a'], colleges: ['b'] };
    withContent({ 'law/courses/BA_LLB.json': JSON.stringify(course) }, () => {
      expect(() => getLawCourses()).toThrow(ContentError);
      expect(() => getLawCourses()).toThrow(/BA_LLB\.json → path: must be "\/courses\/LAW\/BA_LLB"/);
    });
  });
});
