import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AnnouncementBanner } from '@/components/layout/AnnouncementBanner';
import { HydratedFlag } from '@/components/layout/HydratedFlag';
import { NavigationStateBridge } from '@/components/navigationState/NavigationStateBridge';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ServiceWorker } from '@/components/offline/ServiceWorker';
import { ToastHost } from '@/components/toast/ToastHost';
import { pauseIcons } from '@/components/ui/pauseIcons';
import { getSiteConfig } from '@/lib/content/site';
import { NAVIGATION_STATE_CAPTURE_SCRIPT } from '@/components/navigationState/navigationState';
import { poppins } from './fonts';
import { START_UP_YIELD_SCRIPT } from './_startup/startUpYield';
import './globals.css';

const site = getSiteConfig();

export const metadata: Metadata = {
  metadataBase: new URL(site.siteUrl),
  title: { default: `${site.product} – ${site.tagline}`, template: `%s – ${site.product}` },
  description: site.description,
  applicationName: site.product,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#1d3a8a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={poppins.variable}>
      <head>
        <script dangerouslySetInnerHTML={{ __html: NAVIGATION_STATE_CAPTURE_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: START_UP_YIELD_SCRIPT }} />
      </head>
      <body>
        <SiteHeader />
        <AnnouncementBanner icons={pauseIcons()} />
        {/* data-pagefind-body: the site search indexes only the main content (scripts/build/search-index.mjs). */}
        <main id="main" tabIndex={-1} data-pagefind-body>
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <NavigationStateBridge />
        <ToastHost />
        <HydratedFlag />
        <ServiceWorker />
      </body>
    </html>
  );
}
