import { loadJson } from './load';
import { siteConfigSchema, type SiteConfig } from './schemas/site';

let cached: SiteConfig | undefined;

/** The site config from content/site.json, validated once per build. */
export function getSiteConfig(): SiteConfig {
  cached ??= loadJson('site.json', siteConfigSchema);
  return cached;
}

/** `+91 98765 43210` → `+919876543210`, the form tel: and WhatsApp links need. */
export function phoneDigits(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

export function telHref(phone: string): string {
  return `tel:${phoneDigits(phone)}`;
}

export function whatsappHref(phone: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits(phone).slice(1)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

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
