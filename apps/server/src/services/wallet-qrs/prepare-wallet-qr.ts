import { IMAGE_LABELS, WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { classifyWalletQr, type TWalletQrPayload } from '@beatpasal/shared/payments/wallet-qr-payload';
import { AppError } from '../../errors/app-error';
import { decodeQr } from '../../media/images/decode-qr';
import { IMAGE_RECIPES } from '../../media/images/image-variants';
import { inspectImage, processImage } from '../../media/images/process-image';
import type { PendingObject } from '../../media/uploads/store-objects';
import type { TMessage } from '@beatpasal/shared/message-keys';

export const WALLET_QR_FIELD_LABEL = IMAGE_LABELS.walletQr;

export interface PreparedWalletQr {
  imageKey: string;
  decodedText: string;
  /** What the text is and whom it pays (decision 064), stored beside it. */
  payload: TWalletQrPayload;
  objects: PendingObject[];
}

function refuse(userMessage: TMessage, message?: string): AppError {
  return new AppError('UNPROCESSABLE', { userMessage, message, fieldErrors: { walletQr: userMessage } });
}

/**
 * An image that is not a picture is a 415; a picture without a QR code readable within the time
 * budget is refused (DESIGN §2), and so is one that arrives while every scan thread is busy (503).
 * A QR that claims to be EMVCo but fails its TLV or CRC is refused before any file is written.
 */
export async function prepareWalletQr(bytes: Buffer): Promise<PreparedWalletQr> {
  await inspectImage(bytes, WALLET_QR_FIELD_LABEL);
  const decodedText = await decodeQr(bytes, WALLET_QR_FIELD_LABEL);
  if (decodedText === null) throw refuse(WALLET_QR_MESSAGES.notReadable);
  const classified = classifyWalletQr(decodedText);
  if (!classified.ok) throw refuse(classified.message, `damaged EMVCo wallet QR: ${classified.reason}`);
  const { key, objects } = await processImage(bytes, IMAGE_RECIPES.walletQr, WALLET_QR_FIELD_LABEL);
  return { imageKey: key, decodedText, payload: classified.payload, objects };
}
