import { DELIVERABLES, type TDeliverable, type TLicenceInput } from '@beatpasal/shared/licences';
import type { TLicenceRow } from '../../db/repositories/track-page-repository';

const isDeliverable = (value: string): value is TDeliverable => (DELIVERABLES as readonly string[]).includes(value);

/** A stored licence row in the shape the forms send and the track page shows. */
export function presentLicence(row: TLicenceRow): TLicenceInput {
  return {
    kind: row.kind,
    enabled: row.enabled,
    priceNpr: row.isNegotiable ? null : row.priceNpr,
    negotiable: row.isNegotiable,
    terms: row.terms ?? '',
    leaseDays: row.kind === 'lease' ? row.leaseDays : null,
    streamCap: row.streamCap,
    deliverables: row.deliverables.filter(isDeliverable),
  };
}
