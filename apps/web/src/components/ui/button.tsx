import type { ComponentProps } from 'react';
import { buttonClassName, type TButtonSize, type TButtonVariant } from './button-styles';
import { Spinner } from './spinner';

interface TButtonProps extends ComponentProps<'button'> {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** Disables the button and shows a spinner beside its (busy) label. */
  isBusy?: boolean;
}

export function Button({
  variant,
  size,
  isBusy = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: TButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, className)}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    >
      {isBusy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
