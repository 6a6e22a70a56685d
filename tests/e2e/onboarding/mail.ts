import { expect, type APIRequestContext } from "@playwright/test";
import { SE } from "../support/fixtures";

/** The newest message the dev mail catcher got for an address after `since` (as tests/e2e/auth/password.spec.ts). */
export async function caughtMail(request: APIRequestContext, to: string, since: Date) {
  let found: { subject: string; body: string; at: string } | undefined;
  await expect(async () => {
    const res = await request.get(`${SE}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: { subject: string; body: string; at: string }[] };
    found = messages.find((m) => new Date(m.at) >= since);
    expect(found).toBeTruthy();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
  return found!;
}
