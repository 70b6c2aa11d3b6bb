import type { SVGProps } from 'react';

/** Inline icons (24 px grid): no icon font to download. Decorative: the control names itself. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export const PlayIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11-6.86a1 1 0 0 0 0-1.7l-11-6.86A1 1 0 0 0 8 5.14z" />
  </Icon>
);

export const PauseIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Icon>
);

export const HeartIcon = ({ isFilled, ...props }: SVGProps<SVGSVGElement> & { isFilled: boolean }) => (
  <Icon {...props} fill={isFilled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
    <path
      d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.5 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.5 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      strokeLinejoin="round"
    />
  </Icon>
);

export const ChevronIcon = ({
  direction,
  ...props
}: SVGProps<SVGSVGElement> & { direction: 'left' | 'right' | 'down' }) => (
  <Icon {...props} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={{ left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' }[direction]} />
  </Icon>
);

export const SearchIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

export const FilterIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

export const MessageIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
    <path d="M4 5h16v11H9l-5 4z" />
  </Icon>
);
