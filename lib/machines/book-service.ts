import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db";
import { serviceBookings, workshops } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import type { Actor } from "@/lib/auth/actor";
import { logAction, type ActionContext } from "@/lib/audit/log-action";
import { enqueueMessage } from "@/lib/integrations/messaging";
import type { TFunction } from "@/lib/i18n/instance";
import type { Market } from "@/lib/market";
import { getMachine } from "./list-machines";
import { machineForActor } from "./machine-access";

/**
 * A service request (spec 1 §4 "Book service"): the machine must be the actor's customer's (403),
 * the workshop one of this market's (400 on the field). The booking row, the e-mail to the
 * workshop (outbox row + its send job on the queue, decision 025; staff see it on
 * /internal/outbox) and the action log are one transaction. The farmer sees the booking with its
 * state on the machine page.
 */
export async function bookService(
  db: Db,
  opts: {
    actor: Actor;
    market: Market;
    t: TFunction;
    input: { machineId: number; workshopId: number; preferredDate: string; description: string };
    ctx?: ActionContext;
  },
): Promise<{ isBooked: true; bookingId: number }> {
  const { actor, market, input, t } = opts;
  const [workshop] = await db
    .select()
    .from(workshops)
    .where(and(eq(workshops.id, input.workshopId), eq(workshops.market, market)));
  if (!workshop) throw new AppError("BAD_REQUEST", "machines.errors.book", { fields: { workshopId: ["machines.validation.workshop"] } });
  const { machine } = await getMachine(db, { actor, machineId: input.machineId });
  return db.transaction(async (tx) => {
    const { customerNumber } = await machineForActor(tx, actor, input.machineId, { lock: true });
    const [row] = await tx
      .insert(serviceBookings)
      .values({
        machineId: input.machineId,
        workshopId: workshop.id,
        market,
        preferredDate: input.preferredDate,
        description: input.description,
        createdByUserId: actor.userId,
      })
      .returning({ id: serviceBookings.id });
    if (!row) throw new Error("insert into service_bookings returned no row");
    const values = {
      workshop: workshop.name,
      customerNumber,
      customer: actor.name,
      email: actor.email,
      machine: `${machine.typeName}, ${machine.brandName} ${machine.modelName}`,
      serialNumber: machine.serialNumber,
      registerNumber: machine.registerNumber ?? "–",
      engineHours: machine.engineHours ?? "–",
      date: input.preferredDate,
      description: input.description,
      bookingId: row.id,
    };
    await enqueueMessage(tx, {
      channel: "email",
      kind: "service-booking",
      recipient: workshop.email,
      subject: t("machines.bookingMail.subject", values),
      body: t("machines.bookingMail.body", values),
      dedupeKey: `service-booking:${row.id}`,
    });
    await logAction(
      tx,
      actor,
      "machines.service.booked",
      { bookingId: row.id, machineId: input.machineId, workshopId: workshop.id },
      { ...opts.ctx, customerNumber },
    );
    return { isBooked: true as const, bookingId: row.id };
  });
}
