import type { MetadataRoute } from 'next';
import { getSiteConfig } from '@/lib/content/site';

// Written to out/manifest.webmanifest at build; Next links it from every page.
export const dynamic = 'force-static';

/** The web app manifest: the site installs like an app and opens standalone. */
export default function manifest(): MetadataRoute.Manifest {
  const site = getSiteConfig();
  return {
    name: `${site.product}: free practice tests and exam guides`,
    short_name: site.product,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1d3a8a',
    background_color: '#ffffff',
    lang: 'en-IN',
    categories: ['education'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Free practice tests', url: '/practice' },
      { name: 'Games', url: '/games' },
    ],
  };
}
