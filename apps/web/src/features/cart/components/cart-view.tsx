import type { TCartLine, TCartRemoval } from '@beatpasal/shared/schemas/cart';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Link } from '../../../components/ui/link';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { isApiError } from '../../../lib/api-error';
import { useCart, useChangeCart } from '../../../lib/cart';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { groupByArtist } from '../lib/group-by-artist';

interface TCartViewProps {
  /** Where Buy Now goes for one licence: the existing one-licence checkout. */
  buyPath: (line: TCartLine) => string;
  trackPath: (trackId: string) => string;
}

function Removals({ removed }: { removed: readonly TCartRemoval[] }) {
  const t = useT();
  if (removed.length === 0) return null;
  return (
    <ul role="status" className="space-y-1 rounded-xl bg-amber-950/40 p-3 text-sm text-amber-100 ring-1 ring-amber-900">
      {removed.map((line) => (
        <li key={`${line.trackId}:${line.licenceKind}`}>
          {t(`cart.removed.${line.reason}`, { title: line.title, licence: t(`purchases.licence.${line.licenceKind}`) })}
        </li>
      ))}
    </ul>
  );
}

function CartRow({ line, buyPath, trackPath }: { line: TCartLine } & TCartViewProps) {
  const t = useT();
  const format = useFormat();
  const remove = useChangeCart('remove');
  const licence = t(`purchases.licence.${line.licenceKind}`);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {line.coverUrl && (
        <img src={line.coverUrl} alt="" width="48" height="48" className="size-12 rounded-md object-cover" />
      )}
      <div className="min-w-0 flex-1">
        <Link to={trackPath(line.trackId)} className="block truncate font-semibold text-white hover:underline">
          {line.title}
        </Link>
        <p className="text-sm text-zinc-300">
          {licence} · {format.money(line.priceNpr)}
        </p>
        {remove.isError && (
          <p role="alert" className="text-sm text-red-300">
            {isApiError(remove.error) ? remove.error.message : t('errors.unexpected')}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          isBusy={remove.isPending}
          aria-label={t('cart.page.removeLabel', { licence, title: line.title })}
          onClick={() => remove.mutate({ trackId: line.trackId, licenceKind: line.licenceKind })}
        >
          {t('cart.page.remove')}
        </Button>
        <ButtonLink to={buyPath(line)} size="sm" aria-label={t('cart.page.buyLabel', { licence, title: line.title })}>
          {t('cart.page.buyNow')}
        </ButtonLink>
      </div>
    </li>
  );
}

/** The buyer's cart by artist, each artist's subtotal and the total; what left the cart is said once, on top. */
export function CartView(props: TCartViewProps) {
  const t = useT();
  const locale = useLocale();
  const cart = useCart(true, { isReadOnOpen: true });
  // The removals are reported once by the server: kept here so a later change of the cart does not hide them.
  const [seenAnswer, setSeenAnswer] = useState(cart.data);
  const [removed, setRemoved] = useState<readonly TCartRemoval[]>(cart.data?.removed ?? []);
  if (cart.data !== seenAnswer) {
    setSeenAnswer(cart.data);
    if (cart.data && cart.data.removed.length > 0) setRemoved(cart.data.removed);
  }

  if (cart.isPending) return <Loading text={t('cart.page.loading')} />;
  if (cart.isError)
    return <LoadError error={cart.error} onRetry={() => void cart.refetch()} isRetrying={cart.isFetching} />;
  const parts = groupByArtist(cart.data.lines, new Date());
  const money = (paisa: number) => formatMoneyPaisa(paisa, locale);
  return (
    <div className="space-y-6">
      <Removals removed={removed} />
      {parts.length === 0 ? (
        <Empty>
          <p>{t('cart.page.empty')}</p>
          <ButtonLink to="/" size="sm">
            {t('cart.page.browse')}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <p className="text-sm text-zinc-300">{t('cart.page.intro')}</p>
          {parts.map((part) => (
            <section
              key={part.artist.id}
              aria-labelledby={`cart-artist-${part.artist.id}`}
              className="rounded-2xl bg-zinc-900 px-4 py-2 ring-1 ring-zinc-800"
            >
              <h2 id={`cart-artist-${part.artist.id}`} className="pt-2 font-bold text-white">
                {t('cart.page.fromArtist', { artist: part.artist.displayName })}
              </h2>
              <ul className="divide-y divide-zinc-800">
                {part.lines.map((line) => (
                  <CartRow key={`${line.trackId}:${line.licenceKind}`} line={line} {...props} />
                ))}
              </ul>
              <p className="border-t border-zinc-800 py-2 text-right text-sm font-semibold text-zinc-100">
                {t('cart.page.subtotal', { artist: part.artist.displayName, amount: money(part.subtotalPaisa) })}
              </p>
            </section>
          ))}
          <p className="text-right text-lg font-bold text-white">
            {t('cart.page.total', { amount: money(parts.reduce((sum, part) => sum + part.subtotalPaisa, 0)) })}
          </p>
        </>
      )}
    </div>
  );
}
