import { isRecord, safeLink } from '@/lib/api';

export type MarqueeData = { text: string; link: string };

/** What the banner shows before (or instead of) an answer from the API. */
export const EMPTY_MARQUEE: MarqueeData = { text: '', link: '#' };

export function isMarqueeData(value: unknown): value is MarqueeData {
  return isRecord(value) && typeof value.text === 'string' && typeof value.link === 'string';
}

/** Keeps what the API sent, but never a dangerous link. */
export function toDisplayedMarquee({ text, link }: MarqueeData): MarqueeData {
  return { text: text.trim(), link: safeLink(link) };
}

/**
 * An HTML <marquee> with scrollamount 5 moves 5 px every 85 ms (its default scrolldelay):
 * about 59 px per second, which the CSS animation reproduces.
 */
export const MARQUEE_PX_PER_SECOND = 5 / 0.085;

/** Seconds for the text to travel the banner once, entering at the right and leaving at the left. */
export function marqueeDurationSeconds(travelPx: number): number {
  return Math.max(travelPx, 1) / MARQUEE_PX_PER_SECOND;
}
