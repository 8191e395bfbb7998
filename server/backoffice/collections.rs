//! Collections in the back office: the list, a collection's form data, and creating,
//! saving (renaming, ordering), reordering by hand and deleting collections of the
//! local catalogue. Administrators only; every write is checked on the server and
//! signalled to the pages of every instance once committed.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use serde::Deserialize;
use serde_json::json;

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiJson, ApiResult, no_store};
use crate::shop::collections::{self, CollectionError, CollectionForm, CollectionInput};

/// The form's data for the collection with `handle` (`None`: a new one); `Ok(None)`
/// when there is no such collection.
pub async fn form(office: &Backoffice, handle: Option<&str>) -> Result<Option<CollectionForm>, sqlx::Error> {
    match handle {
        Some(handle) => collections::read(&office.db, handle).await,
        None => Ok(Some(collections::new_form())),
    }
}

/// `GET /api/admin/collections`.
pub(super) async fn list(State(office): State<Backoffice>, _admin: AdminUser) -> ApiResult<Response> {
    Ok(no_store(Json(collections::list(&office.db).await?).into_response()))
}

/// `GET /api/admin/collections/{handle}`.
pub(super) async fn one(State(office): State<Backoffice>, _admin: AdminUser, Path(handle): Path<String>) -> ApiResult<Response> {
    match form(&office, Some(&handle)).await? {
        Some(form) => Ok(no_store(Json(form).into_response())),
        None => Err(not_found()),
    }
}

/// `POST /api/admin/collections {collection}`: 201 with the saved collection.
pub(super) async fn create(State(office): State<Backoffice>, admin: AdminUser, ApiJson(input): ApiJson<CollectionInput>) -> ApiResult<Response> {
    let handle = write(&office, &admin, None, &input).await?;
    Ok((StatusCode::CREATED, no_store(Json(json!({ "collection": collections::read(&office.db, &handle).await? })).into_response())).into_response())
}

/// `PUT /api/admin/collections/{handle} {collection}`: renamed when the body's handle
/// differs.
pub(super) async fn update(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(handle): Path<String>,
    ApiJson(input): ApiJson<CollectionInput>,
) -> ApiResult<Response> {
    let handle = write(&office, &admin, Some(&handle), &input).await?;
    Ok(no_store(Json(json!({ "collection": collections::read(&office.db, &handle).await? })).into_response()))
}

/// `DELETE /api/admin/collections/{handle}`: 204; 409 for a collection the site's own
/// pages show.
pub(super) async fn delete(State(office): State<Backoffice>, admin: AdminUser, Path(handle): Path<String>) -> ApiResult<Response> {
    local_only(&office)?;
    match collections::delete(&office.db, &handle).await {
        Ok(()) => {}
        Err(CollectionError::InUse) => return Err(ApiError::new(StatusCode::CONFLICT, "catalogue-collection-in-use")),
        Err(CollectionError::NotFound) => return Err(not_found()),
        Err(CollectionError::Invalid(fields)) => return Err(invalid(fields)),
        Err(CollectionError::Db(error)) => return Err(error.into()),
    }
    tracing::info!(handle, admin = %admin.0.email, "collection deleted by an administrator");
    office.translation.forget_shop_content();
    office.shop.collection_edited(&handle).await;
    Ok(StatusCode::NO_CONTENT.into_response())
}

#[derive(Deserialize)]
pub(super) struct Move {
    product: String,
    #[serde(default)]
    up: bool,
}

/// `POST /api/admin/collections/{handle}/move {product, up}`: the product one place up
/// or down (the order becomes manual); the collection's form data.
pub(super) async fn move_member(
    State(office): State<Backoffice>,
    admin: AdminUser,
    Path(handle): Path<String>,
    ApiJson(body): ApiJson<Move>,
) -> ApiResult<Response> {
    local_only(&office)?;
    if !collections::move_member(&office.db, &handle, &body.product, body.up).await? {
        return Err(not_found());
    }
    tracing::info!(handle, product = body.product, up = body.up, admin = %admin.0.email, "collection reordered by an administrator");
    office.shop.collection_reordered(&handle).await;
    Ok(no_store(Json(json!({ "collection": collections::read(&office.db, &handle).await? })).into_response()))
}

fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "backoffice-not-found")
}

fn invalid(fields: Vec<crate::shop::catalogue::FieldError>) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "catalogue-invalid").with_field("problems", fields)
}

fn local_only(office: &Backoffice) -> ApiResult<()> {
    if office.shop.provider.is_local() { Ok(()) } else { Err(ApiError::new(StatusCode::CONFLICT, "catalogue-shopify-read-only")) }
}

async fn write(office: &Backoffice, admin: &AdminUser, editing: Option<&str>, input: &CollectionInput) -> ApiResult<String> {
    local_only(office)?;
    let saved = match collections::save(&office.db, editing, input, &admin.0.email).await {
        Ok(saved) => saved,
        Err(CollectionError::Invalid(fields)) => return Err(invalid(fields)),
        Err(CollectionError::NotFound) => return Err(not_found()),
        Err(CollectionError::InUse) => return Err(ApiError::new(StatusCode::CONFLICT, "catalogue-collection-in-use")),
        Err(CollectionError::Db(error)) => return Err(error.into()),
    };
    tracing::info!(handle = saved.handle, created = saved.created, admin = %admin.0.email, "collection saved by an administrator");
    if !saved.text_changed {
        office.shop.collection_reordered(&saved.handle).await;
        return Ok(saved.handle);
    }
    office.translation.forget_shop_content();
    office.shop.collection_edited(&saved.handle).await;
    if let Some(old) = &saved.old_handle {
        office.shop.collection_edited(old).await;
    }
    Ok(saved.handle)
}
