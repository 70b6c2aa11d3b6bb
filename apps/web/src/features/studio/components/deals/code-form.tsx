import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { TCodeOffKind, TDiscountCodeView } from '@beatpasal/shared/schemas/deals';
import { useState, type FormEvent } from 'react';
import { INPUT_CLASS } from '../../../../components/ui/form/control-styles';
import { Field } from '../../../../components/ui/form/field';
import { TextField } from '../../../../components/ui/form/text-field';
import { useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useFieldErrors } from '../../../../lib/use-field-errors';
import { useChangeDeals } from '../../api/deals-api';
import { useDealDays, useFirstFieldRef } from '../../hooks/use-deal-days';
import { CHECKBOX_CLASS } from '../form-styles';
import { DealDayFields } from './deal-day-fields';
import { DealFormActions } from './deal-form-actions';
import { LicenceKindsField } from './licence-kinds-field';
import { TracksField } from './tracks-field';

const FIELDS = ['code', 'offKind', 'offValue', 'trackIds', 'startsAt', 'endsAt', 'maxUses', 'licenceKinds'] as const;

/**
 * A new discount code, or one of the artist's codes changed in place (`code`, prefilled; `onClose` when
 * saved or cancelled). Once buyers have used a code its text is shown read-only with the reason: the
 * server keeps it (decision 096).
 */
export function CodeForm({ code: editing, onClose }: { code?: TDiscountCodeView; onClose?: () => void }) {
  const t = useT();
  const change = useChangeDeals();
  const fields = useFieldErrors(FIELDS);
  const days = useDealDays(editing);
  const firstFieldRef = useFirstFieldRef(editing !== undefined);
  const [code, setCode] = useState(editing?.code ?? '');
  const [offKind, setOffKind] = useState<TCodeOffKind>(editing?.offKind ?? 'percent');
  const [offValue, setOffValue] = useState(String(editing?.offValue ?? 10));
  const [maxUses, setMaxUses] = useState(editing?.maxUses === null || !editing ? '' : String(editing.maxUses));
  const [isOncePerBuyer, setIsOncePerBuyer] = useState(editing?.isOncePerBuyer ?? false);
  const [kinds, setKinds] = useState<TLicenceKind[]>(editing?.licenceKinds ? [...editing.licenceKinds] : []);
  const [trackIds, setTrackIds] = useState<string[] | null>(editing?.trackIds ? [...editing.trackIds] : null);
  const isTextKept = editing !== undefined && editing.uses > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      code,
      offKind,
      offValue: Number(offValue),
      trackIds,
      licenceKinds: kinds,
      ...days.window(),
      maxUses: maxUses === '' ? null : Number(maxUses),
      isOncePerBuyer,
    };
    const saved = code.trim().toUpperCase();
    change.mutate(editing ? { kind: 'updateCode', id: editing.id, body } : { kind: 'createCode', body }, {
      onSuccess: () => {
        toast.success(t(editing ? 'deals.codes.saved' : 'deals.codes.created', { code: saved }));
        fields.reset();
        if (!editing) setCode('');
        onClose?.();
      },
      onError: fields.handleError,
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={editing ? t('deals.codes.editLabel', { code: editing.code }) : t('deals.codes.new')}
      className="mt-6 grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('deals.codes.code')}
        hint={isTextKept ? t('deals.codes.textKept') : t('deals.codes.codeHint')}
        value={code}
        readOnly={isTextKept}
        autoComplete="off"
        ref={firstFieldRef}
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
      <DealDayFields
        days={days}
        labels={{ first: t('deals.codes.starts'), last: t('deals.codes.ends') }}
        errors={fields.errors}
        errorId={fields.errorId}
      />
      <div className="sm:col-span-2">
        <TracksField value={trackIds} onChange={setTrackIds} error={fields.errors.trackIds} />
      </div>
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
      <DealFormActions
        className="flex flex-wrap gap-2 sm:col-span-2"
        createLabel={t('deals.codes.create')}
        isEditing={editing !== undefined}
        isBusy={change.isPending}
        onClose={onClose}
      />
    </form>
  );
}
