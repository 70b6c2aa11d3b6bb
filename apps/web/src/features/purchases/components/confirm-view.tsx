import { ALREADY_PURCHASED_REDIRECT_MS } from '@beatpasal/shared/constants';
import { ZLicenceKind, type TLicenceKind } from '@beatpasal/shared/licences';
import { ZTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { apiFetch } from '../../../lib/api-client';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { playTrack } from '../../../lib/player-store';
import { BUYER_DASHBOARD, checkoutPathFor } from '../lib/purchase-paths';
import { LoadingLine, Notice, PurchaseFrame } from './purchase-frame';

/** /purchase/{trackId} (spec §2.4): the track, a licence, Preview in Player and Proceed to Checkout. */
export function ConfirmView({ trackId }: { trackId: string }) {
  const t = useT();
  const { money } = useFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useQuery({
    queryKey: ['purchases', 'confirm-track', trackId],
    queryFn: ({ signal }) => apiFetch(`/api/tracks/${encodeURIComponent(trackId)}`, { schema: ZTrackPage, signal }),
    retry: false,
  });
  const track = query.data;
  const priced = (track?.licences ?? []).filter(
    (licence) => licence.enabled && !licence.negotiable && licence.priceNpr !== null,
  );
  const fromUrl = ZLicenceKind.safeParse(params.get('licence'));
  const [kind, setKind] = useState<TLicenceKind | null>(fromUrl.success ? fromUrl.data : null);
  const chosen = priced.find((licence) => licence.kind === kind) ?? priced[0];
  const isPurchased = track?.purchaseStatus === 'pending' || track?.purchaseStatus === 'approved';

  useEffect(() => {
    if (!isPurchased) return;
    const timer = setTimeout(
      () => navigate(track?.viewer.role === 'artist' ? '/artist-dashboard' : BUYER_DASHBOARD),
      ALREADY_PURCHASED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [isPurchased, navigate, track?.viewer.role]);

  let body;
  if (query.isPending) {
    body = <LoadingLine text={t('purchases.confirm.loading')} />;
  } else if (!track) {
    body = <Notice tone="error">{query.error?.message ?? t('purchases.confirm.notFound')}</Notice>;
  } else {
    const artistName = track.artist.displayName ?? track.artist.username;
    body = (
      <section className="space-y-4 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
        <div className="flex gap-4">
          {track.coverUrl && (
            <img src={track.coverUrl} alt="" width={128} height={128} className="size-32 rounded-xl object-cover" />
          )}
          <div className="space-y-1">
            <h2 className="text-xl font-bold text-white">{track.title}</h2>
            <p className="text-zinc-300">
              {t('purchases.confirm.by', { name: artistName, username: track.artist.username })}
            </p>
            {chosen?.priceNpr != null && <p className="text-lg font-semibold text-white">{money(chosen.priceNpr)}</p>}
          </div>
        </div>
        {isPurchased && <Notice>{t('purchases.confirm.alreadyPurchased')}</Notice>}
        {priced.length > 1 && (
          <Field label={t('purchases.confirm.chooseLicence')}>
            {(control) => (
              <select
                {...control}
                value={chosen?.kind}
                onChange={(event) => setKind(event.target.value as TLicenceKind)}
                className="block rounded-xl bg-zinc-950 px-3 py-2 text-white ring-1 ring-zinc-700"
              >
                {priced.map((licence) => (
                  <option key={licence.kind} value={licence.kind}>
                    {`${t(`purchases.licence.${licence.kind}`)} — ${money(licence.priceNpr ?? 0)}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={!track.previewReady}
            onClick={() =>
              playTrack({
                id: track.id,
                title: track.title,
                artist: track.artist,
                genre: track.genre,
                bpm: track.bpm,
                coverUrl: track.coverUrl,
              })
            }
          >
            {t('purchases.confirm.preview')}
          </Button>
          <Button
            disabled={!chosen || track.isSold || isPurchased}
            onClick={() =>
              chosen && navigate(checkoutPathFor(track.id, chosen.kind), { state: { licenceKind: chosen.kind } })
            }
          >
            {t('purchases.confirm.proceed')}
          </Button>
        </div>
      </section>
    );
  }
  return <PurchaseFrame title={t('purchases.confirm.title')}>{body}</PurchaseFrame>;
}
