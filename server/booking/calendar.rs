//! The business's calendar in Europe/Copenhagen: Danish public holidays (Easter
//! computed, the others from it or fixed), opening hours per kind of appointment, and
//! the free slots that leaves.

use time::{Date, Duration, Month, OffsetDateTime, PrimitiveDateTime, Time, Weekday};

use crate::platform::clock::copenhagen_offset;

/// Easter Sunday of a year (the anonymous Gregorian algorithm).
pub fn easter(year: i32) -> Date {
    let a = year % 19;
    let b = year / 100;
    let c = year % 100;
    let d = b / 4;
    let e = b % 4;
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15) % 30;
    let i = c / 4;
    let k = c % 4;
    let l = (32 + 2 * e + 2 * i - h - k) % 7;
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    Date::from_calendar_date(year, Month::try_from(month as u8).expect("March or April"), day as u8).expect("a date")
}

/// What a day is for the business.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// A public holiday: closed all day.
    AllDay,
    /// Nytårsaftensdag: open until noon.
    Afternoon,
}

/// Danish public holidays (and the afternoon of New Year's Eve).
pub fn holiday(date: Date) -> Option<Closed> {
    let easter = easter(date.year());
    let from_easter = (date - easter).whole_days();
    if matches!(from_easter, -3 | -2 | 0 | 1 | 39 | 49 | 50) {
        return Some(Closed::AllDay);
    }
    match (date.month(), date.day()) {
        (Month::January, 1) | (Month::June, 5) | (Month::December, 24 | 25 | 26) => Some(Closed::AllDay),
        (Month::December, 31) => Some(Closed::Afternoon),
        _ => None,
    }
}

/// A kind of appointment: how long, and the hours it can start in (local time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hours {
    pub minutes: i64,
    pub opens: Time,
    pub closes: Time,
}

/// Copenhagen's wall-clock time on a date as a moment.
pub fn local_moment(date: Date, at: Time) -> OffsetDateTime {
    let naive = PrimitiveDateTime::new(date, at);
    // The offset of that wall-clock time: try winter's, and correct if it is summer.
    let guess = naive.assume_offset(time::UtcOffset::from_hms(1, 0, 0).expect("+1"));
    let offset = copenhagen_offset(guess);
    naive.assume_offset(offset)
}

/// The appointment starts between `from` and `until` (moments) on weekdays outside
/// holidays within the hours, at least `notice` after `now`.
pub fn slots(hours: Hours, from: Date, days: i64, now: OffsetDateTime, notice: Duration) -> Vec<OffsetDateTime> {
    let mut out = Vec::new();
    for n in 0..days {
        let date = from + Duration::days(n);
        if matches!(date.weekday(), Weekday::Saturday | Weekday::Sunday) {
            continue;
        }
        let closes = match holiday(date) {
            Some(Closed::AllDay) => continue,
            Some(Closed::Afternoon) => hours.closes.min(Time::from_hms(12, 0, 0).expect("noon")),
            None => hours.closes,
        };
        let mut start = local_moment(date, hours.opens);
        let end = local_moment(date, closes);
        while start + Duration::minutes(hours.minutes) <= end {
            if start >= now + notice {
                out.push(start);
            }
            start += Duration::minutes(hours.minutes);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::{date, datetime, time};

    #[test]
    fn easter_is_computed() {
        assert_eq!(easter(2026), date!(2026 - 04 - 05));
        assert_eq!(easter(2027), date!(2027 - 03 - 28));
        assert_eq!(easter(2028), date!(2028 - 04 - 16));
    }

    #[test]
    fn the_danish_holidays_of_2027() {
        for day in [
            date!(2027 - 01 - 01), date!(2027 - 03 - 25), date!(2027 - 03 - 26), date!(2027 - 03 - 28), date!(2027 - 03 - 29),
            date!(2027 - 05 - 06), date!(2027 - 05 - 16), date!(2027 - 05 - 17), date!(2027 - 06 - 05), date!(2027 - 12 - 24),
            date!(2027 - 12 - 25), date!(2027 - 12 - 26),
        ] {
            assert_eq!(holiday(day), Some(Closed::AllDay), "{day}");
        }
        assert_eq!(holiday(date!(2027 - 12 - 31)), Some(Closed::Afternoon));
        assert_eq!(holiday(date!(2027 - 03 - 24)), None);
        assert_eq!(holiday(date!(2027 - 05 - 07)), None, "store bededag is no longer a holiday");
    }

    #[test]
    fn slots_keep_local_time_across_the_summer_time_change() {
        let visit = Hours { minutes: 60, opens: time!(8:00), closes: time!(16:00) };
        let long_ago = datetime!(2026-01-01 0:00 UTC);
        // Friday 26 March 2027 is langfredag; Monday 29 March 2. påskedag; Tuesday 30
        // March is summer time: 08:00 local is 06:00 UTC.
        let slots = slots(visit, date!(2027 - 03 - 25), 6, long_ago, Duration::hours(2));
        assert_eq!(slots.first().map(|s| s.to_offset(time::UtcOffset::UTC)), Some(datetime!(2027-03-30 6:00 UTC)));
        assert_eq!(slots.len(), 8, "only Tuesday: eight hours");
        // Before the change, 08:00 local is 07:00 UTC.
        let before = super::slots(visit, date!(2027 - 03 - 22), 1, long_ago, Duration::hours(2));
        assert_eq!(before[0].to_offset(time::UtcOffset::UTC), datetime!(2027-03-22 7:00 UTC));
        assert_eq!(before[0].offset().whole_hours(), 1);
    }

    #[test]
    fn notice_weekends_and_new_years_eve() {
        let call = Hours { minutes: 10, opens: time!(8:00), closes: time!(17:00) };
        // Friday 10:05 local (09:05 UTC in winter), two hours' notice: from 12:10.
        let now = datetime!(2026-11-27 9:05 UTC);
        let slots = slots(call, date!(2026 - 11 - 27), 3, now, Duration::hours(2));
        assert_eq!(slots[0].to_offset(time::UtcOffset::UTC), datetime!(2026-11-27 11:10 UTC));
        assert!(slots.iter().all(|s| s.date() == date!(2026 - 11 - 27)), "the weekend has none");
        let eve = super::slots(call, date!(2026 - 12 - 31), 1, datetime!(2026-01-01 0:00 UTC), Duration::hours(2));
        assert_eq!(eve.len(), 24, "08:00 to 12:00");
    }
}
