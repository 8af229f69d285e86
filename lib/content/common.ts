import { slug as githubSlug } from 'github-slugger';
import { z } from 'zod';

/** Text an editor must fill in: surrounding spaces are trimmed, nothing empty survives. */
export const text = () => z.string().trim().min(1, 'must not be empty');

/** An absolute https:// address (outbound links, the portal, social profiles). */
export const httpsUrl = () => z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/** A link inside the site (`/courses/MBA`, `#top`) or an https:// address; never `javascript:` and the like. */
export const siteLink = () =>
  z
    .string()
    .trim()
    .refine((value) => /^(\/(?!\/)|#)/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
      message: 'must start with "/" (a page of this site), "#" or "https://"',
    });

/** Lower-case words joined by hyphens: safe in a URL without encoding. */
export const slug = () => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

/** A file name (no folders) of an image under public/images/{folder}/. */
export const imageFile = (folder: string) =>
  z.string().regex(/^[\w-]+\.(?:svg|webp|avif|png|jpe?g)$/i, `must be a file name in public/images/${folder}/`);

/** The anchor of a question on its page (/exam/ipmat#faq-who-is-eligible-to-apply-for-ipmat), as search results link it. */
export const faqAnchor = (question: string) => `faq-${githubSlug(question)}`;

/**
 * A question and its answer; an answer may span several lines, each shown as its own paragraph.
 * The anchor is worked out here, at build time, so the FAQ list's browser code needs no slugger.
 */
export const faqSchema = z
  .strictObject({ question: text(), answer: text() })
  .transform((faq) => ({ ...faq, anchor: faqAnchor(faq.question) }));
export type Faq = z.output<typeof faqSchema>;

/** A syllabus section's topics, each with what it covers. */
export const topicsSchema = z.array(z.strictObject({ title: text(), details: text() })).min(1);
