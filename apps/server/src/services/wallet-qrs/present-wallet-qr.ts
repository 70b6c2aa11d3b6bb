import type { TWalletQr } from '@beatpasal/shared/schemas/profiles';
import type { TWalletQrRow } from '../../db/repositories/wallet-qrs-repository';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import type { ObjectStore } from '../../storage/object-store';

export function presentWalletQr(storage: ObjectStore, row: TWalletQrRow): TWalletQr {
  return {
    id: row.id,
    kind: row.label,
    imageUrl: publicImageUrl(storage, IMAGE_RECIPES.walletQr, row.imageKey)!,
    isPrimary: row.isPrimary,
    payloadKind: row.payloadKind,
    payeeName: row.payeeName,
    payeeNetwork: row.payeeNetwork,
    includeReference: row.includeReference,
  };
}
