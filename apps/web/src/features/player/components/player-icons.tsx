import type { ReactNode } from 'react';

/** Decorative 24×24 icons: every button that shows one also carries an accessible name. */
function Icon({ children, className = 'size-5' }: { children: ReactNode; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      {children}
    </svg>
  );
}

export function PlayIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14Z" />
    </Icon>
  );
}

export function PauseIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </Icon>
  );
}

export function VolumeIcon({ isMuted }: { isMuted: boolean }) {
  return (
    <Icon>
      <path d="M4 9v6h4l5 4.5V4.5L8 9H4Z" />
      {isMuted ? (
        <path d="m16.3 8.7 1.4-1.4 2.3 2.3 2.3-2.3 1.4 1.4-2.3 2.3 2.3 2.3-1.4 1.4-2.3-2.3-2.3 2.3-1.4-1.4 2.3-2.3z" />
      ) : (
        <path d="M15.5 8.2a5 5 0 0 1 0 7.6l-1.3-1.5a3 3 0 0 0 0-4.6zM17.8 5.5a8.5 8.5 0 0 1 0 13l-1.3-1.5a6.5 6.5 0 0 0 0-10z" />
      )}
    </Icon>
  );
}

export function ChevronIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <Icon>
      <path
        d={
          direction === 'down'
            ? 'm6.4 8.6 5.6 5.6 5.6-5.6L19 10l-7 7-7-7z'
            : 'm6.4 15.4 5.6-5.6 5.6 5.6L19 14l-7-7-7 7z'
        }
      />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
    </Icon>
  );
}

export function MusicNoteIcon() {
  return (
    <Icon className="size-5 text-zinc-400">
      <path d="M9 17.5a3.5 3.5 0 1 1-2-3.16V5l12-2v11.5a3.5 3.5 0 1 1-2-3.16V7.4l-8 1.33z" />
    </Icon>
  );
}
