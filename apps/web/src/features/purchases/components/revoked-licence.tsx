import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useOpenFile } from '../hooks/use-file-link';

/**
 * A sale revoked through a dispute (decision 066): its files are closed, but the buyer keeps the
 * licence agreement, shown with the date and the reason it was revoked.
 */
export function RevokedLicence({ purchase }: { purchase: TPurchase & { revokedAt: string } }) {
  const t = useT();
  const dates = useDates();
  const { open, busy } = useOpenFile(purchase.id);
  const reason = purchase.rejection?.note ?? '';
  return (
    <div className="space-y-1 text-sm text-red-300">
      <p className="font-semibold">{t('paidSales.revoked.title')}</p>
      <p>{t('paidSales.revoked.on', { date: dates.date(purchase.revokedAt), reason })}</p>
      {purchase.downloads.agreement === 'ready' && (
        <Button size="sm" variant="ghost" isBusy={busy === 'agreement'} onClick={() => void open('agreement')}>
          {t('purchases.status.agreement')}
        </Button>
      )}
    </div>
  );
}
