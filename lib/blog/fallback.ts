import blogFallback from './fallback.json';

/**
 * The id of the one exported blog page that serves every /blogs/{id} not known at build time
 * (the host rewrites those addresses to it). Post ids cannot contain '_', so it never collides.
 * Shared with scripts/build/host-rules.mjs through lib/blog/fallback.json.
 */
export const BLOG_FALLBACK_ID: string = blogFallback.id;
