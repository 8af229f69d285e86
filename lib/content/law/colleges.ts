import { z } from 'zod';
import { urls } from '@/lib/urls';
import { defineCollection, type CollectionItem } from '../collection';
import { text } from '../common';

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
});

export const lawColleges = defineCollection({
  name: 'law colleges',
  dir: 'law/colleges',
  schema: lawCollegeSchema,
  href: urls.lawCollege,
  order: ['NLSIU', 'NLU', 'NALSAR', 'NUJS', 'SymbiosisLawSchool-Pune'],
});

export type LawCollege = CollectionItem<typeof lawColleges>;
