import { z } from 'zod';
import { httpsUrl, text } from './common';

export const siteConfigSchema = z.strictObject({
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
  map: z.strictObject({
    /** Name of the place, used as the map's accessible title. */
    label: text(),
    /** Postal address printed in the footer. */
    address: text(),
    /** What Google Maps searches for when the visitor opens the map. */
    query: text(),
  }),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;
