import { MAX_PASTE_CHARS, type TPastedCreditMatch } from '@beatpasal/shared/payments/credit-message-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';
import { useT } from '../../../lib/i18n/i18n';
import { checkPaymentMessages, confirmPaymentMessage } from '../api/payment-messages-api';
import { purchaseKeys } from '../api/purchases-api';
import { MatchCard, MatchDoubt, MessageFacts, useOrderLine } from './credit-match-card';
import { Notice } from './purchase-frame';

/** One matched message: its order and the one-tap Mark as Paid, which the server checks again. */
function MatchedMessage({ match }: { match: TPastedCreditMatch }) {
  const t = useT();
  const orderLine = useOrderLine();
  const queryClient = useQueryClient();
  const order = match.candidates[0]!;
  const confirm = useMutation({
    mutationFn: () =>
      confirmPaymentMessage({
        purchaseId: order.purchaseId,
        amountPaisa: match.amountPaisa!,
        rrn: match.rrn,
        sender: match.sender,
        sentAt: match.sentAt,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
  return (
    <>
      <p className="font-medium text-green-200">{orderLine('creditMessages.paste.matches', order)}</p>
      {order.status === 'awaiting_payment' && (
        <p className="text-xs text-zinc-400">{t('creditMessages.paste.noProofYet')}</p>
      )}
      {confirm.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-green-300">
          {t('creditMessages.paste.marked', { reference: order.reference })}
        </p>
      ) : (
        <Button
          size="sm"
          isBusy={confirm.isPending}
          onClick={() => confirm.mutate()}
          aria-label={`${t('creditMessages.paste.markPaid')} ${order.reference}`}
        >
          {t('creditMessages.paste.markPaid')}
        </Button>
      )}
      {confirm.isError && (
        <div className="space-y-1">
          <Notice tone="error">{confirm.error.message}</Notice>
          <p className="text-sm text-zinc-400">{t('creditMessages.paste.markPaidInstead')}</p>
        </div>
      )}
    </>
  );
}

/**
 * "Paste payment messages" on the artist dashboard (decision 065): the artist pastes credit SMS,
 * wallet notifications or statement rows; each comes back with the order it pays, or why none.
 */
export function PaymentMessagesPanel() {
  const t = useT();
  const [text, setText] = useState('');
  const check = useMutation({ mutationFn: (pasted: string) => checkPaymentMessages(pasted) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) check.mutate(text);
  };
  const items = check.data?.items;
  return (
    <section aria-labelledby="paste-payment-messages" className="space-y-4">
      <h2 id="paste-payment-messages" className="text-xl font-bold text-white">
        {t('creditMessages.paste.title')}
      </h2>
      <p className="max-w-3xl text-sm text-zinc-400">{t('creditMessages.paste.intro')}</p>
      <form onSubmit={submit} className="space-y-3">
        <Field label={t('creditMessages.paste.label')}>
          {(control) => (
            <textarea
              {...control}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={5}
              maxLength={MAX_PASTE_CHARS}
              placeholder={t('creditMessages.paste.placeholder')}
              className={`${DIALOG_INPUT_CLASS} font-mono text-sm`}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" isBusy={check.isPending} disabled={!text.trim()}>
            {check.isPending ? t('creditMessages.paste.checking') : t('creditMessages.paste.check')}
          </Button>
          {(text || check.data) && (
            <Button
              variant="secondary"
              onClick={() => {
                setText('');
                check.reset();
              }}
            >
              {t('creditMessages.paste.clear')}
            </Button>
          )}
        </div>
      </form>
      {check.isError && <Notice tone="error">{check.error.message}</Notice>}
      {items && items.length === 0 && <p className="text-zinc-300">{t('creditMessages.paste.empty')}</p>}
      {items && items.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-white">{t('creditMessages.paste.results')}</h3>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {items.map((match) => (
              <MatchCard key={match.index} title={t('creditMessages.paste.message', { index: String(match.index) })}>
                <p className="truncate font-mono text-xs text-zinc-500" title={match.excerpt}>
                  {match.excerpt}
                </p>
                <MessageFacts match={match} />
                {match.outcome === 'matched' ? <MatchedMessage match={match} /> : <MatchDoubt match={match} />}
              </MatchCard>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
