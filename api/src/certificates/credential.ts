/**
 * The certificate as a verifiable credential: an Open Badges 3.0 OpenBadgeCredential (W3C VC data
 * model 2.0) signed as a VC-JWT with the school's Ed25519 key. Anyone can check it offline with
 * the public key published at /.well-known/jwks.json; a wallet or LinkedIn-style verifier needs
 * nothing from us but that key.
 *
 * The issuer is the school's site; its key is found from the JWT's `kid`, a URL on that site
 * (`<site>/.well-known/jwks.json#<RFC 7638 thumbprint>`), which the site answers itself (nginx in
 * production, the shell's own server under `pnpm start`) by asking the API.
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
  /**
   * Signs the payload. `typ` is `JWT` for the Open Badges credential (the OB 3.0 JWT proof format
   * requires it) and `vc+jwt` for the plain VC 2.0 status list (VC-JOSE-COSE).
   */
  sign(payload: Record<string, unknown>, typ?: 'JWT' | 'vc+jwt'): Promise<string>;
}

/** Where the school's public keys are published: the issuer's own origin. */
export const jwksUrlOf = (issuerUrl: string) => `${issuerUrl.replace(/\/+$/, '')}/.well-known/jwks.json`;

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
export async function loadCredentialSigner(
  db: Db,
  configured: string | undefined,
  issuerUrl: string,
): Promise<CredentialSigner> {
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
  const thumbprint = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: publicJwk.x });
  // A URL a verifier can fetch (the key set) whose fragment names the key in it; the key's own
  // `kid` in the set is the same string, so a JWKS-based verifier matches header and key as is.
  const kid = `${jwksUrlOf(issuerUrl)}#${thumbprint}`;
  const jwk: PublicJwk = { kty: 'OKP', crv: 'Ed25519', x: publicJwk.x, kid, alg: 'EdDSA', use: 'sig' };
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const signingKey: KeyLike = await importPKCS8(pem, 'EdDSA');
  return {
    jwk,
    sign: (payload, typ = 'JWT') => new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ, kid }).sign(signingKey),
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
 * An instant at whole seconds, as the credential writes it (`2026-11-03T09:30:00Z`): the JWT's
 * `nbf` has seconds only, and the two must name the same instant.
 */
export const credentialInstant = (when: Date) =>
  new Date(Math.floor(when.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * Who the credential is about, as an identifier that says nothing about her: a name-based UUID
 * (version 5 layout) of the certificate number. Her e-mail or account id would let anyone holding
 * the credential reach or link her; this one is the same for every download of this certificate
 * and different for each of her certificates, and the credential already carries the number.
 */
export function recipientId(certificateNo: string): string {
  const hash = crypto.createHash('sha1').update(`aarohi-certificate-recipient:${certificateNo.toUpperCase()}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
    validFrom: credentialInstant(row.issuedAt),
    credentialSubject: {
      id: recipientId(row.certificateNo),
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

/**
 * The VC-JWT: the credential as the JWT's claims, with the registered claims a JWT verifier reads,
 * each equal to the credential's own field (OB 3.0's JWT proof): iss = issuer.id, jti = id,
 * sub = credentialSubject.id, nbf = validFrom (no validUntil, so no exp).
 */
export async function signedCredential(
  signer: CredentialSigner,
  row: CertificateRow,
  urls: { issuerUrl: string; verifyUrl: string; jwksUrl: string; statusListUrl: string },
  now = new Date(),
): Promise<string> {
  const vc = openBadgeCredential(row, urls);
  return signer.sign({
    ...vc,
    iss: vc.issuer.id,
    jti: vc.id,
    sub: vc.credentialSubject.id,
    nbf: Math.floor(row.issuedAt.getTime() / 1000),
    iat: Math.floor(now.getTime() / 1000),
  });
}
