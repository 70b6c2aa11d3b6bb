import type { AppContext } from '../context';
import type { ImageRecipe } from '../media/images/image-variants';
import { processImage } from '../media/images/process-image';
import type { TMessage } from '@beatpasal/shared/message-keys';
import type { PendingObject } from '../media/uploads/store-objects';

export async function putObjects(ctx: AppContext, objects: readonly PendingObject[]): Promise<void> {
  for (const object of objects) {
    await ctx.storage.put(object.key, object.body, { contentType: object.contentType, visibility: object.visibility });
  }
}

/** Re-encodes a drawn picture with the app's own recipe and stores every variant; returns the main key. */
export async function storePicture(
  ctx: AppContext,
  png: Buffer,
  recipe: ImageRecipe,
  label: TMessage,
): Promise<string> {
  const { key, objects } = await processImage(png, recipe, label);
  await putObjects(ctx, objects);
  return key;
}
