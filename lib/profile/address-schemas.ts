/**
 * The delivery address editor (spec 2 §2 "Organisation delivery address edit", §5 "Delivery
 * address"; spec 1 §3 "Silo"; issue 12 item 2): forms shared by the editor and the server.
 * Street, zip code, place and mobile are required and valid (the customer's market's rules);
 * a silo needs a number and an accessibility of 10, 18 or 24 m; a notification receiver needs a
 * name and a valid mobile or e-mail.
 */
import { z } from "zod";
import type { Market } from "@/lib/market";
import { email } from "@/lib/validation/email";
import { mobileFor } from "@/lib/validation/phone";
import { zipFor } from "@/lib/validation/zip";
import { SILO_ACCESSIBILITY } from "./constants";

export { SILO_ACCESSIBILITY };

const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "profile.errors.tooLong" });
const text = (max: number) => z.string().max(max).optional().nullable();
const id = z.coerce.number().int().positive();

export const addressFormFor = (market: Market) =>
  z.object({
    Name: z.string().trim().max(100, { error: "profile.errors.tooLong" }).optional(),
    Street: requiredText("profile.address.streetRequired"),
    ZipCode: zipFor(market, { required: true }),
    Place: requiredText("profile.address.placeRequired", 60),
    Mobile: mobileFor(market),
  });
export type TAddressForm = z.input<ReturnType<typeof addressFormFor>>;
export type TAddress = z.output<ReturnType<typeof addressFormFor>>;
export const ZSaveAddressRequest = z.object({
  id: id.optional().nullable(),
  Name: text(200),
  Street: text(200),
  ZipCode: text(20),
  Place: text(200),
  Mobile: text(40),
});
export const ZSaveAddressResponse = z.object({ success: z.literal(true), id: z.number().int() });

export const ZSiloForm = z.object({
  Number: requiredText("profile.silo.numberRequired", 20),
  Accessibility: z.coerce
    .number({ error: "profile.silo.accessibilityRequired" })
    .refine((n) => (SILO_ACCESSIBILITY as readonly number[]).includes(n), { error: "profile.silo.accessibilityRequired" }),
});
export type TSiloForm = z.input<typeof ZSiloForm>;
export const ZAddSiloRequest = z.object({
  addressId: id,
  Number: text(40),
  Accessibility: z
    .union([z.string().max(5), z.number()])
    .optional()
    .nullable(),
});
export const ZRemoveRequest = z.object({ id });
export const ZAddedResponse = z.object({ success: z.literal(true), id: z.number().int() });
export const ZRemovedResponse = z.object({ success: z.literal(true) });

export const receiverFormFor = (market: Market) =>
  z
    .object({
      Name: requiredText("profile.receiver.nameRequired"),
      Mobile: mobileFor(market, { required: false }),
      Email: email(),
    })
    .refine((r) => r.Mobile !== undefined || r.Email !== undefined, { error: "profile.receiver.channelRequired", path: ["Mobile"] });
export type TReceiverForm = z.input<ReturnType<typeof receiverFormFor>>;
export const ZAddReceiverRequest = z.object({ addressId: id, Name: text(200), Mobile: text(40), Email: text(300) });

export const ZAddressView = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  zipCode: z.string(),
  place: z.string(),
  mobile: z.string().nullable(),
  silos: z.array(z.object({ id: z.number().int(), number: z.string(), accessibility: z.number().int() })),
  receivers: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable(), email: z.string().nullable() })),
});
export type TAddressView = z.infer<typeof ZAddressView>;
