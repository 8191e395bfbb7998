//! The local shop's listings in SQL, on both backends: a collection's products sorted,
//! filtered and counted by the database, a page read by keyset from its cursor (so
//! page 200 costs what page 1 costs), the facet counts from `group by`. Filters read
//! the summary kept beside each product (`min_price_minor`, `available`) and its
//! option values (`shop_product_options`), both written with the variants
//! (`super::super::local::summarize`). The cursor is a product's handle, as before.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::{Choice, Facet, FacetValue, Listing, PageLink, Sort};
use crate::platform::Db;
use crate::shop::content::OptionWords;

/// A value bound to a placeholder.
#[derive(Clone)]
enum Bind {
    Text(String),
    Int(i64),
}

/// A statement being written: its text and the values of its placeholders.
#[derive(Default, Clone)]
struct Sql {
    text: String,
    binds: Vec<Bind>,
}

impl Sql {
    fn push(&mut self, text: &str) -> &mut Sql {
        self.text.push_str(text);
        self
    }
    /// A placeholder for `value`.
    fn bind(&mut self, value: Bind) -> &mut Sql {
        self.binds.push(value);
        let n = self.binds.len();
        self.text.push_str(&format!("${n}"));
        self
    }
    fn query_as<T>(&self) -> sqlx::query::QueryAs<'_, sqlx::Any, T, sqlx::any::AnyArguments<'_>>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow>,
    {
        let mut query = sqlx::query_as::<_, T>(&self.text);
        for bind in &self.binds {
            query = match bind {
                Bind::Text(text) => query.bind(text.clone()),
                Bind::Int(number) => query.bind(*number),
            };
        }
        query
    }
}

/// Which condition of the choice to leave out (for its own facet's counts).
#[derive(PartialEq, Clone, Copy)]
enum Skip<'a> {
    Nothing,
    Available,
    Option(&'a str),
}

/// The collection's members (`c`, `p`) that meet the choice, but `skip`.
fn members(handle: &str, choice: &Choice, danish: &[(String, String)], skip: Skip) -> Sql {
    let mut sql = Sql::default();
    sql.push(" from shop_collection_products c join shop_products p on p.id = c.product_id where c.collection_handle = ")
        .bind(Bind::Text(handle.to_owned()))
        // A draft is only in the back office.
        .push(" and p.status = 'active'");
    if choice.available && skip != Skip::Available {
        sql.push(" and p.available <> 0");
    }
    if let Some(min) = choice.min {
        sql.push(" and p.min_price_minor >= ").bind(Bind::Int(min.saturating_mul(100)));
    }
    if let Some(max) = choice.max {
        sql.push(" and p.min_price_minor <= ").bind(Bind::Int(max.saturating_mul(100)));
    }
    // Values of one option are alternatives; options together must all hold.
    let mut names: Vec<&str> = danish.iter().map(|(n, _)| n.as_str()).collect();
    names.sort();
    names.dedup();
    for name in names.into_iter().filter(|name| skip != Skip::Option(name)) {
        sql.push(" and exists (select 1 from shop_product_options o where o.product_id = p.id and o.name = ").bind(Bind::Text(name.to_owned()));
        sql.push(" and o.value in (");
        for (i, (_, value)) in danish.iter().filter(|(n, _)| n == name).enumerate() {
            if i > 0 {
                sql.push(", ");
            }
            sql.bind(Bind::Text(value.clone()));
        }
        sql.push("))");
    }
    sql
}

/// The order of a sort: (expression, ascending), ending in the product's id so that
/// every product has one place.
fn keys(sort: Sort) -> [(&'static str, bool); 3] {
    match sort {
        Sort::Featured => [("c.position", true), ("p.id", true), ("c.position", true)],
        // The catalogue adds at the end: newest is featured reversed.
        Sort::Newest => [("c.position", false), ("p.id", false), ("c.position", false)],
        Sort::PriceAsc => [("p.min_price_minor", true), ("c.position", true), ("p.id", true)],
        Sort::PriceDesc => [("p.min_price_minor", false), ("c.position", true), ("p.id", true)],
        Sort::Name => [("lower(p.title)", true), ("c.position", true), ("p.id", true)],
    }
}

/// The order of a collection's "featured" sort: the order the back office gave it
/// (`shop_collections.sort_order`): its members' positions when set by hand, else the
/// sort itself, so a product added to or changed in a collection sorted by price or
/// title takes its place at once (no positions to rewrite).
fn featured_keys(order: &str) -> [(&'static str, bool); 3] {
    match order {
        "title" => keys(Sort::Name),
        "price-asc" => keys(Sort::PriceAsc),
        "price-desc" => keys(Sort::PriceDesc),
        "newest" => [("p.updated_at", false), ("p.id", true), ("c.position", true)],
        _ => keys(Sort::Featured),
    }
}

/// `order by` of a collection's members (`c`, `p`) in the order the back office gave
/// the collection.
pub(crate) fn featured_order_by(order: &str) -> String {
    order_by(&featured_keys(order), true)
}

fn order_by(keys: &[(&str, bool); 3], forward: bool) -> String {
    let parts: Vec<String> =
        keys.iter().map(|(expr, asc)| format!("{expr} {}", if *asc == forward { "asc" } else { "desc" })).collect();
    format!(" order by {}", parts.join(", "))
}

/// The keyset condition: rows after (or, `forward` false, before) the cursor's values.
fn beyond(sql: &mut Sql, keys: &[(&str, bool); 3], cursor: &[Bind], forward: bool) {
    sql.push(" and (");
    for i in 0..keys.len() {
        if i > 0 {
            sql.push(" or ");
        }
        sql.push("(");
        for (j, (expr, _)) in keys.iter().enumerate().take(i) {
            sql.push(&format!("{expr} = ")).bind(cursor[j].clone()).push(" and ");
        }
        let (expr, asc) = keys[i];
        let greater = asc == forward;
        sql.push(&format!("{expr} {} ", if greater { ">" } else { "<" })).bind(cursor[i].clone()).push(")");
    }
    sql.push(")");
}

/// The sort values of the cursor's product in the collection, if it is there.
async fn cursor_values(db: &Db, handle: &str, keys: &[(&str, bool); 3], product: &str) -> Result<Option<Vec<Bind>>, sqlx::Error> {
    // Each key as text or number, as its column is: position and price are numbers.
    let numeric = |expr: &str| matches!(expr, "c.position" | "p.min_price_minor");
    let columns: Vec<String> = keys
        .iter()
        .map(|(expr, _)| if numeric(expr) { format!("cast({expr} as bigint), ''") } else { format!("cast(0 as bigint), {expr}") })
        .collect();
    let mut sql = Sql::default();
    sql.push(&format!("select {} from shop_collection_products c join shop_products p on p.id = c.product_id", columns.join(", ")));
    sql.push(" where c.collection_handle = ").bind(Bind::Text(handle.to_owned()));
    sql.push(" and p.handle = ").bind(Bind::Text(product.to_owned()));
    let row: Option<(i64, String, i64, String, i64, String)> = sql.query_as().fetch_optional(db).await?;
    Ok(row.map(|(n0, t0, n1, t1, n2, t2)| {
        [(n0, t0), (n1, t1), (n2, t2)]
            .into_iter()
            .zip(keys)
            .map(|((n, t), (expr, _))| if numeric(expr) { Bind::Int(n) } else { Bind::Text(t) })
            .collect()
    }))
}

/// Handles of the members meeting `filter`, from the cursor in one direction.
async fn walk(
    db: &Db,
    filter: &Sql,
    keys: &[(&str, bool); 3],
    cursor: Option<&[Bind]>,
    forward: bool,
    limit: usize,
) -> Result<Vec<(String, String, String, String)>, sqlx::Error> {
    let mut sql = filter.clone();
    sql.text = format!("select p.id, p.handle, p.title, p.description{}", filter.text);
    if let Some(cursor) = cursor {
        beyond(&mut sql, keys, cursor, forward);
    }
    sql.push(&order_by(keys, forward));
    sql.push(" limit ").bind(Bind::Int(limit as i64));
    sql.query_as().fetch_all(db).await
}

/// What a collection's listing says about a filter set, whatever its sort and page:
/// how many products meet it, how many of them can be bought now (the "in stock"
/// choice's count), the collection's price range, and each option value's count among
/// the products that meet the other choices (so a ticked colour's siblings still
/// count). In Danish; the page puts them into the visitor's words.
#[derive(Debug, Clone, PartialEq)]
pub struct Counts {
    pub total: i64,
    pub available: i64,
    pub floor: Option<i64>,
    pub ceiling: Option<i64>,
    /// Each option of the collection (in the order its first member gives) with its
    /// values and their counts.
    pub facets: Vec<(String, Vec<(String, i64)>)>,
}

impl Counts {
    /// Counted by the database: each costs what the collection holds.
    async fn read(db: &Db, handle: &str, choice: &Choice, danish: &[(String, String)]) -> Result<Counts, sqlx::Error> {
        let filter = members(handle, choice, danish, Skip::Nothing);
        let total: i64 = {
            let sql = Sql { text: format!("select count(*){}", filter.text), binds: filter.binds.clone() };
            sql.query_as::<(i64,)>().fetch_one(db).await?.0
        };
        let available_count: i64 = {
            let mut sql = members(handle, choice, &danish, Skip::Available);
            sql.text = format!("select count(*){} and p.available <> 0", sql.text);
            sql.query_as::<(i64,)>().fetch_one(db).await?.0
        };
        let (floor, ceiling): (Option<i64>, Option<i64>) = {
            let mut sql = Sql::default();
            sql.push("select min(p.min_price_minor), max(p.min_price_minor) from shop_collection_products c join shop_products p on p.id = c.product_id where p.status = 'active' and c.collection_handle = ")
                .bind(Bind::Text(handle.to_owned()));
            sql.query_as().fetch_one(db).await?
        };

        let all_values: Vec<(String, String)> = {
            let mut sql = Sql::default();
            sql.push(
                "select o.name, o.value from shop_collection_products c join shop_product_options o on o.product_id = c.product_id
                 where c.collection_handle = ",
            )
            .bind(Bind::Text(handle.to_owned()));
            sql.push(" group by o.name, o.value order by min(c.position), o.name, o.value");
            sql.query_as().fetch_all(db).await?
        };
        let mut facets: Vec<(String, Vec<(String, i64)>)> = Vec::new();
        for (name, value) in all_values {
            match facets.iter_mut().find(|(n, _)| *n == name) {
                Some((_, values)) => values.push((value, 0)),
                None => facets.push((name, vec![(value, 0)])),
            }
        }
        for (name, values) in &mut facets {
            let mut sql = members(handle, choice, danish, Skip::Option(name));
            let condition = sql.text.clone();
            sql.text = String::from("select o.value, count(distinct p.id)");
            sql.text.push_str(&condition.replacen(
                " where c.collection_handle = ",
                " join shop_product_options o on o.product_id = p.id where c.collection_handle = ",
                1,
            ));
            sql.push(" and o.name = ").bind(Bind::Text(name.clone())).push(" group by o.value");
            let counts: Vec<(String, i64)> = sql.query_as().fetch_all(db).await?;
            for (value, count) in values.iter_mut() {
                *count = counts.iter().find(|(v, _)| v == value).map_or(0, |(_, n)| *n);
            }
        }
        Ok(Counts { total, available: available_count, floor, ceiling, facets })
    }
}

/// The most filter sets kept at once (past it the cache starts over: a crawler walking
/// combinations costs memory no more than this).
const KEPT_COUNTS: usize = 20_000;

/// [`Counts`] kept per collection and filter set until that collection's listings
/// change: a change that drops the collection's pages (a product's edit or sale in
/// it, its order, an import, a deletion: [`crate::platform::Changes`]) makes its
/// counts be read again, here and, through the same news, on the other instances. A
/// sorted or paged URL of a filter set costs its page's rows alone.
pub struct CountsCache {
    changes: crate::platform::Changes,
    kept: Mutex<HashMap<String, Kept>>,
    /// Filter sets counted by the database (for tests and the metrics).
    read: AtomicU64,
}

struct Kept {
    generation: u64,
    seq: u64,
    counts: Arc<Counts>,
}

impl CountsCache {
    pub fn new(changes: crate::platform::Changes) -> CountsCache {
        CountsCache { changes, kept: Mutex::default(), read: AtomicU64::new(0) }
    }

    /// How many filter sets were counted by the database so far.
    pub fn reads(&self) -> u64 {
        self.read.load(Ordering::Relaxed)
    }

    async fn counts(&self, db: &Db, handle: &str, choice: &Choice, danish: &[(String, String)]) -> Result<Arc<Counts>, sqlx::Error> {
        let mut options: Vec<&(String, String)> = danish.iter().collect();
        options.sort();
        options.dedup();
        let key = format!("{handle}\u{1f}{}\u{1f}{:?}\u{1f}{:?}\u{1f}{options:?}", choice.available, choice.min, choice.max);
        let tags = [crate::platform::changes::collection_tag(handle)];
        if let Some(kept) = self.kept.lock().unwrap().get(&key) {
            if kept.generation == self.changes.generation() && !self.changes.dropped_since(&tags, kept.seq) {
                return Ok(kept.counts.clone());
            }
        }
        // Read before counting: a change while counting leaves these counts stale.
        let (generation, seq) = (self.changes.generation(), self.changes.tag_seq());
        let counts = Arc::new(Counts::read(db, handle, choice, danish).await?);
        self.read.fetch_add(1, Ordering::Relaxed);
        let mut kept = self.kept.lock().unwrap();
        if kept.len() >= KEPT_COUNTS {
            kept.clear();
        }
        kept.insert(key, Kept { generation, seq, counts: counts.clone() });
        Ok(counts)
    }
}

/// The page of collection `handle` that `choice` asks for (rows to assemble into
/// products, in order), and what the page says about the rest; option names and
/// values in the choice and the facets are in the visitor's `words`.
pub async fn page(
    db: &Db,
    handle: &str,
    choice: &Choice,
    page_size: usize,
    words: &OptionWords,
    cache: Option<&CountsCache>,
) -> Result<(Vec<(String, String, String, String)>, Listing), sqlx::Error> {
    let danish: Vec<(String, String)> = choice.options.iter().map(|(n, v)| words.to_danish(n, v)).collect();
    let filter = members(handle, choice, &danish, Skip::Nothing);
    let keys = match choice.sort {
        Sort::Featured => {
            let order: Option<String> =
                sqlx::query_scalar("select sort_order from shop_collections where handle = $1").bind(handle).fetch_optional(db).await?;
            featured_keys(order.as_deref().unwrap_or("manual"))
        }
        sort => keys(sort),
    };

    let counts = match cache {
        Some(cache) => cache.counts(db, handle, choice, &danish).await?,
        None => Arc::new(Counts::read(db, handle, choice, &danish).await?),
    };

    // The page: after the cursor, or the page that ends before it; an unknown cursor
    // starts from the beginning.
    let after = match &choice.after {
        Some(product) => cursor_values(db, handle, &keys, product).await?,
        None => None,
    };
    let before = match (&after, &choice.before) {
        (None, Some(product)) => cursor_values(db, handle, &keys, product).await?,
        _ => None,
    };
    let (rows, more_after) = match (&after, &before) {
        (None, Some(before)) => {
            let mut rows = walk(db, &filter, &keys, Some(before), false, page_size).await?;
            rows.reverse();
            (rows, true)
        }
        (after, _) => {
            let mut rows = walk(db, &filter, &keys, after.as_deref(), true, page_size + 1).await?;
            let more = rows.len() > page_size;
            rows.truncate(page_size);
            (rows, more)
        }
    };
    let next = match rows.last() {
        Some((_, handle, ..)) if more_after => Some(PageLink { before: false, cursor: handle.clone() }),
        _ => None,
    };
    // The page before: after the product a page earlier than this page's first (back
    // to the first page is the collection's own address).
    let previous = match rows.first() {
        Some((_, first, ..)) => {
            let at = cursor_values(db, handle, &keys, first).await?.unwrap_or_default();
            let earlier = walk(db, &filter, &keys, Some(&at), false, page_size + 1).await?;
            match earlier.len() {
                0 => None,
                n if n <= page_size => Some(PageLink { before: false, cursor: String::new() }),
                _ => Some(PageLink { before: false, cursor: earlier[page_size].1.clone() }),
            }
        }
        None => None,
    };

    // Facets in the visitor's words (the URL speaks them too).
    let facets: Vec<Facet> = counts
        .facets
        .iter()
        .map(|(name, values)| {
            let label = words.name(name);
            let values = values
                .iter()
                .map(|(value, count)| {
                    let value_label = words.value(name, value);
                    let selected = danish.iter().any(|(n, v)| n == name && v == value);
                    FacetValue { value: value_label.clone(), label: value_label, count: *count as usize, selected }
                })
                .collect();
            Facet { name: label.clone(), label, values }
        })
        .collect();
    let listing = Listing {
        total: Some(counts.total as usize),
        next,
        previous,
        available_count: Some(counts.available as usize),
        price_floor: Some(counts.floor.unwrap_or(0) / 100),
        price_ceiling: Some((counts.ceiling.unwrap_or(0) + 99) / 100),
        facets,
    };
    Ok((rows, listing))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Why the statements are written by [`Sql`] and not by sqlx's `QueryBuilder`: on
    /// `Any` (one pool for SQLite and PostgreSQL) the builder writes every placeholder
    /// as `?` (sqlx's default `Arguments::format_placeholder`), which PostgreSQL
    /// refuses; [`Sql`] numbers them `$1`, `$2`, … as both backends read them. The day
    /// the builder numbers them on `Any` too, this test fails, and the builder can take
    /// [`Sql`]'s place.
    #[test]
    fn sqlx_query_builder_on_any_writes_placeholders_postgresql_refuses() {
        let mut builder = sqlx::QueryBuilder::<sqlx::Any>::new("select count(*) from shop_products where handle = ");
        builder.push_bind("x").push(" and position > ").push_bind(1_i64);
        assert_eq!(builder.sql(), "select count(*) from shop_products where handle = ? and position > ?");
        let mut ours = Sql::default();
        ours.push("select count(*) from shop_products where handle = ").bind(Bind::Text("x".into())).push(" and position > ").bind(Bind::Int(1));
        assert_eq!(ours.text, "select count(*) from shop_products where handle = $1 and position > $2");
    }
}
