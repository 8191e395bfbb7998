-- The newsletter with double opt-in (requests::newsletter): a sign-up is `pending`
-- until the mailed link (its SHA-256 kept, single use, 7 days) confirms it; then
-- `confirmed` (the welcome with the code, campaigns) until `unsubscribed`. The consent
-- record keeps the language, the SHA-256 of the text the visitor was shown and the
-- times. `confirm_sent_at` (unix ms) lets a pending address get at most one mail a
-- day. `unsubscribe_token` is in every newsletter mail (a link and List-Unsubscribe).
-- Sign-ups from before double opt-in never confirmed: they are pending, get nothing,
-- and the retention job removes them.
alter table newsletter_subscribers add column status text not null default 'pending';
alter table newsletter_subscribers add column consent_text_hash text;
alter table newsletter_subscribers add column confirm_token_hash text;
alter table newsletter_subscribers add column confirm_expires_at bigint;
alter table newsletter_subscribers add column confirm_sent_at bigint;
alter table newsletter_subscribers add column confirmed_at text;
alter table newsletter_subscribers add column unsubscribed_at text;
alter table newsletter_subscribers add column unsubscribe_token text;
create unique index newsletter_subscribers_confirm_token on newsletter_subscribers (confirm_token_hash);
create unique index newsletter_subscribers_unsubscribe_token on newsletter_subscribers (unsubscribe_token);

-- A welcome code takes 10 % off one order: two orders at once cannot both use it.
create unique index orders_discount_code_once on orders (discount_code) where discount_code is not null and status <> 'cancelled';

-- Extra headers of a mail (List-Unsubscribe, List-Unsubscribe-Post), as JSON pairs.
alter table mail_outbox add column headers text;
