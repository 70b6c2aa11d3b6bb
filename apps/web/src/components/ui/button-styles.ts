export type TButtonVariant = 'primary' | 'secondary' | 'ghost';
export type TButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<TButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-zinc-700 bg-zinc-900 text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800',
  ghost: 'text-zinc-200 hover:bg-zinc-800 hover:text-white',
};

const SIZES: Record<TButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Shared by `<Button>` and `<ButtonLink>` so a link that acts as a call to action looks like one. */
export function buttonClassName(variant: TButtonVariant = 'primary', size: TButtonSize = 'md', extra = ''): string {
  return [BASE, VARIANTS[variant], SIZES[size], extra].filter(Boolean).join(' ');
}
