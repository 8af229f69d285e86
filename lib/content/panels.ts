import { z } from 'zod';
import { defineDocument } from './collection';
import { siteLink, text } from './common';

export const panelEntrySchema = z.strictObject({
  title: text(),
  /** A date such as 2026-12-01, shown beside the title. */
  date: z.iso.date({ error: 'must be a date such as 2026-12-01' }),
  summary: text().optional(),
  href: siteLink().optional(),
});

export type PanelEntry = z.output<typeof panelEntrySchema>;

/** content/panels.json: Notifications / News and Events; the Blogs panel lists content/blogs. */
export const panels = defineDocument({
  name: 'home panels',
  file: 'panels.json',
  // An empty list may be left out (the content editor leaves out what is empty): it reads as none.
  schema: z.strictObject({ notifications: z.array(panelEntrySchema).default([]), events: z.array(panelEntrySchema).default([]) }),
});
