import { InvitationsSection } from '../../../features/co-producers/components/invitations-section';
import { SharesSection } from '../../../features/co-producers/components/shares-section';
import { FollowerCount } from '../../../features/follows/components/follower-count';
import { FreeDownloadsSection } from '../../../features/free-downloads/components/free-downloads-section';
import { SalesSection } from '../../../features/purchases/components/sales-section';
import { ReportButton } from '../../../features/reports/components/report-button';
import { MyTracksSection } from '../../../features/studio/components/my-tracks-section';
import { PaymentConfirmations } from '../../../features/purchases/components/payment-confirmations';
import { useSession } from '../../../lib/session';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /artist-dashboard. Each part is a section owned by its feature, one after another: the artist's
 * tracks, then the purchases of those tracks, then co-productions and the shares of their sales.
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('studio.dashboard.pageTitle'));
  const profile = useSession().data?.profile;
  const artist = { username: profile?.username ?? '', displayName: profile?.displayName ?? null };
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
        {t('studio.dashboard.pageTitle')}
      </h1>
      {artist.username !== '' && <FollowerCount username={artist.username} />}
      <MyTracksSection artist={artist} />
      <SalesSection rowAction={(purchaseId) => <ReportButton targetType="purchase" targetId={purchaseId} />} />
      <PaymentConfirmations />
      <FreeDownloadsSection />
      <InvitationsSection />
      <SharesSection role="lead" />
      <SharesSection role="coProducer" />
    </div>
  );
}
