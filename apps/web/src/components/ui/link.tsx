import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** The router's navigation, asked for once for every link below (react-router's own `Link` asks for it, and more, in each). */
export function LinkNavigation({ children }: { children: ReactNode }) {
  return <NavigateContext.Provider value={useNavigate()}>{children}</NavigateContext.Provider>;
}

export interface TLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path from the site's root: every link of the app names one. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link within the app, as react-router's `Link` makes it for a path from the root: an `<a href>`
 * (it works before hydration, and opened in a new tab) whose plain click moves within the app,
 * replacing the history entry when it leads where the person already is. It costs one hook where
 * react-router's costs about a dozen and an effect: the pages' first screens render dozens of
 * links, each hydrated on a phone's main thread (issue 10's TBT, decision 051).
 */
export function Link({ to, onClick, target, ref, ...rest }: TLinkProps) {
  const navigate = useContext(NavigateContext);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    void navigate(to, { replace: pathname + search + hash === to });
  };
  return <a ref={ref} href={to} target={target} onClick={follow} {...rest} />;
}
