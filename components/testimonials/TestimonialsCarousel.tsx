'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Carousel } from '@/components/carousel/Carousel';
import { pickRandom } from '@/lib/random';

/** 4 of the 6 testimonials per visit, autoplay every 4000 ms, 800 ms transitions. */
export const TESTIMONIALS_SHOWN = 4;

type Slide = { key: string; content: ReactNode };

/**
 * Shows TESTIMONIALS_SHOWN of the pre-rendered slides, picked at random once per visit. The static
 * HTML carries the first ones in content order; the random pick replaces them after hydration
 * (slides keep their size, so nothing shifts).
 */
export function TestimonialsCarousel({ slides }: { slides: Slide[] }) {
  const [shown, setShown] = useState(() => slides.slice(0, TESTIMONIALS_SHOWN));

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the random pick must wait for the browser, or hydration would not match
    setShown(pickRandom(slides, TESTIMONIALS_SHOWN));
  }, [slides]);

  return (
    <Carousel
      key={shown.map((slide) => slide.key).join()}
      label="Student testimonials"
      slides={shown}
      autoplayMs={4000}
      speedMs={800}
      perView={{ 0: 1 }}
      loop
      dynamicBullets
      // The spec: autoplay "continues after user interaction" here.
      stopOnTouch={false}
    />
  );
}
