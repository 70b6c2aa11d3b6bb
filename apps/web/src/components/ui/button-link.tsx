import { Link, type TLinkProps } from './link';
import { buttonClassName, type TButtonSize, type TButtonVariant } from './button-styles';

interface TButtonLinkProps extends TLinkProps {
  variant?: TButtonVariant;
  size?: TButtonSize;
}

export function ButtonLink({ variant, size, className, ...rest }: TButtonLinkProps) {
  return <Link className={buttonClassName(variant, size, className)} {...rest} />;
}
