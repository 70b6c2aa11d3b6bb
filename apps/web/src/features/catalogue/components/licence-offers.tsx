import type { TLicenceInput } from '@beatpasal/shared/licences';
import { licencePriceLabel } from '@beatpasal/shared/prices';
import type { TTrackDetail } from '@beatpasal/shared/schemas/catalogue';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { SaleNote, SalePrice, useSaleMoney } from './sale-price';

/** Licences that can be bought or negotiated: enabled, with a price or marked negotiable. */
export function offeredLicences(licences: readonly TLicenceInput[]): TLicenceInput[] {
  return licences.filter((licence) => licencePriceLabel(licence) !== '');
}

function LicenceTerms({ licence }: { licence: TLicenceInput }) {
  const t = useT();
  const format = useFormat();
  const details = [
    licence.deliverables.length > 0
      ? `${t('catalogue.track.includes')}: ${licence.deliverables.map((file) => t(`catalogue.track.deliverables.${file}`)).join(', ')}`
      : null,
    licence.leaseDays ? format.plural('catalogue.track.leaseDays', licence.leaseDays) : null,
    licence.streamCap ? format.plural('catalogue.track.streamCap', licence.streamCap) : null,
  ].filter((detail): detail is string => detail !== null);
  return (
    <>
      {details.length > 0 && <p className="text-sm text-zinc-300">{details.join(' · ')}</p>}
      {licence.terms && <p className="mt-1 text-sm whitespace-pre-line text-zinc-400">{licence.terms}</p>}
    </>
  );
}

/** What each licence costs and gives, shown to everyone (the dropdown below is for buyers). */
export function LicenceOffers({ licences, sale }: { licences: readonly TLicenceInput[]; sale?: TTrackDetail['sale'] }) {
  const t = useT();
  const format = useFormat();
  const saleMoney = useSaleMoney();
  const salePaisa = (licence: TLicenceInput) =>
    sale?.licencePaisa.find((price) => price.kind === licence.kind)?.pricePaisa;
  return (
    <ul className="divide-y divide-zinc-800 rounded-2xl border border-zinc-800 bg-zinc-900">
      {licences.map((licence) => (
        <li key={licence.kind} className="p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-white">{t(`purchases.licence.${licence.kind}`)}</span>
            {salePaisa(licence) === undefined ? (
              <span className="text-lg font-bold text-white">{format.licencePrice(licence)}</span>
            ) : (
              <SalePrice
                className="text-lg font-bold"
                was={format.licencePrice(licence)}
                now={saleMoney(salePaisa(licence)!)}
              />
            )}
          </div>
          {salePaisa(licence) !== undefined && sale && <SaleNote sale={sale} />}
          <LicenceTerms licence={licence} />
        </li>
      ))}
    </ul>
  );
}
