//! The booking's forms: `POST /book` books a time, and `POST /book/{reference}`
//! cancels or moves one, sent by the app's actions or without JavaScript alike. Each
//! answers the page again with its messages (or sends the visitor on to the booking's
//! page), through the renderer's `form_answer`; the pages' data come from
//! [`super::routes::booking`].

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use super::Pages;
use super::routes::booking::{booked_page, booking_page};
use super::forms::TypedForm;
use super::page::{IntoLoaded, Loaded};
use super::render::form_answer;
use crate::booking::{BookingForm, Refused};
use crate::http::client::ClientAddr;
use crate::i18n::{Lang, Text};

/// What a booking's page sends: cancel it, or move it to `start` (RFC 3339).
#[derive(serde::Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
pub enum BookedAction {
    Cancel,
    Move {
        #[serde(default)]
        start: String,
    },
}

fn query(uri: &Uri, name: &str) -> Option<String> {
    url::form_urlencoded::parse(uri.query()?.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

/// `POST /book`: the booking form without JavaScript.
pub async fn booking_form(
    State(pages): State<Pages>,
    client: ClientAddr,
    uri: Uri,
    headers: HeaderMap,
    TypedForm(form): TypedForm<BookingForm>,
) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let t = |text: Text| text.format(&pages.catalog, lang);
    let answer = |status: StatusCode, errors: BTreeMap<String, String>, notice: Option<String>| {
        let (pages, user, uri, headers, form) = (pages.clone(), user.clone(), uri.clone(), headers.clone(), form.clone());
        async move {
            let loaded = booking_page(&pages, lang, form, None, errors, notice).await.into_loaded().answering(status);
            form_answer(&pages, client.0, &uri, &headers, user, loaded).await
        }
    };
    let request = match pages.booking.check(&form) {
        Ok(request) => request,
        Err(errors) => {
            let errors = errors.in_words(&pages.catalog, lang);
            return answer(StatusCode::UNPROCESSABLE_ENTITY, errors, Some(t(Text::new("validation-invalid")))).await;
        }
    };
    match pages.booking.reserve(&client.0).await {
        Ok(count) if !count.allowed => {
            let notice = t(Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64));
            return answer(StatusCode::TOO_MANY_REQUESTS, BTreeMap::new(), Some(notice)).await;
        }
        Ok(_) => {}
        Err(error) => {
            tracing::error!(%error, "booking limit");
            return answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("booking-failed")))).await;
        }
    }
    match pages.booking.book(&request, lang).await {
        Ok(Ok((stored, token))) => {
            let to = Loaded::Redirect(format!("/book/{}?token={token}&new=1", stored.reference));
            form_answer(&pages, client.0, &uri, &headers, user, to).await
        }
        Ok(Err(Refused::NotBookable(_))) => {
            let mut errors = BTreeMap::new();
            errors.insert("start".to_owned(), t(Text::new("booking-not-bookable")));
            answer(StatusCode::UNPROCESSABLE_ENTITY, errors, Some(t(Text::new("booking-not-bookable")))).await
        }
        Ok(Err(_)) => answer(StatusCode::CONFLICT, BTreeMap::new(), Some(t(Text::new("booking-slot-taken")))).await,
        Err(error) => {
            tracing::error!(%error, "booking from the form");
            answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("booking-failed")))).await
        }
    }
}

/// `POST /book/{reference}?token=…` with `action=cancel`, or `action=move` and `start`.
pub async fn booked_form(
    State(pages): State<Pages>,
    client: ClientAddr,
    Path(reference): Path<String>,
    uri: Uri,
    headers: HeaderMap,
    TypedForm(action): TypedForm<BookedAction>,
) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let token = query(&uri, "token").unwrap_or_default();
    let t = |key: &'static str| Text::new(key).format(&pages.catalog, lang);
    // Done: back to the booking's page (a reload does not send it again).
    let done = |what: &str| {
        let token = url::form_urlencoded::byte_serialize(token.as_bytes()).collect::<String>();
        Loaded::Redirect(format!("/book/{reference}?token={token}&done={what}"))
    };
    let (status, notice) = match action {
        BookedAction::Cancel => match pages.booking.cancel_by_token(&reference, &token).await {
            Ok(true) => return form_answer(&pages, client.0, &uri, &headers, user, done("cancelled")).await,
            Ok(false) => (StatusCode::NOT_FOUND, t("booking-not-found")),
            Err(error) => {
                tracing::error!(%error, "cancelling from the page");
                (StatusCode::SERVICE_UNAVAILABLE, t("booking-failed"))
            }
        },
        BookedAction::Move { start } => {
            let start = OffsetDateTime::parse(start.trim(), &Rfc3339).ok();
            match start {
                None => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-bad-start")),
                Some(start) => match pages.booking.move_to(&reference, &token, start).await {
                    Ok(Ok(_)) => return form_answer(&pages, client.0, &uri, &headers, user, done("moved")).await,
                    Ok(Err(Refused::Taken(_))) => (StatusCode::CONFLICT, t("booking-slot-taken")),
                    Ok(Err(Refused::NotBookable(_))) => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-not-bookable")),
                    Ok(Err(Refused::NotFound)) => (StatusCode::NOT_FOUND, t("booking-not-found")),
                    Err(error) => {
                        tracing::error!(%error, "moving from the page");
                        (StatusCode::SERVICE_UNAVAILABLE, t("booking-failed"))
                    }
                },
            }
        }
    };
    let loaded = booked_page(&pages, lang, &reference, &token, None, Some(notice)).await.into_loaded().answering(status);
    form_answer(&pages, client.0, &uri, &headers, user, loaded).await
}
