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

/// Adds `count` generated products after the catalogue's own (numbered from 1), in one
/// transaction. Returns how many were added.
pub async fn seed(db: &Db, count: usize) -> anyhow::Result<usize> {
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
            "insert into shop_products (id, handle, title, description, position, updated_at) values {}",
            placeholders(products.len(), 6)
        );
        let mut query = sqlx::query(&sql);
        for (id, handle, title, description, position) in &products {
            query = query.bind(id).bind(handle).bind(title).bind(description).bind(position).bind(&now);
        }
        query.execute(&mut *tx).await?;
        let sql = format!(
            "insert into shop_variants (id, product_id, title, price_minor, currency_code, available, selected_options, position) values {}",
            placeholders(variants.len(), 8)
        );
        let mut query = sqlx::query(&sql);
        for (id, product, title, price, available, selected, position) in &variants {
            query = query.bind(id).bind(product).bind(title).bind(price).bind("DKK").bind(i64::from(*available)).bind(selected).bind(position);
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
