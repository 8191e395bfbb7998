-- What a merchant wrote that the site keeps beside the product's own fields, as
-- Shopify's product CSV carries it: a product's SEO title and description and its
-- product category; a variant's barcode (GTIN), weight in grams and own picture.
-- JSON objects (camelCase keys, empty fields left out): they pass through the
-- catalogue, the export and the pages as they were given.
alter table shop_products add column details text not null default '{}';
alter table shop_variants add column details text not null default '{}';
