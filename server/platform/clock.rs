//! The time every service reads: the system's, or, in tests, one the test moves.
//!
//! Caches, limits and jobs compare times with this [`Clock`] instead of calling the
//! system directly, so a test that needs "an hour later" says
//! [`Clock::advance`] instead of sleeping, and no test depends on how fast the
//! machine is. A clone shares the same offset: every service of one application
//! moves together, and two applications in one test process never share a clock.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Clock {
    /// The system's monotonic clock at creation, for durations.
    origin: Instant,
    /// How far the tests moved this clock, in milliseconds.
    offset_ms: Arc<AtomicI64>,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock::system()
    }
}

impl Clock {
    pub fn system() -> Clock {
        Clock { origin: Instant::now(), offset_ms: Arc::default() }
    }

    /// Moves this clock (and every clone of it) forward.
    pub fn advance(&self, by: Duration) {
        self.offset_ms.fetch_add(by.as_millis() as i64, Ordering::SeqCst);
    }

    fn offset(&self) -> i64 {
        self.offset_ms.load(Ordering::SeqCst)
    }

    /// Milliseconds since the Unix epoch (for times stored in the database).
    pub fn unix_ms(&self) -> i64 {
        (time::OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64 + self.offset()
    }

    /// This clock's moment (UTC).
    pub fn now(&self) -> time::OffsetDateTime {
        time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(self.unix_ms()) * 1_000_000).expect("a time")
    }

    /// This clock's day in Copenhagen.
    pub fn copenhagen_today(&self) -> time::Date {
        in_copenhagen(self.now()).date()
    }

    /// `unix_ms` moved by `by_ms` as RFC 3339 text (how the database keeps times),
    /// e.g. the cut-off of what is older than 30 days.
    pub fn rfc3339_offset(&self, by_ms: i64) -> String {
        let nanos = i128::from(self.unix_ms() + by_ms) * 1_000_000;
        time::OffsetDateTime::from_unix_timestamp_nanos(nanos)
            .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
            .format(&time::format_description::well_known::Rfc3339)
            .expect("UTC time formats")
    }

    /// Monotonic milliseconds since this clock was made (for ages and lifetimes in
    /// memory; never goes back when the system's time is set).
    pub fn monotonic_ms(&self) -> i64 {
        self.origin.elapsed().as_millis() as i64 + self.offset()
    }
}

/// Europe/Copenhagen's offset from UTC at a moment: +2 h from the last Sunday of March
/// 01:00 UTC to the last Sunday of October 01:00 UTC (EU summer time), +1 h otherwise.
pub fn copenhagen_offset(at: time::OffsetDateTime) -> time::UtcOffset {
    use time::{Month, Weekday};
    let at = at.to_offset(time::UtcOffset::UTC);
    let last_sunday = |month: Month| {
        let mut day = time::Date::from_calendar_date(at.year(), month, month.length(at.year())).expect("a real date");
        while day.weekday() != Weekday::Sunday {
            day = day.previous_day().expect("within the year");
        }
        day.with_hms(1, 0, 0).expect("01:00").assume_utc()
    };
    let summer = at >= last_sunday(Month::March) && at < last_sunday(Month::October);
    time::UtcOffset::from_hms(if summer { 2 } else { 1 }, 0, 0).expect("a valid offset")
}

/// A moment as Copenhagen's wall clock reads it.
pub fn in_copenhagen(at: time::OffsetDateTime) -> time::OffsetDateTime {
    at.to_offset(copenhagen_offset(at))
}

/// A stored moment (RFC 3339 text) as Copenhagen's wall clock reads it; `None` when it
/// does not read.
pub fn stored_in_copenhagen(rfc3339: &str) -> Option<time::OffsetDateTime> {
    time::OffsetDateTime::parse(rfc3339, &time::format_description::well_known::Rfc3339).ok().map(in_copenhagen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copenhagen_keeps_eu_summer_time() {
        use time::macros::datetime;
        let offset = |at| copenhagen_offset(at).whole_hours();
        assert_eq!(offset(datetime!(2026-01-15 12:00 UTC)), 1);
        assert_eq!(offset(datetime!(2026-03-29 00:59 UTC)), 1, "just before the switch");
        assert_eq!(offset(datetime!(2026-03-29 01:00 UTC)), 2);
        assert_eq!(offset(datetime!(2026-10-25 00:59 UTC)), 2);
        assert_eq!(offset(datetime!(2026-10-25 01:00 UTC)), 1);
        // 23:30 UTC on 31 October is already November in Copenhagen.
        assert_eq!(in_copenhagen(datetime!(2026-10-31 23:30 UTC)).month(), time::Month::November);
    }

    #[test]
    fn advancing_moves_every_clone_and_only_them() {
        let clock = Clock::system();
        let clone = clock.clone();
        let other = Clock::system();
        let (before, other_before) = (clone.unix_ms(), other.unix_ms());
        clock.advance(Duration::from_secs(3600));
        assert!(clone.unix_ms() - before >= 3_600_000);
        assert!(other.unix_ms() - other_before < 3_600_000, "another application's clock stays");
        assert!(clone.monotonic_ms() >= 3_600_000);
    }
}
