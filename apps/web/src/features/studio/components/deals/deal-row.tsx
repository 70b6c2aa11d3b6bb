import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useChangeDeals, type TDealChange } from '../../api/deals-api';

/**
 * One code or sale on the Deals page: its summary with Edit and Remove, or, while edited, its `Form` in
 * place, after which the focus returns to Edit.
 */
export function DealRow<TFormProps extends object>({
  summary,
  Form,
  formProps,
  labels,
  remove,
}: {
  summary: ReactNode;
  Form: ComponentType<TFormProps & { onClose: () => void }>;
  formProps: TFormProps;
  labels: { edit: string; remove: string; removeText: string; removed: string };
  remove: TDealChange;
}) {
  const t = useT();
  const change = useChangeDeals();
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setIsEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  if (isEditing)
    return (
      <li className="py-3">
        <Form {...formProps} onClose={closeEditor} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      {summary}
      <div className="flex gap-2">
        <Button ref={editRef} variant="secondary" size="sm" aria-label={labels.edit} onClick={() => setIsEditing(true)}>
          {t('deals.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isBusy={change.isPending}
          aria-label={labels.remove}
          onClick={() => change.mutate(remove, { onSuccess: () => toast.success(labels.removed) })}
        >
          {labels.removeText}
        </Button>
      </div>
    </li>
  );
}
