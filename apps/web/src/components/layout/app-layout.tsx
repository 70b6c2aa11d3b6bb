import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { TLanguage } from '../../lib/i18n/language-store';
import { PageHydrationMark } from '../../lib/page-hydration';
import { LoadingScreen } from '../ui/loading-screen';
import { GuestNav } from './guest-nav';
import { RouteErrorBoundary } from './route-error';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

interface TAppLayoutProps {
  /** The page for the current route. */
  children: ReactNode;
  /** The session's menu; the app passes it in because layout may not import features. */
  nav?: ReactNode;
  /** Bars shown under the top bar, in the page's flow (the welcome notice, the artists' notice). */
  banner?: ReactNode;
  /** The fixed bottom audio player, rendered after the footer. */
  player?: ReactNode;
  /** Told when someone switches the language in the top bar. */
  onLanguageChosen?: (language: TLanguage) => void;
}

export function AppLayout({ children, nav = <GuestNav />, banner, player, onLanguageChosen }: TAppLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar nav={nav} onLanguageChosen={onLanguageChosen} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-14 focus:outline-none">
        {banner}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            {children}
            <PageHydrationMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      {player}
    </div>
  );
}
