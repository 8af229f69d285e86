'use client';

import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from 'react-icons/fa';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import styles from './Carousel.module.css';

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
};

const BREAKPOINTS = [0, 640, 768, 1024] as const;

/** The per-view count in force at each breakpoint, for Swiper and for the CSS used before it starts. */
function perViewAt(perView: SlidesPerView): Record<(typeof BREAKPOINTS)[number], number> {
  let current = perView[0] ?? 1;
  return Object.fromEntries(
    BREAKPOINTS.map((width) => {
      current = perView[width] ?? current;
      return [width, current];
    }),
  ) as Record<(typeof BREAKPOINTS)[number], number>;
}

/**
 * A Swiper carousel with previous/next buttons, clickable bullets and autoplay that a visitor
 * can pause (WCAG 2.2.2). Autoplay stops while the pointer or keyboard focus is inside and does not
 * start for visitors who prefer reduced motion. Before Swiper starts, CSS lays the slides out as
 * Swiper will, so nothing moves when it does.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  speedMs = 600,
  perView = { 0: 1 },
  loop = true,
  dynamicBullets = false,
  gapPx = 16,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const running = userPaused === null ? !reducedMotion : !userPaused;
  const [focusInside, setFocusInside] = useState(false);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper finds its controls by selector; a class unique to this carousel keeps two apart.
  const uid = `carousel-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const counts = perViewAt(perView);
  const canLoop = loop && slides.length >= 2 * Math.max(...Object.values(counts));

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!swiper?.autoplay) return;
    if (running && !focusInside) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [running, focusInside]);

  const cssVars = {
    '--gap': `${gapPx}px`,
    '--per-view-0': counts[0],
    '--per-view-640': counts[640],
    '--per-view-768': counts[768],
    '--per-view-1024': counts[1024],
  } as CSSProperties;

  return (
    <div
      className={styles.carousel}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      // Keyboard focus inside holds autoplay (a mouse click on an arrow does not: autoplay goes on).
      onFocus={(event) => setFocusInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Navigation, Pagination]}
        loop={canLoop}
        // Without a loop, autoplay goes back to the first slide after the last.
        rewind={!canLoop}
        speed={reducedMotion ? 0 : speedMs}
        spaceBetween={gapPx}
        slidesPerView={counts[0]}
        breakpoints={Object.fromEntries(BREAKPOINTS.slice(1).map((width) => [width, { slidesPerView: counts[width] }]))}
        autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ enabled: true, slideRole: 'group', itemRoleDescriptionMessage: 'slide' }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        navigation={{ prevEl: `.${uid}-prev`, nextEl: `.${uid}-next` }}
        pagination={{ el: `.${uid}-pagination`, clickable: true, dynamicBullets }}
        className={styles.swiper}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={styles.slide}>
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={`${styles.control} ${uid}-prev`}>
          <FaChevronLeft aria-hidden="true" />
          <span className="visually-hidden">Previous slide</span>
        </button>
        <div className={`${styles.pagination} ${uid}-pagination`} />
        <button type="button" className={`${styles.control} ${uid}-next`}>
          <FaChevronRight aria-hidden="true" />
          <span className="visually-hidden">Next slide</span>
        </button>
        <button type="button" className={styles.control} aria-pressed={!running} onClick={() => setUserPaused(running)}>
          {running ? <FaPause aria-hidden="true" /> : <FaPlay aria-hidden="true" />}
          <span className="visually-hidden">Pause automatic sliding</span>
        </button>
      </div>
    </div>
  );
}
