//! `POST /api/admin/media`: an administrator uploads a product picture (the file's
//! bytes as the body, as `fetch(url, {method: "POST", body: file})` sends it; what it
//! is, is read from the bytes, not from its name or Content-Type). It is kept at the
//! widths the pages use, as WebP, and the answer is what a product's image points at:
//! `201 {url, width, height, srcset}`.

use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Json, Response};

use super::Backoffice;
use crate::accounts::AdminUser;
use crate::http::{ApiError, ApiResult};
use crate::shop::media::{self, MediaError};

/// The most of an oversized upload that is read (and dropped) before the answer, so
/// that a browser still sending gets the 413 that names the limit rather than a reset
/// connection. Longer bodies are cut off at once.
const DRAIN_LIMIT: u64 = 64 * 1024 * 1024;

static PREPARING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

fn refusal(error: &MediaError) -> ApiError {
    let id = error.message_id();
    match error {
        MediaError::NotAnImage => ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, id),
        MediaError::TooLarge => ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, id).with_arg("limit", media::limit_text()),
        MediaError::TooManyPixels { .. } => {
            ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, id).with_arg("megapixels", media::MAX_PIXELS / 1_000_000)
        }
        MediaError::Unreadable(_) => ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, id),
    }
}

/// Reads (and drops) an oversized body of `length` bytes up to [`DRAIN_LIMIT`], so that
/// the browser still sending gets the answer rather than a reset connection.
async fn drain(request: Request, length: u64) {
    if length <= DRAIN_LIMIT {
        use http_body_util::BodyExt;
        let mut body = request.into_body();
        while let Some(Ok(_)) = body.frame().await {}
    }
}

/// `POST /api/admin/media` (the picture's bytes) → 201 `{url, width, height, srcset}`.
/// The body is bounded here, at [`media::MAX_BYTES`], not at the API's smaller limit.
pub(super) async fn upload(State(office): State<Backoffice>, AdminUser(admin): AdminUser, request: Request) -> ApiResult<Response> {
    let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if let Some(length) = declared.filter(|length| *length > media::MAX_BYTES as u64) {
        tracing::info!(length, "picture over the limit refused");
        drain(request, length).await;
        return Err(refusal(&MediaError::TooLarge));
    }
    let bytes = match axum::body::to_bytes(request.into_body(), media::MAX_BYTES).await {
        Ok(bytes) => bytes,
        Err(error) => {
            let too_large = error.into_inner().is::<http_body_util::LengthLimitError>();
            tracing::info!(too_large, "picture upload unreadable");
            return Err(if too_large { refusal(&MediaError::TooLarge) } else { ApiError::bad_request() });
        }
    };
    let size = bytes.len();
    // One picture at a time on this instance: a large one takes seconds of a core and
    // hundreds of MB while it is decoded; the next upload waits its turn.
    let _turn = PREPARING.acquire().await.map_err(|error| anyhow::anyhow!("the picture queue closed: {error}"))?;
    let prepared = match tokio::task::spawn_blocking(move || media::prepare(&bytes)).await {
        Ok(Ok(prepared)) => prepared,
        Ok(Err(error)) => {
            tracing::info!(%error, size, "picture refused");
            return Err(refusal(&error));
        }
        Err(error) => return Err(anyhow::anyhow!("preparing a picture: {error}").into()),
    };
    let stored = media::store(&office.db, &prepared).await?;
    tracing::info!(admin = %admin.id, id = %prepared.id, size, url = %stored.url, "picture uploaded");
    Ok((StatusCode::CREATED, Json(stored)).into_response())
}

/// `POST /api/admin/documents?name=…` (a PDF's bytes) → 201 `{url, name}`: a product's
/// instructions, safety sheet or product information sheet ([`crate::shop::pdfs`]).
pub(super) async fn upload_document(
    State(office): State<Backoffice>,
    AdminUser(admin): AdminUser,
    axum::extract::Query(query): axum::extract::Query<DocumentQuery>,
    request: Request,
) -> ApiResult<Response> {
    use crate::shop::pdfs::{self, PdfError};
    let too_large = || ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, PdfError::TooLarge.message_id()).with_arg("limit", format!("{} MB", pdfs::MAX_BYTES / (1024 * 1024)));
    let declared = request.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    if let Some(length) = declared.filter(|length| *length > pdfs::MAX_BYTES as u64) {
        tracing::info!(length, "document over the limit refused");
        drain(request, length).await;
        return Err(too_large());
    }
    let bytes = match axum::body::to_bytes(request.into_body(), pdfs::MAX_BYTES).await {
        Ok(bytes) => bytes,
        Err(error) => {
            return Err(if error.into_inner().is::<http_body_util::LengthLimitError>() { too_large() } else { ApiError::bad_request() });
        }
    };
    if let Err(error) = pdfs::check(&bytes) {
        tracing::info!(%error, size = bytes.len(), "document refused");
        return Err(match error {
            PdfError::TooLarge => too_large(),
            PdfError::NotAPdf => ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, error.message_id()),
        });
    }
    let name = pdfs::clean_name(query.name.as_deref().unwrap_or_default());
    let url = pdfs::store(&office.db, &bytes, &name).await?;
    tracing::info!(admin = %admin.id, url, size = bytes.len(), "document uploaded");
    Ok((StatusCode::CREATED, Json(serde_json::json!({ "url": url, "name": name }))).into_response())
}

#[derive(serde::Deserialize)]
pub(super) struct DocumentQuery {
    name: Option<String>,
}
