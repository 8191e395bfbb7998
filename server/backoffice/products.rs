//! The catalogue in the back office: the product list (search, filters, pages by
//! cursor), a product's form data with its audit, and saving, creating and deleting
//! products of the local catalogue. Every write is checked on the server, audited with
//! the administrator's address, and signalled to the pages, listings and search of
//! every instance once committed.

use axum::extract::{Path, Query, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use serde::Serialize;
use serde_json::json;
use ts_rs::TS;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::shop::catalogue::{self, Actor, AuditEntry, CollectionName, ProductFilter, ProductInput, SaveError, Saved};

/// How many changes of a product its form shows.
const AUDIT_SHOWN: usize = 50;

/// A product as its form edits it, with what the form offers and its history.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProductForm {
    /// None: a new product.
    pub product: Option<ProductInput>,
    pub collections: Vec<CollectionName>,
    pub audit: Vec<AuditEntry>,
    /// The catalogue is Shopify's: products are edited there, not here.
    pub read_only: bool,
    /// Whether each stored variant's compare-at price shows as a "før"-price, and why
    /// not (the price history's lowest price of the 30 days before).
    pub prices: Vec<VariantPriceNote>,
}

/// A variant's "før"-price as the pages show it.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct VariantPriceNote {
    pub variant_id: String,
    pub note: crate::shop::prices::Note,
}

/// The form's data for the product with `handle` (`None`: a new one); `Ok(None)` when
/// there is no such product.
pub async fn form(office: &Backoffice, handle: Option<&str>) -> Result<Option<ProductForm>, sqlx::Error> {
    let product = match handle {
        Some(handle) => match catalogue::read(&office.db, handle).await? {
            Some(product) => Some(product),
            None => return Ok(None),
        },
        None => None,
    };
    let audit = match handle {
        Some(handle) => catalogue::audit_of(&office.db, handle, AUDIT_SHOWN).await?,
        None => Vec::new(),
    };
    let collections = catalogue::collection_names(&office.db).await?;
    let prices = match &product {
        Some(product) => {
            let ids: Vec<&str> = product.variants.iter().map(|v| v.id.as_str()).collect();
            let current = crate::shop::prices::current(&office.db, &ids).await?;
            product
                .variants
                .iter()
                .map(|v| {
                    let lowest = crate::shop::prices::lowest_of(&current, &v.id, v.price_minor);
                    let note = crate::shop::prices::Note::of(v.price_minor, lowest, v.compare_at_minor.is_some());
                    VariantPriceNote { variant_id: v.id.clone(), note }
                })
                .collect()
        }
        None => Vec::new(),
    };
    Ok(Some(ProductForm { product, collections, audit, read_only: !office.shop.provider.is_local(), prices }))
}

/// `GET /api/admin/products?q=&collection=&status=&stock=&after=`.
pub(super) async fn list(State(office): State<Backoffice>, _admin: AdminUser, Query(filter): Query<ProductFilter>) -> ApiResult<Response> {
    Ok(no_store(Json(catalogue::list(&office.db, &filter).await?).into_response()))
}

/// `GET /api/admin/products/{handle}`.
pub(super) async fn one(State(office): State<Backoffice>, _admin: AdminUser, Path(handle): Path<String>) -> ApiResult<Response> {
    match form(&office, Some(&handle)).await? {
        Some(form) => Ok(no_store(Json(form).into_response())),
        None => Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found")),
    }
}

/// `POST /api/admin/products {product}`: 201 with the saved product.
pub(super) async fn create(State(office): State<Backoffice>, admin: AdminUser, ApiJson(input): ApiJson<ProductInput>) -> ApiResult<Response> {
    let saved = write(&office, &admin, None, &input).await?;
    Ok((StatusCode::CREATED, no_store(Json(json!({ "product": catalogue::read(&office.db, &saved.handle).await? })).into_response()))
        .into_response())
}

/// `PUT /api/admin/products/{handle} {product}`: the product, renamed when the handle
/// in the body differs.
pub(super) async fn update(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(handle): Path<String>,
    ApiJson(input): ApiJson<ProductInput>,
) -> ApiResult<Response> {
    let saved = write(&office, &admin, Some(&handle), &input).await?;
    Ok(no_store(Json(json!({ "product": catalogue::read(&office.db, &saved.handle).await?, "unchanged": saved.unchanged })).into_response()))
}

/// `DELETE /api/admin/products/{handle}`: 204.
pub(super) async fn delete(State(office): State<Backoffice>, admin: AdminUser, Path(handle): Path<String>) -> ApiResult<Response> {
    local_only(&office)?;
    let actor = Actor { who: &admin.0.email, how: "form", at_ms: office.clock.unix_ms() };
    let Some(collections) = catalogue::delete(&office.db, &handle, &actor).await? else {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found"));
    };
    tracing::info!(handle, admin = %admin.0.email, "product deleted by an administrator");
    office.translation.forget_shop_content();
    office.shop.product_edited(&handle, None, &collections).await;
    Ok(StatusCode::NO_CONTENT.into_response())
}

fn local_only(office: &Backoffice) -> ApiResult<()> {
    if office.shop.provider.is_local() { Ok(()) } else { Err(ApiError::new(StatusCode::CONFLICT, "catalogue-shopify-read-only")) }
}

async fn write(office: &Backoffice, admin: &AdminUser, editing: Option<&str>, input: &ProductInput) -> ApiResult<Saved> {
    local_only(office)?;
    let actor = Actor { who: &admin.0.email, how: "form", at_ms: office.clock.unix_ms() };
    let saved = match catalogue::save(&office.db, editing, input, &actor).await {
        Ok(saved) => saved,
        Err(SaveError::Invalid(fields)) => {
            return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "catalogue-invalid").with_field("problems", fields));
        }
        Err(SaveError::NotFound) => return Err(ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found")),
        Err(SaveError::Db(error)) => return Err(error.into()),
    };
    if !saved.unchanged {
        tracing::info!(handle = saved.handle, created = saved.created, admin = %admin.0.email, "product saved by an administrator");
        office.translation.forget_shop_content();
        office.translation.translate_product(&saved.handle, &saved.to_translate);
        office.shop.product_edited(&saved.handle, saved.old_handle.as_deref(), &saved.collections).await;
    }
    Ok(saved)
}

/// Products changed past which an import tells the pages and the other instances that
/// any number of products changed (one notification) rather than each.
const IMPORT_ONE_BY_ONE: usize = 100;
/// Bytes past the import's limit that are read (and dropped) before the 413.
const IMPORT_DRAINED_PAST_LIMIT: usize = 16 * 1024 * 1024;

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ImportQuery {
    #[serde(default)]
    dry_run: bool,
}

/// `GET /api/admin/products/export`: the whole catalogue in Shopify's product CSV.
pub(super) async fn export(State(office): State<Backoffice>, _admin: AdminUser) -> ApiResult<Response> {
    let mut out = Vec::new();
    let count = crate::shop::csv::export(&office.db, &mut out).await?;
    tracing::info!(count, bytes = out.len(), "catalogue exported");
    let name = format!("attachment; filename=\"produkter-{}.csv\"", &crate::platform::db::now_rfc3339()[..10]);
    Ok(no_store(([(header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()), (header::CONTENT_DISPOSITION, name)], out).into_response()))
}

/// `POST /api/admin/products/import?dryRun=true` (the CSV file as the body, at most
/// 100 MB): the report; with `dryRun` (or any error) nothing is written. The body goes
/// to a temporary file as it comes, and the import reads it from there: neither is
/// held in memory.
pub(super) async fn import(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Query(query): Query<ImportQuery>,
    request: Request,
) -> ApiResult<Response> {
    use http_body_util::BodyExt;
    use std::io::Seek;
    use tokio::io::AsyncWriteExt;

    local_only(&office)?;
    let limit = crate::shop::csv::MAX_BYTES;
    let too_large = || ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "catalogue-csv-too-large").with_arg("arg", "100 MB");
    let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|length| length > limit) {
        return Err(too_large());
    }
    let mut file = tokio::fs::File::from_std(tempfile::tempfile().map_err(anyhow::Error::from)?);
    let mut body = request.into_body();
    let mut received = 0;
    while let Some(frame) = body.frame().await {
        let Ok(data) = frame.map_err(|_| ApiError::bad_request())?.into_data() else {
            continue;
        };
        received += data.len();
        // A body sent without a length (chunked) is refused as soon as it is too long.
        if received > limit {
            // The client sends it all before it reads the answer: a body a little too
            // long is read to its end and dropped, so that the client hears why rather
            // than finding the connection closed.
            let mut more = 0;
            while more < IMPORT_DRAINED_PAST_LIMIT {
                match body.frame().await {
                    Some(Ok(frame)) => more += frame.data_ref().map_or(0, |d| d.len()),
                    _ => break,
                }
            }
            return Err(too_large());
        }
        file.write_all(&data).await.map_err(anyhow::Error::from)?;
    }
    file.flush().await.map_err(anyhow::Error::from)?;
    let mut file = file.into_std().await;
    file.rewind().map_err(anyhow::Error::from)?;
    let actor = Actor { who: &admin.0.email, how: "import", at_ms: office.clock.unix_ms() };
    let report = crate::shop::csv::import(&office.db, file, query.dry_run, &actor).await?;
    tracing::info!(
        dry_run = report.dry_run, written = report.written, products = report.products, errors = report.error_count,
        bytes = received, admin = %admin.0.email, "catalogue import"
    );
    if report.written && report.changed_count > 0 {
        office.translation.forget_shop_content();
        // `changed` lists them all here (it stops at the first thousand).
        if report.changed_count <= IMPORT_ONE_BY_ONE {
            for product in &report.changed {
                office.shop.product_edited(&product.handle, None, &product.collections).await;
            }
        } else {
            office.shop.catalogue_replaced().await;
        }
    }
    Ok(no_store(Json(report).into_response()))
}
