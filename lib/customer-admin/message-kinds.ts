/**
 * The messages a user can switch on or off per channel (spec 2 §3 "Message setting", decision 079),
 * pure so the user card's settings grid and the senders share it. A setting row is
 * (user, customer, MsgAreaId, MsgTypeId, ModeOfDeliveryId) → Value; without a row the message is sent.
 */
export const MODE_OF_DELIVERY = { email: 1, sms: 2, inbox: 3 } as const;
export type DeliveryMode = keyof typeof MODE_OF_DELIVERY;
export const DELIVERY_MODES = Object.keys(MODE_OF_DELIVERY) as DeliveryMode[];

export const MESSAGE_KINDS = {
  /** booking reminders (lib/time-booking/reminders.ts) */
  bookingReminder: { msgAreaId: 1, msgTypeId: 1, modes: ["email", "sms"] },
  /** opening-hours notices to a facility's subscribers (lib/facilities/notify.ts) */
  facilityHours: { msgAreaId: 2, msgTypeId: 1, modes: ["email", "sms"] },
  /** the reminder before a signing link ends (lib/signing/send-reminder.ts) */
  signingReminder: { msgAreaId: 3, msgTypeId: 1, modes: ["email", "sms"] },
  /** a warranty claim's status changed (lib/warranty/notify-submitter.ts) */
  warrantyStatus: { msgAreaId: 4, msgTypeId: 1, modes: ["email"] },
  /** a new comment on a warranty claim */
  warrantyComment: { msgAreaId: 4, msgTypeId: 2, modes: ["email"] },
} as const satisfies Record<string, { msgAreaId: number; msgTypeId: number; modes: readonly DeliveryMode[] }>;
export type MessageKind = keyof typeof MESSAGE_KINDS;
export const MESSAGE_KIND_NAMES = Object.keys(MESSAGE_KINDS) as MessageKind[];
