'use client';

import { useEffect, useState } from 'react';

/**
 * The copyright year. The exported HTML carries the build year; the visitor's clock corrects it,
 * so a page built in December still reads right in January.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const [year, setYear] = useState(buildYear);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is only known after hydration
    setYear(new Date().getFullYear());
  }, []);
  return <>{year}</>;
}
