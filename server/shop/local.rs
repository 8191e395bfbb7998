//! The local shop: a catalogue in our database (seeded with demo products shipped in
//! the binary) and a checkout that turns a cart into an order for the customer.

use std::collections::HashMap;

use serde::Deserialize;

use super::{
    Seo,
    CartLine, Checkout, Collection, HandleRow, HandlesPage, Image, Listed, Money, PriceRange, Product, ProductOption,
    SelectedOption, ShopError, Variant, amount,
};
use std::sync::Arc;

use super::content::Content;
use super::prices::{CURRENT_PRICE_JOIN, MARKED_LOWEST_BEFORE};
use crate::i18n::Lang;
use crate::platform::Db;

const CATALOGUE: &str = include_str!("catalogue.json");
const CURRENCY: &str = "DKK";
pub const MEDIA_PREFIX: &str = "/media/products/";

#[derive(Clone)]
pub struct LocalShop {
    db: Db,
    /// The catalogue in the visitor's language.
    pub content: Arc<Content>,
    /// Each collection's members as its listings read them, kept until the
    /// collection changes (none for a command, which reads once).
    pub members: Option<Arc<super::listing::sql::MembersCache>>,
}

#[derive(Deserialize)]
struct SeedCatalogue {
    collections: Vec<SeedCollection>,
    products: Vec<SeedProduct>,
}
#[derive(Deserialize)]
struct SeedCollection {
    handle: String,
    title: String,
    description: String,
}
#[derive(Deserialize)]
struct SeedProduct {
    handle: String,
    title: String,
    description: String,
    images: Vec<(String, String)>,
    options: Vec<ProductOption>,
    variants: Vec<SeedVariant>,
    collections: Vec<String>,
    /// Its kind, energy class, maker and warnings ([`super::legal`]).
    #[serde(default)]
    legal: super::legal::Legal,
}
#[derive(Deserialize)]
struct SeedVariant {
    options: serde_json::Map<String, serde_json::Value>,
    price: String,
    available: bool,
    /// A demo reduction: the price it had from 60 until 10 days ago, the lowest of
    /// the 30 days before the current one (so the page names it as "før").
    #[serde(default)]
    was: Option<String>,
}

/// Whether a variant (`shop_variants`' columns, named `v`) can be bought: marked
/// available, and in stock when its stock is counted.
pub const FOR_SALE: &str = "(case when v.available <> 0 and coalesce(v.inventory_quantity, 1) > 0 then 1 else 0 end)";

pub(crate) fn product_id(handle: &str) -> String {
    format!("gid://nordlys/Product/{handle}")
}

impl LocalShop {
    pub fn new(db: Db) -> LocalShop {
        LocalShop { db, content: Arc::default(), members: None }
    }

    /// A shop that keeps each collection's members until `changes` says it changed
    /// (the server's).
    pub fn counted(mut self, changes: crate::platform::Changes) -> LocalShop {
        self.members = Some(Arc::new(super::listing::sql::MembersCache::new(changes)));
        self
    }

    /// Fills an empty catalogue with the demo products (idempotent).
    pub async fn seed_if_empty(&self) -> anyhow::Result<()> {
        Content::seed(&self.db).await?;
        let count: i64 = sqlx::query_scalar("select count(*) from shop_products").fetch_one(&self.db).await?;
        if count > 0 {
            super::catalogue::fill_legal_missing(&self.db).await?;
            return Ok(());
        }
        let catalogue: SeedCatalogue = serde_json::from_str(CATALOGUE)?;
        let now = crate::platform::db::now_rfc3339();
        let now_ms = crate::platform::Clock::system().unix_ms();
        let mut tx = self.db.begin().await?;
        for (position, c) in catalogue.collections.iter().enumerate() {
            sqlx::query("insert into shop_collections (handle, title, description, position, updated_at) values ($1, $2, $3, $4, $5)")
                .bind(&c.handle)
                .bind(&c.title)
                .bind(&c.description)
                .bind(position as i64)
                .bind(&now)
                .execute(&mut *tx)
                .await?;
        }
        for (position, p) in catalogue.products.iter().enumerate() {
            let id = product_id(&p.handle);
            let details = super::catalogue::ProductDetails { legal: p.legal.normalised(), ..Default::default() };
            sqlx::query(
                "insert into shop_products (id, handle, title, description, position, updated_at, details, legal_missing)
                 values ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&id)
            .bind(&p.handle)
            .bind(&p.title)
            .bind(&p.description)
            .bind(position as i64)
            .bind(&now)
            .bind(super::catalogue::details_json(&details))
            .bind(super::legal::missing_text(&details.legal))
            .execute(&mut *tx)
            .await?;
            for (i, (file, alt)) in p.images.iter().enumerate() {
                sqlx::query("insert into shop_images (product_id, position, url, alt_text) values ($1, $2, $3, $4)")
                    .bind(&id)
                    .bind(i as i64)
                    .bind(format!("{MEDIA_PREFIX}{file}"))
                    .bind(alt)
                    .execute(&mut *tx)
                    .await?;
            }
            for (i, option) in p.options.iter().enumerate() {
                sqlx::query("insert into shop_options (product_id, position, name, option_values) values ($1, $2, $3, $4)")
                    .bind(&id)
                    .bind(i as i64)
                    .bind(&option.name)
                    .bind(serde_json::to_string(&option.values)?)
                    .execute(&mut *tx)
                    .await?;
            }
            for (i, v) in p.variants.iter().enumerate() {
                // Selected options in the product's option order; the title joins them
                // like Shopify does ("Messing / Ø30 cm"), or "Default Title".
                let selected: Vec<SelectedOption> = p
                    .options
                    .iter()
                    .filter_map(|o| {
                        v.options.get(&o.name).and_then(|val| val.as_str()).map(|value| SelectedOption {
                            name: o.name.clone(),
                            value: value.to_owned(),
                        })
                    })
                    .collect();
                let title = if selected.is_empty() {
                    "Default Title".to_owned()
                } else {
                    selected.iter().map(|o| o.value.as_str()).collect::<Vec<_>>().join(" / ")
                };
                let price = super::minor_units(&v.price).ok_or_else(|| anyhow::anyhow!("bad price {}", v.price))?;
                let was = match &v.was {
                    Some(was) => Some(super::minor_units(was).ok_or_else(|| anyhow::anyhow!("bad price {was}"))?),
                    None => None,
                };
                let variant_id = format!("gid://nordlys/ProductVariant/{}-{}", p.handle, i + 1);
                const DAY_MS: i64 = 24 * 60 * 60 * 1000;
                if let Some(was) = was {
                    super::prices::record(&mut tx, &variant_id, was, now_ms - 60 * DAY_MS, super::prices::Source::Seed).await?;
                    super::prices::record(&mut tx, &variant_id, price, now_ms - 10 * DAY_MS, super::prices::Source::Seed).await?;
                } else {
                    super::prices::record(&mut tx, &variant_id, price, now_ms, super::prices::Source::Seed).await?;
                }
                sqlx::query(
                    "insert into shop_variants (id, product_id, title, price_minor, currency_code, available, selected_options, position,
                     compare_at_minor) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(&variant_id)
                .bind(&id)
                .bind(&title)
                .bind(price)
                .bind(CURRENCY)
                .bind(if v.available { 1_i64 } else { 0 })
                .bind(serde_json::to_string(&selected)?)
                .bind(i as i64)
                .bind(was)
                .execute(&mut *tx)
                .await?;
            }
            for handle in &p.collections {
                sqlx::query("insert into shop_collection_products (collection_handle, product_id, position) values ($1, $2, $3)")
                    .bind(handle)
                    .bind(&id)
                    .bind(position as i64)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        summarize(&mut tx, None).await?;
        tx.commit().await?;
        tracing::info!(products = catalogue.products.len(), "seeded the local shop catalogue");
        Ok(())
    }

    /// A page of a collection as the visitor chose it: sorted, filtered, counted and
    /// paged in SQL (see [`super::listing::sql`]), the page's products in `lang`.
    pub async fn collection_listing(
        &self,
        handle: &str,
        choice: &super::listing::Choice,
        page_size: usize,
        lang: Lang,
    ) -> Result<Option<(Collection, super::listing::Listing)>, ShopError> {
        let head: Option<(String, String, String)> =
            sqlx::query_as("select handle, title, description from shop_collections where handle = $1")
                .bind(handle)
                .fetch_optional(&self.db)
                .await?;
        let Some((handle, title, description)) = head else { return Ok(None) };
        let words = self.content.option_words(&self.db, lang).await?;
        let (rows, listing) = super::listing::sql::page(&self.db, &handle, choice, page_size, &words, self.members.as_deref()).await?;
        let collection = Collection { handle, title, description, products: self.assemble(rows, lang).await? };
        Ok(Some((self.content.collection(&self.db, lang, collection).await?, listing)))
    }

    /// Builds full products for these ids (in the given order) in four queries; their
    /// legal facts' links in `lang` (the text is translated after).
    async fn assemble(&self, rows: Vec<(String, String, String, String)>, lang: Lang) -> Result<Vec<Product>, ShopError> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let list = crate::platform::db::placeholders(rows.len());
        let images_sql = format!(
            "select product_id, position, url, alt_text, width, height from shop_images where product_id in ({list}) order by product_id, position"
        );
        let options_sql = format!(
            "select product_id, position, name, option_values from shop_options where product_id in ({list}) order by product_id, position"
        );
        // The price in effect and the lowest of the 30 days before it (the history's),
        // for a "før"-price the merchant marked with a compare-at price.
        let variants_sql = format!(
            "select v.product_id, v.id, v.title, v.price_minor, v.currency_code, {FOR_SALE}, v.selected_options, v.details, {MARKED_LOWEST_BEFORE}
             from shop_variants v {CURRENT_PRICE_JOIN}
             where v.product_id in ({list}) order by v.product_id, v.position"
        );
        let mut images_query = sqlx::query_as::<_, (String, i64, String, Option<String>, Option<i64>, Option<i64>)>(&images_sql);
        let mut options_query = sqlx::query_as::<_, (String, i64, String, String)>(&options_sql);
        let mut variants_query = sqlx::query_as::<_, (String, String, String, i64, String, i64, String, String, Option<i64>)>(&variants_sql);
        for (id, ..) in &rows {
            images_query = images_query.bind(id.clone());
            options_query = options_query.bind(id.clone());
            variants_query = variants_query.bind(id.clone());
        }
        let images = images_query.fetch_all(&self.db).await?;
        let options = options_query.fetch_all(&self.db).await?;
        let variants = variants_query.fetch_all(&self.db).await?;
        let vendors_sql = format!("select id, vendor, details from shop_products where id in ({list})");
        let mut vendors_query = sqlx::query_as::<_, (String, String, String)>(&vendors_sql);
        for (id, ..) in &rows {
            vendors_query = vendors_query.bind(id.clone());
        }
        let vendors: HashMap<String, (String, String)> =
            vendors_query.fetch_all(&self.db).await?.into_iter().map(|(id, vendor, details)| (id, (vendor, details))).collect();

        let mut by_product: HashMap<&str, (Vec<Image>, Vec<ProductOption>, Vec<(i64, Variant)>)> = HashMap::new();
        for (pid, _, url, alt, width, height) in &images {
            let (width, height) = (width.and_then(|w| u32::try_from(w).ok()), height.and_then(|h| u32::try_from(h).ok()));
            by_product.entry(pid).or_default().0.push(Image { url: url.clone(), alt_text: alt.clone(), width, height });
        }
        for (pid, _, name, values) in &options {
            let values: Vec<String> = serde_json::from_str(values).unwrap_or_default();
            by_product.entry(pid).or_default().1.push(ProductOption { name: name.clone(), values });
        }
        for (pid, id, title, price, currency, available, selected, details, lowest_before) in &variants {
            let details: super::catalogue::VariantDetails = super::catalogue::details_of(details);
            let variant = Variant {
                id: id.clone(),
                title: title.clone(),
                price: Money { amount: amount(*price), currency_code: currency.clone() },
                available_for_sale: *available != 0,
                selected_options: serde_json::from_str(selected).unwrap_or_default(),
                gtin: Some(details.barcode).filter(|b| super::catalogue::is_gtin(b)),
                image: Some(details.image).filter(|i| !i.is_empty()),
                reduced_from: super::prices::reduced_from(*price, *lowest_before, true)
                    .map(|before| Money { amount: amount(before), currency_code: currency.clone() }),
                marked_reduced: false,
            };
            by_product.entry(pid).or_default().2.push((*price, variant));
        }
        Ok(rows
            .into_iter()
            .map(|(id, handle, title, description)| {
                let (mut images, options, variants) = by_product.remove(id.as_str()).unwrap_or_default();
                images.truncate(5);
                let min = variants
                    .iter()
                    .min_by_key(|(price, _)| *price)
                    .map(|(_, v)| v.price.clone())
                    .unwrap_or(Money { amount: amount(0), currency_code: CURRENCY.into() });
                let variants = variants.into_iter().map(|(_, v)| v).take(10).collect();
                let (vendor, details) = vendors.get(&id).cloned().unwrap_or_default();
                let details: super::catalogue::ProductDetails = super::catalogue::details_of(&details);
                let text = |t: String| Some(t).filter(|t| !t.is_empty());
                let seo = (!details.seo_title.is_empty() || !details.seo_description.is_empty())
                    .then(|| Seo { title: text(details.seo_title), description: text(details.seo_description) });
                let legal = super::legal::PageLegal::of(&details.legal, lang);
                Product { id, title, description, description_html: String::new(), handle, vendor, price_range: PriceRange { min_variant_price: min }, images, variants, options, seo, legal }
            })
            .collect())
    }

    pub async fn products(&self, first: usize, lang: Lang) -> Result<Vec<Product>, ShopError> {
        let rows = sqlx::query_as("select id, handle, title, description from shop_products where status = 'active' order by position limit $1")
            .bind(first as i64)
            .fetch_all(&self.db)
            .await?;
        Ok(self.content.products(&self.db, lang, self.assemble(rows, lang).await?).await?)
    }

    pub async fn product(&self, handle: &str, lang: Lang) -> Result<Option<Product>, ShopError> {
        let rows = sqlx::query_as("select id, handle, title, description from shop_products where handle = $1 and status = 'active'")
            .bind(handle)
            .fetch_all(&self.db)
            .await?;
        Ok(self.content.products(&self.db, lang, self.assemble(rows, lang).await?).await?.into_iter().next())
    }

    /// The catalogue in steps for what reads all of it (the search index): up to
    /// `count` products in `lang` after the id `after` (`""` from the start), in the
    /// order of ids, each with its position in the shop's order.
    pub async fn products_after(&self, after: &str, count: usize, lang: Lang) -> Result<Vec<(i64, Product)>, ShopError> {
        let rows: Vec<(String, String, String, String, i64)> = sqlx::query_as(
            "select id, handle, title, description, position from shop_products where id > $1 and status = 'active' order by id limit $2",
        )
        .bind(after)
        .bind(count as i64)
        .fetch_all(&self.db)
        .await?;
        self.with_positions(rows, lang).await
    }

    /// A product with its position in the shop's order.
    pub async fn product_with_position(&self, handle: &str, lang: Lang) -> Result<Option<(i64, Product)>, ShopError> {
        let rows: Vec<(String, String, String, String, i64)> =
            sqlx::query_as("select id, handle, title, description, position from shop_products where handle = $1 and status = 'active'")
                .bind(handle)
                .fetch_all(&self.db)
                .await?;
        Ok(self.with_positions(rows, lang).await?.into_iter().next())
    }

    async fn with_positions(&self, rows: Vec<(String, String, String, String, i64)>, lang: Lang) -> Result<Vec<(i64, Product)>, ShopError> {
        let positions: Vec<i64> = rows.iter().map(|r| r.4).collect();
        let rows = rows.into_iter().map(|(id, handle, title, description, _)| (id, handle, title, description)).collect();
        let products = self.content.products(&self.db, lang, self.assemble(rows, lang).await?).await?;
        Ok(positions.into_iter().zip(products).collect())
    }

    pub async fn collection(&self, handle: &str, lang: Lang) -> Result<Option<Collection>, ShopError> {
        let Some(collection) = self.collection_da(handle, lang).await? else { return Ok(None) };
        Ok(Some(self.content.collection(&self.db, lang, collection).await?))
    }

    async fn collection_da(&self, handle: &str, lang: Lang) -> Result<Option<Collection>, ShopError> {
        let head: Option<(String, String, String)> =
            sqlx::query_as("select handle, title, description from shop_collections where handle = $1")
                .bind(handle)
                .fetch_optional(&self.db)
                .await?;
        let Some((handle, title, description)) = head else { return Ok(None) };
        let rows = sqlx::query_as(
            "select p.id, p.handle, p.title, p.description from shop_products p
             join shop_collection_products c on c.product_id = p.id
             where c.collection_handle = $1 and p.status = 'active' order by c.position limit 50",
        )
        .bind(&handle)
        .fetch_all(&self.db)
        .await?;
        Ok(Some(Collection { handle, title, description, products: self.assemble(rows, lang).await? }))
    }

    /// A page of handles by keyset: `handle > after`, in the order of the handle's
    /// unique index (the products') or primary key (the collections'), one row more
    /// than asked to know whether another page follows.
    pub async fn handles_page(&self, kind: Listed, after: Option<&str>, limit: usize) -> Result<HandlesPage, ShopError> {
        // A draft product has no public page.
        let (table, shown) = match kind {
            Listed::Products => ("shop_products", "status = 'active'"),
            Listed::Collections => ("shop_collections", "1 = 1"),
        };
        let limit = limit.max(1);
        let rows: Vec<(String, Option<String>)> = match after {
            Some(after) => {
                let sql = format!("select handle, updated_at from {table} where {shown} and handle > $1 order by handle limit $2");
                sqlx::query_as(&sql).bind(after).bind(limit as i64 + 1).fetch_all(&self.db).await?
            }
            None => {
                let sql = format!("select handle, updated_at from {table} where {shown} order by handle limit $1");
                sqlx::query_as(&sql).bind(limit as i64 + 1).fetch_all(&self.db).await?
            }
        };
        let more = rows.len() > limit;
        let rows: Vec<HandleRow> = rows
            .into_iter()
            .take(limit)
            .map(|(handle, updated_at)| HandleRow { cursor: handle.clone(), handle, updated_at })
            .collect();
        let next = if more { rows.last().map(|r| r.cursor.clone()) } else { None };
        Ok(HandlesPage { rows, next })
    }

    /// A variant as the checkout needs it now: its product, titles (Danish), price in
    /// øre, currency and whether it is for sale.
    pub async fn variant(&self, id: &str) -> Result<Option<VariantNow>, sqlx::Error> {
        let row: Option<(String, String, String, i64, String, i64, String)> = sqlx::query_as(
            &format!(
                "select p.handle, p.title, v.title, v.price_minor, v.currency_code,
                 case when p.status = 'active' then {FOR_SALE} else 0 end, v.selected_options
                 from shop_variants v join shop_products p on p.id = v.product_id where v.id = $1"
            ),
        )
        .bind(id)
        .fetch_optional(&self.db)
        .await?;
        Ok(row.map(|(handle, title, variant_title, price, currency, available, selected)| VariantNow {
            handle,
            title,
            variant_title: (variant_title != "Default Title").then_some(variant_title),
            options: serde_json::from_str(&selected).unwrap_or_default(),
            price,
            currency,
            available: available != 0,
        }))
    }

    /// Keeps valid cart lines for the local checkout, like Shopify's `cartCreate`: the
    /// lines with the price the customer saw (or today's), found by a random token
    /// whose SHA-256 is stored. Returns `Err(line index, reason key)` for a line that
    /// cannot be ordered, and nothing is stored then.
    pub async fn create_cart(
        &self,
        lines: &[CartLine],
        discount_code: Option<&str>,
        lang: Lang,
    ) -> Result<Result<Checkout, (usize, &'static str)>, ShopError> {
        let mut kept = Vec::with_capacity(lines.len());
        for (index, line) in lines.iter().enumerate() {
            let Some(variant) = self.variant(&line.merchandise_id).await? else {
                return Ok(Err((index, "checkout-unknown-variant")));
            };
            if !variant.available {
                return Ok(Err((index, "checkout-unavailable-variant")));
            }
            kept.push(CartLine {
                merchandise_id: line.merchandise_id.clone(),
                quantity: line.quantity,
                price: Some(line.price.unwrap_or(variant.price)),
            });
        }
        let token = hex::encode(rand::random::<[u8; 24]>());
        sqlx::query("insert into checkout_carts (token_hash, lines, lang, created_at, discount_code) values ($1, $2, $3, $4, $5)")
            .bind(cart_hash(&token))
            .bind(serde_json::to_string(&kept).map_err(|e| ShopError::Malformed(e.to_string()))?)
            .bind(lang.code())
            .bind(crate::platform::db::now_rfc3339())
            .bind(discount_code)
            .execute(&self.db)
            .await?;
        Ok(Ok(Checkout { checkout_url: format!("{}?cart={token}", lang.localize("/kasse")), order_number: None }))
    }

    /// The lines of the cart with this token, if it exists.
    pub async fn cart(&self, token: &str) -> Result<Option<Vec<CartLine>>, sqlx::Error> {
        Ok(self.cart_with_code(token).await?.map(|(lines, _)| lines))
    }

    /// The cart's lines and the discount code it was handed over with.
    pub async fn cart_with_code(&self, token: &str) -> Result<Option<(Vec<CartLine>, Option<String>)>, sqlx::Error> {
        let row: Option<(String, Option<String>)> =
            sqlx::query_as("select lines, discount_code from checkout_carts where token_hash = $1")
                .bind(cart_hash(token))
                .fetch_optional(&self.db)
                .await?;
        Ok(row.map(|(lines, code)| (serde_json::from_str(&lines).unwrap_or_default(), code)))
    }
}

/// The collections a product of the local catalogue is in, by handle (none when the
/// product is not there).
pub async fn collections_of(db: &Db, handle: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "select c.collection_handle from shop_collection_products c join shop_products p on p.id = c.product_id
         where p.handle = $1 order by c.collection_handle",
    )
    .bind(handle)
    .fetch_all(db)
    .await
}

/// How a cart token is stored, and the key that makes its order placed once.
/// [`summarize`] in a transaction of its own: after a product's variants were changed
/// (their price or availability), or for the whole catalogue.
pub async fn resummarize(db: &Db, product_id: Option<&str>) -> Result<(), sqlx::Error> {
    let mut tx = db.begin().await?;
    summarize(&mut tx, product_id).await?;
    tx.commit().await
}

/// Gives a cancelled order's lines back to their variants' stock (`back`), or takes
/// them again when it is no longer cancelled, in `tx`. Answers the handles of the
/// products whose variants came back into stock or ran out.
pub async fn return_stock(tx: &mut sqlx::Transaction<'_, sqlx::Any>, items: &str, back: bool) -> Result<Vec<String>, sqlx::Error> {
    let lines: Vec<serde_json::Value> = serde_json::from_str(items).unwrap_or_default();
    let mut changed = Vec::new();
    for line in lines {
        let (Some(variant), Some(quantity)) = (line["variantId"].as_str(), line["quantity"].as_i64()) else { continue };
        let sql = if back {
            "update shop_variants set inventory_quantity = inventory_quantity + $1 where id = $2 and inventory_quantity is not null
             returning inventory_quantity, product_id"
        } else {
            "update shop_variants set inventory_quantity = case when inventory_quantity > $1 then inventory_quantity - $1 else 0 end
             where id = $2 and inventory_quantity is not null returning inventory_quantity, product_id"
        };
        let row: Option<(i64, String)> = sqlx::query_as(sql).bind(quantity).bind(variant).fetch_optional(&mut **tx).await?;
        if let Some((left, product)) = row
            && (if back { left == quantity } else { left == 0 })
        {
            summarize(tx, Some(&product)).await?;
            let handle: String = sqlx::query_scalar("select handle from shop_products where id = $1").bind(&product).fetch_one(&mut **tx).await?;
            changed.push(handle);
        }
    }
    Ok(changed)
}

/// Keeps what listings filter and sort by beside each product (its cheapest price,
/// whether any variant can be bought, the option values its variants have): for one
/// product after its variants were written, or (`None`) for the whole catalogue.
pub async fn summarize(tx: &mut sqlx::Transaction<'_, sqlx::Any>, product_id: Option<&str>) -> Result<(), sqlx::Error> {
    let (only, only_v) = match product_id {
        Some(_) => (" where id = $1", " and v.product_id = $1"),
        None => ("", ""),
    };
    // The back office list's search text: title, handle, vendor and SKUs, lower case.
    let skus = if tx.backend_name() == "PostgreSQL" { "string_agg(lower(v.sku), ' ')" } else { "group_concat(lower(v.sku), ' ')" };
    let statements = [
        format!(
            "update shop_products set
                 min_price_minor = coalesce((select min(v.price_minor) from shop_variants v where v.product_id = shop_products.id), 0),
                 available = case when exists (select 1 from shop_variants v where v.product_id = shop_products.id and {FOR_SALE} <> 0)
                             then 1 else 0 end,
                 reduced = case when exists (select 1 from shop_variants v {CURRENT_PRICE_JOIN}
                                             where v.product_id = shop_products.id and {MARKED_LOWEST_BEFORE} > v.price_minor)
                           then 1 else 0 end,
                 list_text = lower(title) || ' ' || handle || ' ' || lower(vendor) || coalesce(' ' || (
                     select {skus} from shop_variants v where v.product_id = shop_products.id and v.sku <> ''), ''){only}"
        ),
        format!("delete from shop_product_options{}", only.replace("id = ", "product_id = ")),
    ];
    for sql in &statements {
        let mut query = sqlx::query(sql);
        if let Some(id) = product_id {
            query = query.bind(id);
        }
        query.execute(&mut **tx).await?;
    }
    // The option values, read from each variant's selected options (JSON text).
    let sql = format!("select v.product_id, v.selected_options from shop_variants v where 1 = 1{only_v}");
    let mut query = sqlx::query_as::<_, (String, String)>(&sql);
    if let Some(id) = product_id {
        query = query.bind(id);
    }
    let mut rows: Vec<(String, String, String)> = Vec::new();
    for (product, selected) in query.fetch_all(&mut **tx).await? {
        for option in serde_json::from_str::<Vec<SelectedOption>>(&selected).unwrap_or_default() {
            rows.push((product.clone(), option.name, option.value));
        }
    }
    rows.sort();
    rows.dedup();
    for chunk in rows.chunks(300) {
        let values: Vec<String> = (0..chunk.len()).map(|i| format!("(${}, ${}, ${})", i * 3 + 1, i * 3 + 2, i * 3 + 3)).collect();
        let sql = format!("insert into shop_product_options (product_id, name, value) values {}", values.join(", "));
        let mut query = sqlx::query(&sql);
        for (product, name, value) in chunk {
            query = query.bind(product).bind(name).bind(value);
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

pub fn cart_hash(token: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// A variant of the local catalogue as it is now.
#[derive(Debug, Clone)]
pub struct VariantNow {
    pub handle: String,
    /// The product's Danish title.
    pub title: String,
    /// None for a product's only variant.
    pub variant_title: Option<String>,
    /// What the variant is (Danish): "Pakke: 1 stk.", so that an order line can say
    /// which option a value belongs to.
    pub options: Vec<SelectedOption>,
    pub price: i64,
    pub currency: String,
    pub available: bool,
}
