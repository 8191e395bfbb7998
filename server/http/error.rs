//! JSON API errors: `{"error": message, "fields": {field: message}, "hint"?}` in the
//! visitor's language, with internal details logged and never sent.
//!
//! A handler or extractor answers an [`ApiError`]; it becomes a response that carries
//! the message *keys*, and the [`localize`] layer writes the body in the visitor's
//! language on the way out. So no handler needs the catalogue to fail politely.

use std::sync::Arc;

use axum::extract::{FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use fluent_bundle::FluentArgs;
use serde_json::{Map, Value, json};

use super::validation::FieldErrors;
pub use crate::i18n::Arg;
use crate::i18n::{Catalog, Lang};

/// The visitor's language for API answers: the page sends `X-Lang`; otherwise the
/// remembered choice (`lang` cookie), then `Accept-Language`, then Danish.
#[derive(Debug, Clone, Copy)]
pub struct ApiLang(pub Lang);

impl ApiLang {
    pub fn of(headers: &axum::http::HeaderMap) -> ApiLang {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        let from_cookie = headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(cookie::Cookie::split_parse)
            .filter_map(Result::ok)
            .find(|c| c.name() == "lang")
            .and_then(|c| c.value().parse().ok());
        let lang = header("x-lang")
            .and_then(|v| v.parse().ok())
            .or(from_cookie)
            .or_else(|| {
                header("accept-language")
                    .and_then(|v| v.split(',').find_map(|part| part.split(';').next()?.trim().parse().ok()))
            })
            .unwrap_or(Lang::DEFAULT);
        ApiLang(lang)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ApiLang {
    type Rejection = std::convert::Infallible;
    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ApiLang, Self::Rejection> {
        Ok(ApiLang::of(&parts.headers))
    }
}

#[derive(Debug)]
pub enum ApiError {
    /// 422: `validation-invalid` with every field's message.
    Validation(FieldErrors),
    /// Any status with a catalogue message (and an optional hint).
    Message(Box<Message>),
    /// 500 (or 503 when the database is away): logged, answered generically.
    Internal(anyhow::Error),
}

/// A catalogue message with its status, hint, arguments and extra body fields.
#[derive(Debug, Clone)]
pub struct Message {
    pub status: StatusCode,
    pub key: &'static str,
    pub hint: Option<&'static str>,
    pub args: Vec<(&'static str, Arg)>,
    /// More fields for the body (for example the running job of a 409).
    pub extra: Vec<(&'static str, Value)>,
    /// Seconds for `Retry-After`.
    pub retry_after: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, key: &'static str) -> ApiError {
        ApiError::Message(Box::new(Message { status, key, hint: None, args: Vec::new(), extra: Vec::new(), retry_after: None }))
    }
    pub fn with_hint(mut self, hint_key: &'static str) -> ApiError {
        if let ApiError::Message(message) = &mut self {
            message.hint = Some(hint_key);
        }
        self
    }
    /// A message argument; numbers stay numbers so Fluent picks the right plural.
    pub fn with_arg(mut self, name: &'static str, value: impl Into<Arg>) -> ApiError {
        if let ApiError::Message(message) = &mut self {
            message.args.push((name, value.into()));
        }
        self
    }
    /// An extra field of the JSON body.
    pub fn with_field(mut self, name: &'static str, value: impl serde::Serialize) -> ApiError {
        if let ApiError::Message(message) = &mut self {
            message.extra.push((name, serde_json::to_value(value).unwrap_or(Value::Null)));
        }
        self
    }
    pub fn with_retry_after(mut self, seconds: u64) -> ApiError {
        if let ApiError::Message(message) = &mut self {
            message.retry_after = Some(seconds);
        }
        self
    }
    pub fn unauthorized() -> ApiError {
        ApiError::new(StatusCode::UNAUTHORIZED, "auth-required")
    }
    pub fn forbidden() -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "auth-forbidden")
    }
    pub fn bad_request() -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "api-bad-request")
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

/// What an error response carries until [`localize`] writes its body.
#[derive(Debug, Clone)]
enum Pending {
    Validation(FieldErrors),
    Message(Box<Message>),
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let (status, pending) = match self {
            ApiError::Validation(errors) => (StatusCode::UNPROCESSABLE_ENTITY, Pending::Validation(errors)),
            ApiError::Message(message) => (message.status, Pending::Message(message)),
            ApiError::Internal(error) => {
                let unavailable = error.chain().any(|cause| {
                    cause.downcast_ref::<sqlx::Error>().is_some_and(|e| {
                        matches!(e, sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed | sqlx::Error::Io(_))
                    })
                });
                let message = if unavailable {
                    tracing::error!(error = format!("{error:#}"), "database unavailable");
                    let ApiError::Message(m) =
                        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "api-unavailable").with_retry_after(5)
                    else {
                        unreachable!()
                    };
                    m
                } else {
                    tracing::error!(error = format!("{error:#}"), "request failed");
                    let ApiError::Message(m) = ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "api-internal-error") else {
                        unreachable!()
                    };
                    m
                };
                (message.status, Pending::Message(message))
            }
        };
        let mut response = status.into_response();
        if let Pending::Message(message) = &pending {
            if let Some(seconds) = message.retry_after {
                response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
            }
        }
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response.extensions_mut().insert(pending);
        response
    }
}

/// The layer that writes every [`ApiError`] body in the visitor's language.
pub async fn localize(State(catalog): State<Arc<Catalog>>, request: Request, next: Next) -> Response {
    let ApiLang(lang) = ApiLang::of(request.headers());
    let mut response = next.run(request).await;
    let Some(pending) = response.extensions_mut().remove::<Pending>() else { return response };
    let body = body_of(&catalog, lang, pending);
    let (mut parts, _) = response.into_parts();
    parts.headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, axum::body::Body::from(body.to_string()))
}

fn body_of(catalog: &Catalog, lang: Lang, pending: Pending) -> Value {
    let t = |key: &str, args: Option<&FluentArgs>| catalog.t(lang, key, args);
    match pending {
        Pending::Validation(errors) => {
            let mut fields = Map::new();
            for (field, key) in &errors.0 {
                fields.insert((*field).to_owned(), Value::String(t(key, None)));
            }
            let first = errors.0.first().map(|(_, key)| t(key, None)).unwrap_or_default();
            json!({"error": t("validation-invalid", None), "message": first, "fields": fields})
        }
        Pending::Message(message) => {
            let mut fluent_args = FluentArgs::new();
            for (name, value) in &message.args {
                fluent_args.set(*name, value.to_fluent());
            }
            let mut body = json!({"error": t(message.key, Some(&fluent_args)), "fields": {}});
            if let Some(hint) = message.hint {
                body["hint"] = Value::String(t(hint, Some(&fluent_args)));
            }
            for (name, value) in message.extra {
                body[name] = value;
            }
            body
        }
    }
}

/// The JSON body of an error in a language, for code that answers outside a request
/// (tests, the command line).
pub fn message_body(catalog: &Catalog, lang: Lang, error: ApiError) -> Value {
    let response = error.into_response();
    match response.extensions().get::<Pending>() {
        Some(pending) => body_of(catalog, lang, pending.clone()),
        None => Value::Null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_written_in_the_visitors_language() {
        let catalog = Catalog::embedded().unwrap();
        let error = ApiError::new(StatusCode::TOO_MANY_REQUESTS, "auth-rate-limited").with_arg("minutes", 1u64);
        let da = message_body(&catalog, Lang::Da, error);
        assert!(da["error"].as_str().unwrap().contains('1'), "{da}");
        let fields = FieldErrors(vec![("email", "validation-email-invalid")]);
        let en = message_body(&catalog, Lang::En, ApiError::Validation(fields));
        assert_eq!(en["fields"]["email"], en["message"]);
        assert_ne!(en["error"], "validation-invalid");
    }

    #[test]
    fn internal_details_never_reach_the_body() {
        let catalog = Catalog::embedded().unwrap();
        let body = message_body(&catalog, Lang::Da, ApiError::Internal(anyhow::anyhow!("secret table broke")));
        assert!(!body.to_string().contains("secret"));
    }
}
