import "server-only";
/**
 * The portal's sealing certificate (decision 032). Configured with SEALING_CERT_PEM and
 * SEALING_KEY_PEM (PKCS#8, RSA) — file paths or the PEM text; otherwise, outside production, a
 * self-signed RSA-2048 certificate is generated at first use into the data folder
 * (`<data>/sealing/cert.pem`, `key.pem`, mode 0600) and reused from then on.
 */

import { webcrypto } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { CryptoKeySigner } from "@libpdf/core";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const ALG = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;

export interface SealingCertificate {
  certDer: Uint8Array;
  keyDer: Uint8Array;
}

const pemBody = (pem: string) => Buffer.from(pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, ""), "base64");
const toPem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${(
    Buffer.from(der)
      .toString("base64")
      .match(/.{1,64}/g) ?? []
  ).join("\n")}\n-----END ${label}-----\n`;
const readPem = (value: string) => (value.includes("-----BEGIN") ? value : readFileSync(value, "utf8"));

/** Where the generated certificate lives: beside the embedded database (`.data/sealing`), or SEALING_DIR. */
export function sealingDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SEALING_DIR) return resolve(/* turbopackIgnore: true */ process.cwd(), env.SEALING_DIR);
  return resolve(/* turbopackIgnore: true */ process.cwd(), dirname(env.PORTAL_DATA_DIR || ".data/pg"), "sealing");
}

/** A new self-signed certificate (10 years) for "<name>", RSA-2048, SHA-256. */
export async function generateSelfSigned(commonName: string): Promise<SealingCertificate> {
  pkijs.setEngine("node", new pkijs.CryptoEngine({ name: "node", crypto: webcrypto as unknown as Crypto }));
  const keys = await subtle.generateKey({ ...ALG, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    "sign",
    "verify",
  ]);
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = new asn1js.Integer({
    valueHex: webcrypto.getRandomValues(new Uint8Array(16)).map((b, i) => (i === 0 ? b & 0x7f : b)),
  });
  const name = [
    new pkijs.AttributeTypeAndValue({ type: "2.5.4.3", value: new asn1js.Utf8String({ value: commonName }) }),
    new pkijs.AttributeTypeAndValue({ type: "2.5.4.10", value: new asn1js.Utf8String({ value: "Kundportalen" }) }),
  ];
  cert.subject.typesAndValues = name;
  cert.issuer.typesAndValues = name;
  const now = new Date();
  cert.notBefore.value = new Date(now.getTime() - 86_400_000);
  cert.notAfter.value = new Date(now.getTime() + 10 * 365 * 86_400_000);
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer }); // digitalSignature, nonRepudiation
  cert.extensions = [
    new pkijs.Extension({ extnID: "2.5.29.15", critical: true, extnValue: keyUsage.toBER(false), parsedValue: keyUsage }),
    new pkijs.Extension({
      extnID: "2.5.29.19",
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
  ];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey);
  await cert.sign(keys.privateKey, "SHA-256");
  return {
    certDer: new Uint8Array(cert.toSchema(true).toBER(false)),
    keyDer: new Uint8Array(await subtle.exportKey("pkcs8", keys.privateKey)),
  };
}

let cached: Promise<SealingCertificate> | null = null;

/** The configured certificate, or the generated one (created on first use outside production). */
export function loadSealingCertificate(env: NodeJS.ProcessEnv = process.env): Promise<SealingCertificate> {
  cached ??= (async () => {
    if (env.SEALING_CERT_PEM && env.SEALING_KEY_PEM)
      return { certDer: pemBody(readPem(env.SEALING_CERT_PEM)), keyDer: pemBody(readPem(env.SEALING_KEY_PEM)) };
    if (env.PORTAL_PRODUCTION === "1") throw new Error("SEALING_CERT_PEM and SEALING_KEY_PEM must be set in production");
    const dir = sealingDir(env);
    const certPath = join(dir, "cert.pem");
    const keyPath = join(dir, "key.pem");
    if (existsSync(certPath) && existsSync(keyPath))
      return { certDer: pemBody(readFileSync(certPath, "utf8")), keyDer: pemBody(readFileSync(keyPath, "utf8")) };
    const made = await generateSelfSigned("Kundportalen sigill (självsignerat)");
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // another process may have written one meanwhile: keep the first (flag wx fails on an existing file)
    try {
      writeFileSync(keyPath, toPem("PRIVATE KEY", made.keyDer), { mode: 0o600, flag: "wx" });
      writeFileSync(certPath, toPem("CERTIFICATE", made.certDer), { mode: 0o644, flag: "wx" });
      return made;
    } catch {
      return { certDer: pemBody(readFileSync(certPath, "utf8")), keyDer: pemBody(readFileSync(keyPath, "utf8")) };
    }
  })();
  cached.catch(() => (cached = null));
  return cached;
}

/** A @libpdf/core signer over the certificate. */
export async function sealingSigner(c: SealingCertificate): Promise<CryptoKeySigner> {
  const key = await subtle.importKey("pkcs8", new Uint8Array(c.keyDer), ALG, false, ["sign"]);
  return new CryptoKeySigner(key, c.certDer, "RSA", "RSASSA-PKCS1-v1_5");
}

export const certificatePem = (c: SealingCertificate) => toPem("CERTIFICATE", c.certDer);
