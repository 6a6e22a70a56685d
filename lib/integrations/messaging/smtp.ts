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

/** The transport chosen by configuration: SMTP when SMTP_URL is set, else the local outbox. */
export async function configuredTransport(): Promise<Transport> {
  const url = process.env.SMTP_URL;
  if (!url) return (await import("./index")).localTransport;
  return smtpTransport(url, process.env.MAIL_FROM ?? "portal@localhost");
}
