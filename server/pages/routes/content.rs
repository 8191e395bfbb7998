//! The content pages: their text is in the catalogue, their data is the route
//! (`/services`, `/services/{slug}`, `/om-os`, `/kontakt`, `/coming-soon`, the legal
//! texts, and the 404 page).

use super::prelude::*;
use crate::pages::table::SERVICES;

pub async fn load(_cx: &LoadContext<'_>) -> Loaded {
    Loaded::ok(NoData {})
}

/// `/services/{slug}`: one of the services the site describes.
pub async fn service(cx: &LoadContext<'_>) -> Loaded {
    if SERVICES.contains(&cx.param("slug")) { Loaded::ok(NoData {}) } else { Loaded::not_found() }
}

/// Any path no route has.
pub async fn not_found(_cx: &LoadContext<'_>) -> Loaded {
    Loaded::not_found()
}
