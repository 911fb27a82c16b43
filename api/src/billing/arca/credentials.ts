// The agency's ARCA certificate and private key (PEM), read and checked together with node-forge: ARCA issues RSA
// certificates whose subject carries the CUIT as "serialNumber=CUIT 20123456789". A certificate or key that is not
// one, or a pair that does not match, is an ArcaCredentialError naming the field at fault.
import { fechaArgentina } from '@inmo/contracts';
import forge from 'node-forge';

export class ArcaCredentialError extends Error {
  constructor(
    readonly campo: 'certificado' | 'clave',
    message: string,
  ) {
    super(message);
    this.name = 'ArcaCredentialError';
  }
}

export interface ArcaCredentials {
  certificate: forge.pki.Certificate;
  privateKey: forge.pki.rsa.PrivateKey;
  /** The subject as ARCA shows it ('CN=inmobiliaria, O=…, serialNumber=CUIT 20123456789'). */
  sujeto: string;
  /** The last day the certificate is valid, YYYY-MM-DD (UTC, as the certificate states it). */
  vence: string;
  /** The CUIT in the subject's serialNumber; null when the certificate does not carry one. */
  cuit: string | null;
}

export function readCredentials(certificadoPem: string, clavePem: string): ArcaCredentials {
  let certificate: forge.pki.Certificate;
  try {
    certificate = forge.pki.certificateFromPem(certificadoPem);
  } catch {
    throw new ArcaCredentialError('certificado', 'El certificado no es un certificado X.509 en formato PEM (-----BEGIN CERTIFICATE-----)');
  }
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  if (!publicKey || typeof publicKey.n?.compareTo !== 'function') {
    throw new ArcaCredentialError('certificado', 'El certificado no tiene una clave RSA, la única que ARCA acepta');
  }
  let privateKey: forge.pki.rsa.PrivateKey;
  try {
    privateKey = forge.pki.privateKeyFromPem(clavePem);
  } catch {
    throw new ArcaCredentialError('clave', 'La clave no es una clave privada RSA en formato PEM sin contraseña (-----BEGIN PRIVATE KEY-----)');
  }
  if (!privateKey?.n || privateKey.n.compareTo(publicKey.n) !== 0 || privateKey.e.compareTo(publicKey.e) !== 0) {
    throw new ArcaCredentialError('clave', 'La clave no corresponde al certificado');
  }
  const attrs = certificate.subject.attributes;
  const sujeto = attrs.map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`).join(', ');
  const serial = attrs.find((a) => a.name === 'serialNumber' || a.type === '2.5.4.5');
  const cuit = /CUIT\s*(\d{11})/.exec(String(serial?.value ?? ''))?.[1] ?? null;
  return { certificate, privateKey, sujeto, vence: fechaArgentina(certificate.validity.notAfter)!, cuit };
}

/**
 * `content` signed as CMS SignedData (PKCS#7), content attached, SHA-256, the certificate included: what WSAA's
 * loginCms takes. Returns the DER in base64.
 */
export function signCms(content: string, credentials: ArcaCredentials): string {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(content, 'utf8');
  p7.addCertificate(credentials.certificate);
  p7.addSigner({
    key: credentials.privateKey,
    certificate: credentials.certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime! },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}
