import { expect, type APIRequestContext } from "@playwright/test";
import { SE } from "./fixtures";

export interface CaughtMail {
  subject: string;
  body: string;
  at: string;
}

/**
 * The first message the dev mail catcher got for an address after `since` whose subject (and
 * body, when given) match. The job worker delivers every few seconds, so an earlier mail of the
 * same flow (a receipt) can arrive after `since`: name the one you wait for. The catcher exists
 * only on the embedded defaults (decision 018).
 */
export async function caughtMail(
  request: APIRequestContext,
  to: string,
  want: { since: Date; subject: string | RegExp; body?: RegExp },
): Promise<CaughtMail> {
  const matches = (m: CaughtMail) =>
    new Date(m.at) >= want.since &&
    (typeof want.subject === "string" ? m.subject === want.subject : want.subject.test(m.subject)) &&
    (!want.body || want.body.test(m.body));
  let found: CaughtMail | undefined;
  await expect(async () => {
    const res = await request.get(`${SE}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: CaughtMail[] };
    found = messages.find(matches);
    expect(found, `a mail to ${to} since ${want.since.toISOString()} with subject ${String(want.subject)}`).toBeTruthy();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
  return found!;
}
