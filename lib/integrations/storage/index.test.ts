import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "@/db";
import { fileStorageKind, fileUrl, getStorage, isValidKey, keyFromFileUrl, uploadDir } from "./index";
import { sigV4Problem } from "./s3-test-server";

describe("storage keys", () => {
  it.each(["avatars/users/12/0a1b.png", "a", "x_y-z.1/2.jpg"])("accepts %s", (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["parent folder", "avatars/../secret.png"],
    ["bare ..", ".."],
    ["dots inside a name", "a..b.png"],
    ["absolute", "/etc/passwd"],
    ["backslash", "a\\b.png"],
    ["upper case", "A.png"],
    ["empty segment", "a//b.png"],
    ["trailing slash", "a/"],
    ["a sidecar", "a.png.meta.json"],
    ["encoded", "a%2e%2e/b"],
    ["too long", `${"a/".repeat(256)}b`],
    ["not a string", 12],
  ])("refuses %s", (_, key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it("maps keys to /api/files URLs and back", () => {
    expect(fileUrl("avatars/users/1/ab.png")).toBe("/api/files/avatars/users/1/ab.png");
    expect(keyFromFileUrl("/api/files/avatars/users/1/ab.png")).toBe("avatars/users/1/ab.png");
    expect(keyFromFileUrl("/images/default-avatar.svg")).toBeNull();
    expect(keyFromFileUrl("/api/files/../x")).toBeNull();
    expect(keyFromFileUrl(null)).toBeNull();
    expect(() => fileUrl("../x")).toThrow();
  });
});

describe("choosing the store (FILE_STORAGE)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ["FILE_STORAGE", "UPLOAD_DIR", "S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });
  const db = {} as Db;

  it("is PostgreSQL by default (also when set empty)", () => {
    delete process.env.FILE_STORAGE;
    expect(fileStorageKind()).toBe("pg");
    expect(getStorage(db)).toMatchObject({ kind: "pg", transactional: true });
    process.env.FILE_STORAGE = "";
    expect(getStorage(db).kind).toBe("pg");
  });

  it("local: the folder UPLOAD_DIR, one instance per folder", () => {
    process.env.FILE_STORAGE = "LOCAL";
    process.env.UPLOAD_DIR = "/tmp/portal-x";
    expect(uploadDir()).toBe("/tmp/portal-x");
    expect(getStorage(db)).toMatchObject({ kind: "local", transactional: false });
    expect(getStorage(db)).toBe(getStorage(db));
  });

  it("s3: refuses to start without its settings, naming the missing ones", () => {
    process.env.FILE_STORAGE = "s3";
    process.env.S3_ENDPOINT = "http://127.0.0.1:9000";
    expect(() => getStorage(db)).toThrow("FILE_STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY");
    process.env.S3_BUCKET = "b";
    process.env.S3_ACCESS_KEY_ID = "k";
    process.env.S3_SECRET_ACCESS_KEY = "s";
    expect(getStorage(db)).toMatchObject({ kind: "s3", transactional: false });
  });

  it("refuses an unknown FILE_STORAGE", () => {
    process.env.FILE_STORAGE = "ftp";
    expect(() => getStorage(db)).toThrow(/FILE_STORAGE=ftp is not a known file storage \(known: pg, local, s3\)/);
  });
});

describe("the S3 test server's signature check", () => {
  // The example of AWS's SigV4 documentation ("GET Object" with a Range header, bucket examplebucket).
  const secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
  const req = {
    method: "GET",
    url: "/test.txt",
    headers: {
      host: "examplebucket.s3.amazonaws.com",
      range: "bytes=0-9",
      "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-amz-date": "20130524T000000Z",
      authorization:
        "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    },
  };
  const then = Date.parse("2013-05-24T00:00:00Z");

  it("accepts AWS's documented example", () => {
    expect(sigV4Problem(req, Buffer.alloc(0), secret, then)).toBeNull();
  });

  it("refuses a wrong secret, a changed header, a stale date and a body that does not match its hash", () => {
    expect(sigV4Problem(req, Buffer.alloc(0), "wrong", then)).toBe("signature does not match");
    expect(sigV4Problem({ ...req, headers: { ...req.headers, range: "bytes=0-99" } }, Buffer.alloc(0), secret, then)).toBe(
      "signature does not match",
    );
    expect(sigV4Problem(req, Buffer.alloc(0), secret, then + 3600_000)).toBe("x-amz-date too far from now");
    expect(sigV4Problem(req, Buffer.from("x"), secret, then)).toBe("body does not match x-amz-content-sha256");
    expect(sigV4Problem({ ...req, headers: { host: "h" } }, Buffer.alloc(0), secret, then)).toBe("no SigV4 authorization header");
  });
});
