//! Facts about the business that pages and messages show (one place, so they never
//! disagree).

use serde::Serialize;

#[derive(Debug, Clone, Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase")]
pub struct SiteInfo {
    pub name: &'static str,
    pub phone: &'static str,
    pub phone_href: &'static str,
    pub email: &'static str,
    pub address: &'static str,
    pub cvr: &'static str,
    pub year: i32,
    /// The public address (for absolute URLs in structured data).
    pub url: String,
}

pub fn site_info(public_url: &str) -> SiteInfo {
    SiteInfo {
        name: "Nordlys El",
        phone: "+45 70 60 50 40",
        phone_href: "tel:+4570605040",
        email: "kontakt@nordlys-el.dk",
        address: "Frederikssundsvej 120, 2400 København NV",
        cvr: "41234567",
        year: time::OffsetDateTime::now_utc().year(),
        url: public_url.to_owned(),
    }
}
