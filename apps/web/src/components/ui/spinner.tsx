const SIZES = {
  sm: 'size-4 border-2',
  md: 'size-8 border-[3px]',
  lg: 'size-12 border-4',
} as const;

/** Decorative: whoever shows it also says in words what is happening. */
export function Spinner({ size = 'md' }: { size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite] ${SIZES[size]}`}
    />
  );
}
