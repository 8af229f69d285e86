/**
 * A picture at its display size. The export has no image optimiser (and most pictures here are
 * small SVGs), so a plain <img> with its width and height is right: the size is reserved before
 * it loads and nothing shifts.
 */
type StaticImageProps = { src: string; alt: string; width: number; height: number; className?: string; loading?: 'lazy' | 'eager' };

export function StaticImage({ alt, ...props }: StaticImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: no optimiser in a static export
  return <img alt={alt} {...props} />;
}
