'use client';

import { useEffect, useRef, type CSSProperties } from 'react';
import { FaChevronLeft, FaChevronRight, FaPause } from 'react-icons/fa';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';
import { perViewAt, type CarouselProps } from './carouselLayout';
import styles from './Carousel.module.css';

// Swiper is most of a carousel page's JavaScript: it loads with the first carousel that is wanted.
const loadSwiper = () => import('./SwiperCarousel').then((module) => module.default);

/**
 * A carousel that does no work until it is needed: the page shows the slides laid out exactly as
 * Swiper will show them, and Swiper's code loads and starts only when the carousel comes on
 * screen (or the visitor reaches for it; a carousel just below the fold waits, so a page of six
 * starts one at load). Until it has arrived the static slides stay (offline, for
 * good), then Swiper takes over without moving anything.
 */
export function Carousel(props: CarouselProps) {
  const { label, slides, perView = { 0: 1 }, gapPx = 16 } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const [SwiperCarousel, want] = useLazyComponent(loadSwiper);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || SwiperCarousel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [SwiperCarousel, want]);

  const counts = perViewAt(perView);
  const cssVars = {
    '--gap': `${gapPx}px`,
    '--per-view-0': counts[0],
    '--per-view-640': counts[640],
    '--per-view-768': counts[768],
    '--per-view-1024': counts[1024],
  } as CSSProperties;

  // The same boxes Swiper will draw: first slides in view, arrows and the pause button.
  const staticView = (
    <>
      <div className={styles.staticTrack}>
        {slides.map((slide) => (
          <div key={slide.key} className={styles.slide}>
            {slide.content}
          </div>
        ))}
      </div>
      <div className={styles.controls} aria-hidden="true">
        <span className={styles.control}>
          <FaChevronLeft />
        </span>
        <span className={styles.pagination} />
        <span className={styles.control}>
          <FaChevronRight />
        </span>
        <span className={styles.control}>
          <FaPause />
        </span>
      </div>
    </>
  );

  return (
    <div
      ref={rootRef}
      className={styles.carousel}
      style={cssVars}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={SwiperCarousel ? true : undefined}
      onPointerEnter={want}
      onFocus={want}
    >
      {SwiperCarousel ? <SwiperCarousel {...props} /> : staticView}
    </div>
  );
}
