import type { TReportTarget } from '@beatpasal/shared/schemas/admin';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

// The dialog validates with the shared schemas (zod): fetched when a report is started, so the
// track and artist pages do not load the schema library for visitors, who never see this button.
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/** 'Report' beside something a member may report; the caller shows it only to signed-in members. */
export function ReportButton({ targetType, targetId }: { targetType: TReportTarget; targetId: string }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setIsOpen(true)}>
        {t('reports.open')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReportDialog
            targetType={targetType}
            targetId={targetId}
            onClose={() => setIsOpen(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
