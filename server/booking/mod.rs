//! Booking a time: the free 10-minute call and the site visit, in slots computed in
//! Europe/Copenhagen from the opening hours, minus Danish public holidays, the times
//! the business blocks and what is booked. The database (one booking per seat of a
//! slot, a partial unique index) makes a double booking impossible across instances.
//! The customer gets a confirmation with a calendar invitation (`ics`) and a link of
//! their own to move or cancel; the business gets the same invitation; a reminder
//! goes the day before at 16:00, once (`reminder`). The pages are `/book` and
//! `/book/{reference}`; the back office's `/admin/bookings` shows the days and weeks,
//! cancels and blocks (`http`).

pub mod calendar;
pub mod http;
pub mod ics;
pub mod notices;
pub mod reminder;

use serde::{Deserialize, Serialize};
use sha2::Digest;
use time::format_description::well_known::Rfc3339;
use time::{Date, Duration, OffsetDateTime, Time};

use calendar::Hours;
use crate::http::validation::{Email, FieldErrors, chars};
use crate::i18n::Lang;
use crate::mail::Mailer;
use crate::platform::clock::in_copenhagen;
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
    /// When calls can be booked on a weekday, Copenhagen time (from-to).
    #[arg(long, env = "BOOKING_CALL_HOURS", default_value = "08:00-17:00")]
    pub booking_call_hours: String,
    /// When site visits can be booked on a weekday, Copenhagen time (from-to).
    #[arg(long, env = "BOOKING_VISIT_HOURS", default_value = "08:00-16:00")]
    pub booking_visit_hours: String,
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

/// A wall-clock time `HH:MM`.
pub fn parse_clock(text: &str) -> Option<Time> {
    let (h, m) = text.trim().split_once(':')?;
    Time::from_hms(h.parse().ok()?, m.parse().ok()?, 0).ok()
}

/// A calendar day `YYYY-MM-DD` (what the booking pages, the API and the back office
/// put in their URLs; `Date`'s `Display` writes it back).
pub fn parse_date(text: &str) -> Option<Date> {
    Date::parse(text.trim(), time::macros::format_description!("[year]-[month]-[day]")).ok()
}

/// Opening hours as `HH:MM-HH:MM`.
fn parse_hours(text: &str) -> Option<(Time, Time)> {
    let (from, to) = text.trim().split_once('-')?;
    let (from, to) = (parse_clock(from)?, parse_clock(to)?);
    (from < to).then_some((from, to))
}

impl BookingSettings {
    /// What is wrong with the settings, for start-up.
    pub fn check(&self) -> anyhow::Result<()> {
        for (name, value) in [("BOOKING_CALL_HOURS", &self.booking_call_hours), ("BOOKING_VISIT_HOURS", &self.booking_visit_hours)] {
            anyhow::ensure!(parse_hours(value).is_some(), "{name} must be like 08:00-16:00, not {value:?}");
        }
        anyhow::ensure!(self.booking_call_minutes > 0 && self.booking_visit_minutes > 0, "booking minutes must be positive");
        anyhow::ensure!(self.booking_capacity > 0, "BOOKING_CAPACITY must be at least 1");
        Ok(())
    }
}

/// Bookings one client address may make in an hour.
pub const BOOKINGS_PER_ADDRESS: Limit = Limit::per_minutes(10, 60);

/// The booking service.
#[derive(Clone)]
pub struct Booking {
    db: Db,
    clock: Clock,
    limits: Limits,
    mailer: Mailer,
    settings: BookingSettings,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Call,
    Visit,
}

impl Kind {
    pub fn parse(code: &str) -> Option<Kind> {
        match code {
            "call" => Some(Kind::Call),
            "visit" => Some(Kind::Visit),
            _ => None,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            Kind::Call => "call",
            Kind::Visit => "visit",
        }
    }
}

fn utc_text(at: OffsetDateTime) -> String {
    at.to_offset(time::UtcOffset::UTC).format(&Rfc3339).expect("formats")
}

/// A moment in Copenhagen time with its offset: `2027-03-30T08:00:00+02:00`.
pub fn iso(at: OffsetDateTime) -> String {
    in_copenhagen(at).format(&Rfc3339).expect("formats")
}

fn token_hash(token: &str) -> String {
    hex::encode(sha2::Sha256::digest(token.as_bytes()))
}

/// A booking as stored.
#[derive(Debug, Clone)]
pub struct Stored {
    pub id: String,
    pub reference: String,
    pub kind: Kind,
    pub start: OffsetDateTime,
    pub sequence: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub postcode: Option<String>,
    pub message: Option<String>,
    pub lang: Lang,
    pub created_at: String,
    pub cancelled_at: Option<String>,
    pub cancelled_by: Option<String>,
}

type Row = (
    String,
    String,
    String,
    String,
    i64,
    String,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    String,
    String,
    Option<String>,
    Option<String>,
);

const COLUMNS: &str =
    "id, reference, kind, starts_at, sequence, name, email, phone, address, postcode, message, lang, created_at, cancelled_at, cancelled_by";

fn stored(row: Row) -> Option<Stored> {
    let (id, reference, kind, starts_at, sequence, name, email, phone, address, postcode, message, lang, created_at, cancelled_at, cancelled_by) =
        row;
    Some(Stored {
        id,
        reference,
        kind: Kind::parse(&kind)?,
        start: OffsetDateTime::parse(&starts_at, &Rfc3339).ok()?,
        sequence,
        name,
        email,
        phone,
        address,
        postcode,
        message,
        lang: lang.parse().unwrap_or(Lang::DEFAULT),
        created_at,
        cancelled_at,
        cancelled_by,
    })
}

/// A booking asked for, checked.
#[derive(Debug, Clone)]
pub struct Request {
    pub kind: Kind,
    pub start: OffsetDateTime,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub postcode: Option<String>,
    pub message: Option<String>,
}

/// What the booking form sends (the API's JSON and the page's form alike).
#[derive(Debug, Clone, Deserialize, Serialize, Default, ts_rs::TS)]
#[serde(default)]
pub struct BookingForm {
    pub kind: String,
    pub start: String,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub address: Option<String>,
    pub postcode: Option<String>,
    pub message: Option<String>,
}

/// Why a booking (or a move) was not made.
#[derive(Debug)]
pub enum Refused {
    /// Someone else has the slot (booked meanwhile): the next free ones.
    Taken(Vec<OffsetDateTime>),
    /// The calendar never offers that time (past, closed, a holiday, a blocked day,
    /// too soon, too far ahead, not on a slot's start): the next free ones.
    NotBookable(Vec<OffsetDateTime>),
    /// The booking is not there (or its link is wrong, or it is cancelled).
    NotFound,
}

impl Booking {
    pub fn new(db: Db, clock: Clock, limits: Limits, mailer: Mailer, settings: BookingSettings) -> Booking {
        Booking { db, clock, limits, mailer, settings }
    }

    pub fn settings(&self) -> &BookingSettings {
        &self.settings
    }

    /// The opening hours of a kind (the site's texts: calls 8–17, visits 8–16).
    pub fn hours(&self, kind: Kind) -> Hours {
        let (text, minutes) = match kind {
            Kind::Call => (&self.settings.booking_call_hours, self.settings.booking_call_minutes),
            Kind::Visit => (&self.settings.booking_visit_hours, self.settings.booking_visit_minutes),
        };
        let (opens, closes) = parse_hours(text).unwrap_or((Time::from_hms(8, 0, 0).expect("8"), Time::from_hms(16, 0, 0).expect("16")));
        Hours { minutes, opens, closes }
    }

    pub fn now(&self) -> OffsetDateTime {
        self.clock.now()
    }

    /// Today in Copenhagen.
    pub fn today(&self) -> Date {
        self.clock.copenhagen_today()
    }

    /// The last day that can be booked.
    pub fn last_day(&self) -> Date {
        self.today() + Duration::days(self.settings.booking_days_ahead)
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
        let today = in_copenhagen(now).date();
        let last = self.last_day();
        let from = from.max(today);
        let days = days.clamp(0, 62).min((last - from).whole_days() + 1).max(0);
        let hours = self.hours(kind);
        let candidates = calendar::slots(hours, from, days, now, Duration::hours(self.settings.booking_notice_hours));
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
        let length = Duration::minutes(hours.minutes);
        let blocks = self.blocks_between(*first, *end + length).await?;
        Ok(candidates
            .into_iter()
            .filter(|start| {
                let key = utc_text(*start);
                let taken = booked.iter().find(|(at, _)| *at == key).map(|(_, n)| *n).unwrap_or(0);
                let (from, to) = (*start, *start + length);
                taken < self.settings.booking_capacity && !blocks.iter().any(|b| b.start < to && b.end > from)
            })
            .collect())
    }

    /// Checks what a visitor sent: each field's message key, or the booking asked for.
    pub fn check(&self, form: &BookingForm) -> Result<Request, FieldErrors> {
        let mut errors = FieldErrors::default();
        let kind = errors.check("kind", Kind::parse(form.kind.trim()).ok_or("booking-bad-kind"));
        let start = errors.check("start", OffsetDateTime::parse(form.start.trim(), &Rfc3339).map_err(|_| "booking-bad-start"));
        let name = form.name.trim().to_owned();
        if name.is_empty() {
            errors.0.push(("name", "validation-checkout-name-required"));
        } else if chars(&name) > 100 {
            errors.0.push(("name", "validation-checkout-name-too-long"));
        }
        let email = errors.check("email", Email::parse(&form.email));
        let phone = errors.check("phone", crate::checkout::order::phone(&form.phone));
        let postcode = form.postcode.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned);
        let address = form.address.as_deref().map(str::trim).filter(|p| !p.is_empty()).map(str::to_owned);
        if kind == Some(Kind::Visit) {
            match &address {
                None => errors.0.push(("address", "validation-checkout-address-required")),
                Some(a) if chars(a) > 200 => errors.0.push(("address", "validation-checkout-address-too-long")),
                Some(_) => {}
            }
            match postcode.as_deref().and_then(crate::checkout::fields::postcode) {
                None => errors.0.push(("postcode", "validation-checkout-postcode-invalid")),
                Some(code) if !self.serves(&code) => errors.0.push(("postcode", "booking-outside-area")),
                Some(_) => {}
            }
        }
        let message = form.message.as_deref().map(str::trim).filter(|m| !m.is_empty()).map(str::to_owned);
        if message.as_deref().is_some_and(|m| chars(m) > 2000) {
            errors.0.push(("message", "validation-checkout-comment-too-long"));
        }
        match (kind, start, email, phone) {
            (Some(kind), Some(start), Some(email), Some(phone)) if errors.is_empty() => Ok(Request {
                kind,
                start,
                name,
                email: email.as_str().to_owned(),
                phone,
                // A call needs no address.
                address: address.filter(|_| kind == Kind::Visit),
                postcode: postcode.filter(|_| kind == Kind::Visit),
                message,
            }),
            _ => Err(errors),
        }
    }

    /// Counts a booking attempt from a client address against the hourly limit.
    pub async fn reserve(&self, client: &std::net::IpAddr) -> Result<crate::platform::limits::Count, sqlx::Error> {
        self.limits.reserve_within(&format!("booking:address:{client}"), BOOKINGS_PER_ADDRESS).await
    }

    /// The next free slots from a booking's day, for a refusal.
    async fn next_free(&self, kind: Kind, from: OffsetDateTime) -> Result<Vec<OffsetDateTime>, sqlx::Error> {
        let free = self.free_slots(kind, in_copenhagen(from).date(), 14).await?;
        Ok(free.into_iter().filter(|s| *s >= from).take(5).collect())
    }

    /// Why a start that is not free was refused: taken by someone else when the
    /// calendar offers it, otherwise not bookable at all.
    async fn refusal(&self, kind: Kind, start: OffsetDateTime) -> Result<Refused, sqlx::Error> {
        let next = self.next_free(kind, start.max(self.now())).await?;
        Ok(if self.offered(kind, start).await? { Refused::Taken(next) } else { Refused::NotBookable(next) })
    }

    /// Whether the calendar offers a start, booked or not: a slot of the opening hours
    /// on a working day within the days ahead, after the notice, not blocked.
    async fn offered(&self, kind: Kind, start: OffsetDateTime) -> Result<bool, sqlx::Error> {
        let day = in_copenhagen(start).date();
        if day < self.today() || day > self.last_day() {
            return Ok(false);
        }
        let hours = self.hours(kind);
        let notice = Duration::hours(self.settings.booking_notice_hours);
        if !calendar::slots(hours, day, 1, self.now(), notice).contains(&start) {
            return Ok(false);
        }
        Ok(self.blocks_between(start, start + Duration::minutes(hours.minutes)).await?.is_empty())
    }

    /// When the reminder of a booking is due: the day before at 16:00 in Copenhagen.
    pub fn reminder_at(start: OffsetDateTime) -> OffsetDateTime {
        let day = in_copenhagen(start).date() - Duration::days(1);
        calendar::local_moment(day, Time::from_hms(16, 0, 0).expect("16:00"))
    }

    /// Books a slot the calendar offers now; the database gives it a seat or refuses.
    /// The customer's confirmation and the business's notice are queued.
    pub async fn book(&self, request: &Request, lang: Lang) -> Result<Result<(Stored, String), Refused>, sqlx::Error> {
        let kind = request.kind;
        let free = self.free_slots(kind, in_copenhagen(request.start).date(), 1).await?;
        if !free.contains(&request.start) {
            return Ok(Err(self.refusal(kind, request.start).await?));
        }
        let reference = format!("B-{}", hex::encode(rand::random::<[u8; 4]>()).to_uppercase());
        let token = hex::encode(rand::random::<[u8; 24]>());
        let id = hex::encode(rand::random::<[u8; 16]>());
        let now = self.now();
        // Booked after the reminder's time (tomorrow morning, booked this evening): the
        // confirmation is the reminder.
        let reminded = (now >= Booking::reminder_at(request.start)).then(now_rfc3339);
        for seat in 1..=self.settings.booking_capacity {
            let inserted = sqlx::query(
                "insert into bookings (id, reference, kind, starts_at, seat, name, email, phone, address, postcode, message, lang,
                                       token_hash, created_at, reminded_at)
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
            )
            .bind(&id)
            .bind(&reference)
            .bind(kind.code())
            .bind(utc_text(request.start))
            .bind(seat)
            .bind(&request.name)
            .bind(&request.email)
            .bind(&request.phone)
            .bind(&request.address)
            .bind(&request.postcode)
            .bind(&request.message)
            .bind(lang.code())
            .bind(token_hash(&token))
            .bind(now_rfc3339())
            .bind(&reminded)
            .execute(&self.db)
            .await;
            match inserted {
                Ok(_) => {
                    tracing::info!(reference, kind = kind.code(), start = %iso(request.start), "booked");
                    let booking = self.find(&reference).await?.ok_or(sqlx::Error::RowNotFound)?;
                    self.mail_booked(&booking, &token).await;
                    return Ok(Ok((booking, token)));
                }
                Err(sqlx::Error::Database(error)) if error.is_unique_violation() => continue,
                Err(error) => return Err(error),
            }
        }
        Ok(Err(Refused::Taken(self.next_free(kind, request.start).await?)))
    }

    /// A booking by its reference.
    pub async fn find(&self, reference: &str) -> Result<Option<Stored>, sqlx::Error> {
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from bookings where reference = $1"))
            .bind(reference)
            .fetch_optional(&self.db)
            .await?;
        Ok(row.and_then(stored))
    }

    /// A booking by its reference and the token of its link (compared by hash).
    pub async fn by_token(&self, reference: &str, token: &str) -> Result<Option<Stored>, sqlx::Error> {
        if token.is_empty() {
            return Ok(None);
        }
        let row: Option<Row> = sqlx::query_as(&format!("select {COLUMNS} from bookings where reference = $1 and token_hash = $2"))
            .bind(reference)
            .bind(token_hash(token))
            .fetch_optional(&self.db)
            .await?;
        Ok(row.and_then(stored))
    }

    /// Cancels a booking that is not cancelled; its slot is free again. `by` is
    /// `customer` or `business`. Both are mailed the cancellation (`METHOD:CANCEL`).
    async fn cancel(&self, booking: &Stored, by: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query(
            "update bookings set cancelled_at = $1, cancelled_by = $2, sequence = sequence + 1 where id = $3 and cancelled_at is null",
        )
        .bind(now_rfc3339())
        .bind(by)
        .bind(&booking.id)
        .execute(&self.db)
        .await?;
        if done.rows_affected() == 0 {
            return Ok(false);
        }
        tracing::info!(reference = booking.reference, by, "booking cancelled");
        if let Some(cancelled) = self.find(&booking.reference).await? {
            self.mail_cancelled(&cancelled).await;
        }
        Ok(true)
    }

    /// The customer cancels through their link.
    pub async fn cancel_by_token(&self, reference: &str, token: &str) -> Result<bool, sqlx::Error> {
        match self.by_token(reference, token).await? {
            Some(booking) if booking.cancelled_at.is_none() => self.cancel(&booking, "customer").await,
            _ => Ok(false),
        }
    }

    /// The business cancels from the back office.
    pub async fn cancel_by_business(&self, reference: &str) -> Result<bool, sqlx::Error> {
        match self.find(reference).await? {
            Some(booking) if booking.cancelled_at.is_none() => self.cancel(&booking, "business").await,
            _ => Ok(false),
        }
    }

    /// The customer moves a booking to another free slot of its kind; the database
    /// gives the new slot a seat or refuses it. The invitation is sent again with a
    /// higher sequence, to both.
    pub async fn move_to(&self, reference: &str, token: &str, start: OffsetDateTime) -> Result<Result<Stored, Refused>, sqlx::Error> {
        let Some(booking) = self.by_token(reference, token).await?.filter(|b| b.cancelled_at.is_none()) else {
            return Ok(Err(Refused::NotFound));
        };
        let free = self.free_slots(booking.kind, in_copenhagen(start).date(), 1).await?;
        if !free.contains(&start) {
            return Ok(Err(self.refusal(booking.kind, start).await?));
        }
        let now = self.now();
        let reminded = (now >= Booking::reminder_at(start)).then(now_rfc3339);
        for seat in 1..=self.settings.booking_capacity {
            let moved = sqlx::query(
                "update bookings set starts_at = $1, seat = $2, sequence = sequence + 1, reminded_at = $3
                 where id = $4 and cancelled_at is null",
            )
            .bind(utc_text(start))
            .bind(seat)
            .bind(&reminded)
            .bind(&booking.id)
            .execute(&self.db)
            .await;
            match moved {
                Ok(done) if done.rows_affected() == 1 => {
                    tracing::info!(reference, start = %iso(start), "booking moved");
                    let moved = self.find(reference).await?.ok_or(sqlx::Error::RowNotFound)?;
                    self.mail_moved(&moved, token).await;
                    return Ok(Ok(moved));
                }
                Ok(_) => return Ok(Err(Refused::NotFound)),
                Err(sqlx::Error::Database(error)) if error.is_unique_violation() => continue,
                Err(error) => return Err(error),
            }
        }
        Ok(Err(Refused::Taken(self.next_free(booking.kind, start).await?)))
    }

    /// Bookings (cancelled ones too) starting in a period, earliest first.
    pub async fn between(&self, from: OffsetDateTime, to: OffsetDateTime) -> Result<Vec<Stored>, sqlx::Error> {
        let rows: Vec<Row> =
            sqlx::query_as(&format!("select {COLUMNS} from bookings where starts_at >= $1 and starts_at < $2 order by starts_at, seat"))
                .bind(utc_text(from))
                .bind(utc_text(to))
                .fetch_all(&self.db)
                .await?;
        Ok(rows.into_iter().filter_map(stored).collect())
    }

    /// Blocked times that overlap a period.
    pub async fn blocks_between(&self, from: OffsetDateTime, to: OffsetDateTime) -> Result<Vec<Block>, sqlx::Error> {
        let rows: Vec<(String, String, String, Option<String>)> =
            sqlx::query_as("select id, starts_at, ends_at, reason from booking_blocks where ends_at > $1 and starts_at < $2 order by starts_at")
                .bind(utc_text(from))
                .bind(utc_text(to))
                .fetch_all(&self.db)
                .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(id, start, end, reason)| {
                Some(Block {
                    id,
                    start: OffsetDateTime::parse(&start, &Rfc3339).ok()?,
                    end: OffsetDateTime::parse(&end, &Rfc3339).ok()?,
                    reason,
                })
            })
            .collect())
    }

    /// Blocks a period (a whole day, or a time range of one): no slot in it can be
    /// booked. What is booked in it stays booked (the back office cancels it if need be).
    pub async fn block(&self, start: OffsetDateTime, end: OffsetDateTime, reason: Option<&str>) -> Result<String, sqlx::Error> {
        let id = hex::encode(rand::random::<[u8; 12]>());
        sqlx::query("insert into booking_blocks (id, starts_at, ends_at, reason, created_at) values ($1, $2, $3, $4, $5)")
            .bind(&id)
            .bind(utc_text(start))
            .bind(utc_text(end))
            .bind(reason)
            .bind(now_rfc3339())
            .execute(&self.db)
            .await?;
        tracing::info!(id, start = %iso(start), end = %iso(end), "booking time blocked");
        Ok(id)
    }

    /// Removes a block.
    pub async fn unblock(&self, id: &str) -> Result<bool, sqlx::Error> {
        let done = sqlx::query("delete from booking_blocks where id = $1").bind(id).execute(&self.db).await?;
        Ok(done.rows_affected() == 1)
    }
}

/// A blocked period.
#[derive(Debug, Clone)]
pub struct Block {
    pub id: String,
    pub start: OffsetDateTime,
    pub end: OffsetDateTime,
    pub reason: Option<String>,
}
