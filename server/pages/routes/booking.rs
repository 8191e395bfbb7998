//! The booking pages: `/book` (choose the kind, a day, a time, then the details) and
//! `/book/{reference}?token=…` (the booking's own page: what, when, where; move it or
//! cancel it). Both are forms that post to their own page and work without
//! JavaScript: the server renders the days with free times as links and the day's
//! times as radio buttons, checks what was sent, and answers with each field's
//! message (422), the next free times when the slot went meanwhile (409), or a 303 to
//! the booking's page. Their actions are [`book`] and [`change`].

use std::collections::BTreeMap;

use axum::http::StatusCode;
use serde::Serialize;
use time::format_description::well_known::Rfc3339;
use time::{Date, OffsetDateTime};
use ts_rs::TS;

use crate::pages::Pages;
use crate::pages::page::{ActionContext, IntoLoaded, LoadContext, Loaded, NoData, PageError, Unavailable, Unreadable};
use crate::booking::{Booking, BookingForm, Kind, Refused, Stored, iso};
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

/// What a booking's own page can show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum BookedState {
    /// The booking (perhaps cancelled), to move or cancel.
    Ready,
    /// No such booking, or the link's token is wrong.
    Invalid,
}

/// `/book/{reference}?token=…`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct BookedData {
    pub state: BookedState,
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
) -> Result<Loaded, PageError> {
    let booking = &pages.booking;
    let kind = Kind::parse(&values.kind).unwrap_or(Kind::Call);
    // The chosen time's day stays chosen when the form comes back.
    let start_day = OffsetDateTime::parse(values.start.trim(), &Rfc3339).ok().map(|s| in_copenhagen(s).date().to_string());
    let day = day.map(str::to_owned).or(start_day);
    let picker = picker(booking, kind, day.as_deref(), lang).await.or_page("the booking page's free times", NoData {})?;
    Ok(Loaded::ok(BookingData {
        picker,
        call_minutes: booking.minutes(Kind::Call),
        visit_minutes: booking.minutes(Kind::Visit),
        values: BookingForm { kind: kind.code().into(), ..values },
        errors,
        notice,
    }))
}

/// `/book?kind=call|visit&day=YYYY-MM-DD`.
pub async fn load_booking(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
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
pub async fn booked_page(
    pages: &Pages,
    lang: Lang,
    reference: &str,
    token: &str,
    day: Option<&str>,
    notice: Option<String>,
) -> Result<Loaded, PageError> {
    let booking = &pages.booking;
    let Some(stored) = booking.by_token(reference, token).await.or_page("a booking's page", NoData {})? else {
        let page = BookedData { state: BookedState::Invalid, booking: None, token: String::new(), notice: None, picker: None };
        return Ok(Loaded::with(StatusCode::NOT_FOUND, page));
    };
    let picker = match stored.cancelled_at {
        Some(_) => None,
        None => picker(booking, stored.kind, day, lang).await.ok(),
    };
    Ok(Loaded::ok(BookedData { state: BookedState::Ready, booking: Some(view(booking, &stored, lang)), token: token.to_owned(), notice, picker }))
}

/// `/book/{reference}?token=…&new=1&day=…`.
pub async fn load_booked(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let reference = cx.param("reference");
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

/// `POST /book`: books the chosen time, or answers the page again with its messages.
pub async fn book(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let form: BookingForm = cx.fields()?;
    let (pages, lang) = (cx.pages, cx.lang);
    let t = |key: &'static str| Text::new(key).format(&pages.catalog, lang);
    let answer = async |status: StatusCode, errors: BTreeMap<String, String>, notice: String| {
        let page = booking_page(pages, lang, form.clone(), None, errors, Some(notice)).await;
        Ok(page.into_loaded().answering(status))
    };
    let request = match pages.booking.check(&form) {
        Ok(request) => request,
        Err(errors) => return answer(StatusCode::UNPROCESSABLE_ENTITY, errors.in_words(&pages.catalog, lang), t("validation-invalid")).await,
    };
    match pages.booking.reserve(&cx.client.0).await {
        Ok(count) if !count.allowed => {
            let notice = Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64).format(&pages.catalog, lang);
            return answer(StatusCode::TOO_MANY_REQUESTS, BTreeMap::new(), notice).await;
        }
        Ok(_) => {}
        Err(error) => {
            tracing::error!(%error, "booking limit");
            return answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), t("booking-failed")).await;
        }
    }
    match pages.booking.book(&request, lang).await {
        Ok(Ok((stored, token))) => Ok(Loaded::Redirect(format!("/book/{}?token={token}&new=1", stored.reference))),
        Ok(Err(Refused::NotBookable(_))) => {
            let errors = BTreeMap::from([("start".to_owned(), t("booking-not-bookable"))]);
            answer(StatusCode::UNPROCESSABLE_ENTITY, errors, t("booking-not-bookable")).await
        }
        Ok(Err(_)) => answer(StatusCode::CONFLICT, BTreeMap::new(), t("booking-slot-taken")).await,
        Err(error) => {
            tracing::error!(%error, "booking from the form");
            answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), t("booking-failed")).await
        }
    }
}

/// What a booking's page sends: cancel it, or move it to `start` (RFC 3339).
#[derive(serde::Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
enum BookedAction {
    Cancel,
    Move {
        #[serde(default)]
        start: String,
    },
}

/// `POST /book/{reference}?token=…`: cancels the booking or moves it; done, back to
/// the booking's page (a reload does not send it again), else that page with why not.
pub async fn change(cx: &ActionContext<'_>) -> Result<Loaded, Unreadable> {
    let action: BookedAction = cx.fields()?;
    let (pages, lang) = (cx.pages, cx.lang);
    let reference = cx.param("reference");
    let token = cx.query_param("token").unwrap_or_default();
    let t = |key: &'static str| Text::new(key).format(&pages.catalog, lang);
    let done = |what: &str| {
        let token = url::form_urlencoded::byte_serialize(token.as_bytes()).collect::<String>();
        Ok(Loaded::Redirect(format!("/book/{reference}?token={token}&done={what}")))
    };
    let (status, notice) = match action {
        BookedAction::Cancel => match pages.booking.cancel_by_token(reference, &token).await {
            Ok(true) => return done("cancelled"),
            Ok(false) => (StatusCode::NOT_FOUND, t("booking-not-found")),
            Err(error) => {
                tracing::error!(%error, "cancelling from the page");
                (StatusCode::SERVICE_UNAVAILABLE, t("booking-failed"))
            }
        },
        BookedAction::Move { start } => match OffsetDateTime::parse(start.trim(), &Rfc3339) {
            Err(_) => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-bad-start")),
            Ok(start) => match pages.booking.move_to(reference, &token, start).await {
                Ok(Ok(_)) => return done("moved"),
                Ok(Err(Refused::Taken(_))) => (StatusCode::CONFLICT, t("booking-slot-taken")),
                Ok(Err(Refused::NotBookable(_))) => (StatusCode::UNPROCESSABLE_ENTITY, t("booking-not-bookable")),
                Ok(Err(Refused::NotFound)) => (StatusCode::NOT_FOUND, t("booking-not-found")),
                Err(error) => {
                    tracing::error!(%error, "moving from the page");
                    (StatusCode::SERVICE_UNAVAILABLE, t("booking-failed"))
                }
            },
        },
    };
    let page = booked_page(pages, lang, reference, &token, None, Some(notice)).await;
    Ok(page.into_loaded().answering(status))
}
