import type { AppContext } from '../../context';
import { REQUEST_MESSAGES } from '@beatpasal/shared/api-error';
import { AppError } from '../../errors/app-error';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { IMAGE_RECIPES } from '../../media/images/image-variants';
import { SHARE_IMAGE, renderShareImage, shareImageKey } from '../../media/images/share-image';

const COVER_AREAS = new Set<string>([TRACK_COVER_RECIPE.area, IMAGE_RECIPES.cover.area]);
const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jpg$/;

const notFound = () => new AppError('NOT_FOUND', { userMessage: REQUEST_MESSAGES.pictureNotFound });

/**
 * GET /share-images/{area}/{uuid}.jpg: the link-preview JPEG of a track or artist cover, made from
 * the stored cover the first time an unfurler asks and stored beside it (deleted with it, see
 * `hasShareImage`). Covers uploaded before share pictures existed get one the same way.
 */
export async function getShareImage(ctx: AppContext, input: { area: string; name: string }): Promise<Buffer> {
  const uuid = NAME.exec(input.name)?.[1];
  if (!uuid || !COVER_AREAS.has(input.area)) throw notFound();
  const coverKey = `${input.area}/${uuid}.webp`;
  const key = shareImageKey(coverKey);
  if (await ctx.storage.head(key)) return ctx.storage.read(key);
  const cover = await ctx.storage.head(coverKey);
  if (cover?.visibility !== 'public') throw notFound();
  const image = await renderShareImage(await ctx.storage.read(coverKey));
  await ctx.storage.put(key, image, { contentType: SHARE_IMAGE.contentType, visibility: 'public' });
  return image;
}
