//! The booking pages: `/book` (choose the kind, a day, a time, then the details) and
//! `/book/{reference}?token=…` (the booking's own page: what, when, where; move it or
//! cancel it). Both are forms that post to their own page and work without
//! JavaScript: the server renders the days with free times as links and the day's
//! times as radio buttons, checks what was sent, and answers with each field's
//! message (422), the next free times when the slot went meanwhile (409), or a 303 to
//! the booking's page.

use std::collections::BTreeMap;

use super::forms::FormBody;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};
use serde::Serialize;
use time::format_description::well_known::Rfc3339;
use time::{Date, OffsetDateTime};
use ts_rs::TS;

use super::Pages;
use super::loaders::{LoadContext, Loaded};
use super::render::personal_page_with;
use crate::booking::{Booking, BookingForm, Kind, Refused, Stored, iso};
use crate::http::client::ClientAddr;
use crate::i18n::format::{clock_time, day_month_short, long_day, weekday};
use crate::i18n::{Lang, Text};
use crate::platform::clock::in_copenhagen;

/// A day with free times.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// "tirsdag", "30. mar." (the whole day is the picker's `dayLabel`).
    pub weekday: String,
    pub label: String,
    pub free: usize,
}

/// A free time on the chosen day.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingTime {
    /// Copenhagen time with its offset (what the form sends).
    pub start: String,
    /// "08:00".
    pub label: String,
}

/// The calendar part of both pages: the days with free times, the chosen day and
/// its times.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingPicker {
    pub kind: Kind,
    pub days: Vec<BookingDay>,
    /// The chosen day (`YYYY-MM-DD`), if any day has a free time.
    pub day: Option<String>,
    /// "tirsdag 30. marts 2027".
    pub day_label: Option<String>,
    pub times: Vec<BookingTime>,
}

/// `/book`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingData {
    pub picker: BookingPicker,
    pub call_minutes: i64,
    pub visit_minutes: i64,
    /// What the visitor typed (kept when the server answers with messages).
    pub values: BookingForm,
    /// Field -> message, in the visitor's language (the browser's part of the
    /// catalogue need not hold the server's messages).
    pub errors: BTreeMap<String, String>,
    /// A message about the whole form, already in the visitor's language.
    pub notice: Option<String>,
}

/// A booking on its own page.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookedView {
    pub reference: String,
    pub kind: Kind,
    /// "Gratis rådgivning (10 min)", "tirsdag 30. marts 2027 kl. 08:00".
    pub what: String,
    pub when: String,
    pub start: String,
    pub place: Option<String>,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub cancelled: bool,
}

/// `/book/{reference}?token=…`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookedData {
    /// `ready`, `invalid` (no such booking, or the link's token is wrong).
    pub state: String,
    pub booking: Option<BookedView>,
    pub token: String,
    /// Just booked (`?new=1`), just moved, just cancelled: what to say at the top.
    pub notice: Option<String>,
    /// Where to move it: the same kind's free days and times.
    pub picker: Option<BookingPicker>,
}

/// The free days of a kind and, for the chosen day (or the first free one), its times.
pub async fn picker(booking: &Booking, kind: Kind, day: Option<&str>, lang: Lang) -> Result<BookingPicker, sqlx::Error> {
    let today = booking.today();
    let span = (booking.last_day() - today).whole_days() + 1;
    let free = booking.free_slots(kind, today, span).await?;
    let mut days: Vec<(Date, Vec<OffsetDateTime>)> = Vec::new();
    for start in free {
        let date = in_copenhagen(start).date();
        match days.last_mut() {
            Some((last, starts)) if *last == date => starts.push(start),
            _ => days.push((date, vec![start])),
        }
    }
    let chosen = day.and_then(crate::booking::parse_date).filter(|d| days.iter().any(|(date, _)| date == d)).or(days.first().map(|(d, _)| *d));
    let times = days
        .iter()
        .find(|(date, _)| Some(*date) == chosen)
        .map(|(_, starts)| {
            starts.iter().map(|s| BookingTime { start: iso(*s), label: clock_time(in_copenhagen(*s).time()) }).collect()
        })
        .unwrap_or_default();
    Ok(BookingPicker {
        kind,
        days: days
            .iter()
            .map(|(date, starts)| BookingDay {
                date: date.to_string(),
                weekday: weekday(*date, lang).to_owned(),
                label: day_month_short(*date, lang),
                free: starts.len(),
            })
            .collect(),
        day: chosen.map(|d| d.to_string()),
        day_label: chosen.map(|d| long_day(d, lang)),
        times,
    })
}

/// The booking page with what was typed and the server's messages.
pub async fn booking_page(
    pages: &Pages,
    lang: Lang,
    values: BookingForm,
    day: Option<&str>,
    errors: BTreeMap<String, String>,
    notice: Option<String>,
) -> Loaded {
    let booking = &pages.booking;
    let kind = Kind::parse(&values.kind).unwrap_or(Kind::Call);
    // The chosen time's day stays chosen when the form comes back.
    let start_day = OffsetDateTime::parse(values.start.trim(), &Rfc3339).ok().map(|s| in_copenhagen(s).date().to_string());
    let day = day.map(str::to_owned).or(start_day);
    match picker(booking, kind, day.as_deref(), lang).await {
        Ok(picker) => Loaded::with(
            StatusCode::OK,
            BookingData {
                picker,
                call_minutes: booking.minutes(Kind::Call),
                visit_minutes: booking.minutes(Kind::Visit),
                values: BookingForm { kind: kind.code().into(), ..values },
                errors,
                notice,
            },
        ),
        Err(error) => {
            tracing::error!(%error, "booking page");
            Loaded::with(StatusCode::SERVICE_UNAVAILABLE, super::loaders::NoData {})
        }
    }
}

/// `/book?kind=call|visit&day=YYYY-MM-DD`.
pub async fn load_booking(cx: &LoadContext<'_>) -> Loaded {
    let values = BookingForm {
        kind: cx.query_param("kind").unwrap_or_default(),
        name: cx.user.map(|u| format!("{} {}", u.first_name, u.last_name)).unwrap_or_default(),
        email: cx.user.map(|u| u.email.clone()).unwrap_or_default(),
        ..BookingForm::default()
    };
    booking_page(cx.pages, cx.lang, values, cx.query_param("day").as_deref(), BTreeMap::new(), None).await
}

fn view(booking: &Booking, stored: &Stored, lang: Lang) -> BookedView {
    BookedView {
        reference: stored.reference.clone(),
        kind: stored.kind,
        what: booking.what(stored.kind, lang),
        when: booking.when(stored, lang),
        start: iso(stored.start),
        place: stored.address.as_ref().map(|a| format!("{a}, {}", stored.postcode.as_deref().unwrap_or_default())),
        name: stored.name.clone(),
        email: stored.email.clone(),
        phone: stored.phone.clone(),
        cancelled: stored.cancelled_at.is_some(),
    }
}

/// The booking's own page.
pub async fn booked_page(pages: &Pages, lang: Lang, reference: &str, token: &str, day: Option<&str>, notice: Option<String>) -> Loaded {
    let booking = &pages.booking;
    let found = match booking.by_token(reference, token).await {
        Ok(found) => found,
        Err(error) => {
            tracing::error!(%error, "booking's page");
            return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, super::loaders::NoData {});
        }
    };
    let Some(stored) = found else {
        let page = BookedData { state: "invalid".into(), booking: None, token: String::new(), notice: None, picker: None };
        return Loaded::with(StatusCode::NOT_FOUND, page);
    };
    let picker = match stored.cancelled_at {
        Some(_) => None,
        None => picker(booking, stored.kind, day, lang).await.ok(),
    };
    Loaded::with(
        StatusCode::OK,
        BookedData { state: "ready".into(), booking: Some(view(booking, &stored, lang)), token: token.to_owned(), notice, picker },
    )
}

/// `/book/{reference}?token=…&new=1&day=…`.
pub async fn load_booked(cx: &LoadContext<'_>, reference: &str) -> Loaded {
    let token = cx.query_param("token").unwrap_or_default();
    let key = match (cx.query_param("new").as_deref(), cx.query_param("done").as_deref()) {
        (Some("1"), _) => Some("booking-done-notice"),
        (_, Some("moved")) => Some("booking-moved-notice"),
        (_, Some("cancelled")) => Some("booking-cancelled-notice"),
        _ => None,
    };
    let notice = key.map(|key| Text::new(key).format(&cx.pages.catalog, cx.lang));
    booked_page(cx.pages, cx.lang, reference, &token, cx.query_param("day").as_deref(), notice).await
}

fn read_form(body: &[u8]) -> BTreeMap<String, String> {
    url::form_urlencoded::parse(body).map(|(k, v)| (k.into_owned(), v.into_owned())).collect()
}

fn query(uri: &Uri, name: &str) -> Option<String> {
    url::form_urlencoded::parse(uri.query()?.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
}

/// `POST /book`: the booking form without JavaScript.
pub async fn booking_form(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap, FormBody(body): FormBody) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let fields = read_form(&body);
    let field = |name: &str| fields.get(name).cloned().unwrap_or_default();
    let optional = |name: &str| fields.get(name).cloned().filter(|v| !v.trim().is_empty());
    let form = BookingForm {
        kind: field("kind"),
        start: field("start"),
        name: field("name"),
        email: field("email"),
        phone: field("phone"),
        address: optional("address"),
        postcode: optional("postcode"),
        message: optional("message"),
    };
    let t = |text: Text| text.format(&pages.catalog, lang);
    let answer = |status: StatusCode, errors: BTreeMap<String, String>, notice: Option<String>| {
        let (pages, user, uri, form) = (pages.clone(), user.clone(), uri.clone(), form.clone());
        async move {
            let loaded = match booking_page(&pages, lang, form, None, errors, notice).await {
                Loaded::Page { status: loaded, page } if loaded == StatusCode::OK => Loaded::Page { status, page },
                other => other,
            };
            personal_page_with(&pages, client.0, &uri, user, loaded).await
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
            let path = lang.localize(&format!("/book/{}", stored.reference));
            Redirect::to(&format!("{path}?token={token}&new=1")).into_response()
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
    FormBody(body): FormBody,
) -> Response {
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let token = query(&uri, "token").unwrap_or_default();
    let fields = read_form(&body);
    let t = |key: &'static str| Text::new(key).format(&pages.catalog, lang);
    // Done: back to the booking's page (a reload does not send it again).
    let done = |what: &str| {
        let path = lang.localize(&format!("/book/{reference}"));
        let token = url::form_urlencoded::byte_serialize(token.as_bytes()).collect::<String>();
        Redirect::to(&format!("{path}?token={token}&done={what}")).into_response()
    };
    let (status, notice) = match fields.get("action").map(String::as_str) {
        Some("cancel") => match pages.booking.cancel_by_token(&reference, &token).await {
            Ok(true) => return done("cancelled"),
            Ok(false) => (StatusCode::NOT_FOUND, t("booking-not-found")),
            Err(error) => {
                tracing::error!(%error, "cancelling from the page");
                (StatusCode::SERVICE_UNAVAILABLE, t("booking-failed"))
            }
        },
        Some("move") => {
            let start = fields.get("start").and_then(|s| OffsetDateTime::parse(s.trim(), &Rfc3339).ok());
            match start {
                None => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-bad-start")),
                Some(start) => match pages.booking.move_to(&reference, &token, start).await {
                    Ok(Ok(_)) => return done("moved"),
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
        _ => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-bad-start")),
    };
    let loaded = match booked_page(&pages, lang, &reference, &token, None, Some(notice)).await {
        Loaded::Page { status: loaded, page } if loaded == StatusCode::OK => Loaded::Page { status, page },
        other => other,
    };
    personal_page_with(&pages, client.0, &uri, user, loaded).await
}
