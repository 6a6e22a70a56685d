/**
 * FILE_STORAGE=s3: any S3-compatible object store (AWS S3, MinIO, Ceph, Garage, …) through signed
 * requests (SigV4, aws4fetch: no SDK). Configured by
 *   S3_ENDPOINT            e.g. https://s3.eu-north-1.amazonaws.com or http://minio:9000
 *   S3_BUCKET              the bucket (it must exist)
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY
 *   S3_REGION              default us-east-1
 *   S3_FORCE_PATH_STYLE    default 1: <endpoint>/<bucket>/<key>; 0: <bucket>.<endpoint host>/<key>
 * Objects are written with their SHA-256 in x-amz-content-sha256, so the store refuses a body that
 * was changed on the way.
 */
import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertKey, type FileStorage } from "./keys";

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  forcePathStyle?: boolean;
  /** per request; default 30 s */
  timeoutMs?: number;
}

/** The S3 settings from the environment; throws naming what is missing. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config {
  const need = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = need.filter((k) => !env[k]);
  if (missing.length) throw new Error(`FILE_STORAGE=s3 needs ${missing.join(", ")}`);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION || "us-east-1",
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== "0",
  };
}

export function s3Storage(config: S3Config): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region ?? "us-east-1",
    service: "s3",
    retries: 2,
  });
  const endpoint = new URL(config.endpoint);
  const base = endpoint.pathname.replace(/\/+$/, "");
  const urlOf = (key: string) => {
    assertKey(key);
    const u = new URL(endpoint);
    if (config.forcePathStyle === false) {
      u.host = `${config.bucket}.${endpoint.host}`;
      u.pathname = `${base}/${key}`;
    } else {
      u.pathname = `${base}/${config.bucket}/${key}`;
    }
    return u.toString();
  };
  /** a request whose answer (status and headers) must come within the timeout; the body may stream longer */
  async function send(key: string, init: RequestInit): Promise<Response> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`S3 ${init.method} ${key}: no answer in time`)), config.timeoutMs ?? 30_000);
    try {
      return await client.fetch(urlOf(key), { ...init, signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async function fail(what: string, key: string, res: Response): Promise<never> {
    const text = (await res.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} ${key}: HTTP ${res.status} ${text}`);
  }

  return {
    kind: "s3",
    transactional: false,

    async put(key, bytes, contentType) {
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      const res = await send(key, {
        method: "PUT",
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { "content-type": contentType, "content-length": String(bytes.byteLength), "x-amz-content-sha256": sha256 },
      });
      if (!res.ok) await fail("put", key, res);
      await res.body?.cancel();
    },

    async get(key) {
      const res = await send(key, { method: "GET" });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) return fail("get", key, res);
      return { body: res.body, size: Number(res.headers.get("content-length") ?? 0) };
    },

    async delete(key) {
      const res = await send(key, { method: "DELETE" });
      if (!res.ok && res.status !== 404) await fail("delete", key, res);
      await res.body?.cancel();
    },
  };
}
