//! A loopback server that speaks the Shopify Storefront GraphQL API (2025-07) well
//! enough for our client: products, product(handle:), collection,
//! collection.products(sortKey, reverse, filters, first/last, after/before) with its
//! filters and their counts, search, predictiveSearch, cartCreate, and every product's
//! and collection's handle by cursor (`products`/`collections(first, after, sortKey:
//! ID)`, for the sitemaps) with as many products as a test stocks, and on demand each
//! way it can fail. Variables are checked as the real API checks them (types,
//! enum values, one direction of paging, filter shapes): a mistake is a GraphQL error.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Json, Response};
use axum::routing::post;
use serde_json::{Value, json};

#[derive(Clone, Debug, PartialEq)]
pub enum Mode {
    Normal,
    Status(u16),
    GraphQlErrors(Vec<&'static str>),
    UserErrors(Vec<&'static str>),
    NoCheckoutUrl,
    Slow(Duration),
}

#[derive(Clone)]
pub struct FakeShopify {
    pub url: String,
    pub mode: Arc<Mutex<Mode>>,
    pub calls: Arc<Mutex<Vec<(String, Value)>>>,
    /// Answers wait for a permit: [`FakeShopify::hold`] takes them all away until
    /// [`FakeShopify::release`] (a request the test keeps in flight).
    gate: Arc<tokio::sync::Semaphore>,
    /// Told on every call.
    arrived: Arc<tokio::sync::Notify>,
    /// Products beyond the fake shop's own six (see [`FakeShopify::stock`]).
    stocked: Arc<AtomicUsize>,
}

const PERMITS: u32 = 1 << 20;

pub const TOKEN: &str = "storefront-token-abc123";

impl FakeShopify {
    pub async fn start() -> FakeShopify {
        let mode = Arc::new(Mutex::new(Mode::Normal));
        let calls = Arc::new(Mutex::new(Vec::new()));
        let gate = Arc::new(tokio::sync::Semaphore::new(PERMITS as usize));
        let arrived = Arc::new(tokio::sync::Notify::new());
        let stocked = Arc::new(AtomicUsize::new(0));
        let state = (mode.clone(), calls.clone(), gate.clone(), arrived.clone(), stocked.clone());
        let app = Router::new().route("/api/2025-07/graphql.json", post(graphql)).with_state(state);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeShopify { url, mode, calls, gate, arrived, stocked }
    }

    /// Adds `n` products to the catalogue that `products(sortKey: ID)` pages through,
    /// after the shop's own: handles [`stocked_handle`]`(1..=n)`.
    pub fn stock(&self, n: usize) {
        self.stocked.store(n, Ordering::SeqCst);
    }

    /// Returns once the shop has been called `n` times in all.
    pub async fn wait_for_calls(&self, n: usize) {
        loop {
            let arrived = self.arrived.notified();
            tokio::pin!(arrived);
            arrived.as_mut().enable();
            if self.call_count() >= n {
                return;
            }
            arrived.await;
        }
    }

    /// From now on, answers wait until [`FakeShopify::release`].
    pub async fn hold(&self) {
        self.gate.acquire_many(PERMITS).await.unwrap().forget();
    }

    pub fn release(&self) {
        self.gate.add_permits(PERMITS as usize);
    }

    pub fn set(&self, mode: Mode) {
        *self.mode.lock().unwrap() = mode;
    }

    pub fn call_count(&self) -> usize {
        self.calls.lock().unwrap().len()
    }
}

/// What the shop's translations would give for a language (`DA`: the original).
fn localized(text: &str, language: &str) -> String {
    if language == "DA" { text.to_owned() } else { format!("{text} [{language}]") }
}

/// Danish option words in the fake shop's translations.
fn word(danish: &str, language: &str) -> String {
    match (danish, language) {
        (_, "DA") => danish.to_owned(),
        ("Farve", "EN") => "Colour".into(),
        ("Hvid", "EN") => "White".into(),
        ("Sort", "EN") => "Black".into(),
        ("Farve", "DE") => "Farbe".into(),
        ("Hvid", "DE") => "Weiß".into(),
        ("Sort", "DE") => "Schwarz".into(),
        (other, _) => format!("{other} [{language}]"),
    }
}

/// A product as the API answers it: its variants `(id suffix, Danish colour, price,
/// in stock)` in the language asked for, its colours the option's values.
fn product_json(handle: &str, title: &str, price: &str, variants: &[(String, &str, String, bool)], language: &str) -> Value {
    let title = localized(title, language);
    let colour = word("Farve", language);
    let mut colours: Vec<String> = Vec::new();
    let variants: Vec<Value> = variants
        .iter()
        .map(|(id, value, price, stocked)| {
            let value = word(value, language);
            if !colours.contains(&value) {
                colours.push(value.clone());
            }
            json!({"node": {
                "id": format!("gid://shopify/ProductVariant/{handle}-{id}"), "title": value,
                "price": {"amount": price, "currencyCode": "DKK"}, "availableForSale": stocked,
                "selectedOptions": [{"name": colour, "value": value}]
            }})
        })
        .collect();
    json!({
        "id": format!("gid://shopify/Product/{handle}"),
        "title": title,
        "description": format!("{title} beskrivelse"),
        "handle": handle,
        "priceRange": {"minVariantPrice": {"amount": price, "currencyCode": "DKK"}},
        "images": {"edges": [{"node": {"url": format!("https://cdn.example/{handle}.jpg"), "altText": title, "width": 1200, "height": 900}}]},
        "variants": {"edges": variants},
        "options": [{"name": colour, "optionValues": colours.iter().map(|v| json!({"name": v})).collect::<Vec<_>>()}]
    })
}

/// A listing's cursor as Shopify makes one: base64 of the last product's id and sort
/// value (a long title's: 255 characters of it), so that a page's links carry about
/// 400 characters, as they do at Shopify when a page ends on a long title.
pub fn cursor_of(handle: &str) -> String {
    use base64::Engine;
    let value: String = format!("{handle} – {}", "Dæmpbar LED-pendel i børstet messing ".repeat(7)).chars().take(255).collect();
    base64::engine::general_purpose::STANDARD.encode(json!({"last_id": handle, "last_value": value}).to_string())
}

/// A product in white (in stock, at `price`) and black (sold out, 199 kr.).
pub fn product_in(handle: &str, title: &str, price: &str, language: &str) -> Value {
    let variants = [("1".to_owned(), "Hvid", price.to_owned(), true), ("2".to_owned(), "Sort", "199.0".to_owned(), false)];
    product_json(handle, title, price, &variants, language)
}

/// The "lamper" collection as the listing sees it, in its own ("featured") order,
/// oldest first: handle, title, price, and each colour with whether it is in stock.
const LAMPS: [(&str, &str, f64, &[(&str, bool)]); 5] = [
    ("pendel", "Shopify pendel", 899.0, &[("Hvid", true), ("Sort", false)]),
    ("spot", "Shopify spot", 249.0, &[("Hvid", true)]),
    ("vaeglampe", "Shopify væglampe", 549.0, &[("Sort", true)]),
    ("bordlampe", "Shopify bordlampe", 399.0, &[("Hvid", false), ("Sort", false)]),
    ("gulvlampe", "Shopify gulvlampe", 1299.0, &[("Sort", true), ("Hvid", true)]),
];

/// A product of [`LAMPS`] as the API answers it.
fn lamp(i: usize, language: &str) -> Value {
    let (handle, title, price, colours) = LAMPS[i];
    let price = format!("{price:.1}");
    let variants: Vec<(String, &str, String, bool)> =
        colours.iter().enumerate().map(|(n, (value, stocked))| (n.to_string(), *value, price.clone(), *stocked)).collect();
    product_json(handle, title, &price, &variants, language)
}

/// What is wrong with a request's variables, as the API would say it.
fn refuse(message: String) -> Response {
    Json(json!({"errors": [{"message": message}]})).into_response()
}

/// One filter of `collection.products(filters:)` checked: exactly one known key.
#[derive(Clone, Debug)]
enum Filter {
    Available(bool),
    Price(Option<f64>, Option<f64>),
    Option(String, String),
}

fn parse_filter(value: &Value) -> Result<Filter, String> {
    let object = value.as_object().ok_or("a ProductFilter is an object")?;
    if object.len() != 1 {
        return Err(format!("a ProductFilter has one field, not {}", object.len()));
    }
    let (key, inner) = object.iter().next().unwrap();
    match key.as_str() {
        "available" => inner.as_bool().map(Filter::Available).ok_or_else(|| "available: Boolean".to_owned()),
        "price" => {
            let number = |k: &str| match &inner[k] {
                Value::Null => Ok(None),
                Value::Number(n) => Ok(n.as_f64()),
                other => Err(format!("price.{k}: Float, not {other}")),
            };
            if inner.as_object().is_none_or(|o| o.keys().any(|k| k != "min" && k != "max")) {
                return Err(format!("price: PriceRangeFilter, not {inner}"));
            }
            Ok(Filter::Price(number("min")?, number("max")?))
        }
        "variantOption" => match (inner["name"].as_str(), inner["value"].as_str()) {
            (Some(name), Some(value)) => Ok(Filter::Option(name.to_owned(), value.to_owned())),
            _ => Err(format!("variantOption: VariantOptionFilter, not {inner}")),
        },
        other => Err(format!("unknown ProductFilter field {other}")),
    }
}

fn lamp_in_stock(i: usize) -> bool {
    LAMPS[i].3.iter().any(|(_, stocked)| *stocked)
}

/// Whether lamp `i` meets the filters (values of one option are alternatives).
fn lamp_matches(i: usize, filters: &[Filter], language: &str) -> bool {
    let (_, _, price, colours) = LAMPS[i];
    let mut option_names: Vec<&str> = filters.iter().filter_map(|f| if let Filter::Option(n, _) = f { Some(n.as_str()) } else { None }).collect();
    option_names.dedup();
    filters.iter().all(|f| match f {
        Filter::Available(want) => lamp_in_stock(i) == *want,
        Filter::Price(min, max) => min.is_none_or(|m| price >= m) && max.is_none_or(|m| price <= m),
        Filter::Option(..) => true,
    }) && option_names.iter().all(|name| {
        filters.iter().any(|f| match f {
            Filter::Option(n, v) => n == name && n.eq_ignore_ascii_case(&word("Farve", language)) && colours.iter().any(|(c, _)| &word(c, language) == v),
            _ => false,
        })
    })
}

/// `collection(handle:) { products(...) }` for the "lamper" collection.
fn collection_products(variables: &Value, language: &str) -> Result<Value, String> {
    let handle = variables["handle"].as_str().ok_or("$handle: String!")?;
    let sort_key = variables["sortKey"].as_str().ok_or("$sortKey: ProductCollectionSortKeys!")?;
    if !["BEST_SELLING", "COLLECTION_DEFAULT", "CREATED", "ID", "MANUAL", "PRICE", "RELEVANCE", "TITLE"].contains(&sort_key) {
        return Err(format!("Variable $sortKey of type ProductCollectionSortKeys! was provided invalid value {sort_key}"));
    }
    let reverse = variables["reverse"].as_bool().ok_or("$reverse: Boolean!")?;
    let filters = match &variables["filters"] {
        Value::Null => Vec::new(),
        Value::Array(items) => items.iter().map(parse_filter).collect::<Result<Vec<_>, _>>()?,
        other => return Err(format!("$filters: [ProductFilter!], not {other}")),
    };
    let (first, last) = (variables["first"].as_u64(), variables["last"].as_u64());
    let size = match (first, last) {
        (Some(n), None) | (None, Some(n)) if (1..=250).contains(&n) => n as usize,
        _ => return Err("you must provide one of first or last, between 1 and 250".into()),
    };
    if (first.is_some() && !variables["before"].is_null()) || (last.is_some() && !variables["after"].is_null()) {
        return Err("first goes with after, last with before".into());
    }
    // "smart-home" stands for a collection of over 5,000 products: Shopify lists it
    // but gives no `filters` to count by.
    if handle != "lamper" && handle != "smart-home" {
        return Ok(json!({"collection": null}));
    }
    let mut order: Vec<usize> = (0..LAMPS.len()).filter(|i| lamp_matches(*i, &filters, language)).collect();
    match sort_key {
        "PRICE" => order.sort_by(|a, b| LAMPS[*a].2.total_cmp(&LAMPS[*b].2)),
        "TITLE" => order.sort_by_key(|i| LAMPS[*i].1.to_lowercase()),
        _ => {}
    }
    if reverse {
        order.reverse();
    }
    let cursor = |i: usize| cursor_of(LAMPS[i].0);
    let at = |key: &str| -> Result<Option<usize>, String> {
        match variables[key].as_str() {
            None => Ok(None),
            Some(c) => order.iter().position(|i| cursor(*i) == c).map(Some).ok_or_else(|| format!("Invalid cursor {c}")),
        }
    };
    let (start, end) = match (at("after")?, at("before")?) {
        (Some(after), _) => (after + 1, (after + 1 + size).min(order.len())),
        (None, Some(before)) => (before.saturating_sub(size), before),
        (None, None) if last.is_some() => (order.len().saturating_sub(size), order.len()),
        (None, None) => (0, size.min(order.len())),
    };
    let page = &order[start..end];
    // Counts of each value with the other filters kept.
    let without = |keep: &dyn Fn(&Filter) -> bool| -> Vec<Filter> { filters.iter().filter(|f| keep(f)).cloned().collect() };
    let others = without(&|f| !matches!(f, Filter::Available(_)));
    let stock = |want: bool| (0..LAMPS.len()).filter(|i| lamp_matches(*i, &others, language) && lamp_in_stock(*i) == want).count();
    let colour = word("Farve", language);
    let others = without(&|f| !matches!(f, Filter::Option(..)));
    let colour_values: Vec<Value> = ["Hvid", "Sort"]
        .iter()
        .map(|c| {
            let count = (0..LAMPS.len()).filter(|i| lamp_matches(*i, &others, language) && LAMPS[*i].3.iter().any(|(v, _)| v == c)).count();
            let input = json!({"variantOption": {"name": colour, "value": word(c, language)}}).to_string();
            json!({"id": format!("filter.v.option.farve.{c}"), "label": word(c, language), "count": count, "input": input})
        })
        .collect();
    let stock_label = if language == "DA" { "På lager" } else { "In stock" };
    let filters_answer = json!([
        {"id": "filter.v.availability", "label": "Availability", "type": "LIST", "values": [
            {"id": "filter.v.availability.1", "label": stock_label, "count": stock(true), "input": "{\"available\":true}"},
            {"id": "filter.v.availability.0", "label": "Out of stock", "count": stock(false), "input": "{\"available\":false}"}
        ]},
        {"id": "filter.v.price", "label": "Price", "type": "PRICE_RANGE", "values": [
            {"id": "filter.v.price", "label": "Price", "count": 0, "input": "{\"price\":{\"min\":0,\"max\":1299.0}}"}
        ]},
        {"id": "filter.v.option.farve", "label": colour, "type": "LIST", "values": colour_values}
    ]);
    let (title, filters_answer) = if handle == "smart-home" { ("Smart home fra Shopify", json!([])) } else { ("Lamper fra Shopify", filters_answer) };
    Ok(json!({"collection": {
        "handle": handle, "title": localized(title, language), "description": "",
        "products": {
            "filters": filters_answer,
            "pageInfo": {
                "hasNextPage": end < order.len(), "hasPreviousPage": start > 0,
                "startCursor": page.first().map(|i| cursor(*i)), "endCursor": page.last().map(|i| cursor(*i))
            },
            "edges": page.iter().map(|i| json!({"cursor": cursor(*i), "node": lamp(*i, language)})).collect::<Vec<_>>()
        }
    }}))
}

/// `search(query:, first:, types: [PRODUCT])`: every product whose handle or title
/// holds the query, the first `first` of them, and how many in all.
fn search(variables: &Value, language: &str) -> Result<Value, String> {
    let q = variables["query"].as_str().ok_or("$query: String!")?.to_lowercase();
    let first = variables["first"].as_u64().filter(|n| (1..=250).contains(n)).ok_or("$first: Int! between 1 and 250")? as usize;
    let found: Vec<Value> = catalogue_products(language, 0)
        .into_iter()
        .filter(|p| p["handle"].as_str().unwrap().contains(&q) || p["title"].as_str().unwrap().to_lowercase().contains(&q))
        .collect();
    let total = found.len();
    let edges: Vec<Value> = found.into_iter().take(first).map(|p| json!({"node": p})).collect();
    Ok(json!({"search": {"totalCount": total, "edges": edges}}))
}

/// The handle of stocked product `n` (1-based).
pub fn stocked_handle(n: usize) -> String {
    format!("shopify-vare-{n:04}")
}

/// When stocked product `n` (or, for `0`, each of the shop's own) last changed.
pub fn stocked_updated_at(n: usize) -> String {
    format!("2025-06-{:02}T{:02}:{:02}:00Z", 1 + n / 1440 % 28, n / 60 % 24, n % 60)
}

/// The fake shop's collections by ID: one category (a page of the site's own), two
/// with pages under /collections/, and one the site does not show.
pub const COLLECTION_HANDLES: [&str; 4] = ["frontpage", "indendors-lys", "lamper", "tilbehor"];

/// A page forward through `len` rows as the API gives one (`first`, and `after` a
/// cursor it gave): the rows' range and the connection's `pageInfo`. A page of more
/// than 250, or a cursor it did not give, is refused.
fn forward_page(variables: &Value, len: usize, cursor: impl Fn(usize) -> String) -> Result<(std::ops::Range<usize>, Value), String> {
    let first = variables["first"].as_u64().filter(|n| (1..=250).contains(n)).ok_or("$first: Int! between 1 and 250")? as usize;
    let start = match &variables["after"] {
        Value::Null => 0,
        Value::String(after) => (0..len).find(|i| &cursor(*i) == after).map(|i| i + 1).ok_or_else(|| format!("Invalid cursor {after}"))?,
        other => return Err(format!("$after: String, not {other}")),
    };
    let end = (start + first).min(len);
    let page_info = json!({"hasNextPage": end < len, "endCursor": (end > start).then(|| cursor(end - 1))});
    Ok((start..end, page_info))
}

/// `products`/`collections(first:, after:, sortKey: ID)`: handles and update times,
/// in the order of their IDs, with a cursor per edge.
fn handles(variables: &Value, query: &str, stocked: usize) -> Result<Value, String> {
    if !query.contains("sortKey: ID") {
        return Err("the sitemaps page by ID".into());
    }
    let (field, all): (&str, Vec<(String, String)>) = if query.contains("query CollectionHandles") {
        ("collections", COLLECTION_HANDLES.iter().map(|h| (h.to_string(), "2025-05-01T08:00:00Z".to_owned())).collect())
    } else {
        let own = std::iter::once("dimmer").chain(LAMPS.iter().map(|l| l.0)).map(|h| (h.to_owned(), stocked_updated_at(0)));
        ("products", own.chain((1..=stocked).map(|n| (stocked_handle(n), stocked_updated_at(n)))).collect())
    };
    let cursor = |i: usize| format!("{field}:id-{i}");
    let (rows, page_info) = forward_page(variables, all.len(), cursor)?;
    let edges: Vec<Value> = rows.map(|i| json!({"cursor": cursor(i), "node": {"handle": all[i].0, "updatedAt": all[i].1}})).collect();
    Ok(json!({ field: { "pageInfo": page_info, "edges": edges } }))
}

/// Stocked product `n` as the API answers it.
fn stocked_product(n: usize, language: &str) -> Value {
    product_in(&stocked_handle(n), &format!("Shopify vare {n}"), "199.0", language)
}

/// What only a product's own query (or the catalogue read) asks for, answered only
/// when asked (as GraphQL does): the editor's HTML, the SEO fields, and the dimmer's
/// variants' barcodes (a real GTIN), picture and compare-at price. The dimmer's HTML holds what a
/// paste leaves (a meta tag, a script, an image with an event).
fn with_asked_fields(mut product: Value, query: &str, language: &str) -> Value {
    let dimmer = product["handle"] == "dimmer";
    if query.contains("descriptionHtml") {
        product["descriptionHtml"] = json!(if dimmer {
            format!(
                "<meta charset=\"utf-8\"><p>{}</p><ul><li>Zigbee</li><li>230 V</li></ul><table><tr><th>Effekt</th><td>200 W</td></tr></table><script>steal()</script><img src=x onerror=steal()>",
                localized("Dæmper til LED", language)
            )
        } else {
            format!("<p>{}</p>", localized("Beskrivelse", language))
        });
    }
    if query.contains("seo {") {
        product["seo"] = if dimmer { json!({"title": localized("Smart dimmer til LED", language), "description": null}) } else { json!({"title": null, "description": null}) };
    }
    if dimmer && query.contains("barcode") {
        product["variants"]["edges"][0]["node"]["barcode"] = json!("5701234567899");
        product["variants"]["edges"][1]["node"]["barcode"] = json!("12345");
    }
    // The legal facts' metafields, in the order asked (null where there is none): the
    // dimmer is electrical equipment, the pendant a luminaire with built-in LEDs.
    if query.contains("metafields(identifiers:") {
        let keys: Vec<&str> = query.split("key: \"").skip(1).filter_map(|k| k.split('"').next()).collect();
        let facts: &[(&str, String)] = &match product["handle"].as_str() {
            Some("dimmer") => vec![
                ("product_kind", "electrical".to_owned()),
                ("manufacturer", "Nordlys Smart ApS".to_owned()),
                ("manufacturer_address", "Industrivej 12, 2600 Glostrup".to_owned()),
                ("manufacturer_contact", "support@nordlys-smart.dk".to_owned()),
                ("model", "NS-DIM-Z3".to_owned()),
                ("safety_information", localized("Skal installeres af en autoriseret elektriker.", language)),
            ],
            Some("pendel") => vec![
                ("product_kind", "luminaire-built-in".to_owned()),
                ("energy_class", "E".to_owned()),
                ("eprel_registration_number", "1523403".to_owned()),
                ("manufacturer", "Nordlys Belysning ApS".to_owned()),
                ("manufacturer_address", "Industrivej 12, 2600 Glostrup".to_owned()),
                ("manufacturer_contact", "https://nordlys.example".to_owned()),
                ("safety_information", localized("Sluk for strømmen før montering.", language)),
            ],
            _ => Vec::new(),
        };
        product["metafields"] = keys
            .iter()
            .map(|key| facts.iter().find(|(k, _)| k == key).map_or(Value::Null, |(k, v)| json!({"key": k, "value": v})))
            .collect();
    }
    // The merchant marks the white dimmer reduced ("compare at" 699 kr.).
    if dimmer && query.contains("compareAtPrice") {
        product["variants"]["edges"][0]["node"]["compareAtPrice"] = json!({"amount": "699.0", "currencyCode": "DKK"});
    }
    if dimmer && query.contains("image { url }") {
        product["variants"]["edges"][1]["node"]["image"] = json!({"url": "https://cdn.example/dimmer-sort.jpg"});
    }
    product
}

/// Every product of the fake shop, in the order the catalogue lists them: its own
/// (the dimmer, the lamps), then the stocked ones.
fn catalogue_products(language: &str, stocked: usize) -> Vec<Value> {
    let mut all = vec![product_in("dimmer", "Shopify dimmer", "549.0", language)];
    all.extend((0..LAMPS.len()).map(|i| lamp(i, language)));
    all.extend((1..=stocked).map(|n| stocked_product(n, language)));
    all
}

/// `products(first:, after:)`: the whole catalogue (the shop's own products, then the
/// stocked ones) a page at a time ([`forward_page`]), as the API answers it.
fn catalogue(variables: &Value, query: &str, language: &str, stocked: usize) -> Result<Value, String> {
    let all = catalogue_products(language, stocked);
    let (rows, page_info) = forward_page(variables, all.len(), |i| format!("catalogue:{i}"))?;
    let edges: Vec<Value> = all[rows].iter().map(|p| json!({"node": with_asked_fields(p.clone(), query, language)})).collect();
    Ok(json!({"products": { "pageInfo": page_info, "edges": edges }}))
}

type Shared =
    (Arc<Mutex<Mode>>, Arc<Mutex<Vec<(String, Value)>>>, Arc<tokio::sync::Semaphore>, Arc<tokio::sync::Notify>, Arc<AtomicUsize>);

async fn graphql(State((mode, calls, gate, arrived, stocked)): State<Shared>, headers: HeaderMap, Json(body): Json<Value>) -> Response {
    let token = headers.get("x-shopify-storefront-access-token").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    // The visitor the server asks for, as Shopify reads it (kept beside the body).
    let mut recorded = body.clone();
    if let Some(buyer) = headers.get("shopify-storefront-buyer-ip").and_then(|v| v.to_str().ok()) {
        recorded["buyerIp"] = json!(buyer);
    }
    calls.lock().unwrap().push((token.clone(), recorded));
    arrived.notify_waiters();
    let _pass = gate.acquire().await.unwrap();
    if token != TOKEN {
        return (StatusCode::UNAUTHORIZED, "bad token").into_response();
    }
    let mode = mode.lock().unwrap().clone();
    match mode {
        Mode::Status(code) => return (StatusCode::from_u16(code).unwrap(), "no").into_response(),
        Mode::GraphQlErrors(messages) => {
            let errors: Vec<Value> = messages.iter().map(|m| json!({"message": m})).collect();
            return Json(json!({"errors": errors})).into_response();
        }
        Mode::Slow(delay) => tokio::time::sleep(delay).await,
        _ => {}
    }
    let query = body["query"].as_str().unwrap_or_default();
    let variables = &body["variables"];
    // @inContext: the answer in the language asked for (Danish when none).
    let language = if query.contains("@inContext") { variables["language"].as_str().unwrap_or("DA") } else { "DA" };
    let data = if query.contains("query ProductHandles") || query.contains("query CollectionHandles") {
        match handles(variables, query, stocked.load(Ordering::SeqCst)) {
            Ok(data) => data,
            Err(message) => return refuse(message),
        }
    } else if query.contains("cartCreate") {
        let lines = variables["input"]["lines"].as_array().cloned().unwrap_or_default();
        let user_errors: Vec<Value> = match &mode {
            Mode::UserErrors(m) => m.iter().map(|m| json!({"field": ["lines"], "message": m})).collect(),
            _ => vec![],
        };
        let checkout = if mode == Mode::NoCheckoutUrl { Value::Null } else { json!("https://shop.example/cart/c/abc?key=1") };
        json!({"cartCreate": {
            "cart": if user_errors.is_empty() { json!({
                "id": "gid://shopify/Cart/abc", "checkoutUrl": checkout, "totalQuantity": lines.len(),
                "cost": {"totalAmount": {"amount": "100.0", "currencyCode": "DKK"}},
                "lines": {"edges": []}
            }) } else { Value::Null },
            "userErrors": user_errors
        }})
    } else if query.contains("predictiveSearch") {
        // Products and collections whose handle or title holds the query.
        let q = variables["query"].as_str().unwrap_or_default().to_lowercase();
        let products: Vec<Value> = [("dimmer", "Shopify dimmer", "549.0"), ("pendel", "Shopify pendel", "899.0")]
            .iter()
            .filter(|(handle, title, _)| handle.contains(&q) || title.to_lowercase().contains(&q))
            .map(|(handle, title, price)| product_in(handle, title, price, language))
            .collect();
        let collections: Vec<Value> = if "lamper".contains(&q) || q.contains("lamp") {
            vec![json!({"handle": "lamper", "title": localized("Lamper fra Shopify", language), "description": "Lamper"})]
        } else {
            vec![]
        };
        json!({"predictiveSearch": {"products": products, "collections": collections}})
    } else if query.contains("search(query:") {
        match search(variables, language) {
            Ok(data) => data,
            Err(message) => return refuse(message),
        }
    } else if query.contains("products(first: $first, last: $last") {
        match collection_products(variables, language) {
            Ok(data) => data,
            Err(message) => return refuse(message),
        }
    } else if query.contains("product(handle:") {
        let handle = variables["handle"].as_str().unwrap_or_default();
        let found = catalogue_products(language, stocked.load(Ordering::SeqCst)).into_iter().find(|p| p["handle"] == handle);
        json!({ "product": found.map(|p| with_asked_fields(p, query, language)) })
    } else if query.contains("collection(") {
        match variables["handle"].as_str() {
            Some("lamper") => json!({"collection": {"handle": "lamper", "title": localized("Lamper fra Shopify", language), "description": "", "products": {"edges": [{"node": product_in("pendel", "Shopify pendel", "899.0", language)}]}}}),
            _ => json!({"collection": null}),
        }
    } else if query.contains("query Products(") {
        match catalogue(variables, query, language, stocked.load(Ordering::SeqCst)) {
            Ok(data) => data,
            Err(message) => return refuse(message),
        }
    } else {
        return refuse(format!("the fake shop does not know this query: {query}"));
    };
    Json(json!({"data": data})).into_response()
}

/// The application on `backend` with its catalogue at a loopback Shopify of its own.
pub async fn spawn_with_shopify(backend: crate::helpers::Backend) -> Option<crate::helpers::TestApp> {
    let fake = FakeShopify::start().await;
    crate::helpers::spawn_app_with(backend, move |args| {
        args.shop.shopify_store_domain = Some(fake.url.clone());
        args.shop.shopify_storefront_token = Some(TOKEN.into());
        args.shop.shop_timeout_ms = 2_000;
    })
    .await
}
