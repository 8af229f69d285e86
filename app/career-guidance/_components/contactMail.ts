export type ContactFields = { name: string; email: string; message: string };

/**
 * The mailto: address that opens the visitor's mail app with the form's contents, addressed to
 * the support desk. Nothing leaves the page until the visitor presses Send in that app.
 */
export function contactMailto(supportEmail: string, { name, email, message }: ContactFields): string {
  const subject = `Career guidance enquiry${name.trim() ? ` from ${name.trim()}` : ''}`;
  const body = [`Name: ${name.trim()}`, `Email: ${email.trim()}`, '', message.trim()].join('\r\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
