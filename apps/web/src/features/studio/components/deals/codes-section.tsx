import type { TDiscountCodeView } from '@beatpasal/shared/schemas/deals';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useDates } from '../../../../lib/i18n/use-dates';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useChangeDeals } from '../../api/deals-api';
import { FormSection } from '../form-section';
import { CodeForm } from './code-form';

function CodeRow({ code }: { code: TDiscountCodeView }) {
  const t = useT();
  const format = useFormat();
  const { date } = useDates();
  const change = useChangeDeals();
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setIsEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
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
  if (isEditing)
    return (
      <li className="py-3">
        <CodeForm code={code} onClose={closeEditor} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-mono font-semibold break-all text-white">{code.code}</p>
        <p className="text-sm text-zinc-300">{facts.join(' · ')}</p>
      </div>
      <div className="flex gap-2">
        <Button
          ref={editRef}
          variant="secondary"
          size="sm"
          aria-label={t('deals.codes.editLabel', { code: code.code })}
          onClick={() => setIsEditing(true)}
        >
          {t('deals.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isBusy={change.isPending}
          aria-label={t('deals.codes.removeLabel', { code: code.code })}
          onClick={() =>
            change.mutate(
              { kind: 'removeCode', id: code.id },
              { onSuccess: () => toast.success(t('deals.codes.removed', { code: code.code })) },
            )
          }
        >
          {t('deals.codes.remove')}
        </Button>
      </div>
    </li>
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
