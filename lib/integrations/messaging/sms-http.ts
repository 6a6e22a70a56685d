/**
 * An HTTP SMS gateway (issue 13 §2, decision 051): SMS_GATEWAY_URL (POST, JSON
 * { from, to, message }), credentials SMS_GATEWAY_USER / SMS_GATEWAY_PASSWORD (basic auth) or
 * SMS_GATEWAY_TOKEN (bearer), sender SMS_GATEWAY_FROM. A 2xx answer is "sent"; anything else
 * (or no answer within the timeout) throws, so the send job retries with backoff (the outbox row
 * is marked sent only once, in the job's transaction). Every attempt of one message carries the
 * same reference (`reference` in the body and the Idempotency-Key header, `outbox:<id>`), so a
 * retry after a lost answer is recognised by the provider and one notice is never sent twice.
 * E-mail goes on to the other transport.
 */
import type { Transport } from "./index";

export interface SmsGatewayConfig {
  url: string;
  user?: string;
  password?: string;
  token?: string;
  from?: string;
  timeoutMs?: number;
}

export function smsGatewayFromEnv(env: Record<string, string | undefined> = process.env): SmsGatewayConfig | null {
  if (!env.SMS_GATEWAY_URL) return null;
  return {
    url: env.SMS_GATEWAY_URL,
    user: env.SMS_GATEWAY_USER,
    password: env.SMS_GATEWAY_PASSWORD,
    token: env.SMS_GATEWAY_TOKEN,
    from: env.SMS_GATEWAY_FROM ?? "Portal",
  };
}

/** SMS through the gateway; every other channel through `rest`. */
export function httpSmsTransport(cfg: SmsGatewayConfig, rest: Transport, doFetch: typeof fetch = fetch): Transport {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (cfg.token) headers.authorization = `Bearer ${cfg.token}`;
  else if (cfg.user) headers.authorization = `Basic ${Buffer.from(`${cfg.user}:${cfg.password ?? ""}`).toString("base64")}`;
  return {
    name: `sms-http+${rest.name}`,
    async deliver(msg) {
      if (msg.channel !== "sms") return rest.deliver(msg);
      const res = await doFetch(cfg.url, {
        method: "POST",
        headers: msg.reference ? { ...headers, "idempotency-key": msg.reference } : headers,
        body: JSON.stringify({ from: cfg.from ?? "Portal", to: msg.recipient, message: msg.body, reference: msg.reference }),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      return "sent";
    },
  };
}
