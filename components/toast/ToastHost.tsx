'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { registerToastHandler, type ToastRequest } from './notify';

const ToastViewport = dynamic(() => import('./ToastViewport'), { ssr: false });

/** The site's single toast container, mounted once in the layout and filled on first use. */
export function ToastHost() {
  const [requests, setRequests] = useState<ToastRequest[]>([]);

  useEffect(() => registerToastHandler((request) => setRequests((list) => [...list, request])), []);

  return requests.length > 0 ? <ToastViewport requests={requests} /> : null;
}
