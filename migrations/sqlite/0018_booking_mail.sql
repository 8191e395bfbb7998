-- A mail's calendar invitation (RFC 5545 text), sent as text/calendar and invite.ics.
alter table mail_outbox add column calendar text;
-- A booking's invitation is updated in place (SEQUENCE rises with each move); the
-- reminder the day before is sent once (reminded_at, claimed by one instance); who
-- cancelled (customer or business).
alter table bookings add column sequence integer not null default 0;
alter table bookings add column reminded_at text;
alter table bookings add column cancelled_by text;
