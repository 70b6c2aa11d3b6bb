import type { AppContext } from '../context';
import { setUsernameOnce, updateArtistProfile, updateBuyerProfile } from '../db/repositories/profiles-repository';
import { insertWalletQr } from '../db/repositories/wallet-qrs-repository';
import { IMAGE_LABELS } from '@beatpasal/shared/schemas/account-api';
import { IMAGE_RECIPES } from '../media/images/image-variants';
import { prepareWalletQr } from '../services/wallet-qrs/prepare-wallet-qr';
import { createVerifiedUser } from './create-demo-users';
import { putObjects, storePicture } from './store-picture';
import { DEMO_ARTISTS, DEMO_BUYERS, demoEmail, type DemoArtist } from './demo-people';
import { DemoRandom } from './demo-random';
import { drawAvatar, drawProfileCover } from './draw-artwork';
import { makeWalletQr } from './make-wallet-qr';
import { runLimited } from './run-limited';

export interface CreatedArtist {
  id: string;
  artist: DemoArtist;
}

/** The wallet QR goes through the same check as an upload: it must decode, or the demo is wrong. */
async function addWallets(ctx: AppContext, id: string, artist: DemoArtist, index: number): Promise<void> {
  for (const [order, wallet] of artist.wallets.entries()) {
    const walletId = `98000000${String(index * 2 + order).padStart(2, '0')}`;
    const prepared = await prepareWalletQr(await makeWalletQr(wallet, walletId, artist.displayName));
    await putObjects(ctx, prepared.objects);
    await insertWalletQr(ctx.database.db, {
      artistId: id,
      label: wallet,
      imageKey: prepared.imageKey,
      decodedText: prepared.decodedText,
      ...prepared.payload,
      isPrimary: order === 0,
    });
  }
}

async function createArtist(ctx: AppContext, artist: DemoArtist, index: number): Promise<CreatedArtist> {
  const random = new DemoRandom(1000 + index);
  const id = await createVerifiedUser(ctx, artist.username, artist.displayName);
  await setUsernameOnce(ctx.database.db, { id, username: artist.username, role: 'artist' });
  const avatarKey = await storePicture(
    ctx,
    await drawAvatar(random, artist.displayName),
    IMAGE_RECIPES.avatar,
    IMAGE_LABELS.profilePicture,
  );
  const coverPng = await drawProfileCover(
    random,
    artist.displayName,
    `${artist.genres.join(' · ')} from ${artist.city}`,
  );
  const coverKey = await storePicture(ctx, coverPng, IMAGE_RECIPES.cover, IMAGE_LABELS.coverImage);
  await updateArtistProfile(ctx.database.db, id, {
    displayName: artist.displayName,
    bio: artist.bio,
    artistHistory: `Producing since ${2012 + (index % 9)} in ${artist.city}. Sells beats on Beatpasal to artists across Nepal and the diaspora.`,
    equipment: artist.equipment,
    additionalNotes: 'Custom beats and mixing on request: send a message after your first purchase.',
    instagram: artist.instagram ?? null,
    facebook: null,
    youtube: artist.youtube ?? null,
    tiktok: null,
    publicEmail: demoEmail(artist.username),
    avatarKey,
    coverKey,
  });
  await addWallets(ctx, id, artist, index);
  return { id, artist };
}

/** Artists with avatar, profile cover and wallet QRs; two at a time (password hashing and sharp are CPU-bound). */
export function createDemoArtists(ctx: AppContext): Promise<CreatedArtist[]> {
  return runLimited(DEMO_ARTISTS, 2, (artist, index) => createArtist(ctx, artist, index));
}

/** Buyers with complete profiles (name, address, phone), ready to buy and like. */
export function createDemoBuyers(ctx: AppContext): Promise<string[]> {
  return runLimited(DEMO_BUYERS, 2, async (buyer) => {
    const id = await createVerifiedUser(ctx, buyer.username, buyer.fullName);
    await setUsernameOnce(ctx.database.db, { id, username: buyer.username, role: 'buyer' });
    await updateBuyerProfile(ctx.database.db, id, {
      buyerFullName: buyer.fullName,
      buyerAddress: buyer.address,
      buyerPhone: buyer.phone,
    });
    return id;
  });
}
