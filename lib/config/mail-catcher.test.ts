import { describe, expect, it } from "vitest";
import { mailCatcherDir, mailCatcherReadable, mailCatcherWanted } from "./mail-catcher";

describe("mail catcher switch", () => {
  it("the dispatcher catches mail on the embedded defaults only, or when asked (never in production or with SMTP)", () => {
    expect(mailCatcherWanted({})).toBe(true);
    expect(mailCatcherWanted({ DATABASE_URL: "postgres://db/portal" })).toBe(false);
    expect(mailCatcherWanted({ DATABASE_URL: "postgres://db/portal", MAIL_CATCHER: "1" })).toBe(true);
    expect(mailCatcherWanted({ MAIL_CATCHER: "0" })).toBe(false);
    expect(mailCatcherWanted({ NODE_ENV: "production" })).toBe(false);
    expect(mailCatcherWanted({ NODE_ENV: "production", MAIL_CATCHER: "1" })).toBe(false);
    expect(mailCatcherWanted({ PORTAL_PRODUCTION: "1" })).toBe(false);
    expect(mailCatcherWanted({ SMTP_URL: "smtp://mail:25" })).toBe(false);
  });

  it("the server (NODE_ENV=production under npm start) reads it only when the dispatcher marked it active, or MAIL_CATCHER=1", () => {
    const started = { NODE_ENV: "production", PORTAL_PRODUCTION: "0", DATABASE_URL: "postgres://127.0.0.1/postgres" };
    expect(mailCatcherReadable(started, () => true)).toBe(true);
    expect(mailCatcherReadable(started, () => false)).toBe(false);
    expect(mailCatcherReadable({ ...started, MAIL_CATCHER: "1" }, () => false)).toBe(true);
    expect(mailCatcherReadable({ ...started, PORTAL_PRODUCTION: "1" }, () => true)).toBe(false);
    expect(mailCatcherReadable({ NODE_ENV: "production" }, () => true)).toBe(false);
    expect(mailCatcherReadable({ ...started, SMTP_URL: "smtp://mail:25" }, () => true)).toBe(false);
  });

  it("lives beside the embedded data folder unless MAIL_CATCHER_DIR says otherwise", () => {
    expect(mailCatcherDir({})).toBe(`${process.cwd()}/.data/mail`);
    expect(mailCatcherDir({ PORTAL_DATA_DIR: ".data/e2e/pg" })).toBe(`${process.cwd()}/.data/e2e/mail`);
    expect(mailCatcherDir({ MAIL_CATCHER_DIR: "/tmp/mails" })).toBe("/tmp/mails");
  });
});
