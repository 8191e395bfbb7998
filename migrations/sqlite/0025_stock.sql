-- Stock: how many of a variant there are to sell. Null: not counted (the variant is
-- for sale while it is marked available); a number: placing an order takes from it in
-- the order's own transaction and never below zero, a cancelled order gives it back,
-- and at zero the variant is sold out.
alter table shop_variants add column inventory_quantity bigint;
