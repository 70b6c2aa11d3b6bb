import { useRef } from 'react';
import { useNearViewport } from '../lib/use-near-viewport';
import { DEFAULT_AVATAR, DEFAULT_COVER } from './default-images';

interface TCoverImageProps {
  src: string | null;
  /** Rendered size in CSS pixels, so the page does not jump while the image loads. */
  size: number;
  kind?: 'cover' | 'avatar';
  className?: string;
  /** Above the fold: load at once, first, instead of when scrolled near (the page's largest image). */
  isEager?: boolean;
  /** Renditions by width, so a phone fetches the one its layout shows (data saver, issue 36); `sizes` says how wide that is. */
  srcSet?: string;
  sizes?: string;
}

/** A square cover or avatar (WebP from the server), or the default image when there is none. Decorative: a title or name is always beside it. */
export function CoverImage({
  src,
  size,
  kind = 'cover',
  className = '',
  isEager = false,
  srcSet,
  sizes,
}: TCoverImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const isNear = useNearViewport(ref, !isEager);
  const fallback = kind === 'avatar' ? DEFAULT_AVATAR : DEFAULT_COVER;
  return (
    <img
      ref={ref}
      src={isNear ? (src ?? fallback) : undefined}
      srcSet={isNear && src ? srcSet : undefined}
      sizes={isNear && src ? sizes : undefined}
      alt=""
      width={size}
      height={size}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : undefined}
      decoding="async"
      className={`bg-zinc-800 object-cover ${kind === 'avatar' ? 'rounded-full' : ''} ${className}`}
    />
  );
}
