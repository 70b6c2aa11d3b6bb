import {
  decideRoute,
  matchesRoute,
  PUBLIC_ROUTES,
  routingStateOf,
  type TRouteDecision,
} from '@beatpasal/shared/routing';
import { memo, type ReactNode } from 'react';
import { Navigate, renderMatches, useLocation, type Location } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFound } from '../components/layout/not-found';
import { LinkNavigation } from '../components/ui/link';
import { LoadingScreen } from '../components/ui/loading-screen';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { Player } from '../features/player/components/player';
import { saveLanguageOnAccount } from '../features/session/api/save-language';
import { ArtistNotice } from '../features/session/components/artist-notice';
import { SessionCheckFailed } from '../features/session/components/session-check-failed';
import { SessionNav } from '../features/session/components/session-nav';
import { WelcomeBanner } from '../features/session/components/welcome-banner';
import { showsArtistNotice } from '../features/session/lib/nav-items';
import { useAccountLanguage } from '../features/session/hooks/use-account-language';
import { useSession } from '../lib/session';
import { useLanguage, useT } from '../lib/i18n/i18n';
import { useRefreshVisitorAnswers } from './first-screen';
import { matchPage } from './route-matches';

/**
 * Route access (spec §2.1): `decideRoute` is the one rule; a page the person may not open is
 * replaced by a redirect, not shown first. Until the session is known only public pages render
 * (as a visitor sees them, which is what the server rendered: decision 034); the rest wait.
 */
function useGuardedPage(decision: TRouteDecision, page: ReactNode): ReactNode {
  const t = useT();
  if (decision.kind === 'wait') return <LoadingScreen text={t('accounts.session.checking')} />;
  if (decision.kind === 'redirect') return <Navigate replace to={decision.to} />;
  if (decision.kind === 'not_found') return <NotFound />;
  return page;
}

const ALLOW: TRouteDecision = { kind: 'allow' };

interface TKeptPage {
  decision: TRouteDecision;
  location: Location;
  /** What else the page's element is made from: the decision and the language of its waiting text. */
  madeFrom: string;
}

/**
 * The route's page, matched and rendered again only when the person moves or what it is made from
 * changes. The App renders again when the session is switched on after hydration and again when
 * it answers; the page reads what it needs itself (its own queries and stores), and matching the
 * routes and rendering all of it again each time made the longest tasks after hydration (issue
 * 10's TBT, decision 051).
 */
const KeptPage = memo(
  ({ decision, location }: TKeptPage) => useGuardedPage(decision, renderMatches(matchPage(location.pathname))),
  (before, after) => before.location === after.location && before.madeFrom === after.madeFrom,
);

export function App() {
  const session = useSession();
  const location = useLocation();
  const { pathname, search } = location;
  const [language] = useLanguage();
  const state = routingStateOf(session.data);
  const routed = decideRoute(state, pathname, search);
  const decision = routed.kind === 'wait' && matchesRoute(PUBLIC_ROUTES, pathname) ? ALLOW : routed;
  const hasFailed = session.data === undefined && session.isError;
  const isSignedIn = Boolean(session.data?.user);
  useRefreshVisitorAnswers(isSignedIn);
  useAccountLanguage(session.data);

  return (
    <LinkNavigation>
      <AppLayout
        nav={
          <>
            <NotificationBell />
            <SessionNav session={session.data} />
          </>
        }
        banner={
          <>
            <WelcomeBanner />
            {state === 'artist' && decision.kind === 'allow' && showsArtistNotice(pathname) && <ArtistNotice />}
          </>
        }
        player={<Player />}
        onLanguageChosen={isSignedIn ? saveLanguageOnAccount : undefined}
      >
        {hasFailed ? (
          <SessionCheckFailed onRetry={() => void session.refetch()} isRetrying={session.isFetching} />
        ) : (
          <KeptPage decision={decision} location={location} madeFrom={`${JSON.stringify(decision)} ${language}`} />
        )}
      </AppLayout>
    </LinkNavigation>
  );
}
