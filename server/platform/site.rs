//! Facts about the business that pages, mails, receipts, the legal pages and the
//! structured data show: settings (`BUSINESS_*`), read once at start-up and checked
//! there, so a business going live puts its own name, address and CVR on its invoices
//! without building the binary, and a mistyped CVR stops the start instead of being
//! printed on every receipt. The defaults are the demo business's (with a CVR that
//! passes the modulus-11 check like any real one).

use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;

/// The business's facts as flags and environment variables.
#[derive(Debug, Clone, Args)]
pub struct BusinessSettings {
    /// The business's name, as pages, mails and receipts write it.
    #[arg(long, env = "BUSINESS_NAME", default_value = DEMO_NAME)]
    pub business_name: String,

    /// The business's address, as one line: "street and number, postcode town"
    /// (e.g. "Frederikssundsvej 120, 2400 København NV"). Checked at start-up.
    #[arg(long, env = "BUSINESS_ADDRESS", default_value = "Frederikssundsvej 120, 2400 København NV")]
    pub business_address: String,

    /// The business's CVR number (eight digits; the modulus-11 check must pass, or the
    /// server refuses to start). Printed on receipts, invoices, the terms and the
    /// footer, and given to search engines as the VAT id (DK + CVR).
    #[arg(long, env = "BUSINESS_CVR", default_value = DEMO_CVR)]
    pub business_cvr: String,

    /// The business's phone number, as visitors should read it ("+45 70 60 50 40").
    #[arg(long, env = "BUSINESS_PHONE", default_value = "+45 70 60 50 40")]
    pub business_phone: String,

    /// The business's e-mail address for customers.
    #[arg(long, env = "BUSINESS_EMAIL", default_value = "kontakt@nordlys-el.dk")]
    pub business_email: String,

    /// Opening hours: days and times separated by ";", days as schema.org writes them
    /// (Mo Tu We Th Fr Sa Su, a range with "-"), e.g. "Mo-Fr 08:00-16:00; Sa 10:00-13:00".
    #[arg(long, env = "BUSINESS_HOURS", default_value = "Mo-Fr 08:00-16:00")]
    pub business_hours: String,
}

const DEMO_NAME: &str = "Nordlys El";
/// The demo business's CVR: made up, but passing the modulus-11 check.
const DEMO_CVR: &str = "41234563";

impl BusinessSettings {
    /// The demo business's facts (tests, and code that renders without a server).
    pub fn demo() -> BusinessSettings {
        #[derive(clap::Parser)]
        struct Command {
            #[command(flatten)]
            business: BusinessSettings,
        }
        <Command as clap::Parser>::parse_from(["elektriker"]).business
    }

    /// The facts, checked: a clear error names the setting that is wrong.
    pub fn site_info(&self, public_url: &str) -> anyhow::Result<SiteInfo> {
        let name = non_empty("BUSINESS_NAME", &self.business_name)?;
        let cvr = cvr(&self.business_cvr).with_context(|| {
            format!(
                "BUSINESS_CVR {:?} is not a valid CVR number (eight digits, the first not 0, passing the modulus-11 check); \
                 set the business's own CVR number",
                self.business_cvr
            )
        })?;
        let address = non_empty("BUSINESS_ADDRESS", &self.business_address)?;
        let (street, postcode, city) = split_address(&address).with_context(|| {
            format!("BUSINESS_ADDRESS {address:?} should read \"street and number, postcode town\" (a Danish postcode of four digits)")
        })?;
        let phone = non_empty("BUSINESS_PHONE", &self.business_phone)?;
        let dialled: String = phone.chars().filter(|c| c.is_ascii_digit() || *c == '+').collect();
        if dialled.trim_start_matches('+').len() < 8 {
            bail!("BUSINESS_PHONE {phone:?} has fewer than eight digits");
        }
        let email = non_empty("BUSINESS_EMAIL", &self.business_email)?;
        if !email.contains('@') || email.contains(char::is_whitespace) {
            bail!("BUSINESS_EMAIL {email:?} is not an e-mail address");
        }
        let hours = opening_hours(&self.business_hours).with_context(|| {
            format!("BUSINESS_HOURS {:?} should read like \"Mo-Fr 08:00-16:00; Sa 10:00-13:00\"", self.business_hours)
        })?;
        if cvr == DEMO_CVR {
            tracing::warn!("BUSINESS_CVR is the demo business's: set the business's own facts (BUSINESS_*) before going live");
        }
        Ok(SiteInfo {
            name,
            phone_href: format!("tel:{dialled}"),
            phone,
            email,
            address,
            street,
            postcode,
            city,
            cvr,
            hours,
            year: time::OffsetDateTime::now_utc().year(),
            url: public_url.to_owned(),
        })
    }
}

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    pub name: String,
    pub phone: String,
    pub phone_href: String,
    pub email: String,
    /// The address on one line, as given.
    pub address: String,
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// Eight digits.
    pub cvr: String,
    pub hours: Vec<OpeningHours>,
    pub year: i32,
    /// The public address (for absolute URLs in structured data).
    pub url: String,
}

/// Days with the same opening hours: `from`..=`to` as schema.org's two-letter days.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct OpeningHours {
    pub from: String,
    pub to: String,
    /// "08:00".
    pub opens: String,
    pub closes: String,
}

/// The demo business's facts (tests, and mails rendered without a server).
pub fn demo_site(public_url: &str) -> SiteInfo {
    BusinessSettings::demo().site_info(public_url).expect("the demo business's facts are valid")
}

fn non_empty(setting: &str, value: &str) -> anyhow::Result<String> {
    let value = value.trim();
    if value.is_empty() {
        bail!("{setting} is empty");
    }
    Ok(value.to_owned())
}

/// A CVR number that passes the modulus-11 check (weights 2 7 6 5 4 3 2 1, eight
/// digits, the first not 0): its digits. Spaces and a leading "DK" are ignored.
pub fn cvr(input: &str) -> Option<String> {
    let kept: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    let code = kept.strip_prefix("DK").unwrap_or(&kept);
    if code.len() != 8 || !code.bytes().all(|b| b.is_ascii_digit()) || code.starts_with('0') {
        return None;
    }
    let sum: u32 = code.bytes().zip([2, 7, 6, 5, 4, 3, 2, 1]).map(|(d, w)| u32::from(d - b'0') * w).sum();
    (sum % 11 == 0).then(|| code.to_owned())
}

/// "street, 2400 town" → (street, postcode, town).
fn split_address(address: &str) -> Option<(String, String, String)> {
    let (street, rest) = address.rsplit_once(',')?;
    let (postcode, city) = rest.trim().split_once(' ')?;
    let ok = postcode.len() == 4 && postcode.bytes().all(|b| b.is_ascii_digit()) && !street.trim().is_empty();
    ok.then(|| (street.trim().to_owned(), postcode.to_owned(), city.trim().to_owned())).filter(|(_, _, c)| !c.is_empty())
}

const DAYS: [&str; 7] = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/// "Mo-Fr 08:00-16:00; Sa 10:00-13:00" → one entry per part.
fn opening_hours(input: &str) -> Option<Vec<OpeningHours>> {
    let mut hours = Vec::new();
    for part in input.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (days, times) = part.split_once(char::is_whitespace)?;
        let (from, to) = days.split_once('-').unwrap_or((days, days));
        let (from_at, to_at) = (DAYS.iter().position(|d| *d == from)?, DAYS.iter().position(|d| *d == to)?);
        let (opens, closes) = times.trim().split_once('-')?;
        let (opens, closes) = (clock_time(opens)?, clock_time(closes)?);
        if from_at > to_at || opens >= closes {
            return None;
        }
        hours.push(OpeningHours { from: from.to_owned(), to: to.to_owned(), opens, closes });
    }
    (!hours.is_empty()).then_some(hours)
}

/// "8:00" or "08:00" → "08:00".
fn clock_time(input: &str) -> Option<String> {
    let (h, m) = input.trim().split_once(':')?;
    let (h, m): (u8, u8) = (h.parse().ok()?, m.parse().ok()?);
    (h <= 24 && m < 60 && (h < 24 || m == 0) && input.trim().len() <= 5).then(|| format!("{h:02}:{m:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_business_passes_its_own_checks() {
        let site = demo_site("https://example.dk");
        assert_eq!(cvr(&site.cvr).as_deref(), Some(site.cvr.as_str()));
        assert_eq!((site.street.as_str(), site.postcode.as_str(), site.city.as_str()), ("Frederikssundsvej 120", "2400", "København NV"));
        assert_eq!(site.phone_href, "tel:+4570605040");
        assert_eq!(site.hours, vec![OpeningHours { from: "Mo".into(), to: "Fr".into(), opens: "08:00".into(), closes: "16:00".into() }]);
    }

    #[test]
    fn cvr_numbers_pass_modulus_11() {
        for valid in ["10150817", "24256790", "1015 0817", "DK10150817", "41234563"] {
            assert!(cvr(valid).is_some(), "{valid}");
        }
        // The demo's CVR before it was a setting, one digit off, a swap, a leading zero.
        for wrong in ["41234567", "12345678", "10150818", "01150817", "1015081", "2425679O", "24257690", ""] {
            assert_eq!(cvr(wrong), None, "{wrong}");
        }
    }

    #[test]
    fn a_wrong_setting_is_named_in_the_error() {
        let wrong = |change: fn(&mut BusinessSettings)| {
            let mut settings = BusinessSettings::demo();
            change(&mut settings);
            format!("{:#}", settings.site_info("https://example.dk").unwrap_err())
        };
        assert!(wrong(|s| s.business_cvr = "12345678".into()).contains("BUSINESS_CVR \"12345678\" is not a valid CVR number"));
        assert!(wrong(|s| s.business_address = "Somewhere".into()).contains("BUSINESS_ADDRESS"));
        assert!(wrong(|s| s.business_name = "  ".into()).contains("BUSINESS_NAME is empty"));
        assert!(wrong(|s| s.business_email = "nobody".into()).contains("BUSINESS_EMAIL"));
        assert!(wrong(|s| s.business_hours = "Mo-Fr 16:00-08:00".into()).contains("BUSINESS_HOURS"));
        assert!(wrong(|s| s.business_hours = "Monday 8-16".into()).contains("BUSINESS_HOURS"));
    }

    #[test]
    fn opening_hours_read_days_and_times() {
        let hours = opening_hours("Mo-Fr 8:00-16:30; Sa 10:00-13:00").unwrap();
        assert_eq!(hours[0], OpeningHours { from: "Mo".into(), to: "Fr".into(), opens: "08:00".into(), closes: "16:30".into() });
        assert_eq!(hours[1].from, "Sa");
        assert_eq!(hours[1].to, "Sa");
        assert!(opening_hours("Fr-Mo 08:00-16:00").is_none());
        assert!(opening_hours("").is_none());
    }
}
