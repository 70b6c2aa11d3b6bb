import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedParams {
  key: string;
  /** Unix seconds after which the link is refused. */
  exp: number;
  dl?: string;
}

export type TSignatureCheck = 'valid' | 'invalid' | 'expired';

/** The prefix keeps these MACs apart from anything else signed with the same server secret. */
function payload({ key, exp, dl }: SignedParams): string {
  return `beatpasal-file-link-v1\n${key}\n${exp}\n${dl ?? ''}`;
}

export function signParams(secret: string, params: SignedParams): string {
  return createHmac('sha256', secret).update(payload(params)).digest('base64url');
}

/** Checks the signature before the expiry so a forged link and an expired one are told apart only for logs. */
export function checkSignature(
  secret: string,
  params: SignedParams,
  signature: string,
  nowSeconds: number,
): TSignatureCheck {
  const expected = Buffer.from(signParams(secret, params));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return params.exp < nowSeconds ? 'expired' : 'valid';
}
