-- How a collection's members are ordered in the back office: by hand ("manual"), or
-- by title, price (up or down) or newest; the order is written into the members'
-- positions, which the listings' "featured" order reads.
alter table shop_collections add column sort_order text not null default 'manual';
