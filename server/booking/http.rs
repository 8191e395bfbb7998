//! The booking's JSON API (nested under `/api`): the free slots, booking, the
//! customer's own link (move, cancel), and the back office's week, cancel and blocks.

use axum::Router;
use axum::extract::{FromRef, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};
use serde_json::json;
use time::format_description::well_known::Rfc3339;
use time::{Date, Duration, OffsetDateTime, Time};

use super::{Booking, BookingForm, Kind, Refused, Stored, calendar, iso, parse_clock, parse_date};
use crate::accounts::{Accounts, AdminUser};
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::i18n::format::clock_time;
use crate::platform::clock::in_copenhagen;

pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Booking: FromRef<S>,
    Accounts: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/booking/slots", get(slots))
        .route("/booking", post(book))
        .route("/booking/{reference}/cancel", post(cancel))
        .route("/booking/{reference}/move", post(move_booking))
        .route("/admin/bookings", get(admin_week))
        .route("/admin/bookings/{reference}/cancel", post(admin_cancel))
        .route("/admin/bookings/blocks", post(admin_block))
        .route("/admin/bookings/blocks/{id}", delete(admin_unblock))
}

#[derive(Deserialize)]
struct SlotsQuery {
    #[serde(default)]
    kind: String,
    #[serde(default)]
    from: String,
    #[serde(default)]
    days: Option<i64>,
}

/// `GET /api/booking/slots?kind=call|visit&from=YYYY-MM-DD&days=N`: the free starts,
/// in Copenhagen time with the offset (`2027-03-30T08:00:00+02:00`).
async fn slots(State(booking): State<Booking>, Query(query): Query<SlotsQuery>) -> ApiResult<Response> {
    let kind = Kind::parse(&query.kind).ok_or_else(|| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "booking-bad-kind"))?;
    let from = parse_date(&query.from).unwrap_or_else(|| booking.today());
    let found = booking.free_slots(kind, from, query.days.unwrap_or(7)).await?;
    let minutes = booking.minutes(kind);
    let list: Vec<_> = found.into_iter().map(|s| json!({"start": iso(s), "end": iso(s + Duration::minutes(minutes))})).collect();
    Ok(no_store(Json(json!({ "kind": kind.code(), "minutes": minutes, "slots": list })).into_response()))
}

/// A refusal as the API answers it: 409 with the next free slots when someone else
/// took the slot, 422 with them when the time cannot be booked at all, or 404.
fn refused(refusal: Refused) -> ApiError {
    match refusal {
        Refused::Taken(next) => ApiError::new(StatusCode::CONFLICT, "booking-slot-taken")
            .with_field("nextSlots", next.into_iter().map(iso).collect::<Vec<_>>()),
        Refused::NotBookable(next) => ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "booking-not-bookable")
            .with_field("nextSlots", next.into_iter().map(iso).collect::<Vec<_>>()),
        Refused::NotFound => ApiError::new(StatusCode::NOT_FOUND, "booking-not-found"),
    }
}

/// `POST /api/booking {kind, start, name, email, phone, address?, postcode?, message?}`
/// → 201 `{reference, start, manageUrl}`; a slot taken meanwhile → 409 with the next
/// free ones.
async fn book(
    State(booking): State<Booking>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    ApiJson(form): ApiJson<BookingForm>,
) -> ApiResult<Response> {
    let request = booking.check(&form)?;
    let count = booking.reserve(&client).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "checkout-rate-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    let (stored, token) = booking.book(&request, lang.0).await?.map_err(refused)?;
    let manage = booking.manage_url(&stored, &token);
    Ok(no_store(
        (StatusCode::CREATED, Json(json!({ "reference": stored.reference, "start": iso(stored.start), "manageUrl": manage })))
            .into_response(),
    ))
}

#[derive(Deserialize)]
struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// `POST /api/booking/{reference}/cancel?token=…`: the booking's own link cancels it;
/// its slot is free again.
async fn cancel(State(booking): State<Booking>, Path(reference): Path<String>, Query(query): Query<TokenQuery>) -> ApiResult<Response> {
    if !booking.cancel_by_token(&reference, &query.token).await? {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "booking-not-found"));
    }
    Ok(no_store(Json(json!({ "reference": reference, "cancelled": true })).into_response()))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct MoveBody {
    start: String,
}

/// `POST /api/booking/{reference}/move?token=… {start}`: to another free slot.
async fn move_booking(
    State(booking): State<Booking>,
    Path(reference): Path<String>,
    Query(query): Query<TokenQuery>,
    ApiJson(body): ApiJson<MoveBody>,
) -> ApiResult<Response> {
    let start = OffsetDateTime::parse(body.start.trim(), &Rfc3339).map_err(|_| {
        let mut errors = crate::http::validation::FieldErrors::default();
        errors.0.push(("start", "booking-bad-start"));
        ApiError::from(errors)
    })?;
    let moved = booking.move_to(&reference, &query.token, start).await?.map_err(refused)?;
    Ok(no_store(Json(json!({ "reference": moved.reference, "start": iso(moved.start) })).into_response()))
}

/// One booking as the back office shows it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminBooking {
    pub reference: String,
    pub kind: Kind,
    /// Copenhagen time with its offset.
    pub start: String,
    pub end: String,
    /// The local day (`YYYY-MM-DD`) and times (`08:00`).
    pub day: String,
    pub from: String,
    pub to: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub postcode: Option<String>,
    pub message: Option<String>,
    pub lang: crate::i18n::Lang,
    pub created_at: String,
    pub cancelled: bool,
    /// `customer` or `business`.
    pub cancelled_by: Option<String>,
}

/// A blocked period as the back office shows it.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminBlock {
    pub id: String,
    pub start: String,
    pub end: String,
    pub reason: Option<String>,
}

/// A day of the back office's calendar.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct AdminDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// "mandag 3. maj 2027" in the page's language, and "mandag 3. maj" for a week.
    pub label: String,
    pub short: String,
    /// A public holiday or a weekend: closed.
    pub closed: bool,
    pub bookings: Vec<AdminBooking>,
    pub blocks: Vec<AdminBlock>,
}

/// The back office's days: from a date, one day or a week.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct BookingsWeek {
    /// `day` or `week`.
    pub view: String,
    /// The first day shown, the one before and after the period (`YYYY-MM-DD`).
    pub from: String,
    pub previous: String,
    pub next: String,
    pub today: String,
    pub days: Vec<AdminDay>,
}

impl Booking {
    fn admin_view(&self, booking: &Stored) -> AdminBooking {
        let start = in_copenhagen(booking.start);
        let end = in_copenhagen(booking.start + Duration::minutes(self.minutes(booking.kind)));
        AdminBooking {
            reference: booking.reference.clone(),
            kind: booking.kind,
            start: iso(booking.start),
            end: iso(end),
            day: start.date().to_string(),
            from: clock_time(start.time()),
            to: clock_time(end.time()),
            name: booking.name.clone(),
            email: booking.email.clone(),
            phone: booking.phone.clone(),
            address: booking.address.clone(),
            postcode: booking.postcode.clone(),
            message: booking.message.clone(),
            lang: booking.lang,
            created_at: booking.created_at.clone(),
            cancelled: booking.cancelled_at.is_some(),
            cancelled_by: booking.cancelled_by.clone(),
        }
    }

    /// The back office's days: `week` is Monday to Sunday around `from`; `day` is one.
    pub async fn week(&self, from: Option<Date>, view: &str, lang: crate::i18n::Lang) -> Result<BookingsWeek, sqlx::Error> {
        let today = self.today();
        let from = from.unwrap_or(today);
        let (first, count) = if view == "day" {
            (from, 1)
        } else {
            (from - Duration::days(i64::from(from.weekday().number_days_from_monday())), 7)
        };
        let start = calendar::local_moment(first, Time::MIDNIGHT);
        let end = calendar::local_moment(first + Duration::days(count), Time::MIDNIGHT);
        let bookings = self.between(start, end).await?;
        let blocks = self.blocks_between(start, end).await?;
        let days = (0..count)
            .map(|n| {
                let date = first + Duration::days(n);
                let (day_start, day_end) =
                    (calendar::local_moment(date, Time::MIDNIGHT), calendar::local_moment(date + Duration::days(1), Time::MIDNIGHT));
                AdminDay {
                    date: date.to_string(),
                    label: crate::i18n::format::long_day(date, lang),
                    short: format!("{} {}", crate::i18n::format::weekday(date, lang), crate::i18n::format::day_month_short(date, lang)),
                    closed: matches!(date.weekday(), time::Weekday::Saturday | time::Weekday::Sunday)
                        || calendar::holiday(date) == Some(calendar::Closed::AllDay),
                    bookings: bookings
                        .iter()
                        .filter(|b| in_copenhagen(b.start).date() == date)
                        .map(|b| self.admin_view(b))
                        .collect(),
                    blocks: blocks
                        .iter()
                        .filter(|b| b.start < day_end && b.end > day_start)
                        .map(|b| AdminBlock { id: b.id.clone(), start: iso(b.start), end: iso(b.end), reason: b.reason.clone() })
                        .collect(),
                }
            })
            .collect();
        Ok(BookingsWeek {
            view: if view == "day" { "day".into() } else { "week".into() },
            from: first.to_string(),
            previous: (first - Duration::days(count)).to_string(),
            next: (first + Duration::days(count)).to_string(),
            today: today.to_string(),
            days,
        })
    }
}

#[derive(Deserialize, Default)]
#[serde(default)]
pub struct WeekQuery {
    pub from: String,
    pub view: String,
}

/// `GET /api/admin/bookings?from=YYYY-MM-DD&view=day|week`.
async fn admin_week(
    State(booking): State<Booking>,
    _admin: AdminUser,
    lang: ApiLang,
    Query(query): Query<WeekQuery>,
) -> ApiResult<Response> {
    let week = booking.week(parse_date(&query.from), &query.view, lang.0).await?;
    Ok(no_store(Json(week).into_response()))
}

/// `POST /api/admin/bookings/{reference}/cancel`: mails the customer.
async fn admin_cancel(State(booking): State<Booking>, admin: AdminUser, Path(reference): Path<String>) -> ApiResult<Response> {
    if !booking.cancel_by_business(&reference).await? {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "booking-not-found"));
    }
    tracing::info!(reference, admin = admin.0.email, "booking cancelled by the business");
    Ok(no_store(Json(json!({ "reference": reference, "cancelled": true })).into_response()))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct BlockBody {
    /// The first day blocked (`YYYY-MM-DD`).
    date: String,
    /// The last day, for a range of whole days (default: `date`).
    until: Option<String>,
    /// A time range of the day (`HH:MM`), both or neither.
    from: Option<String>,
    to: Option<String>,
    reason: Option<String>,
}

/// `POST /api/admin/bookings/blocks {date, until?, from?, to?, reason?}`: blocks whole
/// days, or a time range of one day.
async fn admin_block(State(booking): State<Booking>, _admin: AdminUser, ApiJson(body): ApiJson<BlockBody>) -> ApiResult<Response> {
    let mut errors = crate::http::validation::FieldErrors::default();
    let first = errors.check("date", parse_date(&body.date).ok_or("booking-block-bad-date"));
    let last = match body.until.as_deref().filter(|u| !u.trim().is_empty()) {
        Some(until) => errors.check("until", parse_date(until).filter(|d| first.is_none_or(|f| *d >= f)).ok_or("booking-block-bad-date")),
        None => first,
    };
    let times = match (body.from.as_deref().filter(|t| !t.is_empty()), body.to.as_deref().filter(|t| !t.is_empty())) {
        (None, None) => None,
        (from, to) => {
            let range = from.and_then(parse_clock).zip(to.and_then(parse_clock)).filter(|(f, t)| f < t);
            errors.check("to", range.map(Some).ok_or("booking-block-bad-time")).flatten()
        }
    };
    let reason = body.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).map(|r| r.chars().take(200).collect::<String>());
    let (Some(first), Some(last)) = (first, last) else { return Err(errors.into()) };
    if !errors.is_empty() {
        return Err(errors.into());
    }
    // Whole days are one block; a time range is blocked on each day of the range.
    let mut made = Vec::new();
    match times {
        None => {
            let (start, end) = (calendar::local_moment(first, Time::MIDNIGHT), calendar::local_moment(last + Duration::days(1), Time::MIDNIGHT));
            made.push(json!({ "id": booking.block(start, end, reason.as_deref()).await?, "start": iso(start), "end": iso(end) }));
        }
        Some((from, to)) => {
            let mut date = first;
            while date <= last && made.len() < 62 {
                let (start, end) = (calendar::local_moment(date, from), calendar::local_moment(date, to));
                made.push(json!({ "id": booking.block(start, end, reason.as_deref()).await?, "start": iso(start), "end": iso(end) }));
                date += Duration::days(1);
            }
        }
    }
    Ok(no_store((StatusCode::CREATED, Json(json!({ "blocks": made }))).into_response()))
}

/// `DELETE /api/admin/bookings/blocks/{id}`.
async fn admin_unblock(State(booking): State<Booking>, _admin: AdminUser, Path(id): Path<String>) -> ApiResult<Response> {
    if !booking.unblock(&id).await? {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "booking-not-found"));
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
