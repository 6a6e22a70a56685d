/**
 * For tests only: a local S3-compatible server (s3rver, from npm, no binaries) behind a small
 * front that checks what s3rver itself does not: every request carries a valid AWS Signature V4
 * (recomputed here from the secret, independently of the client library) and a body whose
 * SHA-256 is the one in x-amz-content-sha256. A request that fails either is answered 403, as
 * S3 does. Listens on 127.0.0.1 only.
 */
import { createHash, createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** requests refused by the signature check, as "<METHOD> <path>: <reason>" */
  refused: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Why the request's SigV4 signature is not valid for the secret, or null when it is. */
export function sigV4Problem(
  req: { method: string; url: string; headers: Record<string, string | string[] | undefined> },
  body: Buffer,
  secret: string,
  now = Date.now(),
): string | null {
  const header = (n: string) => {
    const v = req.headers[n];
    return Array.isArray(v) ? v.join(",") : v;
  };
  const auth = header("authorization");
  const m = auth?.match(
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/,
  );
  if (!m) return "no SigV4 authorization header";
  // every group of the pattern is required: a match has them all
  const [, , day = "", region = "", signedHeaders = "", signature = ""] = m;
  const amzDate = header("x-amz-date");
  if (!amzDate || !amzDate.startsWith(day)) return "missing or mismatched x-amz-date";
  const when = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
  if (!Number.isFinite(when) || Math.abs(now - when) > 15 * 60_000) return "x-amz-date too far from now";
  const payloadHash = header("x-amz-content-sha256");
  if (!payloadHash) return "missing x-amz-content-sha256";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(body)) return "body does not match x-amz-content-sha256";
  const names = signedHeaders.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || !names.includes("x-amz-content-sha256"))
    return "host, x-amz-date or x-amz-content-sha256 not signed";
  const url = new URL(req.url, "http://placeholder");
  const query = [...url.searchParams]
    .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
    .sort()
    .join("&");
  const canonical = [
    req.method,
    url.pathname,
    query,
    names.map((n) => `${n}:${(header(n) ?? "").trim().replace(/\s+/g, " ")}\n`).join(""),
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  return hmac(key, toSign).toString("hex") === signature ? null : "signature does not match";
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => done(Buffer.concat(parts)));
    req.on("error", fail);
  });
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const { default: S3rver } = await import("s3rver");
  const directory = await mkdtemp(join(tmpdir(), "portal-s3-"));
  const bucket = "portal-files";
  const accessKeyId = "S3RVER";
  const secretAccessKey = "S3RVER";
  const backend = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: backendPort } = await backend.run();
  const refused: string[] = [];

  const front = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const problem = sigV4Problem({ method: req.method ?? "GET", url: req.url ?? "/", headers: req.headers }, body, secretAccessKey);
      if (problem) {
        refused.push(`${req.method} ${req.url}: ${problem}`);
        res
          .writeHead(403, { "content-type": "application/xml" })
          .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers)
          .filter(([k]) => !["host", "connection", "content-length", "transfer-encoding"].includes(k))
          .map(([k, v]) => [k, String(v)]),
      );
      const upstream = await fetch(`http://127.0.0.1:${backendPort}${req.url}`, {
        method: req.method,
        headers,
        body: body.byteLength || req.method === "PUT" ? new Uint8Array(body) : undefined,
      });
      const out = Object.fromEntries(
        [...upstream.headers].filter(([k]) => !["connection", "transfer-encoding", "content-encoding"].includes(k)),
      );
      res.writeHead(upstream.status, out);
      res.end(Buffer.from(await upstream.arrayBuffer()));
    })().catch((e: unknown) => {
      res.writeHead(500).end(String(e));
    });
  });
  await new Promise<void>((done) => front.listen(0, "127.0.0.1", done));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: "us-east-1",
    refused,
    async close() {
      await new Promise<void>((done) => front.close(() => done()));
      await backend.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
