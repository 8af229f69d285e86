import { z } from 'zod';
import { defineDocument } from './collection';
import { httpsUrl, text } from './common';

/** content/site.json: the institute's name ({product}), phone ({phone}) and other site details. */
export const siteConfig = defineDocument({
  name: 'site settings',
  file: 'site.json',
  schema: z.strictObject({
    /** The institute's name, shown in the header, titles and store headline. */
    product: text(),
    tagline: text(),
    /** Public address of the deployed site; used for canonical links and the sitemap. */
    siteUrl: httpsUrl(),
    description: text(),
    /** One number for calls and WhatsApp, written as +91 followed by the ten digits (spaces allowed). */
    phone: z.string().regex(/^\+\d{1,3}(?: ?\d){6,14}$/, 'must look like +91 98765 43210'),
    supportEmail: z.email('must be an e-mail address'),
    social: z.strictObject({ instagram: httpsUrl(), youtube: httpsUrl(), facebook: httpsUrl() }),
    whatsappGroupUrl: httpsUrl(),
    portalSignupUrl: httpsUrl(),
    /** The GitHub repository the content editor at /admin/ commits to, and its branch. */
    editor: z.strictObject({
      repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, such as prepgurus/website'),
      branch: text(),
    }),
    map: z.strictObject({
      /** Name of the place, used as the map's accessible title. */
      label: text(),
      /** Postal address printed in the footer. */
      address: text(),
      /** What Google Maps searches for when the visitor opens the map. */
      query: text(),
    }),
  }),
});

export type SiteConfig = ReturnType<typeof siteConfig.get>;

let cached: SiteConfig | undefined;

/** The site config, read once per build (every page's layout and metadata use it). */
export function getSiteConfig(): SiteConfig {
  cached ??= siteConfig.get();
  return cached;
}

/**
 * Where a student's report about a question goes (the practice screens' "Report a problem"): the
 * pages pass it to their islands, which may not read content themselves.
 */
export function supportContacts(): { product: string; email: string; phone: string } {
  const { product, supportEmail, phone } = getSiteConfig();
  return { product, email: supportEmail, phone };
}

// The phone and WhatsApp links are pure and client code builds them too: they live in lib/contactLinks.ts.
export { phoneDigits, telHref, whatsappHref } from '@/lib/contactLinks';

/** Gmail's compose window, which the spec's Email link opens (a mailto: fallback is offered beside it). */
export function webmailComposeHref(address: string): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encodeURIComponent(address)}`;
}

export function mapSearchHref(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function mapEmbedSrc(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}
