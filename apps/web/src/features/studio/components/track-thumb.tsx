/** The cover in the tracks list; decorative, the title sits beside it. */
export function TrackThumb({ url, size = 'md' }: { url: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16' : 'size-12';
  return (
    <div className={`${box} shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-brand-950 to-zinc-800`}>
      {url && <img src={url} alt="" loading="lazy" className="size-full object-cover" />}
    </div>
  );
}
