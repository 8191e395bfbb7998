//! The local catalogue's collections as the back office edits them: title, handle,
//! description and the order of their products (by hand, or by title, price or
//! newest, written into the members' positions so the listings' "featured" order
//! follows it). The caller signals the change once it is committed
//! ([`super::Shop::collection_edited`]).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalogue::{CollectionName, FieldError, check_heading};
use crate::platform::Db;

/// Handles that name pages of their own under `/admin/collections/`.
pub const RESERVED_HANDLES: [&str; 1] = ["new"];
/// How a collection's members may be ordered.
pub const ORDERS: [&str; 5] = ["manual", "title", "price-asc", "price-desc", "newest"];
/// How many members the form lists.
pub const MEMBERS_SHOWN: i64 = 50;

/// A collection as its form edits it. Danish (the catalogue's source language).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase", default)]
pub struct CollectionInput {
    pub handle: String,
    pub title: String,
    pub description: String,
    /// `manual`, `title`, `price-asc`, `price-desc` or `newest`.
    pub order: String,
}

/// The form's data: the collection (none: a new one), how many products it has and
/// the first of them in their order.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionForm {
    pub collection: Option<CollectionInput>,
    #[ts(type = "number")]
    pub member_count: i64,
    pub members: Vec<CollectionName>,
    /// It has a page of its own on the site (a category or a demo collection): it
    /// cannot be deleted or renamed.
    pub fixed: bool,
}

/// A collection in the back office's list.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionRow {
    pub handle: String,
    pub title: String,
    #[ts(type = "number")]
    pub members: i64,
    pub order: String,
}

/// The back office's list of collections, in the shop's order.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionList {
    pub rows: Vec<CollectionRow>,
}

/// Why a collection was not written.
#[derive(Debug, thiserror::Error)]
pub enum CollectionError {
    #[error("the collection's fields are not valid")]
    Invalid(Vec<FieldError>),
    #[error("no such collection")]
    NotFound,
    /// One of the collections the site's own pages show (categories, demo collections).
    #[error("the collection has a page of its own")]
    InUse,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

/// Whether the site has a page of its own for this collection (fixed in the code).
pub fn fixed(handle: &str) -> bool {
    super::PRODUCT_CATEGORIES.contains(&handle) || super::COLLECTIONS.contains(&handle)
}

/// Everything wrong with `input` (empty when it can be saved).
pub fn validate(input: &CollectionInput) -> Vec<FieldError> {
    let mut errors = check_heading(&input.title, &input.handle, &input.description, &RESERVED_HANDLES);
    if !ORDERS.contains(&input.order.as_str()) {
        errors.push(FieldError::new("order", "catalogue-collection-order-invalid"));
    }
    errors
}

/// Every collection with its member count and order.
pub async fn list(db: &Db) -> Result<CollectionList, sqlx::Error> {
    let rows: Vec<(String, String, i64, String)> = sqlx::query_as(
        "select c.handle, c.title, (select count(*) from shop_collection_products m where m.collection_handle = c.handle), c.sort_order
         from shop_collections c order by c.position, c.handle",
    )
    .fetch_all(db)
    .await?;
    Ok(CollectionList {
        rows: rows.into_iter().map(|(handle, title, members, order)| CollectionRow { handle, title, members, order }).collect(),
    })
}

/// The collection with this handle as its form shows it.
pub async fn read(db: &Db, handle: &str) -> Result<Option<CollectionForm>, sqlx::Error> {
    let head: Option<(String, String, String)> =
        sqlx::query_as("select title, description, sort_order from shop_collections where handle = $1").bind(handle).fetch_optional(db).await?;
    let Some((title, description, order)) = head else { return Ok(None) };
    let member_count: i64 =
        sqlx::query_scalar("select count(*) from shop_collection_products where collection_handle = $1").bind(handle).fetch_one(db).await?;
    let members: Vec<(String, String)> = sqlx::query_as(&format!(
        "select p.handle, p.title from shop_collection_products c join shop_products p on p.id = c.product_id
         where c.collection_handle = $1{} limit $2",
        crate::shop::listing::sql::featured_order_by(&order)
    ))
    .bind(handle)
    .bind(MEMBERS_SHOWN)
    .fetch_all(db)
    .await?;
    Ok(Some(CollectionForm {
        collection: Some(CollectionInput { handle: handle.to_owned(), title, description, order }),
        member_count,
        members: members.into_iter().map(|(handle, title)| CollectionName { handle, title }).collect(),
        fixed: fixed(handle),
    }))
}

/// The empty form of a new collection.
pub fn new_form() -> CollectionForm {
    CollectionForm { collection: None, member_count: 0, members: Vec::new(), fixed: false }
}

/// What a save did: the handle now and the one it had (a rename).
#[derive(Debug, Clone)]
pub struct Saved {
    pub handle: String,
    pub old_handle: Option<String>,
    pub created: bool,
    /// Its title or description changed (or it is new, renamed): text other pages
    /// show too (the menus, the sitemap). Else only its order did.
    pub text_changed: bool,
}

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

/// Saves `input` in one transaction: a new collection at the end (`editing` none), or
/// over the collection `editing` (renamed when the handle differs: its members and
/// translations follow). Turned from a sort to manual, the sorted order is written
/// into the members' positions.
pub async fn save(db: &Db, editing: Option<&str>, input: &CollectionInput, actor: &str) -> Result<Saved, CollectionError> {
    let errors = validate(input);
    if !errors.is_empty() {
        return Err(CollectionError::Invalid(errors));
    }
    let title = input.title.trim();
    let description = input.description.replace("\r\n", "\n").trim().to_owned();
    let now = crate::platform::db::now_rfc3339();
    let mut tx = db.begin().await?;
    let mut previous_order: Option<String> = None;
    let mut text_changed = true;
    if let Some(old) = editing {
        previous_order = sqlx::query_scalar("select sort_order from shop_collections where handle = $1").bind(old).fetch_optional(&mut *tx).await?;
        if previous_order.is_none() {
            return Err(CollectionError::NotFound);
        }
        if old != input.handle && fixed(old) {
            return Err(CollectionError::Invalid(vec![FieldError::new("handle", "catalogue-collection-in-use")]));
        }
    }
    if editing != Some(input.handle.as_str()) {
        let taken: Option<i64> =
            sqlx::query_scalar("select 1 from shop_collections where handle = $1").bind(&input.handle).fetch_optional(&mut *tx).await?;
        if taken.is_some() {
            return Err(CollectionError::Invalid(vec![FieldError::new("handle", "catalogue-collection-handle-taken")]));
        }
    }
    match editing {
        None => {
            sqlx::query(
                "insert into shop_collections (handle, title, description, position, updated_at, sort_order)
                 select $1, $2, $3, coalesce(max(position), -1) + 1, $4, $5 from shop_collections",
            )
            .bind(&input.handle)
            .bind(title)
            .bind(&description)
            .bind(&now)
            .bind(&input.order)
            .execute(&mut *tx)
            .await?;
        }
        Some(old) if old != input.handle => {
            // The handle is the key the members name: a new row, the members and the
            // translations moved to it, the old row gone.
            sqlx::query(
                "insert into shop_collections (handle, title, description, position, updated_at, sort_order)
                 select $1, $2, $3, position, $4, $5 from shop_collections where handle = $6",
            )
            .bind(&input.handle)
            .bind(title)
            .bind(&description)
            .bind(&now)
            .bind(&input.order)
            .bind(old)
            .execute(&mut *tx)
            .await?;
            sqlx::query("update shop_collection_products set collection_handle = $1 where collection_handle = $2")
                .bind(&input.handle)
                .bind(old)
                .execute(&mut *tx)
                .await?;
            sqlx::query("delete from shop_translations where kind = 'collection' and handle = $1").bind(&input.handle).execute(&mut *tx).await?;
            sqlx::query("update shop_translations set handle = $1 where kind = 'collection' and handle = $2")
                .bind(&input.handle)
                .bind(old)
                .execute(&mut *tx)
                .await?;
            sqlx::query("delete from shop_collections where handle = $1").bind(old).execute(&mut *tx).await?;
        }
        Some(handle) => {
            let before: (String, String) =
                sqlx::query_as("select title, description from shop_collections where handle = $1").bind(handle).fetch_one(&mut *tx).await?;
            sqlx::query("update shop_collections set title = $1, description = $2, sort_order = $3, updated_at = $4 where handle = $5")
                .bind(title)
                .bind(&description)
                .bind(&input.order)
                .bind(&now)
                .bind(handle)
                .execute(&mut *tx)
                .await?;
            text_changed = before.0 != title || before.1 != description;
            // Translations of Danish text that changed go (translated afresh).
            for (field, changed) in [("title", before.0 != title), ("description", before.1 != description)] {
                if changed {
                    sqlx::query("delete from shop_translations where kind = 'collection' and handle = $1 and field = $2")
                        .bind(handle)
                        .bind(field)
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
    }
    // Turned to a hand-made order: it starts from the sorted order it had.
    if input.order == "manual" && previous_order.as_deref().is_some_and(|o| o != "manual") {
        apply_order(&mut tx, &input.handle, previous_order.as_deref().unwrap_or_default()).await?;
    }
    tx.commit().await?;
    tracing::info!(handle = input.handle, actor, "collection saved");
    Ok(Saved {
        handle: input.handle.clone(),
        old_handle: editing.filter(|old| *old != input.handle).map(str::to_owned),
        created: editing.is_none(),
        text_changed,
    })
}

/// Writes a sorted collection's order into its members' positions (nothing for
/// `manual`): what moving a member by hand starts from. The listings read a sorted
/// collection's order from the sort itself (`listing::sql::featured_order_by`).
async fn apply_order(tx: &mut Tx<'_>, handle: &str, order: &str) -> Result<(), sqlx::Error> {
    if order == "manual" {
        return Ok(());
    }
    let by = crate::shop::listing::sql::featured_order_by(order);
    let ids: Vec<String> = sqlx::query_scalar(&format!(
        "select p.id from shop_collection_products c join shop_products p on p.id = c.product_id where c.collection_handle = $1{by}"
    ))
    .bind(handle)
    .fetch_all(&mut **tx)
    .await?;
    for (i, id) in ids.iter().enumerate() {
        sqlx::query("update shop_collection_products set position = $1 where collection_handle = $2 and product_id = $3")
            .bind(i as i64)
            .bind(handle)
            .bind(id)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

/// Moves a product one place up or down in the collection (swapping positions with
/// its neighbour); the collection's order becomes manual. `Ok(false)`: no such
/// collection or member.
pub async fn move_member(db: &Db, collection: &str, product_handle: &str, up: bool) -> Result<bool, sqlx::Error> {
    let mut tx = db.begin().await?;
    let member: Option<String> = sqlx::query_scalar(
        "select c.product_id from shop_collection_products c join shop_products p on p.id = c.product_id
         where c.collection_handle = $1 and p.handle = $2",
    )
    .bind(collection)
    .bind(product_handle)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = member else { return Ok(false) };
    // A sorted collection's hand-made order starts from its sorted order as it is now.
    let order: String = sqlx::query_scalar("select sort_order from shop_collections where handle = $1")
        .bind(collection)
        .fetch_one(&mut *tx)
        .await?;
    apply_order(&mut tx, collection, &order).await?;
    // Positions made unique first (an import may have left ties).
    let all: Vec<(String, i64)> = sqlx::query_as(
        "select c.product_id, c.position from shop_collection_products c join shop_products p on p.id = c.product_id
         where c.collection_handle = $1 order by c.position, p.handle",
    )
    .bind(collection)
    .fetch_all(&mut *tx)
    .await?;
    let Some(at) = all.iter().position(|(p, _)| *p == id) else { return Ok(false) };
    let other = if up { at.checked_sub(1) } else { Some(at + 1).filter(|i| *i < all.len()) };
    let mut order: Vec<String> = all.into_iter().map(|(p, _)| p).collect();
    if let Some(other) = other {
        order.swap(at, other);
    }
    for (i, product) in order.iter().enumerate() {
        sqlx::query("update shop_collection_products set position = $1 where collection_handle = $2 and product_id = $3")
            .bind(i as i64)
            .bind(collection)
            .bind(product)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("update shop_collections set sort_order = 'manual', updated_at = $1 where handle = $2")
        .bind(crate::platform::db::now_rfc3339())
        .bind(collection)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

/// Deletes the collection (its members' rows and translations go with it); the
/// collections the site's own pages show are refused.
pub async fn delete(db: &Db, handle: &str) -> Result<(), CollectionError> {
    if fixed(handle) {
        return Err(CollectionError::InUse);
    }
    let mut tx = db.begin().await?;
    let exists: Option<i64> = sqlx::query_scalar("select 1 from shop_collections where handle = $1").bind(handle).fetch_optional(&mut *tx).await?;
    if exists.is_none() {
        return Err(CollectionError::NotFound);
    }
    sqlx::query("delete from shop_collection_products where collection_handle = $1").bind(handle).execute(&mut *tx).await?;
    sqlx::query("delete from shop_translations where kind = 'collection' and handle = $1").bind(handle).execute(&mut *tx).await?;
    sqlx::query("delete from shop_collections where handle = $1").bind(handle).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}
