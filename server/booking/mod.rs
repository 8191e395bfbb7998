//! Booking a time (issue 22, first part): the free 10-minute call and the site visit,
//! in slots computed in Europe/Copenhagen from the opening hours, minus Danish public
//! holidays, blocked times and what is booked; `GET /api/booking/slots` and
//! `POST /api/booking`, where the database (one booking per seat of a slot) makes a
//! double booking impossible across instances, and the booking's own link cancels it.
//! The page, the mails with the calendar invitation and the back office follow.

pub mod calendar;

use axum::Router;
use axum::extract::{FromRef, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Json, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;
use sha2::Digest;
use time::format_description::well_known::Rfc3339;
use time::{Date, Duration, OffsetDateTime, Time};

use calendar::Hours;
use crate::http::client::{ClientAddr, TrustedProxies};
use crate::http::validation::{Email, FieldErrors, chars};
use crate::http::{ApiError, ApiJson, ApiLang, ApiResult, no_store};
use crate::platform::db::now_rfc3339;
use crate::platform::limits::{Limit, Limits};
use crate::platform::{Clock, Db};

/// What can be booked, when and how much.
#[derive(Debug, Clone, clap::Args)]
pub struct BookingSettings {
    /// Minutes of the free call.
    #[arg(long, env = "BOOKING_CALL_MINUTES", default_value_t = 10)]
    pub booking_call_minutes: i64,
    /// Minutes of a site visit.
    #[arg(long, env = "BOOKING_VISIT_MINUTES", default_value_t = 60)]
    pub booking_visit_minutes: i64,
    /// Bookings one slot takes.
    #[arg(long, env = "BOOKING_CAPACITY", default_value_t = 1)]
    pub booking_capacity: i64,
    /// How many days ahead can be booked.
    #[arg(long, env = "BOOKING_DAYS_AHEAD", default_value_t = 30)]
    pub booking_days_ahead: i64,
    /// The least notice, in hours.
    #[arg(long, env = "BOOKING_NOTICE_HOURS", default_value_t = 2)]
    pub booking_notice_hours: i64,
    /// Site visits: the postcodes served, as ranges (Copenhagen and surroundings).
    #[arg(long, env = "BOOKING_SERVICE_AREA", default_value = "1000-2990,3000-3699,4000-4099")]
    pub booking_service_area: String,
}

/// Bookings one client address may make in an hour.
pub const BOOKINGS_PER_ADDRESS: Limit = Limit::per_minutes(10, 60);

/// The booking service.
#[derive(Clone)]
pub struct Booking {
    db: Db,
    clock: Clock,
    limits: Limits,
    settings: BookingSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Call,
    Visit,
}

impl Kind {
    fn parse(code: &str) -> Option<Kind> {
        match code {
            "call" => Some(Kind::Call),
            "visit" => Some(Kind::Visit),
            _ => None,
        }
    }
    fn code(self) -> &'static str {
        match self {
            Kind::Call => "call",
            Kind::Visit => "visit",
        }
    }
}

fn utc_text(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC).format(&Rfc3339).expect("formats")
}

impl Booking {
    pub fn new(db: Db, clock: Clock, limits: Limits, settings: BookingSettings) -> Booking {
        Booking { db, clock, limits, settings }
    }

    /// The opening hours of a kind (the site's texts: calls 8–17, visits 8–16).
    fn hours(&self, kind: Kind) -> Hours {
        let at = |h| Time::from_hms(h, 0, 0).expect("an hour");
        match kind {
            Kind::Call => Hours { minutes: self.settings.booking_call_minutes, opens: at(8), closes: at(17) },
            Kind::Visit => Hours { minutes: self.settings.booking_visit_minutes, opens: at(8), closes: at(16) },
        }
    }

    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::from_unix_timestamp_nanos(i128::from(self.clock.unix_ms()) * 1_000_000).expect("a time")
    }

    /// Whether a postcode is in the service area.
    pub fn serves(&self, postcode: &str) -> bool {
        let Ok(code) = postcode.parse::<u32>() else { return false };
        self.settings.booking_service_area.split(',').any(|range| {
            let (low, high) = range.trim().split_once('-').unwrap_or((range.trim(), range.trim()));
            matches!((low.parse::<u32>(), high.parse::<u32>()), (Ok(low), Ok(high)) if (low..=high).contains(&code))
        })
    }

    /// The free slots of a kind from a date for some days (within the days ahead).
    pub async fn free_slots(&self, kind: Kind, from: Date, days: i64) -> Result<Vec<OffsetDateTime>, sqlx::Error> {
        let now = self.now();
        let today = crate::platform::clock::in_copenhagen(now).date();
        let last = today + Duration::days(self.settings.booking_days_ahead);
        let from = from.max(today);
        let days = days.clamp(0, 31).min((last - from).whole_days() + 1).max(0);
        let candidates = calendar::slots(self.hours(kind), from, days, now, Duration::hours(self.settings.booking_notice_hours));
        let (Some(first), Some(end)) = (candidates.first(), candidates.last()) else { return Ok(Vec::new()) };
        let booked: Vec<(String, i64)> = sqlx::query_as(
            "select starts_at, count(*) from bookings where kind = $1 and cancelled_at is null and starts_at >= $2 and starts_at <= $3
             group by starts_at",
        )
        .bind(kind.code())
        .bind(utc_text(*first))
        .bind(utc_text(*end))
        .fetch_all(&self.db)
        .await?;
        let blocks: Vec<(String, String)> = sqlx::query_as("select starts_at, ends_at from booking_blocks where ends_at > $1 and starts_at < $2")
            .bind(utc_text(*first))
            .bind(utc_text(*end + Duration::minutes(self.hours(kind).minutes)))
            .fetch_all(&self.db)
            .await?;
        let length = Duration::minutes(self.hours(kind).minutes);
        Ok(candidates
            .into_iter()
            .filter(|start| {
                let key = utc_text(*start);
                let taken = booked.iter().find(|(at, _)| *at == key).map(|(_, n)| *n).unwrap_or(0);
                let (from, to) = (utc_text(*start), utc_text(*start + length));
                taken < self.settings.booking_capacity && !blocks.iter().any(|(s, e)| *s < to && *e > from)
            })
            .collect())
    }
}

/// `/api/booking/slots`, `/api/booking`, `/api/booking/{reference}/cancel` (to nest
/// under `/api`).
pub fn router<S>() -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    Booking: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    Router::new()
        .route("/booking/slots", get(slots))
        .route("/booking", post(book))
        .route("/booking/{reference}/cancel", post(cancel))
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

fn iso(at: OffsetDateTime) -> String {
    crate::platform::clock::in_copenhagen(at).format(&Rfc3339).expect("formats")
}

/// `GET /api/booking/slots?kind=call|visit&from=YYYY-MM-DD&days=N`: the free starts,
/// in Copenhagen time with the offset (`2027-03-30T08:00:00+02:00`).
async fn slots(State(booking): State<Booking>, Query(query): Query<SlotsQuery>) -> ApiResult<Response> {
    let kind = Kind::parse(&query.kind).ok_or_else(|| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "booking-bad-kind"))?;
    let from = Date::parse(&query.from, time::macros::format_description!("[year]-[month]-[day]"))
        .unwrap_or_else(|_| crate::platform::clock::in_copenhagen(booking.now()).date());
    let found = booking.free_slots(kind, from, query.days.unwrap_or(7)).await?;
    let minutes = booking.hours(kind).minutes;
    let list: Vec<_> =
        found.into_iter().map(|s| json!({"start": iso(s), "end": iso(s + Duration::minutes(minutes))})).collect();
    Ok(no_store(Json(json!({ "kind": kind.code(), "minutes": minutes, "slots": list })).into_response()))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct BookBody {
    kind: String,
    start: String,
    name: String,
    email: String,
    phone: String,
    address: Option<String>,
    postcode: Option<String>,
    message: Option<String>,
}

/// `POST /api/booking {kind, start, name, email, phone, address?, postcode?, message?}`
/// → 201 `{reference, cancelToken}`; a slot taken meanwhile → 409 with the next free.
async fn book(
    State(booking): State<Booking>,
    lang: ApiLang,
    ClientAddr(client): ClientAddr,
    ApiJson(body): ApiJson<BookBody>,
) -> ApiResult<Response> {
    let mut errors = FieldErrors::default();
    let kind = errors.check("kind", Kind::parse(&body.kind).ok_or("booking-bad-kind"));
    let start = errors.check(
        "start",
        OffsetDateTime::parse(body.start.trim(), &Rfc3339).map_err(|_| "booking-bad-start"),
    );
    let name = body.name.trim().to_owned();
    if name.is_empty() {
        errors.0.push(("name", "validation-checkout-name-required"));
    } else if chars(&name) > 100 {
        errors.0.push(("name", "validation-checkout-name-too-long"));
    }
    let email = errors.check("email", Email::parse(&body.email));
    let phone = errors.check("phone", crate::checkout::order::phone(&body.phone));
    let postcode = body.postcode.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned);
    let address = body.address.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned);
    if kind == Some(Kind::Visit) {
        if address.is_none() {
            errors.0.push(("address", "validation-checkout-address-required"));
        }
        match postcode.as_deref().and_then(crate::checkout::fields::postcode) {
            None => errors.0.push(("postcode", "validation-checkout-postcode-invalid")),
            Some(code) if !booking.serves(&code) => errors.0.push(("postcode", "booking-outside-area")),
            Some(_) => {}
        }
    }
    let message = body.message.as_deref().map(str::trim).filter(|m| !m.is_empty()).map(str::to_owned);
    if message.as_deref().is_some_and(|m| chars(m) > 2000) {
        errors.0.push(("message", "validation-checkout-comment-too-long"));
    }
    let (Some(kind), Some(start), Some(email), Some(phone)) = (kind, start, email, phone) else { return Err(errors.into()) };
    if !errors.is_empty() {
        return Err(errors.into());
    }
    let count = booking.limits.reserve_within(&format!("booking:address:{client}"), BOOKINGS_PER_ADDRESS).await?;
    if !count.allowed {
        return Err(ApiError::new(StatusCode::TOO_MANY_REQUESTS, "checkout-rate-limited")
            .with_arg("minutes", count.minutes())
            .with_retry_after(count.resets_in.as_secs().max(1)));
    }
    // Only a slot the calendar offers now can be booked.
    let day = crate::platform::clock::in_copenhagen(start).date();
    let free = booking.free_slots(kind, day, 1).await?;
    let next = |free: &[OffsetDateTime]| free.iter().take(5).map(|s| iso(*s)).collect::<Vec<_>>();
    if !free.contains(&start) {
        let later = booking.free_slots(kind, day, 7).await?;
        return Err(ApiError::new(StatusCode::CONFLICT, "booking-slot-taken").with_field("nextSlots", next(&later)));
    }
    let reference = format!("B-{}", hex::encode(rand::random::<[u8; 4]>()).to_uppercase());
    let token = hex::encode(rand::random::<[u8; 24]>());
    // A seat the database gives: the partial unique index refuses a taken one.
    for seat in 1..=booking.settings.booking_capacity {
        let inserted = sqlx::query(
            "insert into bookings (id, reference, kind, starts_at, seat, name, email, phone, address, postcode, message, lang,
                                   token_hash, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
        )
        .bind(hex::encode(rand::random::<[u8; 16]>()))
        .bind(&reference)
        .bind(kind.code())
        .bind(utc_text(start))
        .bind(seat)
        .bind(&name)
        .bind(email.as_str())
        .bind(&phone)
        .bind(&address)
        .bind(&postcode)
        .bind(&message)
        .bind(lang.0.code())
        .bind(hex::encode(sha2::Sha256::digest(token.as_bytes())))
        .bind(now_rfc3339())
        .execute(&booking.db)
        .await;
        match inserted {
            Ok(_) => {
                tracing::info!(reference, kind = kind.code(), start = %iso(start), "booked");
                return Ok(no_store(
                    (StatusCode::CREATED, Json(json!({ "reference": reference, "start": iso(start), "cancelToken": token })))
                        .into_response(),
                ));
            }
            Err(sqlx::Error::Database(error)) if error.is_unique_violation() => continue,
            Err(error) => return Err(error.into()),
        }
    }
    let later = booking.free_slots(kind, day, 7).await?;
    Err(ApiError::new(StatusCode::CONFLICT, "booking-slot-taken").with_field("nextSlots", next(&later)))
}

#[derive(Deserialize)]
struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// `POST /api/booking/{reference}/cancel?token=…`: the booking's own link cancels it;
/// its slot is free again.
async fn cancel(State(booking): State<Booking>, Path(reference): Path<String>, Query(query): Query<TokenQuery>) -> ApiResult<Response> {
    let done = sqlx::query("update bookings set cancelled_at = $1 where reference = $2 and token_hash = $3 and cancelled_at is null")
        .bind(now_rfc3339())
        .bind(&reference)
        .bind(hex::encode(sha2::Sha256::digest(query.token.as_bytes())))
        .execute(&booking.db)
        .await?;
    if done.rows_affected() == 0 {
        return Err(ApiError::new(StatusCode::NOT_FOUND, "booking-not-found"));
    }
    tracing::info!(reference, "booking cancelled");
    Ok(no_store(Json(json!({ "reference": reference, "cancelled": true })).into_response()))
}
