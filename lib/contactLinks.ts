/**
 * Links that open the institute's phone, WhatsApp or e-mail outside the site. Pure string helpers
 * with no content loader behind them, so client islands (the practice screens' "Report a problem")
 * can build them from the phone and address the page passes down; lib/content/site.ts re-exports
 * them for the server's pages.
 */

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

/**
 * A mailto: link with a subject and body. Written by hand rather than with URLSearchParams, which
 * encodes spaces as "+": mail apps following RFC 6068 show those as plus signs.
 */
export function mailtoHref(address: string, subject: string, body: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
