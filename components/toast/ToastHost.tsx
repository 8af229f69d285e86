'use client';

import { useEffect, useState } from 'react';
import { useLazyComponent } from '@/lib/hooks/useLazyComponent';
import { registerToastHandler, type ToastRequest } from './notify';

// Loaded with the first toast. Not next/dynamic: the layout is on every page, and its loader would
// add its own code to every page's first load for this one container.
const loadViewport = () => import('./ToastViewport').then((module) => module.default);

/** The site's single toast container, mounted once in the layout and filled on first use. */
export function ToastHost() {
  const [requests, setRequests] = useState<ToastRequest[]>([]);
  const [ToastViewport, loadToastViewport] = useLazyComponent(loadViewport);

  useEffect(
    () =>
      registerToastHandler((request) => {
        setRequests((list) => [...list, request]);
        loadToastViewport();
      }),
    [loadToastViewport],
  );

  return ToastViewport && requests.length > 0 ? <ToastViewport requests={requests} /> : null;
}
