// Types for host-rules.mjs (plain JavaScript so the post-build script runs without compiling).
export type HeaderRule = { path: string; file: string; headers: Record<string, string> };
export type RewriteRule = {
  serveSource: string;
  hostSource: string;
  nginxPattern: string;
  page: string;
  file: string;
  keep: string[];
};
export type HostRules = { headers: HeaderRule[]; rewrites: RewriteRule[] };

export const HEADER_CSP: string;
export const COMMON_HEADERS: Record<string, string>;
export function documentPolicy(options: { scriptHashes: string[]; apiOrigin: string | undefined }): string;
export function headerRules(): HeaderRule[];
export function rewriteRules(options: { knownBlogIds?: string[]; blogFallbackId: string }): RewriteRule[];
export function toServeConfig(rules: HostRules): {
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
  rewrites: { source: string; destination: string }[];
};
export function toHeadersFile(rules: HostRules): string;
export function toRedirectsFile(rules: HostRules): string;
export function toNginxConfig(rules: HostRules): string;
