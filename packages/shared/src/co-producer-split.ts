/**
 * What each co-producer is owed of one sale (decision 089): their whole percent of the amount
 * paid, in paisa, rounded down; every leftover paisa stays with the lead, who received the payment.
 */
export function splitSale<T extends { sharePercent: number }>(
  amountPaisa: number,
  coProducers: readonly T[],
): { shares: (T & { amountPaisa: number })[]; leadPaisa: number } {
  const shares = coProducers.map((coProducer) => ({
    ...coProducer,
    amountPaisa: Math.floor((amountPaisa * coProducer.sharePercent) / 100),
  }));
  return { shares, leadPaisa: amountPaisa - shares.reduce((sum, share) => sum + share.amountPaisa, 0) };
}
