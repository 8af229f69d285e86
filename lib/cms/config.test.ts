import type { Field } from '@sveltia/cms';
import type { z } from 'zod';
import { blogFrontMatterSchema } from '@/lib/content/blogs';
import { examDateSchema } from '@/lib/content/examDates';
import { EXAM_IDS } from '@/lib/content/exams';
import { marqueeSchema } from '@/lib/content/marquee';
import { panelEntrySchema } from '@/lib/content/panels';
import { getSiteConfig } from '@/lib/content/site';
import { testimonialSchema } from '@/lib/content/testimonials';
import { editorConfig } from './config';

/**
 * The content editor refuses what the build would refuse: for every field the editor offers, the
 * same name as the schema's, required exactly where the schema requires it, and a pattern that
 * accepts exactly the values the schema accepts (over a table of the values staff type, and
 * never a value the schema refuses). A change to a schema that the editor does not follow fails here.
 */

type Shape = Record<string, z.ZodType>;
type AnyField = Field & { name: string; widget?: string; required?: boolean; pattern?: [string, string]; fields?: AnyField[] };

const config = editorConfig(getSiteConfig());
const collections = config.collections as unknown as {
  name: string;
  fields?: AnyField[];
  files?: { name: string; fields: AnyField[] }[];
}[];
const blogFields = collections.find((collection) => collection.name === 'blogs')!.fields!;
const siteFiles = collections.find((collection) => collection.name === 'site')!.files!;
/** A file's fields, without its note to editors ($comment, which the loaders skip). */
const fileFields = (name: string) => siteFiles.find((file) => file.name === name)!.fields.filter((field) => field.name !== '$comment');
const listFields = (file: string, list: string) => fileFields(file).find((field) => field.name === list)!.fields!;

/** What staff type into a text box, the usual and the mistaken. */
const TYPED = [
  'Hello',
  '  Hello  ',
  '',
  '   ',
  '/enroll',
  ' /courses/MBA ',
  '/blogs/cat-plan#faq',
  '//evil.example',
  '#top',
  'https://consortiumofnlus.ac.in/clat-2027/notice.pdf',
  'https://www.example.com',
  'https://',
  'http://example.com',
  'ftp://example.com/file',
  'javascript:alert(1)',
  'mailto:support@prepgurus.in',
  'enroll',
  'www.example.com',
];

/** Whether the editor lets a typed value through: an empty optional field is left out of the file. */
function editorAccepts(field: AnyField, value: string): boolean {
  if (value === '') return field.required === false;
  return field.pattern ? new RegExp(field.pattern[0]).test(value) : true;
}

/** Whether the schema accepts what the editor writes for that value (nothing, for an empty optional field). */
function schemaAccepts(field: AnyField, schema: z.ZodType, value: string): boolean {
  return schema.safeParse(value === '' && field.required === false ? undefined : value).success;
}

const TEXT_WIDGETS = new Set(['string', 'text']);

function expectFieldsFollow(label: string, fields: AnyField[], shape: Shape) {
  it(`${label}: the same fields, required where the schema requires them`, () => {
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(shape).sort());
    for (const field of fields)
      expect({ field: field.name, required: field.required !== false }).toEqual({
        field: field.name,
        required: !shape[field.name].safeParse(undefined).success,
      });
  });

  const textFields = fields.filter((field) => TEXT_WIDGETS.has(field.widget ?? 'string'));
  if (textFields.length)
    it.each(textFields.map((field) => [field.name, field] as const))(`${label}: %s accepts what the schema accepts`, (_, field) => {
      const verdicts = TYPED.map((value) => ({
        value,
        editor: editorAccepts(field, value),
        schema: schemaAccepts(field, shape[field.name], value),
      }));
      expect(verdicts.filter((verdict) => verdict.editor !== verdict.schema)).toEqual([]);
    });
}

describe('the content editor follows the content schemas', () => {
  expectFieldsFollow(
    'blog posts',
    blogFields.filter((field) => field.name !== 'body'),
    blogFrontMatterSchema.shape,
  );
  expectFieldsFollow('announcement banner', fileFields('marquee'), marqueeSchema.shape);
  expectFieldsFollow('notifications', listFields('panels', 'notifications'), panelEntrySchema.shape);
  expectFieldsFollow('events', listFields('panels', 'events'), panelEntrySchema.shape);
  expectFieldsFollow('exam dates', listFields('examDates', 'dates'), examDateSchema.shape);
  expectFieldsFollow('testimonials', listFields('testimonials', 'testimonials'), testimonialSchema.shape);

  it('offers the exams the content knows, and writes dates and pictures the schemas read', () => {
    const examOptions = (field: AnyField) => (field as { options: { value: string }[] }).options.map((option) => option.value);
    expect(examOptions(blogFields.find((field) => field.name === 'exam')!)).toEqual([...EXAM_IDS]);
    expect(examOptions(listFields('examDates', 'dates').find((field) => field.name === 'exam')!)).toEqual([...EXAM_IDS]);
    // The date widget writes 2026-12-02 (YAML reads it as a date in a post's front matter).
    expect(blogFrontMatterSchema.shape.createdAt.safeParse(new Date('2026-12-02')).success).toBe(true);
    expect(panelEntrySchema.shape.date.safeParse('2026-12-02').success).toBe(true);
    expect(examDateSchema.shape.date.safeParse('2026-12-02').success).toBe(true);
    // An upload is written as /uploads/{file} (public_folder) and read as its file name.
    expect(config.public_folder).toBe('/uploads');
    expect(blogFrontMatterSchema.shape.image.parse('/uploads/cat-mock-day.webp')).toBe('cat-mock-day.webp');
    // A testimonial's portrait is written as its bare file name.
    expect(testimonialSchema.shape.image.safeParse('student-9.webp').success).toBe(true);
  });

  it('keeps at least the testimonials the carousel shows, and numbers them from 1', () => {
    const list = fileFields('testimonials')[0] as AnyField & { min: number; root: boolean };
    expect(list).toMatchObject({ root: true, min: 4 });
    const id = list.fields!.find((field) => field.name === 'id') as AnyField & { min: number };
    expect(testimonialSchema.shape.id.safeParse(id.min).success).toBe(true);
    expect(testimonialSchema.shape.id.safeParse(id.min - 1).success).toBe(false);
  });
});
