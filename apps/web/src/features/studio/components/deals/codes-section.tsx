import type { TDiscountCodeView } from '@beatpasal/shared/schemas/deals';
import { useDates } from '../../../../lib/i18n/use-dates';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { FormSection } from '../form-section';
import { CodeForm } from './code-form';
import { DealRow } from './deal-row';

function CodeRow({ code }: { code: TDiscountCodeView }) {
  const t = useT();
  const format = useFormat();
  const { date } = useDates();
  const off =
    code.offKind === 'percent'
      ? t('deals.codes.offPercent', { percent: format.count(code.offValue) })
      : t('deals.codes.offNpr', { amount: format.money(code.offValue) });
  const uses = format.plural('deals.codes.uses', code.uses);
  const facts = [
    off,
    code.maxUses === null ? uses : `${uses} ${t('deals.codes.cap', { max: format.count(code.maxUses) })}`,
    code.endsAt ? t('deals.codes.until', { date: date(new Date(Date.parse(code.endsAt) - 1)) }) : null,
    code.isOncePerBuyer ? t('deals.codes.oncePerBuyerNote') : null,
  ].filter(Boolean);
  return (
    <DealRow
      summary={
        <div className="min-w-0">
          <p className="font-mono font-semibold break-all text-white">{code.code}</p>
          <p className="text-sm text-zinc-300">{facts.join(' · ')}</p>
        </div>
      }
      Form={CodeForm}
      formProps={{ code }}
      labels={{
        edit: t('deals.codes.editLabel', { code: code.code }),
        remove: t('deals.codes.removeLabel', { code: code.code }),
        removeText: t('deals.codes.remove'),
        removed: t('deals.codes.removed', { code: code.code }),
      }}
      remove={{ kind: 'removeCode', id: code.id }}
    />
  );
}

/** The artist's discount codes, each changed in place or removed, and a form for a new one. */
export function CodesSection({ codes }: { codes: readonly TDiscountCodeView[] }) {
  const t = useT();
  return (
    <FormSection title={t('deals.codes.title')}>
      {codes.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('deals.codes.empty')}</p>
      ) : (
        <ul aria-label={t('deals.codes.title')} className="divide-y divide-zinc-800">
          {codes.map((row) => (
            <CodeRow key={row.id} code={row} />
          ))}
        </ul>
      )}
      <CodeForm />
    </FormSection>
  );
}
