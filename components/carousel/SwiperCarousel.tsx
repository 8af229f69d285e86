'use client';

import { useEffect, useId, useState } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause, FaPlay } from 'react-icons/fa';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { usePrefersReducedMotion } from '@/lib/hooks/usePrefersReducedMotion';
import styles from './Carousel.module.css';

import { BREAKPOINTS, perViewAt, type CarouselProps } from './carouselLayout';

/**
 * The Swiper part of Carousel, loaded when the carousel comes on screen: previous/next
 * buttons, clickable bullets and autoplay that a visitor can pause (WCAG 2.2.2). Autoplay stops
 * while the pointer or keyboard focus is inside and does not start for visitors who prefer
 * reduced motion.
 */
export default function SwiperCarousel({
  slides,
  autoplayMs,
  speedMs = 600,
  perView = { 0: 1 },
  loop = true,
  dynamicBullets = false,
  gapPx = 16,
  stopOnTouch = true,
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const running = userPaused === null ? !reducedMotion : !userPaused;
  const [focusInside, setFocusInside] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Swiper finds its controls by selector; a class unique to this carousel keeps two apart.
  const uid = `carousel-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  const counts = perViewAt(perView);
  const canLoop = loop && slides.length >= 2 * Math.max(...Object.values(counts));

  // Autoplay is a timer of our own rather than Swiper's module, which redraws the page on every
  // animation frame to count down its delay (on a phone, a frame's work for each carousel, all the
  // time). The delay starts again after every slide change, whoever made it.
  useEffect(() => {
    if (!swiper || !running || focusInside || pointerInside) return;
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => swiper.slideNext(), autoplayMs);
    };
    swiper.on('slideChange', schedule);
    schedule();
    return () => {
      window.clearTimeout(timer);
      swiper.off('slideChange', schedule);
    };
  }, [swiper, running, focusInside, pointerInside, autoplayMs]);

  return (
    <div
      // Keyboard focus inside holds autoplay (a mouse click on an arrow does not: autoplay goes on).
      onFocus={(event) => setFocusInside(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      // A touch or a click on the slides, arrows or bullets: the visitor has taken over. (The pause
      // button sets its own state.)
      // A mouse over the carousel holds autoplay while it is there.
      onPointerEnter={(event) => setPointerInside(event.pointerType === 'mouse')}
      onPointerLeave={() => setPointerInside(false)}
      onPointerDown={(event) => {
        if (stopOnTouch && !(event.target as Element).closest('[aria-pressed]')) setUserPaused(true);
      }}
    >
      <Swiper
        modules={[A11y, Navigation, Pagination]}
        loop={canLoop}
        // Without a loop, autoplay goes back to the first slide after the last.
        rewind={!canLoop}
        speed={reducedMotion ? 0 : speedMs}
        spaceBetween={gapPx}
        slidesPerView={counts[0]}
        breakpoints={Object.fromEntries(BREAKPOINTS.slice(1).map((width) => [width, { slidesPerView: counts[width] }]))}
        a11y={{ enabled: true, slideRole: 'group', itemRoleDescriptionMessage: 'slide' }}
        onSwiper={setSwiper}
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
