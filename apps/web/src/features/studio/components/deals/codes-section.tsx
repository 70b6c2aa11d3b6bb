import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { TCodeOffKind, TDiscountCodeView } from '@beatpasal/shared/schemas/deals';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { INPUT_CLASS } from '../../../../components/ui/form/control-styles';
import { Field } from '../../../../components/ui/form/field';
import { TextField } from '../../../../components/ui/form/text-field';
import { useDates } from '../../../../lib/i18n/use-dates';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useChangeDeals } from '../../api/deals-api';
import { dayEnd, dayStart, nepalDay } from '../../lib/festival-dates';
import { CHECKBOX_CLASS } from '../form-styles';
import { FormSection } from '../form-section';
import { LicenceKindsField } from './licence-kinds-field';

const FIELDS = ['code', 'offKind', 'offValue', 'startsAt', 'endsAt', 'maxUses', 'licenceKinds'] as const;

function CodeRow({ code }: { code: TDiscountCodeView }) {
  const t = useT();
  const format = useFormat();
  const { date } = useDates();
  const change = useChangeDeals();
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
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-mono font-semibold break-all text-white">{code.code}</p>
        <p className="text-sm text-zinc-300">{facts.join(' · ')}</p>
      </div>
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
    </li>
  );
}

/** The artist's discount codes and a form for a new one (whole store; the kinds it covers may be chosen). */
export function CodesSection({ codes }: { codes: readonly TDiscountCodeView[] }) {
  const t = useT();
  const change = useChangeDeals();
  const fields = useFieldErrors(FIELDS);
  const [code, setCode] = useState('');
  const [offKind, setOffKind] = useState<TCodeOffKind>('percent');
  const [offValue, setOffValue] = useState('10');
  const [firstDay, setFirstDay] = useState(() => nepalDay(new Date()));
  const [lastDay, setLastDay] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [isOncePerBuyer, setIsOncePerBuyer] = useState(false);
  const [kinds, setKinds] = useState<TLicenceKind[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = firstDay === nepalDay(new Date()) ? new Date() : dayStart(firstDay);
    change.mutate(
      {
        kind: 'createCode',
        body: {
          code,
          offKind,
          offValue: Number(offValue),
          trackIds: null,
          licenceKinds: kinds,
          startsAt: startsAt.toISOString(),
          endsAt: lastDay === '' ? null : dayEnd(lastDay).toISOString(),
          maxUses: maxUses === '' ? null : Number(maxUses),
          isOncePerBuyer,
        },
      },
      {
        onSuccess: () => {
          toast.success(t('deals.codes.created', { code: code.trim().toUpperCase() }));
          fields.reset();
          setCode('');
        },
        onError: fields.handleError,
      },
    );
  };

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
      <form noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('deals.codes.code')}
          hint={t('deals.codes.codeHint')}
          value={code}
          autoComplete="off"
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fields.errors.code}
          errorId={fields.errorId('code')}
        />
        <Field label={t('deals.codes.offKind')} error={fields.errors.offKind} errorId={fields.errorId('offKind')}>
          {(control) => (
            <select
              {...control}
              className={INPUT_CLASS}
              value={offKind}
              onChange={(event) => setOffKind(event.currentTarget.value as TCodeOffKind)}
            >
              <option value="percent">{t('deals.codes.percent')}</option>
              <option value="npr">{t('deals.codes.npr')}</option>
            </select>
          )}
        </Field>
        <TextField
          label={t('deals.codes.offValue')}
          inputMode="numeric"
          value={offValue}
          onChange={(event) => setOffValue(event.currentTarget.value)}
          error={fields.errors.offValue}
          errorId={fields.errorId('offValue')}
        />
        <TextField
          label={t('deals.codes.maxUses')}
          inputMode="numeric"
          value={maxUses}
          onChange={(event) => setMaxUses(event.currentTarget.value)}
          error={fields.errors.maxUses}
          errorId={fields.errorId('maxUses')}
        />
        <TextField
          label={t('deals.codes.starts')}
          type="date"
          value={firstDay}
          onChange={(event) => setFirstDay(event.currentTarget.value)}
          error={fields.errors.startsAt}
          errorId={fields.errorId('startsAt')}
        />
        <TextField
          label={t('deals.codes.ends')}
          type="date"
          value={lastDay}
          onChange={(event) => setLastDay(event.currentTarget.value)}
          error={fields.errors.endsAt}
          errorId={fields.errorId('endsAt')}
        />
        <div className="sm:col-span-2">
          <LicenceKindsField value={kinds} onChange={setKinds} error={fields.errors.licenceKinds} />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-zinc-200 sm:col-span-2">
          <input
            type="checkbox"
            className={CHECKBOX_CLASS}
            checked={isOncePerBuyer}
            onChange={(event) => setIsOncePerBuyer(event.currentTarget.checked)}
          />
          {t('deals.codes.oncePerBuyer')}
        </label>
        <div className="sm:col-span-2">
          <Button type="submit" isBusy={change.isPending}>
            {t('deals.codes.create')}
          </Button>
        </div>
      </form>
    </FormSection>
  );
}
