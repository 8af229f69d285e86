/** Dates read as Indian English ("2 October 2026"), in India's time zone wherever the visitor is. */
const LONG_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatLongDate(value: string | Date): string {
  return LONG_DATE.format(new Date(value));
}

export function formatShortDate(value: string | Date): string {
  return SHORT_DATE.format(new Date(value));
}

/** Whole rupees in the Indian grouping: 149900 → "₹1,49,900". */
const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}

/** The first `limit` characters of a text, with an ellipsis when anything was cut. */
export function firstCharacters(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
}
