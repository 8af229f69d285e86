import type { ReactNode } from 'react';

/** Slides per view from a minimum viewport width up (0 = every width). */
export type SlidesPerView = Partial<Record<0 | 640 | 768 | 1024, number>>;

export type CarouselProps = {
  /** Accessible name of the carousel, e.g. 'Student testimonials'. */
  label: string;
  slides: { key: string; content: ReactNode }[];
  autoplayMs: number;
  /** Transition length; 0 under reduced motion. */
  speedMs?: number;
  perView?: SlidesPerView;
  /** Loops only when there are at least twice as many slides as fit in view. */
  loop?: boolean;
  dynamicBullets?: boolean;
  gapPx?: number;
  /**
   * Stop autoplay for good once a visitor touches or clicks the carousel (they are reading a slide).
   * Off for the testimonials, whose autoplay the spec keeps going after interaction.
   */
  stopOnTouch?: boolean;
};

export const BREAKPOINTS = [0, 640, 768, 1024] as const;

/** The per-view count in force at each breakpoint, for Swiper and for the CSS used before it starts. */
export function perViewAt(perView: SlidesPerView): Record<(typeof BREAKPOINTS)[number], number> {
  let current = perView[0] ?? 1;
  return Object.fromEntries(
    BREAKPOINTS.map((width) => {
      current = perView[width] ?? current;
      return [width, current];
    }),
  ) as Record<(typeof BREAKPOINTS)[number], number>;
}
