import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from '../collection';
import { text } from '../common';
import { EXAM_IDS } from '../exams';

const count = z.number().int().nonnegative();

/** A row of a college's seat table; each college has its own set of columns. */
export const categorySeatSchema = z.strictObject({
  category: text(),
  percentage: z.union([z.number().nonnegative(), text()]).optional(),
  seats: count.optional(),
  totalSeats: count.optional(),
  seatsForAllIndiaCandidates: count.optional(),
  seatsForTelanganaResidents: count.optional(),
  seatsForAllIndia: count.optional(),
  seatsForWestBengal: count.optional(),
});

export type CategorySeat = z.output<typeof categorySeatSchema>;

/**
 * A law college: content/law/colleges/{collegeId}.json, the page /courses/LAW/colleges/{collegeId}.
 * Every section but the first two is optional and shows only when present.
 */
export const lawCollegeSchema = z.strictObject({
  name: text(),
  description: text(),
  admissionProcess: text().optional(),
  eligibility: z.array(text()).min(1).optional(),
  totalIntake: z.union([count, text()]).optional(),
  categorySeats: z.array(categorySeatSchema).min(1).optional(),
  additionalReservation: z.array(text()).min(1).optional(),
  courseStructure: text().optional(),
  feeStructure: text().optional(),
  placement: text().optional(),
  /**
   * The figures of the key-facts box at the top of the page. The same figures must appear in the
   * text below (the checker compares them), so the box and the sections never disagree.
   */
  keyFacts: z
    .strictObject({
      /** The whole programme's fee in lakh rupees, as feeStructure states it ("about ₹22 lakh"). */
      feeLakh: z.number().positive(),
      /** The admission year the fee refers to, e.g. "2025–26" (fees are revised every year). */
      feeYear: z.string().regex(/^20\d\d–\d\d$/, 'must be an admission year such as 2025–26'),
      /** The median package in lakh rupees a year, as placement states it ("about 15 LPA"). */
      medianPackageLpa: z.number().positive(),
      /** The entrance exams that admit to the undergraduate law programme. */
      admittedThrough: z.array(z.enum(EXAM_IDS)).min(1),
    })
    .optional(),
});

export const lawColleges = defineCollection({
  name: 'law colleges',
  dir: 'law/colleges',
  schema: lawCollegeSchema,
  href: urls.lawCollege,
  order: ['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune'],
  derive: (college, report) => {
    const facts = college.keyFacts;
    if (!facts) return {};
    if (!college.feeStructure?.includes(`₹${facts.feeLakh} lakh`))
      report('keyFacts.feeLakh', `feeStructure must state the same fee ("₹${facts.feeLakh} lakh")`);
    if (!college.placement?.includes(`${facts.medianPackageLpa} LPA`))
      report('keyFacts.medianPackageLpa', `placement must state the same median package ("${facts.medianPackageLpa} LPA")`);
    if (college.totalIntake === undefined) report('totalIntake', 'is needed for the key-facts box (seats)');
    return {};
  },
});

export type LawCollege = CollectionItem<typeof lawColleges>;

/** A name as lists write it, without the abbreviation in brackets or a note after it: for matching. */
const comparable = (name: string) =>
  name
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The page of a college named in a course's list ("Symbiosis Law School, Pune"), if the site has one. */
export function collegePageFor(name: string): LawCollege | undefined {
  const wanted = comparable(name);
  return lawColleges.all().find((college) => comparable(college.name) === wanted);
}
