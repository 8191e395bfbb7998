//! Request extractors shared by every API: a JSON body whose malformed form is a 400
//! in the visitor's language.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use axum::response::Json;
use serde::de::DeserializeOwned;

use super::ApiError;

pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = ApiError;
    async fn from_request(request: Request, state: &S) -> Result<ApiJson<T>, ApiError> {
        match Json::<T>::from_request(request, state).await {
            Ok(Json(value)) => Ok(ApiJson(value)),
            Err(rejection) => {
                let rejection: JsonRejection = rejection;
                tracing::debug!(%rejection, "malformed JSON body");
                Err(ApiError::bad_request())
            }
        }
    }
}
