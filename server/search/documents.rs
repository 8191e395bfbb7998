//! What can be found, in a language: the local shop's products (title, description,
//! options and their values, in the language with Danish for what is not translated)
//! and collections, the service pages and the other content pages (from the
//! catalogues, overlay included). Each is a document with a title, a body to search
//! and what a result shows.

use fluent_bundle::FluentArgs;
use serde::{Deserialize, Serialize};

use crate::i18n::{Catalog, Lang};
use crate::platform::SiteInfo;
use crate::shop::{Collection, Product};

/// One thing that can be found.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// `product`, `collection`, `service` or `page`.
    pub kind: &'static str,
    /// The handle, the service's slug or the page's route id.
    pub key: String,
    pub title: String,
    pub body: String,
    /// The language-neutral path (`/product/stikkontakt-1-modul`).
    pub path: String,
    pub extra: Extra,
    /// The order among equals (the shop's order, the service list's).
    pub position: i64,
}

/// What a product result shows besides its title.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Extra {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_alt: Option<String>,
    /// The lowest price (Shopify's decimal text) and its currency.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub currency: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available: Option<bool>,
    /// A light source's energy class (`A`…`G`), shown beside its price.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub energy_class: Option<String>,
}

/// The service pages (their slugs) and the content pages a search finds: the route's
/// path, the title's message and the prefix of the messages that are its text.
pub const SERVICES: [&str; 6] = ["installation", "fejlfinding", "smart-home", "elbil", "tavle", "erhverv"];
const PAGES: [(&str, &str, &str, &str); 6] = [
    ("about", "/om-os", "about-page-heading", "about-"),
    ("contact", "/kontakt", "contact-title", "contact-"),
    ("services", "/services", "services-page-heading", "services-"),
    ("booking", "/book", "booking-page-heading", "booking-"),
    ("terms", "/handelsbetingelser", "terms-page-heading", "terms-"),
    ("privacy", "/privatlivspolitik", "privacy-page-heading", "privacy-"),
];

/// Where a collection lives: the product categories under `/products/`, the others
/// under `/collections/`.
pub fn collection_path(handle: &str, categories: &[&str]) -> String {
    if categories.contains(&handle) { format!("/products/{handle}") } else { format!("/collections/{handle}") }
}

/// A product as a document.
pub fn product(product: &Product, position: i64) -> Document {
    let mut body = product.description.clone();
    for option in &product.options {
        body.push_str(&format!("\n{}: {}", option.name, option.values.join(", ")));
    }
    let image = product.images.first();
    Document {
        kind: "product",
        key: product.handle.clone(),
        title: product.title.clone(),
        body,
        path: format!("/product/{}", product.handle),
        extra: Extra {
            image: image.map(|i| i.url.clone()),
            image_alt: image.and_then(|i| i.alt_text.clone()),
            price: Some(product.price_range.min_variant_price.amount.clone()),
            currency: Some(product.price_range.min_variant_price.currency_code.clone()),
            available: Some(product.variants.iter().any(|v| v.available_for_sale)),
            energy_class: product.legal.as_ref().and_then(|l| l.energy.as_ref()).map(|e| e.class.clone()),
        },
        position,
    }
}

/// A collection as a document.
pub fn collection(collection: &Collection, position: i64, categories: &[&str]) -> Document {
    Document {
        kind: "collection",
        key: collection.handle.clone(),
        title: collection.title.clone(),
        body: collection.description.clone(),
        path: collection_path(&collection.handle, categories),
        extra: Extra::default(),
        position,
    }
}

/// The service pages and the content pages, from the catalogue in a language.
pub fn pages(catalog: &Catalog, lang: Lang, site: &SiteInfo) -> Vec<Document> {
    let mut args = FluentArgs::new();
    args.set("name", site.name.as_str());
    args.set("phone", site.phone.as_str());
    args.set("email", site.email.as_str());
    args.set("address", site.address.as_str());
    args.set("cvr", site.cvr.as_str());
    let ids: Vec<&String> = {
        let mut ids: Vec<&String> = catalog.danish_messages().keys().collect();
        ids.sort();
        ids
    };
    let text_of = |prefix: &str, skip: &[&str]| {
        ids.iter()
            .filter(|id| id.starts_with(prefix) && !id.contains("meta") && !skip.iter().any(|s| id.starts_with(s)))
            .filter_map(|id| catalog.plain(lang, id, &args))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let mut out = Vec::new();
    for (position, slug) in SERVICES.iter().enumerate() {
        let Some(title) = catalog.plain(lang, &format!("service-page-{slug}-heading"), &args) else { continue };
        out.push(Document {
            kind: "service",
            key: (*slug).to_owned(),
            title,
            body: text_of(&format!("service-page-{slug}-"), &[&format!("service-page-{slug}-heading")]),
            path: format!("/services/{slug}"),
            extra: Extra::default(),
            position: position as i64,
        });
    }
    for (position, (key, path, title, prefix)) in PAGES.iter().enumerate() {
        let Some(title) = catalog.plain(lang, title, &args) else { continue };
        // The booking page's text, not the mails' or the back office's.
        let body = text_of(prefix, &["booking-ics", "booking-block", "booking-kind-", "booking-when"]);
        out.push(Document {
            kind: "page",
            key: (*key).to_owned(),
            title,
            body,
            path: (*path).to_owned(),
            extra: Extra::default(),
            position: position as i64,
        });
    }
    out
}
