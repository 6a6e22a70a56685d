/**
 * The mail catcher's store (decision 018, lib/config/mail-catcher.ts): one JSON file per
 * delivered message under <dir>/<recipient>/, the message whole (secrets included: it is the
 * developer's inbox, not the staff outbox). Development and tests only.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MAIL_CATCHER_MARKER } from "@/lib/config/mail-catcher";
import type { Transport } from "./index";

export interface CaughtMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  /** ISO time of delivery */
  at: string;
}

/** A recipient's folder name: the address lower-cased, other characters than [a-z0-9@._+-] as "_". */
export function mailboxName(recipient: string): string {
  return (
    recipient
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9@._+-]/g, "_")
      .replace(/^\.+/, "_")
      .slice(0, 200) || "_"
  );
}

/** Marks the catcher active for this run (the server reads it only then), or not. */
export function setMailCatcherActive(dir: string, active: boolean): void {
  const marker = join(/* turbopackIgnore: true */ dir, MAIL_CATCHER_MARKER);
  if (active) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(marker, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  } else if (existsSync(marker)) {
    rmSync(marker, { force: true });
  }
}

export function catcherTransport(dir: string): Transport {
  return {
    name: "mail-catcher",
    deliver(msg) {
      const box = join(/* turbopackIgnore: true */ dir, mailboxName(msg.recipient));
      mkdirSync(box, { recursive: true });
      const at = new Date();
      const caught: CaughtMessage = {
        channel: msg.channel,
        recipient: msg.recipient,
        subject: msg.subject,
        body: msg.body,
        at: at.toISOString(),
      };
      const name = `${String(at.getTime()).padStart(15, "0")}-${randomBytes(4).toString("hex")}.json`;
      writeFileSync(join(/* turbopackIgnore: true */ box, name), JSON.stringify(caught, null, 2), { mode: 0o600 });
      return Promise.resolve("sent");
    },
  };
}

/** A recipient's caught messages, newest first. */
export function readMailbox(dir: string, recipient: string, limit = 50): CaughtMessage[] {
  const box = join(/* turbopackIgnore: true */ dir, mailboxName(recipient));
  if (!existsSync(box)) return [];
  return readdirSync(box)
    .filter((n) => n.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit)
    .map((n) => JSON.parse(readFileSync(join(/* turbopackIgnore: true */ box, n), "utf8")) as CaughtMessage);
}
