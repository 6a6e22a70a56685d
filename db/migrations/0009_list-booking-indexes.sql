-- List booking (spec 2 §7 SearchBookings): the search filters by a date range and, for
-- transporters and forwarders, by the booking's Owner. Without these the search over a season of
-- bookings scans the table when no resource group or customer narrows it.
CREATE INDEX IF NOT EXISTS "reservations_starts_at_idx" ON "reservations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_owner_time_idx" ON "reservations" USING btree ("owner","starts_at");
