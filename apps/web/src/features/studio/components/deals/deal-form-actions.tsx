import { Button } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n/i18n';

/** A Deals form's buttons: create, or save an edit and cancel it. */
export function DealFormActions({
  createLabel,
  isEditing,
  isBusy,
  onClose,
  className,
}: {
  createLabel: string;
  isEditing: boolean;
  isBusy: boolean;
  onClose?: () => void;
  className: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <Button type="submit" isBusy={isBusy}>
        {isEditing ? t('deals.save') : createLabel}
      </Button>
      {onClose && (
        <Button variant="secondary" onClick={onClose}>
          {t('deals.cancel')}
        </Button>
      )}
    </div>
  );
}
