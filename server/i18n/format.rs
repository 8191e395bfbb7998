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
    let at = at.to_offset(time::UtcOffset::UTC);
    let index = match lang {
        Lang::Da => 0,
        Lang::En => 1,
        Lang::De => 2,
        Lang::Fr => 3,
    };
    let month = MONTHS[index][at.month() as usize - 1];
    match lang {
        Lang::En => format!("{month} {}, {}", at.day(), at.year()),
        Lang::Fr => format!("{} {month} {}", at.day(), at.year()),
        _ => format!("{}. {month} {}", at.day(), at.year()),
    }
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
    fn dates_are_long_and_localized() {
        assert_eq!(date("2026-11-22T10:00:00Z", Lang::Da), "22. november 2026");
        assert_eq!(date("2026-11-22T10:00:00Z", Lang::En), "November 22, 2026");
        assert_eq!(date("2026-03-01T00:00:00Z", Lang::De), "1. März 2026");
        assert_eq!(date("nonsense", Lang::Fr), "nonsense");
    }
}
