import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../ui/loading-screen';
import { GuestNav } from './guest-nav';
import { NavigationProgress } from './navigation-progress';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

interface TAppLayoutProps {
  /** The session's menu; the app passes it in because layout may not import features. */
  nav?: ReactNode;
  /** The fixed bottom audio player, rendered after the footer. */
  player?: ReactNode;
}

export function AppLayout({ nav = <GuestNav />, player }: TAppLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar nav={nav} />
      <NavigationProgress />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-14 focus:outline-none">
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {player}
    </div>
  );
}
