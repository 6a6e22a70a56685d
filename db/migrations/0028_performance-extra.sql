-- Decision 087: a booking covers one slot (at most 8 hours, resources_slot_minutes_check), so it
-- is shorter than a day. The slot calendar relies on it to bound its index range on
-- reservations_group_time_idx (starts_at > window start - 24 hours): the range stays the window
-- itself however long the booking history grows.
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_length_check" CHECK ("ends_at" - "starts_at" <= interval '24 hours');
