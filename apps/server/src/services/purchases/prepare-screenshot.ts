import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { createHash } from 'node:crypto';
import type { ImageRecipe } from '../../media/images/image-variants';
import { openImage, processImage, type ProcessedImage } from '../../media/images/process-image';

export const SCREENSHOT_LABEL = IMAGE_LABELS.screenshot;

/** Payment screenshots: private, re-encoded (EXIF and anything not pixels dropped), large enough to read every digit. */
export const PAYMENT_SCREENSHOT_RECIPE = {
  area: 'payment-screenshots',
  visibility: 'private',
  variants: [{ suffix: '', width: 2560, height: 2560, fit: 'inside', quality: 'photo' }],
} as const satisfies ImageRecipe;

export interface PreparedScreenshot extends ProcessedImage {
  /** Of the decoded pixels, so the same screenshot saved again (new metadata, PNG re-compressed) still matches. */
  sha256: string;
}

/** Checks the bytes are a picture, re-encodes it for storage and fingerprints its pixels. */
export async function prepareScreenshot(bytes: Buffer): Promise<PreparedScreenshot> {
  const processed = await processImage(bytes, PAYMENT_SCREENSHOT_RECIPE, SCREENSHOT_LABEL);
  const { data, info } = await openImage(bytes).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sha256 = createHash('sha256').update(`${info.width}x${info.height}:`).update(data).digest('hex');
  return { ...processed, sha256 };
}
