/**
 * Revocation inside the credential itself: every credential names its place in the school's
 * revocation list (a W3C Bitstring Status List), so a verifier holding a downloaded credential —
 * which stays validly signed for ever — can still learn that it was revoked. The list is one
 * signed credential for all certificates: bit N is 1 when certificate N (its row id) is revoked.
 * Fetching it tells us nothing about which certificate a verifier is checking, and the list shows
 * only positions, never names or numbers.
 */
import zlib from 'node:zlib';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificates } from '../db/schema';
import { VC2_CONTEXT, credentialInstant, type CredentialSigner } from './credential';

/** The smallest list the standard allows (16 KB before compression): a position hides among many. */
export const STATUS_LIST_BITS = 131_072;

/** The list's bits, first position in the left-most bit, gzip-compressed, base64url with the multibase `u`. */
export function encodeStatusList(revoked: Iterable<number>): string {
  const bits = Buffer.alloc(STATUS_LIST_BITS / 8);
  for (const index of revoked) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_BITS) continue;
    bits[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${zlib.gzipSync(bits).toString('base64url')}`;
}

/** The revocation list as a signed VC-JWT, built from the certificates revoked now. */
export async function signedRevocationList(
  db: Db,
  signer: CredentialSigner,
  urls: { listUrl: string; issuerUrl: string },
  now: Date,
): Promise<string> {
  const revoked = await db.select({ id: certificates.id }).from(certificates).where(isNotNull(certificates.revokedAt));
  const credential = {
    '@context': [VC2_CONTEXT],
    id: urls.listUrl,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: urls.issuerUrl,
    validFrom: credentialInstant(now),
    credentialSubject: {
      id: `${urls.listUrl}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(revoked.map((r) => r.id)),
    },
  };
  return signer.sign(
    {
      ...credential,
      iss: urls.issuerUrl,
      jti: urls.listUrl,
      nbf: Math.floor(now.getTime() / 1000),
      iat: Math.floor(now.getTime() / 1000),
    },
    // Not an Open Badge: a plain VC 2.0 credential, secured as VC-JOSE-COSE says.
    'vc+jwt',
  );
}
