//! Request extractors shared by every API: a JSON body whose malformed form is a 400
//! in the visitor's language, and one over the limit a 413 that names it.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::response::Json;
use serde::de::DeserializeOwned;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::ApiError;

/// 413 with the limit named, in the visitor's language.
pub fn too_large() -> ApiError {
    ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "api-too-large").with_arg("limit", super::body_limit_text())
}

/// Middleware for `/api`: a body over the limit that an extractor refused in axum's
/// own words (`text/plain`, English) is answered like every other API error.
pub async fn json_refusals(request: Request, next: axum::middleware::Next) -> Response {
    let response = next.run(request).await;
    let plain = response
        .headers()
        .get(axum::http::header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/plain"));
    if response.status() == StatusCode::PAYLOAD_TOO_LARGE && plain {
        return too_large().into_response();
    }
    response
}

pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;
    async fn from_request(request: Request, state: &S) -> Result<ApiJson<T>, ApiError> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => {
                let rejection: JsonRejection = rejection;
                if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                    tracing::info!("JSON body over the limit refused");
                    return Err(too_large());
                }
                tracing::debug!(%rejection, "malformed JSON body");
                Err(ApiError::bad_request())
            }
        }
    }
}
