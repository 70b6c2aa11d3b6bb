import { licencePath } from '@beatpasal/shared/licence-codes';
import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useOpenFile } from '../hooks/use-file-link';
import { RevokedLicence } from './revoked-licence';

const STATUS_TEXT = 'text-sm font-medium';

/** The buyer's Download cell with the labels of spec §4: pending, Download / Preparing..., HQ Download, Rejected by Artist. */
export function PurchaseDownloads({ purchase }: { purchase: TPurchase }) {
  const t = useT();
  const { money } = useFormat();
  const { open, busy } = useOpenFile(purchase.id);
  const { downloads, rejection } = purchase;
  switch (purchase.status) {
    case 'awaiting_payment':
      return <span className={`${STATUS_TEXT} text-zinc-400`}>{t('purchases.status.awaiting')}</span>;
    case 'pending':
      return <span className={`${STATUS_TEXT} text-yellow-300`}>{t('purchases.status.pendingVerification')}</span>;
    case 'expired':
      return <span className={`${STATUS_TEXT} text-zinc-400`}>{t('purchases.status.expired')}</span>;
    case 'rejected':
    case 'closed':
      if (purchase.revokedAt) return <RevokedLicence purchase={{ ...purchase, revokedAt: purchase.revokedAt }} />;
      return (
        <div className="space-y-1 text-sm text-red-300">
          <p className="font-semibold">
            {purchase.status === 'closed' ? t('purchases.status.closed') : t('purchases.status.rejected')}
          </p>
          {rejection?.reason && (
            <p>
              {t('purchases.status.reason', {
                reason:
                  rejection.reason === 'other' ? rejection.note : t(`purchases.reject.reasons.${rejection.reason}`),
              })}
            </p>
          )}
          {rejection?.refundNpr != null && (
            <p>{t('purchases.status.refund', { amount: money(rejection.refundNpr) })}</p>
          )}
        </div>
      );
    case 'approved': {
      const main = downloads.master === 'ready' ? 'master' : downloads.mp3 === 'ready' ? 'mp3' : null;
      return (
        <div className="flex flex-wrap gap-2">
          {main ? (
            <Button size="sm" isBusy={busy === main} onClick={() => void open(main)}>
              {t('purchases.status.download')}
            </Button>
          ) : (
            <Button size="sm" disabled>
              {t('purchases.status.preparing')}
            </Button>
          )}
          {main === 'master' && downloads.mp3 !== 'none' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={downloads.mp3 !== 'ready'}
              isBusy={busy === 'mp3'}
              onClick={() => void open('mp3')}
            >
              {downloads.mp3 === 'ready' ? t('purchases.status.mp3') : t('purchases.status.preparing')}
            </Button>
          )}
          {downloads.alternate === 'ready' && (
            <Button size="sm" variant="secondary" isBusy={busy === 'alternate'} onClick={() => void open('alternate')}>
              {t('purchases.status.hqDownload')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={downloads.agreement !== 'ready'}
            isBusy={busy === 'agreement'}
            onClick={() => void open('agreement')}
          >
            {downloads.agreement === 'ready' ? t('purchases.status.agreement') : t('purchases.status.preparing')}
          </Button>
          {purchase.licenceCode && (
            <ButtonLink to={licencePath(purchase.licenceCode)} size="sm" variant="ghost" className="underline">
              {t('licences.link')}
            </ButtonLink>
          )}
        </div>
      );
    }
  }
}

/** Opens the payment screenshot in a new tab through a fresh signed link. */
export function ScreenshotButton({ purchase, label }: { purchase: TPurchase; label: string }) {
  const { open, busy } = useOpenFile(purchase.id);
  if (!purchase.hasScreenshot) return <span className="text-zinc-500">—</span>;
  return (
    <Button size="sm" variant="ghost" isBusy={busy === 'screenshot'} onClick={() => void open('screenshot')}>
      {label}
    </Button>
  );
}
