/** The institute's mark: an open book under a graduation cap, drawn inline so it costs no request. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#1d3a8a" />
      <path d="M24 9 6 17l18 8 18-8-18-8Z" fill="#f59e0b" />
      <path d="M13 21v6c0 2.5 5 5 11 5s11-2.5 11-5v-6l-11 5-11-5Z" fill="#fff" />
      <path d="M40 18v9" stroke="#f59e0b" strokeWidth="2" strokeLinecap="round" />
      <path d="M10 36c5-2 9.5-2 14 1 4.5-3 9-3 14-1v3c-5-2-9.5-2-14 1-4.5-3-9-3-14-1v-3Z" fill="#fff" opacity=".85" />
    </svg>
  );
}
