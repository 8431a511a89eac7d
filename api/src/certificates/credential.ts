/**
 * The certificate as a verifiable credential: an Open Badges 3.0 OpenBadgeCredential (W3C VC data
 * model 2.0) signed as a VC-JWT with the school's Ed25519 key. Anyone can check it offline with
 * the public key published at /.well-known/jwks.json; a wallet or LinkedIn-style verifier needs
 * nothing from us but that key.
 *
 * The private key comes from CREDENTIAL_SIGNING_KEY (PKCS#8 PEM or a private JWK) or, unset, is
 * generated once and kept in the database (app_secrets), like the session secret, so every API
 * process signs with the same key and a restart does not invalidate credentials handed out.
 */
import crypto from 'node:crypto';
import { SignJWT, calculateJwkThumbprint, importPKCS8, type KeyLike } from 'jose';
import { CERTIFICATE_ISSUER } from '@ai-women/contracts';
import type { Db } from '../db/client';
import { sharedSecret } from '../lib/secrets';
import type { CertificateRow } from './service';

export const OB3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const VC2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

export interface CredentialSigner {
  jwk: PublicJwk;
  sign(payload: Record<string, unknown>): Promise<string>;
}

/** A configured key, PEM or JWK, as a node KeyObject (refused unless it is an Ed25519 private key). */
function configuredKey(value: string): crypto.KeyObject {
  const trimmed = value.trim();
  const key = trimmed.startsWith('{')
    ? crypto.createPrivateKey({ key: JSON.parse(trimmed) as crypto.JsonWebKey, format: 'jwk' })
    : crypto.createPrivateKey(trimmed);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key');
  return key;
}

/** The signing key: the configured one, else the stored one (generated on first start). */
export async function loadCredentialSigner(db: Db, configured?: string): Promise<CredentialSigner> {
  const privateKey = configured
    ? configuredKey(configured)
    : crypto.createPrivateKey(
        await sharedSecret(
          db,
          'credential-ed25519',
          crypto.generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        ),
      );
  const publicJwk = crypto.createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: publicJwk.x });
  const jwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: publicJwk.x, kid, alg: 'EdDSA', use: 'sig' };
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const signingKey: KeyLike = await importPKCS8(pem, 'EdDSA');
  return {
    jwk,
    sign: (payload) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'EdDSA', typ: 'vc+jwt', kid })
        .sign(signingKey),
  };
}

/** The `credentialStatus` entry of certificate `index` (its row id) in the revocation list (./status-list.ts). */
export function statusEntry(listUrl: string, index: number) {
  return {
    id: `${listUrl}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential: listUrl,
  };
}

/**
 * The OpenBadgeCredential for a certificate. `issuerUrl` identifies the school (its site),
 * `verifyUrl` is the certificate's public page and the credential's id.
 */
export function openBadgeCredential(
  row: CertificateRow,
  urls: { issuerUrl: string; verifyUrl: string; jwksUrl: string; statusListUrl: string },
) {
  const issuer = { id: urls.issuerUrl, type: ['Profile'], name: CERTIFICATE_ISSUER, url: urls.issuerUrl };
  return {
    '@context': [VC2_CONTEXT, OB3_CONTEXT],
    id: urls.verifyUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer,
    name: `${row.courseTitle} — certificate of completion`,
    validFrom: row.issuedAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: row.studentName,
      identifier: [
        { type: 'IdentityObject', identityHash: row.studentName, identityType: 'name', hashed: false },
      ],
      achievement: {
        id: `${urls.issuerUrl}/achievements/${encodeURIComponent(row.courseTitle.toLowerCase().replace(/\s+/g, '-'))}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.courseTitle,
        description: `Completed the live online course “${row.courseTitle}” (${row.batchName}${row.tutorName ? `, tutor ${row.tutorName}` : ''}) with at least 80 % attendance.`,
        criteria: {
          narrative:
            'Attend at least 80 % of the batch’s held live sessions (20 of 25) of a batch that has been completed.',
        },
        creator: issuer,
      },
    },
    // Where a verifier learns whether it was revoked since it was downloaded.
    credentialStatus: statusEntry(urls.statusListUrl, row.id),
    evidence: [
      {
        type: ['Evidence'],
        name: row.batchName,
        description: `${row.attended} of ${row.held} live sessions attended${row.startDate && row.endDate ? `, ${row.startDate} to ${row.endDate}` : ''}.`,
      },
    ],
  };
}

/** The VC-JWT: the credential as the JWT's claims, with the registered claims a JWT verifier reads. */
export async function signedCredential(
  signer: CredentialSigner,
  row: CertificateRow,
  urls: { issuerUrl: string; verifyUrl: string; jwksUrl: string; statusListUrl: string },
): Promise<string> {
  const vc = openBadgeCredential(row, urls);
  return signer.sign({
    ...vc,
    iss: urls.issuerUrl,
    jti: urls.verifyUrl,
    sub: urls.verifyUrl,
    nbf: Math.floor(row.issuedAt.getTime() / 1000),
    iat: Math.floor(Date.now() / 1000),
  });
}
