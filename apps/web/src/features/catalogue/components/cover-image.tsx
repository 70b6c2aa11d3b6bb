import { DEFAULT_AVATAR, DEFAULT_COVER } from './default-images';

interface TCoverImageProps {
  src: string | null;
  /** Rendered size in CSS pixels, so the page does not jump while the image loads. */
  size: number;
  kind?: 'cover' | 'avatar';
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  isEager?: boolean;
}

/** A square cover or avatar (WebP from the server), or the default image when there is none. Decorative: a title or name is always beside it. */
export function CoverImage({ src, size, kind = 'cover', className = '', isEager = false }: TCoverImageProps) {
  const fallback = kind === 'avatar' ? DEFAULT_AVATAR : DEFAULT_COVER;
  return (
    <img
      src={src ?? fallback}
      alt=""
      width={size}
      height={size}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      className={`object-cover ${kind === 'avatar' ? 'rounded-full' : ''} ${className}`}
    />
  );
}
