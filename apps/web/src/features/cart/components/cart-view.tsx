import { isExclusiveKind } from '@beatpasal/shared/licence-kinds';
import type { TCartLine, TCartRemoval, TPaymentRequests } from '@beatpasal/shared/schemas/cart';
import type { TPricedCartLine, TPricedCartPart } from '@beatpasal/shared/schemas/deals';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Link } from '../../../components/ui/link';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { isApiError } from '../../../lib/api-error';
import { useCart, useChangeCart, useCheckout } from '../../../lib/cart';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDealName } from '../../../lib/deal-name';
import { useCartPrices } from '../api/cart-prices-api';
import { groupByArtist } from '../lib/group-by-artist';
import { CodeForm } from './code-form';

interface TCartViewProps {
  /** Where Buy Now goes for one licence: the existing one-licence checkout. */
  buyPath: (line: TCartLine) => string;
  trackPath: (trackId: string) => string;
  /** After checkout: the page of the buyer's payment requests, told what left the cart. */
  onCheckedOut: (answer: TPaymentRequests) => void;
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

/** A line's price: the list price, or the list price struck through beside what the deals leave. */
function LinePrice({ line, priced }: { line: TCartLine; priced: TPricedCartLine | undefined }) {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  if (!priced || priced.totalPaisa === priced.listPaisa) return <>{format.money(line.priceNpr)}</>;
  return (
    <>
      <span className="sr-only">{t('deals.cart.was', { price: format.money(line.priceNpr) })}</span>
      <s aria-hidden="true" className="text-zinc-400">
        {format.money(line.priceNpr)}
      </s>{' '}
      <span className="font-semibold text-emerald-300">{formatMoneyPaisa(priced.totalPaisa, locale)}</span>
    </>
  );
}

/** The artist's bulk deal as it applies to their part, and how many more covered lines bring the next free one. */
function DealNote({ part }: { part: TPricedCartPart }) {
  const t = useT();
  const { plural } = useFormat();
  const dealName = useDealName();
  if (!part.deal) return null;
  const isApplied = part.lines.some((line) => line.dealOffPaisa > 0);
  return (
    <p className="py-2 text-sm text-emerald-300">
      {isApplied ? `${t('deals.cart.dealApplied', { deal: dealName(part.deal) })} · ` : `${dealName(part.deal)} · `}
      {part.itemsToNextDeal !== null && plural('deals.cart.toNext', part.itemsToNextDeal)}
    </p>
  );
}

function CartRow({
  line,
  priced,
  buyPath,
  trackPath,
}: { line: TCartLine; priced: TPricedCartLine | undefined } & Omit<TCartViewProps, 'onCheckedOut'>) {
  const t = useT();
  const remove = useChangeCart('remove');
  const licence = t(`purchases.licence.${line.licenceKind}`);
  // An exclusive is bought alone (decision 091): checkout leaves it here, for its Buy Now.
  const isExclusive = isExclusiveKind(line.licenceKind);
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
          {licence} · <LinePrice line={line} priced={priced} />
        </p>
        {isExclusive && <p className="text-xs text-amber-200">{t('cart.page.exclusiveAlone')}</p>}
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
  const [code, setCode] = useState<string | null>(null);
  const prices = useCartPrices(cart.data, code);
  const checkout = useCheckout(props.onCheckedOut);
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
  const pricedPart = (artistId: string) => prices.data?.parts.find((part) => part.artistId === artistId);
  const pricedLine = (part: TPricedCartPart | undefined, line: TCartLine) =>
    part?.lines.find((priced) => priced.trackId === line.trackId && priced.licenceKind === line.licenceKind);
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
          {parts.map((part) => {
            const priced = pricedPart(part.artist.id);
            return (
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
                    <CartRow
                      key={`${line.trackId}:${line.licenceKind}`}
                      line={line}
                      priced={pricedLine(priced, line)}
                      {...props}
                    />
                  ))}
                </ul>
                {priced && <DealNote part={priced} />}
                <p className="border-t border-zinc-800 py-2 text-right text-sm font-semibold text-zinc-100">
                  {t('cart.page.subtotal', {
                    artist: part.artist.displayName,
                    amount: money(priced?.subtotalPaisa ?? part.subtotalPaisa),
                  })}
                </p>
              </section>
            );
          })}
          <CodeForm cart={cart.data} applied={code} onApplied={setCode} />
          <p className="text-right text-lg font-bold text-white">
            {t('cart.page.total', {
              amount: money(prices.data?.totalPaisa ?? parts.reduce((sum, part) => sum + part.subtotalPaisa, 0)),
            })}
          </p>
          {checkout.isError && (
            <p role="alert" className="text-sm text-red-300">
              {isApiError(checkout.error) ? checkout.error.message : t('errors.unexpected')}
            </p>
          )}
          {cart.data.lines.some((line) => !isExclusiveKind(line.licenceKind)) && (
            <div className="flex justify-end">
              <Button isBusy={checkout.isPending} onClick={() => checkout.mutate(code)}>
                {t('cart.page.checkout')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
