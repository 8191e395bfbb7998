//! The price history and the one rule for a "før"-price.
//!
//! Every price a variant has had is kept with the moment it took effect (the back
//! office, a CSV import, the demo seed, a price seen at Shopify). The Omnibus rule of
//! the Price Indication Directive (art. 6a, as the Danish price-marking rules apply it)
//! lets a page show a price as reduced only by naming the lowest price the shop applied
//! in the 30 days before the reduction began. So when a price takes effect, the lowest
//! price of the 30 days before it is fixed beside it (`lowest_before_minor`), and a
//! page shows the variant as reduced when the merchant marks it so (a compare-at price,
//! Shopify's `compareAtPrice`) and the current price is below that lowest price, which
//! it then names, whatever compare-at price was typed.

use std::collections::HashMap;

use sqlx::AnyConnection;

use crate::platform::Db;

/// The 30 days before a reduction whose lowest price a "før"-price names.
pub const WINDOW_MS: i64 = 30 * 24 * 60 * 60 * 1000;

/// What set a price.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The demo catalogue's own history.
    Seed,
    /// The product editor in the back office.
    Backoffice,
    /// A CSV import.
    Import,
    /// The operator's command line.
    Cli,
    /// A price seen at Shopify (the catalogue read or a webhook).
    Shopify,
}

impl Source {
    pub fn code(self) -> &'static str {
        match self {
            Source::Seed => "seed",
            Source::Backoffice => "backoffice",
            Source::Import => "import",
            Source::Cli => "cli",
            Source::Shopify => "shopify",
        }
    }

    pub fn from_code(code: &str) -> Option<Source> {
        [Source::Seed, Source::Backoffice, Source::Import, Source::Cli, Source::Shopify].into_iter().find(|s| s.code() == code)
    }

    /// The source of a catalogue change by how it was made (`Actor::how`).
    pub fn of_actor(how: &str) -> Source {
        match how {
            "import" => Source::Import,
            "cli" => Source::Cli,
            _ => Source::Backoffice,
        }
    }
}

/// A price and when it was in effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub price_minor: i64,
    pub started_ms: i64,
    /// `None`: still in effect.
    pub ended_ms: Option<i64>,
}

/// The lowest price in effect at some moment of the 30 days before `at_ms`; `None`
/// when no price was.
pub fn lowest_before(periods: &[Period], at_ms: i64) -> Option<i64> {
    let from = at_ms - WINDOW_MS;
    periods
        .iter()
        .filter(|p| p.started_ms < at_ms && p.ended_ms.is_none_or(|end| end > from))
        .map(|p| p.price_minor)
        .min()
}

/// The "før"-price a page names for a variant at `price_minor`: the lowest price of the
/// 30 days before this price took effect, when the merchant marks the variant reduced
/// and the price is below it; otherwise none.
pub fn reduced_from(price_minor: i64, lowest_before_minor: Option<i64>, marked: bool) -> Option<i64> {
    lowest_before_minor.filter(|lowest| marked && *lowest > price_minor)
}

/// Why the back office's compare-at price is shown or not, for the editor.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, ts_rs::TS)]
#[serde(rename_all = "camelCase", tag = "state")]
#[ts(rename = "PriceNote")]
pub enum Note {
    /// No compare-at price: the price is not marked as reduced.
    NotMarked,
    /// Shown: "Før" with this price (the lowest of the 30 days before).
    Shown {
        #[serde(rename = "beforeMinor")]
        before_minor: i64,
    },
    /// Not shown: the lowest price of the 30 days before this price took effect was
    /// not above it.
    NotLower {
        #[serde(rename = "lowestMinor")]
        lowest_minor: i64,
    },
    /// Not shown: the shop knows no earlier price in the 30 days before.
    NoHistory,
}

impl Note {
    pub fn of(price_minor: i64, lowest_before_minor: Option<i64>, marked: bool) -> Note {
        match (marked, lowest_before_minor) {
            (false, _) => Note::NotMarked,
            (true, None) => Note::NoHistory,
            (true, Some(lowest)) if lowest > price_minor => Note::Shown { before_minor: lowest },
            (true, Some(lowest)) => Note::NotLower { lowest_minor: lowest },
        }
    }
}

/// Records that `variant_id` costs `price_minor` from `at_ms`: when that is a new price,
/// the one in effect ends and this one begins with the lowest price of the 30 days
/// before it fixed beside it. Returns whether the price changed. Run inside the
/// transaction that changes the price.
pub async fn record(conn: &mut AnyConnection, variant_id: &str, price_minor: i64, at_ms: i64, source: Source) -> Result<bool, sqlx::Error> {
    // One change of a variant's price at a time, across instances: the price in
    // effect is read after any other change of it has committed. (SQLite: the
    // transaction holds the write lock already.)
    if conn.backend_name() == "PostgreSQL" {
        sqlx::query("select pg_advisory_xact_lock(hashtext($1))").bind(format!("price_history:{variant_id}")).execute(&mut *conn).await?;
    }
    let current: Option<(i64, i64)> =
        sqlx::query_as("select price_minor, started_ms from price_history where variant_id = $1 and ended_ms is null")
            .bind(variant_id)
            .fetch_optional(&mut *conn)
            .await?;
    if current.is_some_and(|(price, _)| price == price_minor) {
        return Ok(false);
    }
    // A clock that went back (a moved test clock, a corrected system time) never
    // starts a price before the one in effect.
    let at_ms = current.map_or(at_ms, |(_, started)| at_ms.max(started));
    match current {
        // Changed again within the same millisecond: that price never applied, and the
        // lowest price before it stays as it was fixed.
        Some((_, started)) if started == at_ms => {
            sqlx::query("update price_history set price_minor = $3, source = $4 where variant_id = $1 and started_ms = $2")
                .bind(variant_id)
                .bind(at_ms)
                .bind(price_minor)
                .bind(source.code())
                .execute(&mut *conn)
                .await?;
            return Ok(true);
        }
        Some(_) => {
            sqlx::query("update price_history set ended_ms = $2 where variant_id = $1 and ended_ms is null")
                .bind(variant_id)
                .bind(at_ms)
                .execute(&mut *conn)
                .await?;
        }
        None => {}
    }
    // The prices of the 30 days before (the one just ended among them).
    let rows: Vec<(i64, i64, Option<i64>)> = sqlx::query_as(
        "select price_minor, started_ms, ended_ms from price_history
         where variant_id = $1 and started_ms < $2 and ended_ms > $3",
    )
    .bind(variant_id)
    .bind(at_ms)
    .bind(at_ms - WINDOW_MS)
    .fetch_all(&mut *conn)
    .await?;
    let periods: Vec<Period> =
        rows.into_iter().map(|(price_minor, started_ms, ended_ms)| Period { price_minor, started_ms, ended_ms }).collect();
    let lowest = lowest_before(&periods, at_ms);
    // Another instance recording the same change at once (a price seen at Shopify by
    // two requests): its row stands.
    sqlx::query(
        "insert into price_history (variant_id, price_minor, started_ms, ended_ms, lowest_before_minor, source)
         values ($1, $2, $3, null, $4, $5) on conflict do nothing",
    )
    .bind(variant_id)
    .bind(price_minor)
    .bind(at_ms)
    .bind(lowest)
    .bind(source.code())
    .execute(&mut *conn)
    .await?;
    Ok(true)
}

/// The lowest price of the 30 days before a local variant's price began, as a column
/// of a query that joins its price in effect as [`CURRENT_PRICE_JOIN`] (`h`) to
/// `shop_variants v`: only when the merchant marks it reduced (a compare-at price) and
/// the history's price is the variant's. Below the price, it is the "før"-price.
pub const MARKED_LOWEST_BEFORE: &str =
    "(case when v.compare_at_minor is not null and h.price_minor = v.price_minor then h.lowest_before_minor end)";
/// The price in effect of `shop_variants v`, as `h`.
pub const CURRENT_PRICE_JOIN: &str = "left join price_history h on h.variant_id = v.id and h.ended_ms is null";

/// The lowest price of the 30 days before `price_minor` began, from [`current`]'s
/// answer: none when the history's price in effect is another (not seen yet).
pub fn lowest_of(current: &HashMap<String, (i64, Option<i64>)>, variant_id: &str, price_minor: i64) -> Option<i64> {
    current.get(variant_id).filter(|(known, _)| *known == price_minor).and_then(|(_, lowest)| *lowest)
}

/// Ends the price of a variant that is no longer sold (deleted): its history stays.
pub async fn end(conn: &mut AnyConnection, variant_id: &str, at_ms: i64) -> Result<(), sqlx::Error> {
    sqlx::query("update price_history set ended_ms = $2 where variant_id = $1 and ended_ms is null")
        .bind(variant_id)
        .bind(at_ms)
        .execute(&mut *conn)
        .await
        .map(drop)
}

/// The price in effect now and the lowest of the 30 days before it began, of each of
/// these variants the history knows.
pub async fn current(db: &Db, variant_ids: &[&str]) -> Result<HashMap<String, (i64, Option<i64>)>, sqlx::Error> {
    let mut found = HashMap::with_capacity(variant_ids.len());
    for chunk in variant_ids.chunks(500) {
        let sql = format!(
            "select variant_id, price_minor, lowest_before_minor from price_history where ended_ms is null and variant_id in ({})",
            crate::platform::db::placeholders(chunk.len())
        );
        let mut query = sqlx::query_as::<_, (String, i64, Option<i64>)>(&sql);
        for id in chunk {
            query = query.bind(*id);
        }
        for (id, price, lowest) in query.fetch_all(db).await? {
            found.insert(id, (price, lowest));
        }
    }
    Ok(found)
}

/// Prices seen at Shopify at `at_ms`: each that differs from the one in effect (or is
/// new) is recorded; answers the lowest price of the 30 days before each variant's
/// current price began (`None` inside: none known).
pub async fn seen(db: &Db, prices: &[(String, i64)], at_ms: i64) -> Result<HashMap<String, Option<i64>>, sqlx::Error> {
    let ids: Vec<&str> = prices.iter().map(|(id, _)| id.as_str()).collect();
    let mut current = current(db, &ids).await?;
    let changed: Vec<&(String, i64)> =
        prices.iter().filter(|(id, price)| current.get(id).is_none_or(|(known, _)| known != price)).collect();
    if !changed.is_empty() {
        let mut tx = crate::platform::db::begin_write(db).await?;
        for (id, price) in &changed {
            record(&mut tx, id, *price, at_ms, Source::Shopify).await?;
        }
        tx.commit().await?;
        let ids: Vec<&str> = changed.iter().map(|(id, _)| id.as_str()).collect();
        current.extend(self::current(db, &ids).await?);
    }
    Ok(prices
        .iter()
        .map(|(id, price)| {
            (id.clone(), lowest_of(&current, id, *price))
        })
        .collect())
}

/// Every price of a variant, newest first (the back office's list of them).
pub async fn of_variant(db: &Db, variant_id: &str) -> Result<Vec<(Period, Source)>, sqlx::Error> {
    let rows: Vec<(i64, i64, Option<i64>, String)> = sqlx::query_as(
        "select price_minor, started_ms, ended_ms, source from price_history where variant_id = $1 order by started_ms desc",
    )
    .bind(variant_id)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(price_minor, started_ms, ended_ms, source)| {
            (Period { price_minor, started_ms, ended_ms }, Source::from_code(&source).unwrap_or(Source::Backoffice))
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 24 * 60 * 60 * 1000;

    fn period(price_minor: i64, from_day: i64, to_day: Option<i64>) -> Period {
        Period { price_minor, started_ms: from_day * DAY, ended_ms: to_day.map(|d| d * DAY) }
    }

    #[test]
    fn the_lowest_price_of_the_30_days_before_is_the_one_named() {
        // 999 for a long time, 1299 from day 100, back to 999 on day 110: the 30 days
        // before day 110 include 999, so nothing is reduced.
        let raised = [period(99_900, 0, Some(100)), period(129_900, 100, Some(110))];
        assert_eq!(lowest_before(&raised, 110 * DAY), Some(99_900));
        assert_eq!(reduced_from(99_900, lowest_before(&raised, 110 * DAY), true), None);
        // 1299 for more than 30 days before the reduction: it is named.
        let held = [period(99_900, 0, Some(100)), period(129_900, 100, Some(140))];
        assert_eq!(reduced_from(99_900, lowest_before(&held, 140 * DAY), true), Some(129_900));
        // Several prices in the 30 days: the lowest of them.
        let steps = [period(149_900, 0, Some(100)), period(119_900, 100, Some(110)), period(129_900, 110, Some(120))];
        assert_eq!(reduced_from(99_900, lowest_before(&steps, 120 * DAY), true), Some(119_900));
        // Not marked by the merchant: shown as the price it is.
        assert_eq!(reduced_from(99_900, lowest_before(&held, 140 * DAY), false), None);
        // A price that ended exactly 30 days before no longer counts.
        let old = [period(49_900, 0, Some(10)), period(129_900, 10, Some(40))];
        assert_eq!(lowest_before(&old, 40 * DAY), Some(129_900));
        assert_eq!(lowest_before(&[], 40 * DAY), None);
    }

    #[test]
    fn the_editor_is_told_why() {
        assert_eq!(Note::of(99_900, Some(129_900), true), Note::Shown { before_minor: 129_900 });
        assert_eq!(Note::of(99_900, Some(99_900), true), Note::NotLower { lowest_minor: 99_900 });
        assert_eq!(Note::of(99_900, None, true), Note::NoHistory);
        assert_eq!(Note::of(99_900, Some(129_900), false), Note::NotMarked);
        for source in [Source::Seed, Source::Backoffice, Source::Import, Source::Cli, Source::Shopify] {
            assert_eq!(Source::from_code(source.code()), Some(source));
        }
    }
}
