import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type TButtonSize, type TButtonVariant } from './button-styles';

interface TButtonLinkProps extends LinkProps {
  variant?: TButtonVariant;
  size?: TButtonSize;
}

export function ButtonLink({ variant, size, className, ...rest }: TButtonLinkProps) {
  return <Link className={buttonClassName(variant, size, typeof className === 'string' ? className : '')} {...rest} />;
}
