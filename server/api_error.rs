//! JSON API errors: `{"error": message, "fields": {field: message}}` in the visitor's
//! language, with internal details logged and never sent.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Json, Response};
use fluent_bundle::{FluentArgs, FluentValue};
use serde_json::{Map, Value, json};

use crate::auth::validation::FieldErrors;
use crate::i18n::Lang;
use crate::state::AppState;

/// The visitor's language for API answers: the page sends `X-Lang`; otherwise the
/// remembered choice (`lang` cookie), then `Accept-Language`, then Danish.
#[derive(Debug, Clone, Copy)]
pub struct ApiLang(pub Lang);

impl<S: Send + Sync> FromRequestParts<S> for ApiLang {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ApiLang, Self::Rejection> {
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
        let from_cookie = header("cookie").and_then(|c| {
            c.split(';').find_map(|kv| kv.trim().strip_prefix("lang=")).and_then(|v| v.parse().ok())
        });
        let lang = header("x-lang")
            .and_then(|v| v.parse().ok())
            .or(from_cookie)
            .or_else(|| {
                header("accept-language")
                    .and_then(|v| v.split(',').find_map(|part| part.split(';').next()?.trim().parse().ok()))
            })
            .unwrap_or(Lang::DEFAULT);
        Ok(ApiLang(lang))
    }
}

#[derive(Debug)]
pub enum ApiError {
    /// 422: `validation-invalid` with every field's message.
    Validation(FieldErrors),
    /// Any status with a catalogue message (and an optional hint).
    Message {
        status: StatusCode,
        key: &'static str,
        hint: Option<&'static str>,
        args: Vec<(&'static str, FluentValue<'static>)>,
    },
    /// 500: logged, answered with a generic message.
    Internal(anyhow::Error),
}

impl ApiError {
    pub fn new(status: StatusCode, key: &'static str) -> ApiError {
        ApiError::Message { status, key, hint: None, args: Vec::new() }
    }
    pub fn with_hint(mut self, hint_key: &'static str) -> ApiError {
        if let ApiError::Message { hint, .. } = &mut self {
            *hint = Some(hint_key);
        }
        self
    }
    /// A message argument; numbers stay numbers so Fluent picks the right plural.
    pub fn with_arg(mut self, name: &'static str, value: impl Into<FluentValue<'static>>) -> ApiError {
        if let ApiError::Message { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }
    pub fn unauthorized() -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "auth-required")
    }
    pub fn forbidden() -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "auth-forbidden")
    }

    /// The response in a language; handlers return `Localized` to get here.
    pub fn into_response_in(self, state: &AppState, lang: Lang) -> Response {
        let t = |key: &str, args: Option<&FluentArgs>| state.catalog.t(lang, key, args);
        match self {
            ApiError::Validation(errors) => {
                let mut fields = Map::new();
                for (field, key) in &errors.0 {
                    fields.insert((*field).to_owned(), Value::String(t(key, None)));
                }
                let first = errors.0.first().map(|(_, key)| t(key, None)).unwrap_or_default();
                let body = json!({"error": t("validation-invalid", None), "message": first, "fields": fields});
                (StatusCode::UNPROCESSABLE_ENTITY, Json(body)).into_response()
            }
            ApiError::Message { status, key, hint, args } => {
                let mut fluent_args = FluentArgs::new();
                for (name, value) in args {
                    fluent_args.set(name, value);
                }
                let mut body = json!({"error": t(key, Some(&fluent_args)), "fields": {}});
                if let Some(hint) = hint {
                    body["hint"] = Value::String(t(hint, None));
                }
                (status, Json(body)).into_response()
            }
            ApiError::Internal(error) => {
                let unavailable = error.chain().any(|cause| {
                    cause.downcast_ref::<sqlx::Error>().is_some_and(|e| {
                        matches!(e, sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_))
                    })
                });
                if unavailable {
                    tracing::error!(error = format!("{error:#}"), "database unavailable");
                    let mut response =
                        (StatusCode::SERVICE_UNAVAILABLE, Json(json!({"error": t("api-unavailable", None), "fields": {}})))
                            .into_response();
                    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
                    response
                } else {
                    tracing::error!(error = format!("{error:#}"), "request failed");
                    (StatusCode::INTERNAL_SERVER_ERROR, Json(json!({"error": t("api-internal-error", None), "fields": {}})))
                        .into_response()
                }
            }
        }
    }
}

impl From<FieldErrors> for ApiError {
    fn from(errors: FieldErrors) -> ApiError {
        ApiError::Validation(errors)
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(error: anyhow::Error) -> ApiError {
        ApiError::Internal(error)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> ApiError {
        ApiError::Internal(error.into())
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// A handler's result as the response: errors in the visitor's language.
pub fn reply<T: IntoResponse>(state: &AppState, lang: ApiLang, result: Result<T, ApiError>) -> Response {
    match result {
        Ok(ok) => ok.into_response(),
        Err(error) => error.into_response_in(state, lang.0),
    }
}
