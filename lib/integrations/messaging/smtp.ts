import type { Transport } from "./index";

/** SMTP delivery for e-mail (SMTP_URL, e.g. smtp://user:pass@mail.example:587); SMS stays held. */
export async function smtpTransport(url: string, from: string): Promise<Transport> {
  const { createTransport } = await import("nodemailer");
  const smtp = createTransport(url);
  return {
    name: "smtp",
    async deliver(msg) {
      if (msg.channel !== "email") return "held";
      await smtp.sendMail({ from, to: msg.recipient, subject: msg.subject ?? "", text: msg.body });
      return "sent";
    },
  };
}

/**
 * The transport chosen by configuration: SMTP when SMTP_URL is set; the mail catcher on the
 * embedded development defaults (lib/config/mail-catcher.ts); else the local outbox ("held").
 * Called once by the dispatcher at start, which also marks the catcher active for this run or not.
 */
export async function configuredTransport(env: Record<string, string | undefined> = process.env): Promise<Transport> {
  const { mailCatcherDir, mailCatcherWanted } = await import("@/lib/config/mail-catcher");
  const { catcherTransport, setMailCatcherActive } = await import("./mail-catcher");
  const catcher = mailCatcherWanted(env);
  setMailCatcherActive(mailCatcherDir(env), catcher);
  const mail = env.SMTP_URL
    ? await smtpTransport(env.SMTP_URL, env.MAIL_FROM ?? "portal@localhost")
    : catcher
      ? catcherTransport(mailCatcherDir(env))
      : (await import("./index")).localTransport;
  // SMS through the HTTP gateway when SMS_GATEWAY_URL is set (decision 051), else as before
  const { httpSmsTransport, smsGatewayFromEnv } = await import("./sms-http");
  const sms = smsGatewayFromEnv(env);
  return sms ? httpSmsTransport(sms, mail) : mail;
}
