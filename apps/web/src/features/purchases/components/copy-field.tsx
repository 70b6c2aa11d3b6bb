import { COPY_CONFIRM_MS } from '@beatpasal/shared/constants';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** A value the buyer types into their wallet app, with a copy button that confirms for 2 s. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
    } catch {
      toast.error(t('purchases.checkout.copyFailed'));
    }
  };
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-zinc-950 px-4 py-3 ring-1 ring-zinc-800">
      <div>
        <p className="text-xs text-zinc-400">{label}</p>
        <p className="font-mono text-lg font-bold text-white">{value}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={`${t('purchases.checkout.copy')} ${label}`}
      >
        {isCopied ? t('purchases.checkout.copied') : t('purchases.checkout.copy')}
      </Button>
    </div>
  );
}
