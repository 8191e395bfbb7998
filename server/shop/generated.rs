//! A generated catalogue of any size for the local shop, beside the demo's products:
//! what tests and benchmarks of a real electrical catalogue stand on (thousands of
//! products, 1-3 variants, 2-4 of the collections each, sold-out variants, a spread
//! of prices). Deterministic: product `n` is the same product in every run, so a test
//! can name "the last product" and its typo.

use crate::platform::Db;

const KINDS: [&str; 10] =
    ["Stikkontakt", "LED-pære", "Pendel", "Spot", "Væglampe", "Dimmer", "Kabel", "Gruppetavle", "Bevægelsessensor", "Havelampe"];
const SERIES: [&str; 10] = ["Nova", "Aura", "Lumen", "Polar", "Fjord", "Skagen", "Hygge", "Norden", "Solsikke", "Storm"];
const COLOURS: [&str; 3] = ["Hvid", "Sort", "Messing"];
/// The demo's pictures, reused (a generated product shows a real image).
const IMAGES: [&str; 4] = ["stikkontakt-fuga-hvid.svg", "smart-paere.svg", "pendel-nordlys.svg", "spot-indbygning.svg"];

/// Rows per insert statement (well under either database's limit of bound values).
const BATCH: usize = 200;

/// The title of generated product `n` (1-based): "Pendel Fjord 1042".
pub fn title(n: usize) -> String {
    format!("{} {} {n}", KINDS[n % KINDS.len()], SERIES[(n / KINDS.len()) % SERIES.len()])
}

/// The handle of generated product `n`: "pendel-fjord-1042".
pub fn handle(n: usize) -> String {
    let plain = title(n).to_lowercase().replace("æ", "ae").replace("ø", "oe").replace("å", "aa").replace(' ', "-");
    format!("g-{plain}")
}

/// The collections that product `n` is in: two to four (how many does not follow
/// its number of colours, so each collection has products of every kind).
pub fn collections_of(n: usize, all: &[String]) -> Vec<String> {
    let count = 2 + (n / 7) % 3;
    (0..count.min(all.len())).map(|i| all[(n + i) % all.len()].clone()).collect()
}

/// The legal facts of generated product `n`: its kind from what it is (a bulb a light
/// source, a pendant or spot a luminaire with built-in LEDs, a socket electrical
/// equipment, a cable other goods), a class on the rescaled label, its maker, its
/// warnings; every 97th lacks its maker's address (something for the lists to find).
pub fn legal(n: usize) -> super::legal::Legal {
    use super::legal::{Kind, Legal, Party};
    let kind = match KINDS[n % KINDS.len()] {
        "LED-pære" => Kind::LightSource,
        "Pendel" | "Spot" | "Væglampe" | "Havelampe" => Kind::LuminaireBuiltIn,
        "Kabel" => Kind::Other,
        _ => Kind::Electrical,
    };
    let labelled = kind.has_energy_class();
    Legal {
        kind,
        energy_class: if labelled { ["C", "D", "E", "F", "G"][n % 5].to_owned() } else { String::new() },
        eprel: if labelled { format!("{}", 1_600_000 + n) } else { String::new() },
        manufacturer: Party {
            name: format!("{} Belysning ApS", SERIES[(n / KINDS.len()) % SERIES.len()]),
            trade_mark: SERIES[(n / KINDS.len()) % SERIES.len()].to_owned(),
            address: if n % 97 == 0 { String::new() } else { format!("Industrivej {}, 2600 Glostrup, Danmark", 1 + n % 60) },
            contact: "info@example.dk".to_owned(),
        },
        model: format!("G-{n:05}"),
        warnings: if kind.is_electrical() { "Skal installeres af en autoriseret elektriker. Sluk for strømmen før montering.".to_owned() } else { String::new() },
        ..Legal::default()
    }
}

/// Adds `count` generated products after the catalogue's own (numbered from 1), in one
/// transaction; `facts`: with their legal facts ([`legal`]) and a price history of 90
/// days (every fifth product reduced 10 days ago from the price it had for 30 days
/// before, and marked so). Returns how many were added.
pub async fn seed(db: &Db, count: usize) -> anyhow::Result<usize> {
    seed_with(db, count, false).await
}

/// [`seed`], with the legal facts and price history when `facts`.
pub async fn seed_with(db: &Db, count: usize, facts: bool) -> anyhow::Result<usize> {
    let collections: Vec<String> = sqlx::query_scalar("select handle from shop_collections order by position").fetch_all(db).await?;
    anyhow::ensure!(collections.len() >= 2, "the catalogue needs its collections first (the demo seeds them)");
    let first_position: i64 = sqlx::query_scalar("select coalesce(max(position), 0) + 1 from shop_products").fetch_one(db).await?;
    let now = crate::platform::db::now_rfc3339();
    let mut tx = db.begin().await?;
    for start in (1..=count).step_by(BATCH) {
        let numbers: Vec<usize> = (start..=(start + BATCH - 1).min(count)).collect();
        let mut products = Vec::new();
        let mut variants = Vec::new();
        let mut images = Vec::new();
        let mut options = Vec::new();
        let mut members = Vec::new();
        for &n in &numbers {
            let id = format!("gid://nordlys/Product/{}", handle(n));
            products.push((id.clone(), handle(n), title(n), description(n), first_position + n as i64));
            images.push((id.clone(), format!("{}{}", super::local::MEDIA_PREFIX, IMAGES[n % IMAGES.len()]), title(n)));
            let colours = 1 + n % 3;
            if colours > 1 {
                options.push((id.clone(), serde_json::to_string(&COLOURS[..colours])?));
            }
            for (i, colour) in COLOURS[..colours].iter().enumerate() {
                let (title, selected) = if colours > 1 {
                    (colour.to_string(), serde_json::json!([{"name": "Farve", "value": colour}]).to_string())
                } else {
                    ("Default Title".to_owned(), "[]".to_owned())
                };
                // Prices from 29 kr to about 2,000 kr; every seventh product's last variant sold out.
                let price = 2_900 + ((n * 7_919 + i * 1_500) % 200_000) as i64;
                let available = !(n % 7 == 0 && i == colours - 1);
                variants.push((format!("gid://nordlys/ProductVariant/{}-{}", handle(n), i + 1), id.clone(), title, price, available, selected, i as i64));
            }
            for collection in collections_of(n, &collections) {
                members.push((collection, id.clone(), first_position + n as i64));
            }
        }
        let placeholders = |rows: usize, columns: usize| {
            (0..rows)
                .map(|r| format!("({})", (1..=columns).map(|c| format!("${}", r * columns + c)).collect::<Vec<_>>().join(", ")))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let sql = format!(
            "insert into shop_products (id, handle, title, description, position, updated_at, details, legal_missing) values {}",
            placeholders(products.len(), 8)
        );
        let mut query = sqlx::query(&sql);
        for ((id, handle, title, description, position), n) in products.iter().zip(&numbers) {
            let legal = if facts { legal(*n) } else { super::legal::Legal::default() };
            let details = super::catalogue::ProductDetails { legal, ..Default::default() };
            query = query
                .bind(id)
                .bind(handle)
                .bind(title)
                .bind(description)
                .bind(position)
                .bind(&now)
                .bind(super::catalogue::details_json(&details))
                .bind(super::legal::missing_text(&details.legal));
        }
        query.execute(&mut *tx).await?;
        if facts {
            // 90 days of prices: 125 % until 40 days ago, 110 % until 10 days ago, then
            // the price; every fifth product marked reduced (compare-at 125 %).
            const DAY: i64 = 24 * 60 * 60 * 1000;
            let now_ms = crate::platform::Clock::system().unix_ms();
            let mut history = Vec::new();
            for (id, _, _, price, _, _, _) in &variants {
                let (high, mid) = (price * 5 / 4, price * 11 / 10);
                history.push((id.clone(), high, now_ms - 90 * DAY, Some(now_ms - 40 * DAY), None::<i64>));
                history.push((id.clone(), mid, now_ms - 40 * DAY, Some(now_ms - 10 * DAY), Some(high)));
                history.push((id.clone(), *price, now_ms - 10 * DAY, None, Some(mid)));
            }
            for chunk in history.chunks(BATCH) {
                let sql = format!(
                    "insert into price_history (variant_id, price_minor, started_ms, ended_ms, lowest_before_minor, source) values {}",
                    placeholders(chunk.len(), 6)
                );
                let mut query = sqlx::query(&sql);
                for (id, price, started, ended, lowest) in chunk {
                    query = query.bind(id).bind(price).bind(started).bind(ended).bind(lowest).bind("seed");
                }
                query.execute(&mut *tx).await?;
            }
        }
        let sql = format!(
            "insert into shop_variants (id, product_id, title, price_minor, currency_code, available, selected_options, position, compare_at_minor) values {}",
            placeholders(variants.len(), 9)
        );
        let mut query = sqlx::query(&sql);
        for (id, product, title, price, available, selected, position) in &variants {
            let reduced = facts && product_number(product) % 5 == 0;
            query = query
                .bind(id)
                .bind(product)
                .bind(title)
                .bind(price)
                .bind("DKK")
                .bind(i64::from(*available))
                .bind(selected)
                .bind(position)
                .bind(reduced.then_some(price * 5 / 4));
        }
        query.execute(&mut *tx).await?;
        let sql = format!("insert into shop_images (product_id, position, url, alt_text) values {}", placeholders(images.len(), 4));
        let mut query = sqlx::query(&sql);
        for (product, url, alt) in &images {
            query = query.bind(product).bind(0_i64).bind(url).bind(alt);
        }
        query.execute(&mut *tx).await?;
        if !options.is_empty() {
            let sql = format!("insert into shop_options (product_id, position, name, option_values) values {}", placeholders(options.len(), 4));
            let mut query = sqlx::query(&sql);
            for (product, values) in &options {
                query = query.bind(product).bind(0_i64).bind("Farve").bind(values);
            }
            query.execute(&mut *tx).await?;
        }
        let sql = format!(
            "insert into shop_collection_products (collection_handle, product_id, position) values {}",
            placeholders(members.len(), 3)
        );
        let mut query = sqlx::query(&sql);
        for (collection, product, position) in &members {
            query = query.bind(collection).bind(product).bind(position);
        }
        query.execute(&mut *tx).await?;
    }
    super::local::summarize(&mut tx, None).await?;
    tx.commit().await?;
    tracing::info!(count, "generated products added to the local shop catalogue");
    Ok(count)
}

/// The number of a generated product by its id (`…/g-pendel-fjord-1042`).
fn product_number(id: &str) -> usize {
    id.rsplit('-').next().and_then(|n| n.parse().ok()).unwrap_or(0)
}

fn description(n: usize) -> String {
    let kind = KINDS[n % KINDS.len()].to_lowercase();
    format!(
        "{} fra serien {}: en {kind} til hjem og erhverv, godkendt til danske installationer. Varenummer {n:05}.",
        title(n),
        SERIES[(n / KINDS.len()) % SERIES.len()]
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_products_are_the_same_in_every_run() {
        assert_eq!(title(1042), "Pendel Fjord 1042");
        assert_eq!(handle(1042), "g-pendel-fjord-1042");
        assert_eq!(handle(20_000), "g-stikkontakt-nova-20000");
        let all: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        assert_eq!(collections_of(1, &all), ["b", "c"]);
        assert_eq!(collections_of(8, &all), ["a", "b", "c"]);
        assert_eq!(collections_of(3, &all), ["d", "a"]);
        assert!((1..100).all(|n| (2..=4).contains(&collections_of(n, &all).len())));
    }
}
