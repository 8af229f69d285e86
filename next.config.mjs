// Fail the build early on an API address that every visitor's browser would choke on.
const apiUrl = process.env.NEXT_PUBLIC_API_URL?.trim();
if (apiUrl && !/^https?:\/\/[^\s/]+/.test(apiUrl)) {
  throw new Error(`NEXT_PUBLIC_API_URL must be an http(s) address such as https://api.example.in, not "${apiUrl}"`);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route is rendered to HTML in out/ at build time; no server runs in production.
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  // The export has no image optimisation server; images are prepared at their display sizes.
  images: { unoptimized: true },
};

export default nextConfig;
