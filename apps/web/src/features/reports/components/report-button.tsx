import type { TReportTarget } from '@beatpasal/shared/schemas/admin';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { ReportDialog } from './report-dialog';

/** 'Report' beside something a member may report; the caller shows it only to signed-in members. */
export function ReportButton({ targetType, targetId }: { targetType: TReportTarget; targetId: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setIsOpen(true)}>
        {t('moderation.report.open')}
      </Button>
      {isOpen && <ReportDialog targetType={targetType} targetId={targetId} onClose={() => setIsOpen(false)} returnFocusTo={button} />}
    </>
  );
}
