-- Walk-ins and phone bookings made from the dashboard once carried an invented address
-- (walk-in@tischservice.example) and a fixed note in the special requests. The address gathered every
-- such guest into one guest-book profile; the note said nothing. Both go: the address becomes empty and
-- the guest key falls back to the phone's form (empty without one), as core's `guestKeyOf` now reads it.
UPDATE "reservations" SET
  "customer_email" = '',
  "guest_key" = "guest_phone"
WHERE lower(trim("customer_email")) = 'walk-in@tischservice.example';--> statement-breakpoint
UPDATE "reservations" SET "special_requests" = ''
WHERE "special_requests" = 'Direkte Reservierung über das Dashboard';
