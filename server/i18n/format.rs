//! Numbers, prices and dates written the way the app writes them
//! (`app/src/lib/format.ts`), for text the server writes itself (e-mails).

use super::Lang;

fn separators(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::Da | Lang::De => (".", ","),
        Lang::En => (",", "."),
        Lang::Fr => ("\u{202f}", ","),
    }
}

/// Minor units with the language's grouping and two decimals: 214600 -> "2.146,00" (da).
pub fn amount(minor: i64, lang: Lang) -> String {
    let (group, decimal) = separators(lang);
    let negative = minor < 0;
    let minor = minor.unsigned_abs();
    let whole = (minor / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push_str(group);
        }
        grouped.push(c);
    }
    format!("{}{grouped}{decimal}{:02}", if negative { "-" } else { "" }, minor % 100)
}

/// A shop price: the currency code, then the amount: "DKK 2.146,00" (da).
pub fn money(minor: i64, currency: &str, lang: Lang) -> String {
    format!("{currency} {}", amount(minor, lang))
}

const MONTHS: [[&str; 12]; 4] = [
    ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
];

/// An RFC 3339 time as the language's long date: "22. november 2026" (da).
pub fn date(rfc3339: &str, lang: Lang) -> String {
    let Ok(at) = time::OffsetDateTime::parse(rfc3339, &time::format_description::well_known::Rfc3339) else {
        return rfc3339.to_owned();
    };
    long_date(at.to_offset(time::UtcOffset::UTC).date(), lang)
}

/// A day as the language writes it in full: "22. november 2026" (da), "November 22,
/// 2026" (en), "22. November 2026" (de), "22 novembre 2026" (fr).
pub fn long_date(date: time::Date, lang: Lang) -> String {
    let month = MONTHS[index(lang)][date.month() as usize - 1];
    match lang {
        Lang::En => format!("{month} {}, {}", date.day(), date.year()),
        Lang::Fr => format!("{} {month} {}", date.day(), date.year()),
        _ => format!("{}. {month} {}", date.day(), date.year()),
    }
}

const WEEKDAYS: [[&str; 7]; 4] = [
    ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
    ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
];

fn index(lang: Lang) -> usize {
    match lang {
        Lang::Da => 0,
        Lang::En => 1,
        Lang::De => 2,
        Lang::Fr => 3,
    }
}

/// A weekday's name: "tirsdag" (da), "Tuesday" (en).
pub fn weekday(date: time::Date, lang: Lang) -> &'static str {
    WEEKDAYS[index(lang)][date.weekday().number_days_from_monday() as usize]
}

/// A date without its year: "30. marts" (da), "March 30" (en), "30. März" (de),
/// "30 mars" (fr).
pub fn day_month(date: time::Date, lang: Lang) -> String {
    let month = MONTHS[index(lang)][date.month() as usize - 1];
    match lang {
        Lang::En => format!("{month} {}", date.day()),
        Lang::Fr => format!("{} {month}", date.day()),
        _ => format!("{}. {month}", date.day()),
    }
}

const MONTHS_SHORT: [[&str; 12]; 4] = [
    ["jan.", "feb.", "mar.", "apr.", "maj", "jun.", "jul.", "aug.", "sep.", "okt.", "nov.", "dec."],
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
    ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
];

/// A date without its year, the month abbreviated: "25. nov." (da), "Nov 25" (en),
/// "25. Nov." (de), "25 nov." (fr).
pub fn day_month_short(date: time::Date, lang: Lang) -> String {
    let month = MONTHS_SHORT[index(lang)][date.month() as usize - 1];
    match lang {
        Lang::En => format!("{month} {}", date.day()),
        Lang::Fr => format!("{} {month}", date.day()),
        _ => format!("{}. {month}", date.day()),
    }
}

/// A day with its weekday and year, as an appointment is written: "tirsdag 30. marts
/// 2027" (da), "Tuesday, March 30, 2027" (en), "Dienstag, 30. März 2027" (de),
/// "mardi 30 mars 2027" (fr).
pub fn long_day(date: time::Date, lang: Lang) -> String {
    let (weekday, day) = (weekday(date, lang), day_month(date, lang));
    match lang {
        Lang::En => format!("{weekday}, {day}, {}", date.year()),
        Lang::De => format!("{weekday}, {day} {}", date.year()),
        _ => format!("{weekday} {day} {}", date.year()),
    }
}

/// A wall-clock time on the 24-hour clock, "08:05", in every language (as the site
/// writes its opening hours).
pub fn clock_time(at: time::Time) -> String {
    format!("{:02}:{:02}", at.hour(), at.minute())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_have_the_languages_separators() {
        assert_eq!(money(214600, "DKK", Lang::Da), "DKK 2.146,00");
        assert_eq!(money(214600, "DKK", Lang::En), "DKK 2,146.00");
        assert_eq!(money(8900, "DKK", Lang::De), "DKK 89,00");
        assert_eq!(money(123456789, "DKK", Lang::Fr), "DKK 1\u{202f}234\u{202f}567,89");
        assert_eq!(amount(5, Lang::Da), "0,05");
        assert_eq!(amount(-150, Lang::En), "-1.50");
    }

    #[test]
    fn appointment_days() {
        let day = time::macros::date!(2027 - 03 - 30);
        assert_eq!(long_day(day, Lang::Da), "tirsdag 30. marts 2027");
        assert_eq!(long_day(day, Lang::En), "Tuesday, March 30, 2027");
        assert_eq!(long_day(day, Lang::De), "Dienstag, 30. März 2027");
        assert_eq!(long_day(day, Lang::Fr), "mardi 30 mars 2027");
        assert_eq!(clock_time(time::macros::time!(8:05)), "08:05");
    }

    #[test]
    fn dates_are_long_and_localized() {
        assert_eq!(date("2026-11-22T10:00:00Z", Lang::Da), "22. november 2026");
        assert_eq!(date("2026-11-22T10:00:00Z", Lang::En), "November 22, 2026");
        assert_eq!(date("2026-03-01T00:00:00Z", Lang::De), "1. März 2026");
        assert_eq!(date("nonsense", Lang::Fr), "nonsense");
    }
}
