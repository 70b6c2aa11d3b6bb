import { CartView } from '../../../features/cart/components/cart-view';
import { checkoutPath, trackPath } from '../../../features/catalogue/lib/paths';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /cart: the licences a buyer collected, by artist (issue 35); each is bought through the one-licence checkout. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('cart.page.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('cart.page.title')}</h1>
      <CartView
        trackPath={trackPath}
        buyPath={(line) => `${checkoutPath(line.trackId)}?licence=${encodeURIComponent(line.licenceKind)}`}
      />
    </div>
  );
}
