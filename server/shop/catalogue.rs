//! The local catalogue's write side: a product as the back office edits it (and as the
//! Shopify-format CSV carries it), checked field by field, saved in one transaction
//! with its variants, options, images and collections, and audited (who, when, what
//! before and after). Readers learn of the change through [`crate::platform::Changes`]
//! (the caller signals it once the transaction is committed).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// The most options a product has (Shopify's limit).
pub const MAX_OPTIONS: usize = 3;
/// The most variants a product has (Shopify's classic limit).
pub const MAX_VARIANTS: usize = 100;
/// The most images a product has.
pub const MAX_IMAGES: usize = 20;
/// Handles that name pages of their own under `/admin/products/`.
pub const RESERVED_HANDLES: [&str; 2] = ["new", "import"];

/// A product of the local catalogue as it is edited: everything the product form and
/// a CSV row group say about it. Danish (the catalogue's source language).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductInput {
    pub handle: String,
    pub title: String,
    /// HTML (sanitised when saved: see [`super::description`]) or plain text with
    /// paragraphs apart by an empty line; stored as HTML, which the CSV's `Body (HTML)`
    /// carries as it is.
    pub description: String,
    pub vendor: String,
    pub product_type: String,
    /// Shopify's tags: words, kept in the order given, without repeats.
    pub tags: Vec<String>,
    /// `active` (on the site) or `draft` (only in the back office).
    pub status: String,
    /// Up to three options (name and the values in their order); none for a product
    /// with one variant ("Default Title").
    pub options: Vec<OptionInput>,
    pub variants: Vec<VariantInput>,
    pub images: Vec<ImageInput>,
    /// The collections' handles.
    pub collections: Vec<String>,
    /// What else the merchant wrote: SEO title and description, product category.
    #[ts(as = "Option<ProductDetails>", optional)]
    pub details: ProductDetails,
}

/// A product's SEO title and description (the page's title and meta description when
/// set) and its product category (Shopify's taxonomy path), as the merchant wrote them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductDetails {
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub seo_title: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub seo_description: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub category: String,
    /// What the law asks the page to say: the kind of goods, the energy class, the
    /// maker, the warnings ([`super::legal`]).
    #[serde(skip_serializing_if = "super::legal::Legal::is_empty")]
    #[ts(as = "Option<super::legal::Legal>", optional)]
    pub legal: super::legal::Legal,
}

/// A variant's barcode (a GTIN when its check digit says so, then in the structured
/// data), its weight in grams and its own picture, as the merchant gave them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct VariantDetails {
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub barcode: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub grams: Option<i64>,
    /// One of the product's pictures (`/media/…`).
    #[serde(skip_serializing_if = "String::is_empty")]
    #[ts(as = "Option<String>", optional)]
    pub image: String,
}

/// A barcode that is a GTIN (8, 12, 13 or 14 digits whose last is the check digit of
/// the others, as GS1 computes it).
pub fn is_gtin(code: &str) -> bool {
    let digits: Vec<u32> = code.chars().map(|c| c.to_digit(10)).collect::<Option<_>>().unwrap_or_default();
    if !matches!(digits.len(), 8 | 12 | 13 | 14) {
        return false;
    }
    let (body, check) = digits.split_at(digits.len() - 1);
    let sum: u32 = body.iter().rev().enumerate().map(|(i, d)| if i % 2 == 0 { d * 3 } else { *d }).sum();
    (10 - sum % 10) % 10 == check[0]
}

/// A details object as stored (`{}` when empty).
pub fn details_json<T: Serialize>(details: &T) -> String {
    serde_json::to_string(details).unwrap_or_else(|_| "{}".to_owned())
}

/// A stored details object (the empty one when it does not read).
pub fn details_of<T: serde::de::DeserializeOwned + Default>(json: &str) -> T {
    serde_json::from_str(json).unwrap_or_default()
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct OptionInput {
    pub name: String,
    pub values: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct VariantInput {
    /// The variant's id when it exists already (kept, so carts and orders that name
    /// it stay valid); empty for a new one.
    pub id: String,
    /// One value per option, in the options' order.
    pub option_values: Vec<String>,
    /// Price in øre (minor units), never negative.
    #[ts(type = "number")]
    pub price_minor: i64,
    /// The price before a reduction, in øre; above the price when set.
    #[ts(type = "number | null")]
    pub compare_at_minor: Option<i64>,
    pub sku: String,
    /// How many there are to sell; `None`: not counted.
    #[ts(type = "number | null")]
    pub inventory_quantity: Option<i64>,
    /// Offered for sale (a counted variant also needs stock).
    pub available: bool,
    /// Barcode, weight, the variant's own picture.
    #[ts(as = "Option<VariantDetails>", optional)]
    pub details: VariantDetails,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ImageInput {
    /// Where the image is served: `/media/products/…` (shipped) or
    /// `/media/uploads/…` (uploaded through the back office).
    pub url: String,
    /// Required: what the picture shows, for those who cannot see it.
    pub alt_text: String,
}

/// One thing wrong with a product's input: the field (`title`, `variants.2.price`,
/// …) and the message id, with an argument where the message takes one.
#[derive(Debug, Clone, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FieldError {
    pub field: String,
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arg: Option<String>,
}

impl FieldError {
    pub fn new(field: impl Into<String>, error: &str) -> FieldError {
        FieldError { field: field.into(), error: error.to_owned(), arg: None }
    }
    pub fn with_arg(mut self, arg: impl Into<String>) -> FieldError {
        self.arg = Some(arg.into());
        self
    }
}

/// A product's status on the site.
pub const STATUSES: [&str; 2] = ["active", "draft"];

/// Everything wrong with `input` (empty when it can be saved), given the collections
/// that exist. Checks what the database cannot: the handle's form, the options and
/// their values, each variant's option values, prices and stock, the images' alt text.
pub fn validate(input: &ProductInput, known_collections: &[String]) -> Vec<FieldError> {
    let mut errors = check_heading(&input.title, &input.handle, &input.description, &RESERVED_HANDLES);
    if !STATUSES.contains(&input.status.as_str()) {
        errors.push(FieldError::new("status", "catalogue-status-invalid"));
    }
    if input.tags.iter().any(|t| t.trim().is_empty() || t.contains(',') || t.chars().count() > 255) {
        errors.push(FieldError::new("tags", "catalogue-tag-invalid"));
    }
    if input.options.len() > MAX_OPTIONS {
        errors.push(FieldError::new("options", "catalogue-too-many-options").with_arg(MAX_OPTIONS.to_string()));
    }
    for (i, option) in input.options.iter().enumerate() {
        if option.name.trim().is_empty() {
            errors.push(FieldError::new(format!("options.{i}.name"), "catalogue-option-name-required"));
        } else if input.options[..i].iter().any(|o| o.name.trim().eq_ignore_ascii_case(option.name.trim())) {
            errors.push(FieldError::new(format!("options.{i}.name"), "catalogue-option-duplicate"));
        }
    }
    if input.variants.is_empty() {
        errors.push(FieldError::new("variants", "catalogue-variant-required"));
    } else if input.variants.len() > MAX_VARIANTS {
        errors.push(FieldError::new("variants", "catalogue-too-many-variants").with_arg(MAX_VARIANTS.to_string()));
    }
    let mut seen: Vec<Vec<String>> = Vec::new();
    for (i, v) in input.variants.iter().enumerate() {
        let field = |name: &str| format!("variants.{i}.{name}");
        if v.option_values.len() != input.options.len() || v.option_values.iter().any(|value| value.trim().is_empty()) {
            errors.push(FieldError::new(field("options"), "catalogue-option-value-missing"));
        } else {
            let key: Vec<String> = v.option_values.iter().map(|s| s.trim().to_lowercase()).collect();
            if seen.contains(&key) {
                errors.push(FieldError::new(field("options"), "catalogue-variant-duplicate"));
            }
            seen.push(key);
        }
        if v.price_minor < 0 {
            errors.push(FieldError::new(field("price"), "catalogue-price-invalid"));
        } else if v.price_minor > 100_000_000_00 {
            errors.push(FieldError::new(field("price"), "catalogue-price-too-high"));
        }
        match v.compare_at_minor {
            Some(c) if c < 0 || c > 100_000_000_00 => errors.push(FieldError::new(field("compareAt"), "catalogue-price-invalid")),
            Some(c) if c <= v.price_minor => errors.push(FieldError::new(field("compareAt"), "catalogue-compare-at-low")),
            _ => {}
        }
        // Below zero is a real count (oversold): nothing of it is sold until restocked.
        if v.inventory_quantity.is_some_and(|q| !(-1_000_000_000..=1_000_000_000).contains(&q)) {
            errors.push(FieldError::new(field("stock"), "catalogue-stock-invalid"));
        }
        // The same SKU twice is allowed, as Shopify allows it (the import says so).
        if v.sku.trim().chars().count() > 255 {
            errors.push(FieldError::new(field("sku"), "catalogue-sku-too-long"));
        }
    }
    let d = &input.details;
    if d.seo_title.chars().count() > 255 || d.seo_description.chars().count() > 1000 || d.category.chars().count() > 500 {
        errors.push(FieldError::new("details", "catalogue-details-too-long"));
    }
    let legal = d.legal.normalised();
    for (field, error) in super::legal::invalid(&legal) {
        errors.push(FieldError::new(field, error));
    }
    // A light source (or a luminaire with one built in) is published only with its
    // energy class: kept as a draft it may wait for it.
    if input.status == "active" && legal.kind.has_energy_class() && legal.energy_class.is_empty() {
        errors.push(FieldError::new("legal.energyClass", "catalogue-energy-class-required"));
    }
    for (i, v) in input.variants.iter().enumerate() {
        if v.details.barcode.chars().count() > 255 || v.details.grams.is_some_and(|g| !(0..=10_000_000).contains(&g)) {
            errors.push(FieldError::new(format!("variants.{i}.details"), "catalogue-details-invalid"));
        }
        if !v.details.image.is_empty() && !input.images.iter().any(|image| image.url == v.details.image) {
            errors.push(FieldError::new(format!("variants.{i}.image"), "catalogue-variant-image-unknown"));
        }
    }
    if input.images.len() > MAX_IMAGES {
        errors.push(FieldError::new("images", "catalogue-too-many-images").with_arg(MAX_IMAGES.to_string()));
    }
    for (i, image) in input.images.iter().enumerate() {
        if image.alt_text.trim().is_empty() {
            errors.push(FieldError::new(format!("images.{i}.alt"), "catalogue-image-alt-required"));
        }
        if !(image.url.starts_with(super::local::MEDIA_PREFIX) || image.url.starts_with(UPLOADS_PREFIX)) || image.url.contains("..") {
            errors.push(FieldError::new(format!("images.{i}.url"), "catalogue-image-not-ours"));
        }
    }
    for (i, c) in input.collections.iter().enumerate() {
        if !known_collections.contains(c) {
            errors.push(FieldError::new(format!("collections.{i}"), "catalogue-collection-unknown").with_arg(c.clone()));
        }
    }
    errors
}

/// What a product and a collection both have: a title (required, at most 255
/// characters), a handle of Shopify's form that is not `reserved` (the back office's own
/// pages beside the forms), and a
/// description of at most 60,000 bytes.
pub fn check_heading(title: &str, handle: &str, description: &str, reserved: &[&str]) -> Vec<FieldError> {
    let mut errors = Vec::new();
    if title.trim().is_empty() {
        errors.push(FieldError::new("title", "catalogue-title-required"));
    } else if title.trim().chars().count() > 255 {
        errors.push(FieldError::new("title", "catalogue-title-too-long").with_arg("255"));
    }
    if !valid_handle(handle) {
        errors.push(FieldError::new("handle", "catalogue-handle-invalid"));
    } else if reserved.contains(&handle) {
        errors.push(FieldError::new("handle", "catalogue-handle-reserved"));
    }
    if description.len() > 60_000 {
        errors.push(FieldError::new("description", "catalogue-description-too-long"));
    }
    errors
}

/// Where uploaded images are served.
pub const UPLOADS_PREFIX: &str = "/media/uploads/";

/// A handle: lower-case letters, digits and single hyphens (Shopify's form), 1-255.
pub fn valid_handle(handle: &str) -> bool {
    !handle.is_empty()
        && handle.len() <= 255
        && handle.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !handle.starts_with('-')
        && !handle.ends_with('-')
        && !handle.contains("--")
}

/// A handle made from a title: "Smart LED-pære E27" → "smart-led-paere-e27".
pub fn handle_from(title: &str) -> String {
    let mut out = String::new();
    for c in title.to_lowercase().chars() {
        let piece = match c {
            'æ' => "ae",
            'ø' => "oe",
            'å' | 'ä' | 'á' | 'à' | 'â' => "a",
            'ö' | 'ó' | 'ò' | 'ô' => "o",
            'ü' | 'ú' | 'ù' | 'û' => "u",
            'é' | 'è' | 'ê' | 'ë' => "e",
            'ß' => "ss",
            c if c.is_ascii_alphanumeric() => {
                out.push(c);
                continue;
            }
            _ => "-",
        };
        out.push_str(piece);
    }
    out.split('-').filter(|p| !p.is_empty()).collect::<Vec<_>>().join("-").chars().take(255).collect()
}

/// The product's tags as stored (Shopify's form: "a, b").
pub fn tags_text(tags: &[String]) -> String {
    tags.iter().map(|t| t.trim()).collect::<Vec<_>>().join(", ")
}

pub fn tags_of(text: &str) -> Vec<String> {
    let mut tags: Vec<String> = Vec::new();
    for t in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        if !tags.iter().any(|k| k == t) {
            tags.push(t.to_owned());
        }
    }
    tags
}

/// A variant's title from its option values, as Shopify writes it.
pub fn variant_title(values: &[String]) -> String {
    if values.is_empty() { "Default Title".to_owned() } else { values.join(" / ") }
}

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

/// The handles of all collections.
pub async fn collection_handles(db: &crate::platform::Db) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("select handle from shop_collections order by position, handle").fetch_all(db).await
}

/// The product with this handle as the form edits it: a description that is only
/// paragraphs, line breaks and "• " lists as that text, any other as its HTML.
pub async fn read(db: &crate::platform::Db, handle: &str) -> Result<Option<ProductInput>, sqlx::Error> {
    let mut conn = db.acquire().await?;
    let mut product = read_on(&mut conn, handle).await?;
    if let Some(p) = product.as_mut() {
        p.description = super::description::editable(&p.description);
    }
    Ok(product)
}

async fn read_on(conn: &mut sqlx::AnyConnection, handle: &str) -> Result<Option<ProductInput>, sqlx::Error> {
    let head: Option<(String, String, String, String, String, String, String, String)> = sqlx::query_as(
        "select id, title, description, vendor, product_type, tags, status, details from shop_products where handle = $1",
    )
    .bind(handle)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((id, title, description, vendor, product_type, tags, status, details)) = head else { return Ok(None) };
    let options: Vec<(String, String)> =
        sqlx::query_as("select name, option_values from shop_options where product_id = $1 order by position")
            .bind(&id)
            .fetch_all(&mut *conn)
            .await?;
    let options: Vec<OptionInput> = options
        .into_iter()
        .map(|(name, values)| OptionInput { name, values: serde_json::from_str(&values).unwrap_or_default() })
        .collect();
    #[allow(clippy::type_complexity)]
    let variants: Vec<(String, String, i64, Option<i64>, String, Option<i64>, i64, String)> = sqlx::query_as(
        "select id, selected_options, price_minor, compare_at_minor, sku, inventory_quantity, available, details
         from shop_variants where product_id = $1 order by position",
    )
    .bind(&id)
    .fetch_all(&mut *conn)
    .await?;
    let variants = variants
        .into_iter()
        .map(|(id, selected, price_minor, compare_at_minor, sku, inventory_quantity, available, details)| {
            let selected: Vec<super::SelectedOption> = serde_json::from_str(&selected).unwrap_or_default();
            let option_values = options
                .iter()
                .map(|o| selected.iter().find(|s| s.name == o.name).map(|s| s.value.clone()).unwrap_or_default())
                .collect();
            let details = details_of(&details);
            VariantInput { id, option_values, price_minor, compare_at_minor, sku, inventory_quantity, available: available != 0, details }
        })
        .collect();
    let images: Vec<(String, Option<String>)> =
        sqlx::query_as("select url, alt_text from shop_images where product_id = $1 order by position")
            .bind(&id)
            .fetch_all(&mut *conn)
            .await?;
    let images = images.into_iter().map(|(url, alt)| ImageInput { url, alt_text: alt.unwrap_or_default() }).collect();
    let collections: Vec<String> = sqlx::query_scalar(
        "select collection_handle from shop_collection_products where product_id = $1 order by collection_handle",
    )
    .bind(&id)
    .fetch_all(&mut *conn)
    .await?;
    Ok(Some(ProductInput {
        handle: handle.to_owned(),
        title,
        // As the stored form reads (a description from before HTML: its paragraphs;
        // stored HTML was sanitised when written), so that the same description
        // compares the same.
        description: super::description::for_page(&description),
        vendor,
        product_type,
        tags: tags_of(&tags),
        status,
        options,
        variants,
        images,
        collections,
        details: details_of(&details),
    }))
}

/// Why a product was not saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    #[error("the product's fields are not valid")]
    Invalid(Vec<FieldError>),
    /// The product to change is not there (deleted meanwhile).
    #[error("no such product")]
    NotFound,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// What a save did, for the caller to signal: the handles before and after (a renamed
/// product's old pages go too) and the collections it was and is in.
#[derive(Debug, Clone)]
pub struct Saved {
    pub handle: String,
    pub old_handle: Option<String>,
    pub collections: Vec<String>,
    pub created: bool,
    /// Nothing differed from what was stored.
    pub unchanged: bool,
    /// The product's fields whose Danish text is new (as the translations name them:
    /// `title`, `description`, `alt:0`, `option:Farve`, `value:Farve:Hvid`): they are
    /// machine translated now and listed for review.
    pub to_translate: Vec<String>,
}

/// Who made a change, for the audit.
pub struct Actor<'a> {
    pub who: &'a str,
    /// `form`, `import` or `cli`.
    pub how: &'a str,
    /// When, in Unix milliseconds by the application's clock: a price changed takes
    /// effect from here (the price history, [`super::prices`]).
    pub at_ms: i64,
}

/// Saves `input` in its own transaction: as a new product (`editing` none), or over
/// the product that had the handle `editing` (which may be renamed). Checks the
/// fields first; nothing is written when one is wrong or the new handle is taken.
pub async fn save(
    db: &crate::platform::Db,
    editing: Option<&str>,
    input: &ProductInput,
    actor: &Actor<'_>,
) -> Result<Saved, SaveError> {
    let known = collection_handles(db).await?;
    let errors = validate(input, &known);
    if !errors.is_empty() {
        return Err(SaveError::Invalid(errors));
    }
    let mut tx = crate::platform::db::begin_write(db).await?;
    let saved = save_in(&mut tx, editing, input, actor).await?;
    tx.commit().await?;
    Ok(saved)
}

/// [`save`] inside `tx` (the CSV import saves many in one), the input already
/// validated. An `editing` of `Some(h)` where `h` is the input's own handle and no
/// such product exists creates it (an upsert by handle).
pub async fn save_in(tx: &mut Tx<'_>, editing: Option<&str>, input: &ProductInput, actor: &Actor<'_>) -> Result<Saved, SaveError> {
    let before = match editing {
        Some(handle) => read_on(&mut **tx, handle).await?,
        None => None,
    };
    if editing.is_some_and(|h| h != input.handle) && before.is_none() {
        return Err(SaveError::NotFound);
    }
    if before.as_ref().map(|b| b.handle.as_str()) != Some(input.handle.as_str()) {
        let taken: Option<i64> =
            sqlx::query_scalar("select 1 from shop_products where handle = $1").bind(&input.handle).fetch_optional(&mut **tx).await?;
        if taken.is_some() {
            return Err(SaveError::Invalid(vec![FieldError::new("handle", "catalogue-handle-taken")]));
        }
    }
    let mut after = normalised(input);
    if let Some(before) = &before {
        // Variants keep their ids: by the id the form sent, else by option values.
        for v in after.variants.iter_mut() {
            if v.id.is_empty() || !before.variants.iter().any(|b| b.id == v.id) {
                v.id = before
                    .variants
                    .iter()
                    .find(|b| b.option_values == v.option_values)
                    .map(|b| b.id.clone())
                    .unwrap_or_default();
            }
        }
        let mut used = Vec::new();
        for v in after.variants.iter_mut() {
            if used.contains(&v.id) {
                v.id.clear();
            }
            if !v.id.is_empty() {
                used.push(v.id.clone());
            }
        }
    }
    for v in after.variants.iter_mut().filter(|v| v.id.is_empty()) {
        v.id = format!("gid://nordlys/ProductVariant/{}", hex::encode(rand::random::<[u8; 9]>()));
    }
    let mut collections = after.collections.clone();
    if let Some(before) = &before {
        if *before == after {
            return Ok(Saved {
                handle: after.handle.clone(),
                old_handle: None,
                collections,
                created: false,
                unchanged: true,
                to_translate: Vec::new(),
            });
        }
        for c in &before.collections {
            if !collections.contains(c) {
                collections.push(c.clone());
            }
        }
    }
    let now = crate::platform::db::now_rfc3339();
    let id = match &before {
        Some(b) => {
            let id: String = sqlx::query_scalar("select id from shop_products where handle = $1").bind(&b.handle).fetch_one(&mut **tx).await?;
            sqlx::query(
                "update shop_products set handle = $1, title = $2, description = $3, vendor = $4, product_type = $5, tags = $6,
                 status = $7, updated_at = $8, details = $10 where id = $9",
            )
            .bind(&after.handle)
            .bind(&after.title)
            .bind(&after.description)
            .bind(&after.vendor)
            .bind(&after.product_type)
            .bind(tags_text(&after.tags))
            .bind(&after.status)
            .bind(&now)
            .bind(&id)
            .bind(details_json(&after.details))
            .execute(&mut **tx)
            .await?;
            for table in ["shop_options", "shop_images"] {
                sqlx::query(&format!("delete from {table} where product_id = $1")).bind(&id).execute(&mut **tx).await?;
            }
            id
        }
        None => {
            let id = format!("gid://nordlys/Product/{}", hex::encode(rand::random::<[u8; 9]>()));
            let position: i64 =
                sqlx::query_scalar("select coalesce(max(position), -1) + 1 from shop_products").fetch_one(&mut **tx).await?;
            sqlx::query(
                "insert into shop_products (id, handle, title, description, position, updated_at, vendor, product_type, tags, status, details)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            )
            .bind(&id)
            .bind(&after.handle)
            .bind(&after.title)
            .bind(&after.description)
            .bind(position)
            .bind(&now)
            .bind(&after.vendor)
            .bind(&after.product_type)
            .bind(tags_text(&after.tags))
            .bind(&after.status)
            .bind(details_json(&after.details))
            .execute(&mut **tx)
            .await?;
            id
        }
    };
    for (i, option) in after.options.iter().enumerate() {
        sqlx::query("insert into shop_options (product_id, position, name, option_values) values ($1, $2, $3, $4)")
            .bind(&id)
            .bind(i as i64)
            .bind(&option.name)
            .bind(serde_json::to_string(&option.values).unwrap_or_default())
            .execute(&mut **tx)
            .await?;
    }
    for (i, image) in after.images.iter().enumerate() {
        // An uploaded picture's size from its stored widest version (the URL names it).
        let size: Option<(i64, i64)> = match image.url.strip_prefix(UPLOADS_PREFIX).and_then(super::media::parse_file_name) {
            Some((media, width)) => sqlx::query_as("select width, height from shop_media where id = $1 and width = $2")
                .bind(media)
                .bind(i64::from(width))
                .fetch_optional(&mut **tx)
                .await?,
            None => None,
        };
        sqlx::query("insert into shop_images (product_id, position, url, alt_text, width, height) values ($1, $2, $3, $4, $5, $6)")
            .bind(&id)
            .bind(i as i64)
            .bind(&image.url)
            .bind(&image.alt_text)
            .bind(size.map(|s| s.0))
            .bind(size.map(|s| s.1))
            .execute(&mut **tx)
            .await?;
    }
    // What the law asks that the product lacks, for the back office's list and the
    // operator's check.
    sqlx::query("update shop_products set legal_missing = $1 where id = $2")
        .bind(super::legal::missing_text(&after.details.legal))
        .bind(&id)
        .execute(&mut **tx)
        .await?;
    // Variants: the kept ones updated in place (an order's line names its id), the
    // others deleted or inserted.
    let kept: Vec<&str> = after.variants.iter().map(|v| v.id.as_str()).collect();
    if let Some(before) = &before {
        for gone in before.variants.iter().filter(|b| !kept.contains(&b.id.as_str())) {
            sqlx::query("delete from shop_variants where id = $1").bind(&gone.id).execute(&mut **tx).await?;
            super::prices::end(tx, &gone.id, actor.at_ms).await?;
        }
    }
    for (i, v) in after.variants.iter().enumerate() {
        let selected: Vec<super::SelectedOption> = after
            .options
            .iter()
            .zip(&v.option_values)
            .map(|(o, value)| super::SelectedOption { name: o.name.clone(), value: value.clone() })
            .collect();
        let selected = serde_json::to_string(&selected).unwrap_or_default();
        let exists = before.as_ref().is_some_and(|b| b.variants.iter().any(|b| b.id == v.id));
        let sql = if exists {
            "update shop_variants set title = $2, price_minor = $3, currency_code = $4, available = $5, selected_options = $6,
             position = $7, compare_at_minor = $8, sku = $9, inventory_quantity = $10, product_id = $11, details = $12 where id = $1"
        } else {
            "insert into shop_variants (id, title, price_minor, currency_code, available, selected_options, position,
             compare_at_minor, sku, inventory_quantity, product_id, details) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"
        };
        sqlx::query(sql)
            .bind(&v.id)
            .bind(variant_title(&v.option_values))
            .bind(v.price_minor)
            .bind("DKK")
            .bind(if v.available { 1_i64 } else { 0 })
            .bind(selected)
            .bind(i as i64)
            .bind(v.compare_at_minor)
            .bind(&v.sku)
            .bind(v.inventory_quantity)
            .bind(&id)
            .bind(details_json(&v.details))
            .execute(&mut **tx)
            .await?;
        super::prices::record(tx, &v.id, v.price_minor, actor.at_ms, super::prices::Source::of_actor(actor.how)).await?;
    }
    // Collections: a product joins a collection at its end.
    let was: Vec<String> = before.as_ref().map(|b| b.collections.clone()).unwrap_or_default();
    for gone in was.iter().filter(|c| !after.collections.contains(c)) {
        sqlx::query("delete from shop_collection_products where collection_handle = $1 and product_id = $2")
            .bind(gone)
            .bind(&id)
            .execute(&mut **tx)
            .await?;
    }
    for joined in after.collections.iter().filter(|c| !was.contains(c)) {
        sqlx::query(
            "insert into shop_collection_products (collection_handle, product_id, position)
             select $1, $2, coalesce(max(position), -1) + 1 from shop_collection_products where collection_handle = $1",
        )
        .bind(joined)
        .bind(&id)
        .execute(&mut **tx)
        .await?;
        sqlx::query("update shop_collections set updated_at = $1 where handle = $2").bind(&now).bind(joined).execute(&mut **tx).await?;
    }
    super::local::summarize(tx, Some(&id)).await?;
    let action = if before.is_some() { "updated" } else { "created" };
    audit(tx, &after.handle, actor, action, before.as_ref(), Some(&after)).await?;
    let old_handle = before.as_ref().map(|b| b.handle.clone()).filter(|h| *h != after.handle);
    if let Some(old) = &old_handle {
        // The audit and the translations follow the product to its new handle.
        for table in ["catalogue_audit set product_handle = $1 where product_handle = $2", "shop_translations set handle = $1 where kind = 'product' and handle = $2"] {
            sqlx::query(&format!("update {table}")).bind(&after.handle).bind(old).execute(&mut **tx).await?;
        }
    }
    if before.is_some() {
        // Translations of Danish text that changed translate what is no longer there:
        // they go, and are translated afresh (listed for review on the Translation
        // Manager).
        for field in new_text(before.as_ref(), &after) {
            sqlx::query("delete from shop_translations where kind = 'product' and handle = $1 and field = $2")
                .bind(&after.handle)
                .bind(field)
                .execute(&mut **tx)
                .await?;
        }
    }
    let to_translate = new_text(before.as_ref(), &after);
    Ok(Saved { handle: after.handle, old_handle, collections, created: before.is_none(), unchanged: false, to_translate })
}

/// The fields (as the shop's translations name them) whose Danish text `after` has
/// and `before` had not: all of them for a new product.
fn new_text(before: Option<&ProductInput>, after: &ProductInput) -> Vec<String> {
    let mut fields: Vec<String> = Vec::new();
    if before.is_none_or(|b| b.title != after.title) {
        fields.push("title".into());
    }
    if !after.description.is_empty() && before.is_none_or(|b| b.description != after.description) {
        fields.push("description".into());
    }
    for (i, image) in after.images.iter().enumerate() {
        if before.is_none_or(|b| b.images.get(i).map(|x| &x.alt_text) != Some(&image.alt_text)) {
            fields.push(format!("alt:{i}"));
        }
    }
    let warnings = &after.details.legal.warnings;
    if !warnings.is_empty() && before.is_none_or(|b| b.details.legal.warnings != *warnings) {
        fields.push("warnings".into());
    }
    for option in &after.options {
        let was = before.and_then(|b| b.options.iter().find(|o| o.name == option.name));
        if was.is_none() {
            fields.push(format!("option:{}", option.name));
        }
        for value in &option.values {
            if was.is_none_or(|o| !o.values.contains(value)) {
                fields.push(format!("value:{}:{value}", option.name));
            }
        }
    }
    fields
}

/// The input as it is stored: trimmed, tags without repeats, collections sorted.
fn normalised(input: &ProductInput) -> ProductInput {
    let mut out = input.clone();
    out.title = out.title.trim().to_owned();
    out.description = super::description::stored(&out.description);
    out.vendor = out.vendor.trim().to_owned();
    out.product_type = out.product_type.trim().to_owned();
    out.tags = tags_of(&tags_text(&out.tags));
    for o in out.options.iter_mut() {
        o.name = o.name.trim().to_owned();
        o.values = o.values.iter().map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()).collect();
    }
    out.details.legal = out.details.legal.normalised();
    for text in [&mut out.details.seo_title, &mut out.details.seo_description, &mut out.details.category] {
        *text = text.trim().to_owned();
    }
    for v in out.variants.iter_mut() {
        v.details.barcode = v.details.barcode.trim().to_owned();
        v.details.image = v.details.image.trim().to_owned();
        v.sku = v.sku.trim().to_owned();
        v.option_values = v.option_values.iter().map(|s| s.trim().to_owned()).collect();
    }
    // Every value a variant uses is one of its option's values.
    for (i, o) in out.options.iter_mut().enumerate() {
        for v in &input.variants {
            if let Some(value) = v.option_values.get(i).map(|s| s.trim()) {
                if !value.is_empty() && !o.values.iter().any(|x| x == value) {
                    o.values.push(value.to_owned());
                }
            }
        }
    }
    for image in out.images.iter_mut() {
        image.alt_text = image.alt_text.trim().to_owned();
    }
    out.collections.sort();
    out.collections.dedup();
    out
}

/// Deletes the product with this handle; answers its collections (none: not there).
pub async fn delete(db: &crate::platform::Db, handle: &str, actor: &Actor<'_>) -> Result<Option<Vec<String>>, sqlx::Error> {
    // Read, then written: the write lock first (SQLite), or a write committed in between
    // fails it with "database is locked".
    let mut tx = crate::platform::db::begin_write(db).await?;
    let Some(before) = read_on(&mut tx, handle).await? else { return Ok(None) };
    sqlx::query("delete from shop_products where handle = $1").bind(handle).execute(&mut *tx).await?;
    for variant in &before.variants {
        super::prices::end(&mut tx, &variant.id, actor.at_ms).await?;
    }
    sqlx::query("delete from shop_translations where kind = 'product' and handle = $1").bind(handle).execute(&mut *tx).await?;
    audit(&mut tx, handle, actor, "deleted", Some(&before), None).await?;
    tx.commit().await?;
    Ok(Some(before.collections))
}

async fn audit(
    tx: &mut Tx<'_>,
    handle: &str,
    actor: &Actor<'_>,
    action: &str,
    before: Option<&ProductInput>,
    after: Option<&ProductInput>,
) -> Result<(), sqlx::Error> {
    let json = |p: Option<&ProductInput>| p.map(|p| serde_json::to_string(p).unwrap_or_default());
    sqlx::query(
        "insert into catalogue_audit (product_handle, actor, via, action, before_json, after_json, at) values ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(handle)
    .bind(actor.who)
    .bind(actor.how)
    .bind(action)
    .bind(json(before))
    .bind(json(after))
    .bind(crate::platform::db::now_rfc3339())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// One change in a product's audit: who, how, when, and each field that differed.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    pub at: String,
    pub actor: String,
    pub via: String,
    /// `created`, `updated` or `deleted`.
    pub action: String,
    pub changes: Vec<FieldChange>,
}

#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FieldChange {
    /// `title`, `status`, `variants.0.priceMinor`, …
    pub field: String,
    pub before: String,
    pub after: String,
}

/// The latest `limit` changes of the product with this handle, newest first.
pub async fn audit_of(db: &crate::platform::Db, handle: &str, limit: usize) -> Result<Vec<AuditEntry>, sqlx::Error> {
    let rows: Vec<(String, String, String, String, Option<String>, Option<String>)> = sqlx::query_as(
        "select at, actor, via, action, before_json, after_json from catalogue_audit where product_handle = $1 order by id desc limit $2",
    )
    .bind(handle)
    .bind(limit as i64)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(at, actor, via, action, before, after)| {
            let value = |s: Option<String>| s.and_then(|s| serde_json::from_str::<serde_json::Value>(&s).ok()).unwrap_or_default();
            let mut changes = Vec::new();
            differences("", &value(before), &value(after), &mut changes);
            AuditEntry { at, actor, via, action, changes }
        })
        .collect())
}

/// The leaves that differ between two JSON values, by path.
fn differences(path: &str, a: &serde_json::Value, b: &serde_json::Value, out: &mut Vec<FieldChange>) {
    use serde_json::Value;
    let join = |k: &str| if path.is_empty() { k.to_owned() } else { format!("{path}.{k}") };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let mut keys: Vec<&String> = x.keys().chain(y.keys()).collect();
            keys.dedup();
            let mut seen = Vec::new();
            for k in keys {
                if seen.contains(&k) {
                    continue;
                }
                seen.push(k);
                differences(&join(k), x.get(k).unwrap_or(&Value::Null), y.get(k).unwrap_or(&Value::Null), out);
            }
        }
        (Value::Array(x), Value::Array(y)) if x.iter().chain(y).all(|v| v.is_object()) => {
            for i in 0..x.len().max(y.len()) {
                differences(&join(&i.to_string()), x.get(i).unwrap_or(&Value::Null), y.get(i).unwrap_or(&Value::Null), out);
            }
        }
        (x, y) if x != y => {
            let text = |v: &Value| match v {
                Value::Null => String::new(),
                Value::String(s) => s.clone(),
                Value::Array(items) => items.iter().map(|i| i.as_str().map(str::to_owned).unwrap_or_else(|| i.to_string())).collect::<Vec<_>>().join(", "),
                other => other.to_string(),
            };
            if matches!((x, y), (Value::Object(_), _) | (_, Value::Object(_))) {
                let empty = serde_json::Map::new();
                let xo = x.as_object().unwrap_or(&empty);
                let yo = y.as_object().unwrap_or(&empty);
                differences(path, &Value::Object(xo.clone()), &Value::Object(yo.clone()), out);
            } else {
                out.push(FieldChange { field: path.to_owned(), before: text(x), after: text(y) });
            }
        }
        _ => {}
    }
}

/// What the back office's product list shows and how it is narrowed.
#[derive(Debug, Clone, Default, Deserialize, Serialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct ProductFilter {
    /// Words in the title, handle, vendor or a variant's SKU.
    pub q: String,
    /// A collection's handle, or empty for all.
    pub collection: String,
    /// `active`, `draft`, or empty for both.
    pub status: String,
    /// `soldout` (no variant can be bought), `low` (a counted variant with 5 or fewer),
    /// or empty.
    pub stock: String,
    /// `missing` (lacks anything the law asks of its kind), one of
    /// [`super::legal::Missing`]'s codes, or empty.
    pub legal: String,
    /// The handle after which the page starts (keyset: page 400 costs what page 1 does).
    pub after: String,
}

/// A product in the back office's list.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProductRow {
    pub handle: String,
    pub title: String,
    pub status: String,
    pub vendor: String,
    #[ts(type = "number")]
    pub min_price_minor: i64,
    pub available: bool,
    /// The counted stock of all its variants together (null: none is counted).
    #[ts(type = "number | null")]
    pub stock: Option<i64>,
    #[ts(type = "number")]
    pub variants: i64,
    pub image: Option<String>,
    pub updated_at: Option<String>,
    /// What the law asks of its kind that it lacks.
    pub missing: Vec<super::legal::Missing>,
}

/// A page of the back office's product list.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProductPage {
    pub filter: ProductFilter,
    pub rows: Vec<ProductRow>,
    /// How many products match (all pages).
    #[ts(type = "number")]
    pub total: i64,
    /// The cursor of the next page, if there is one.
    pub next: Option<String>,
    pub collections: Vec<CollectionName>,
    /// How many products in the whole catalogue lack something the law asks.
    #[ts(type = "number")]
    pub lacking: i64,
}

#[derive(Debug, Clone, Serialize, TS)]
pub struct CollectionName {
    pub handle: String,
    pub title: String,
}

/// Products on a page of the back office's list.
pub const LIST_PAGE: usize = 50;

/// A page of products as the filter narrows them, in handle order.
pub async fn list(db: &crate::platform::Db, filter: &ProductFilter) -> Result<ProductPage, sqlx::Error> {
    let mut conditions: Vec<String> = Vec::new();
    let mut binds: Vec<String> = Vec::new();
    let bind = |value: String, binds: &mut Vec<String>| {
        binds.push(value);
        format!("${}", binds.len())
    };
    let q = filter.q.trim().to_lowercase();
    if !q.is_empty() {
        let like = format!("%{}%", q.replace('\\', "").replace('%', "").replace('_', ""));
        let n = bind(like, &mut binds);
        // Title, handle, vendor and SKUs, kept in one column (`shop::local::summarize`).
        conditions.push(format!("p.list_text like {n}"));
    }
    if !filter.collection.is_empty() {
        let n = bind(filter.collection.clone(), &mut binds);
        conditions.push(format!("exists (select 1 from shop_collection_products c where c.product_id = p.id and c.collection_handle = {n})"));
    }
    if STATUSES.contains(&filter.status.as_str()) {
        let n = bind(filter.status.clone(), &mut binds);
        conditions.push(format!("p.status = {n}"));
    }
    match filter.stock.as_str() {
        "soldout" => conditions.push("p.available = 0".into()),
        "low" => conditions.push(
            "exists (select 1 from shop_variants s where s.product_id = p.id and s.inventory_quantity is not null and s.inventory_quantity <= 5)".into(),
        ),
        _ => {}
    }
    match filter.legal.as_str() {
        "missing" => conditions.push("p.legal_missing <> ''".into()),
        code => {
            if let Some(missing) = super::legal::Missing::from_code(code) {
                let n = bind(format!("% {} %", missing.code()), &mut binds);
                conditions.push(format!("(' ' || p.legal_missing || ' ') like {n}"));
            }
        }
    }
    let filtered = if conditions.is_empty() { String::new() } else { format!(" where {}", conditions.join(" and ")) };
    let count_sql = format!("select count(*) from shop_products p{filtered}");
    let mut count = sqlx::query_scalar::<_, i64>(&count_sql);
    for b in &binds {
        count = count.bind(b.clone());
    }
    let total = count.fetch_one(db).await?;
    let mut page_conditions = conditions.clone();
    if !filter.after.is_empty() {
        let n = bind(filter.after.clone(), &mut binds);
        page_conditions.push(format!("p.handle > {n}"));
    }
    let paged = if page_conditions.is_empty() { String::new() } else { format!(" where {}", page_conditions.join(" and ")) };
    let sql = format!(
        "select p.handle, p.title, p.status, p.vendor, p.min_price_minor, p.available, p.updated_at,
                (select cast(sum(s.inventory_quantity) as bigint) from shop_variants s where s.product_id = p.id),
                (select count(*) from shop_variants s where s.product_id = p.id),
                (select i.url from shop_images i where i.product_id = p.id order by i.position limit 1), p.legal_missing
         from shop_products p{paged} order by p.handle limit {}",
        LIST_PAGE + 1
    );
    type Row = (String, String, String, String, i64, i64, Option<String>, Option<i64>, i64, Option<String>, Option<String>);
    let mut query = sqlx::query_as::<_, Row>(&sql);
    for b in &binds {
        query = query.bind(b.clone());
    }
    let mut rows: Vec<ProductRow> = query
        .fetch_all(db)
        .await?
        .into_iter()
        .map(|(handle, title, status, vendor, min_price_minor, available, updated_at, stock, variants, image, missing)| ProductRow {
            missing: missing_of(missing.as_deref().unwrap_or_default()),
            handle,
            title,
            status,
            vendor,
            min_price_minor,
            available: available != 0,
            stock,
            variants,
            image,
            updated_at,
        })
        .collect();
    let next = (rows.len() > LIST_PAGE).then(|| {
        rows.truncate(LIST_PAGE);
        rows.last().map(|r| r.handle.clone()).unwrap_or_default()
    });
    let lacking: i64 = sqlx::query_scalar("select count(*) from shop_products where legal_missing <> ''").fetch_one(db).await?;
    Ok(ProductPage { filter: filter.clone(), rows, total, next, collections: collection_names(db).await?, lacking })
}

fn missing_of(codes: &str) -> Vec<super::legal::Missing> {
    codes.split_whitespace().filter_map(super::legal::Missing::from_code).collect()
}

/// Works out what the law asks that each product lacks where it is not known yet (the
/// products of a catalogue from before it was kept), a batch at a time.
pub async fn fill_legal_missing(db: &crate::platform::Db) -> Result<usize, sqlx::Error> {
    let mut filled = 0;
    loop {
        let rows: Vec<(String, String)> =
            sqlx::query_as("select id, details from shop_products where legal_missing is null order by id limit 500").fetch_all(db).await?;
        if rows.is_empty() {
            return Ok(filled);
        }
        let mut tx = crate::platform::db::begin_write(db).await?;
        for (id, details) in &rows {
            let details: ProductDetails = details_of(details);
            sqlx::query("update shop_products set legal_missing = $1 where id = $2 and legal_missing is null")
                .bind(super::legal::missing_text(&details.legal))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        filled += rows.len();
    }
}

/// Every product that lacks something the law asks of its kind, in handle order: its
/// handle, status and what it lacks (`elektriker catalogue check`).
pub async fn lacking(db: &crate::platform::Db) -> Result<Vec<(String, String, Vec<super::legal::Missing>)>, sqlx::Error> {
    fill_legal_missing(db).await?;
    let rows: Vec<(String, String, String)> =
        sqlx::query_as("select handle, status, legal_missing from shop_products where legal_missing <> '' order by handle").fetch_all(db).await?;
    Ok(rows.into_iter().map(|(handle, status, missing)| (handle, status, missing_of(&missing))).collect())
}

/// Every collection's handle and (Danish) title, in the shop's order.
pub async fn collection_names(db: &crate::platform::Db) -> Result<Vec<CollectionName>, sqlx::Error> {
    Ok(sqlx::query_as::<_, (String, String)>("select handle, title from shop_collections order by position, handle")
        .fetch_all(db)
        .await?
        .into_iter()
        .map(|(handle, title)| CollectionName { handle, title })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gtin_is_eight_twelve_thirteen_or_fourteen_digits_with_its_check_digit() {
        for good in ["5701234567899", "5798000416604", "96385074", "036000291452", "10012345678902"] {
            assert!(is_gtin(good), "{good}");
        }
        for bad in ["5701234567891", "570123456789", "ABC1234567890", "", "123", "5701234567899 "] {
            assert!(!is_gtin(bad), "{bad}");
        }
    }

    #[test]
    fn a_handle_is_made_from_a_danish_title() {
        assert_eq!(handle_from("Smart LED-pære E27"), "smart-led-paere-e27");
        assert_eq!(handle_from("  Udendørs   lampe – Ø30 cm!! "), "udendoers-lampe-oe30-cm");
        assert!(valid_handle(&handle_from("Gruppetavle 12 moduler")));
        for bad in ["", "-a", "a-", "a--b", "A", "a b", "æble", "a/b"] {
            assert!(!valid_handle(bad), "{bad:?}");
        }
    }

    #[test]
    fn the_audit_names_each_field_that_changed_with_before_and_after() {
        let before = ProductInput {
            title: "Dimmer".into(),
            tags: vec!["lys".into()],
            variants: vec![VariantInput { price_minor: 100, ..Default::default() }],
            ..Default::default()
        };
        let mut after = before.clone();
        after.title = "Dimmer Pro".into();
        after.tags.push("zigbee".into());
        after.variants[0].price_minor = 150;
        after.variants.push(VariantInput { price_minor: 200, sku: "D-2".into(), ..Default::default() });
        let mut changes = Vec::new();
        let json = |p: &ProductInput| serde_json::to_value(p).unwrap();
        differences("", &json(&before), &json(&after), &mut changes);
        let named = |field: &str| changes.iter().find(|c| c.field == field).map(|c| (c.before.as_str(), c.after.as_str()));
        assert_eq!(named("title"), Some(("Dimmer", "Dimmer Pro")));
        assert_eq!(named("tags"), Some(("lys", "lys, zigbee")));
        assert_eq!(named("variants.0.priceMinor"), Some(("100", "150")));
        assert_eq!(named("variants.1.sku"), Some(("", "D-2")));
        assert_eq!(named("description"), None, "unchanged fields are not listed");
    }

    #[test]
    fn new_danish_text_is_what_gets_translated() {
        let before = ProductInput {
            title: "Dimmer".into(),
            description: "Tekst".into(),
            options: vec![OptionInput { name: "Farve".into(), values: vec!["Hvid".into()] }],
            images: vec![ImageInput { url: "/media/products/x.svg".into(), alt_text: "Hvid dimmer".into() }],
            ..Default::default()
        };
        let mut after = before.clone();
        after.options[0].values.push("Sort".into());
        assert_eq!(new_text(Some(&before), &after), ["value:Farve:Sort"]);
        after.title = "Dimmer Pro".into();
        after.images[0].alt_text = "Hvid dimmer på væg".into();
        assert_eq!(new_text(Some(&before), &after), ["title", "alt:0", "value:Farve:Sort"]);
        assert_eq!(new_text(None, &before), ["title", "description", "alt:0", "option:Farve", "value:Farve:Hvid"]);
    }
}
