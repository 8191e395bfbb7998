-- A subscription is confirmed by a press of the button on the page the mailed link
-- opens, no longer by opening the link (mail services' link scanners open every link).
-- The consent record keeps who confirmed (`button`; `profile` for a signed-in customer
-- with a verified address; `link` for those confirmed by opening the link before this)
-- and, for a press, the client's address and browser: what tells a person's press from
-- a machine's afterwards. The link's hash stays after the press, so opening the link
-- again, or a second press, shows the confirmation instead of a dead link.
alter table newsletter_subscribers add column confirmed_by text;
alter table newsletter_subscribers add column confirmed_ip text;
alter table newsletter_subscribers add column confirmed_user_agent text;
update newsletter_subscribers set confirmed_by = 'link' where confirmed_at is not null;
