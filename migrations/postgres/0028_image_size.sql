-- A product image's size in pixels, where it is known (an uploaded picture's widest
-- version; Shopify says it per image): the pages give <img> its width and height, so
-- the browser keeps the picture's shape and reserves its room before it arrives.
alter table shop_images add column width integer;
alter table shop_images add column height integer;

-- The pictures uploaded before: their size from the stored versions.
update shop_images set
    width = (select m.width from shop_media m where shop_images.url = '/media/uploads/' || m.id || '-' || m.width || '.webp'),
    height = (select m.height from shop_media m where shop_images.url = '/media/uploads/' || m.id || '-' || m.width || '.webp')
where url like '/media/uploads/%';
