import type { CmsConfig, Field } from '@sveltia/cms';
import { EXAM_IDS } from '@/lib/content/exams';
import type { SiteConfig } from '@/lib/content/site';

/**
 * The content editor's configuration (Sveltia CMS, served at /admin/ by scripts/build/admin-editor.mjs):
 * which files staff may change and each field's rules. The rules restate the content schemas'
 * (lib/content: blogs, marquee, panels, exam dates, testimonials) in the editor's terms, so a bad
 * entry is refused in the form, before any file is written; lib/cms/config.test.ts fails when a
 * field's name, whether it is required, or what its pattern accepts differs from the schema's.
 * check:content stays the gate on every commit. Practice tests are left out on purpose: their keys
 * are checked by two readers, not edited in a form.
 */

/** An upload's largest size: a photo for a post, converted to WebP, fits well under it (page-weight budgets). */
export const MAX_UPLOAD_BYTES = 400_000;

/** The pattern of a field that must hold text: spaces alone are not text (the schemas trim, then require one character). */
export const NOT_BLANK: [string, string] = ['\\S', 'must not be empty'];

/** lib/content/common.ts siteLink: a page of this site ("/", not "//"), an anchor, or an https:// address. */
export const SITE_LINK: [string, string] = [
  '^\\s*(?:/(?!/)|#|https://\\S+\\s*$)',
  'must start with "/" (a page of this site), "#" or "https://"',
];

/** lib/content/common.ts httpsUrl: a full https:// address with a host. */
export const HTTPS_URL: [string, string] = [
  '^https://[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*(?::\\d+)?(?:[/?#]\\S*)?$',
  'must be a full https:// address',
];

const EXAM_OPTIONS = EXAM_IDS.map((id) => ({ label: id.toUpperCase().replace('-', ' '), value: id }));

type Fields = Field[];

/**
 * A JSON file's note to editors ($comment, which the loaders skip), kept first in the file: a key the
 * editor does not declare would be kept too, but moved to the end.
 */
const NOTE: Field = { name: '$comment', label: 'Note', widget: 'hidden' };

/** A home-page panel entry (lib/content/panels.ts panelEntrySchema). */
const panelEntryFields: Fields = [
  { name: 'title', label: 'Title', widget: 'string', pattern: NOT_BLANK },
  { name: 'date', label: 'Date', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', hint: 'Shown beside the title.' },
  { name: 'summary', label: 'Summary', widget: 'text', required: false, pattern: NOT_BLANK, hint: 'One or two sentences (optional).' },
  {
    name: 'href',
    label: 'Link',
    widget: 'string',
    required: false,
    pattern: SITE_LINK,
    hint: 'Optional: a page of this site such as /enroll, or a full https:// address.',
  },
];

/** The editor's configuration for this site (its name, address and repository from content/site.json). */
export function editorConfig(site: SiteConfig): CmsConfig {
  return {
    app_title: `${site.product} content editor`,
    backend: {
      name: 'github',
      repo: site.editor.repo,
      branch: site.editor.branch,
      commit_messages: {
        create: 'Content: add {{collection}} "{{slug}}" (content editor)',
        update: 'Content: update {{collection}} "{{slug}}" (content editor)',
        delete: 'Content: delete {{collection}} "{{slug}}" (content editor)',
        uploadMedia: 'Content: upload "{{path}}" (content editor)',
        deleteMedia: 'Content: delete "{{path}}" (content editor)',
      },
    },
    site_url: site.siteUrl,
    display_url: site.siteUrl,
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    media_libraries: {
      // No stock-photo tabs (Pexels, Unsplash …): they call other sites, and posts use our own pictures.
      stock_assets: false,
      default: {
        config: {
          max_file_size: MAX_UPLOAD_BYTES,
          slugify_filename: true,
          // Photos become WebP of at most 1600 px (the browser encodes it). SVGs are kept as they are:
          // optimising them would load svgo from a CDN, which the editor's policy forbids.
          transformations: { raster_image: { format: 'webp', quality: 80, width: 1600, height: 1600 } },
        },
      },
    },
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      {
        name: 'blogs',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Articles on /blogs, in the feeds and on the home page. The file name becomes the address: /blogs/{file name}.',
        folder: 'content/blogs',
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: true,
        slug: '{{slug}}',
        identifier_field: 'title',
        summary: '{{title}} ({{createdAt}})',
        sortable_fields: { fields: ['createdAt', 'title'], default: { field: 'createdAt', direction: 'descending' } },
        fields: [
          {
            name: 'title',
            label: 'Title',
            widget: 'string',
            pattern: NOT_BLANK,
            hint: 'The headline; also the page title and the file name.',
          },
          {
            name: 'description',
            label: 'Description',
            widget: 'text',
            pattern: NOT_BLANK,
            hint: 'One or two sentences: shown under the title, in lists, in search results and when shared.',
          },
          { name: 'createdAt', label: 'Date', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD', hint: 'The publication date.' },
          {
            name: 'image',
            label: 'Picture',
            widget: 'image',
            required: false,
            hint: 'Optional. A photo is converted to WebP and reduced to 1600 px; files over 400 kB are refused.',
          },
          {
            name: 'exam',
            label: 'Exam',
            widget: 'select',
            required: false,
            options: EXAM_OPTIONS,
            hint: 'Optional: the exam the post is about. The post then ends with that exam’s free practice test.',
          },
          { name: 'body', label: 'Article', widget: 'markdown', hint: 'Write in Markdown: headings, lists, links and bold text.' },
        ],
      },
      {
        name: 'site',
        label: 'Home page and banner',
        label_singular: 'Setting',
        description: 'The announcement banner, the home page’s Notifications / News and Events, exam dates and testimonials.',
        files: [
          {
            name: 'marquee',
            label: 'Announcement banner',
            file: 'content/marquee.json',
            fields: [
              NOTE,
              { name: 'text', label: 'Text', widget: 'string', required: false, hint: 'One sentence. Leave empty to show no banner.' },
              {
                name: 'link',
                label: 'Link',
                widget: 'string',
                pattern: SITE_LINK,
                hint: 'Where a click goes: a page of this site such as /enroll, or https://…',
              },
            ],
          },
          {
            name: 'panels',
            label: 'Notifications / News and Events',
            file: 'content/panels.json',
            fields: [
              NOTE,
              {
                name: 'notifications',
                label: 'Notifications / News',
                label_singular: 'Notification',
                widget: 'list',
                required: false,
                fields: panelEntryFields,
              },
              { name: 'events', label: 'Events', label_singular: 'Event', widget: 'list', required: false, fields: panelEntryFields },
            ],
          },
          {
            name: 'examDates',
            label: 'Confirmed exam dates',
            file: 'content/exam-dates.json',
            fields: [
              NOTE,
              {
                name: 'dates',
                label: 'Dates',
                label_singular: 'Date',
                widget: 'list',
                required: false,
                hint: 'Add a date only once its official notice is out.',
                fields: [
                  { name: 'exam', label: 'Exam', widget: 'select', options: EXAM_OPTIONS },
                  { name: 'label', label: 'What happens', widget: 'string', pattern: NOT_BLANK, hint: 'For example: CLAT 2027 exam day.' },
                  { name: 'date', label: 'Date', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
                  {
                    name: 'source',
                    label: 'Official notice',
                    widget: 'string',
                    pattern: HTTPS_URL,
                    hint: 'The https:// address of the notice that gives the date.',
                  },
                ],
              },
            ],
          },
          {
            name: 'testimonials',
            label: 'Testimonials',
            file: 'content/testimonials.json',
            fields: [
              {
                name: 'testimonials',
                label: 'Testimonials',
                label_singular: 'Testimonial',
                widget: 'list',
                root: true,
                min: 4,
                hint: 'The home page shows four at a time, so keep at least four.',
                fields: [
                  { name: 'id', label: 'Number', widget: 'number', value_type: 'int', min: 1, hint: 'A number no other testimonial has.' },
                  { name: 'name', label: 'Student’s name', widget: 'string', pattern: NOT_BLANK },
                  { name: 'feedback', label: 'What they said', widget: 'text', pattern: NOT_BLANK },
                  {
                    name: 'image',
                    label: 'Portrait',
                    widget: 'image',
                    media_folder: '/public/images/testimonials',
                    public_folder: '',
                    hint: 'A square picture; kept in public/images/testimonials/.',
                  },
                  {
                    name: 'linkedin',
                    label: 'LinkedIn profile',
                    widget: 'string',
                    pattern: ['^(?:https://\\S+|#)$', 'must be a full https:// address, or # for none'],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
