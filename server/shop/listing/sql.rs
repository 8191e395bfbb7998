//! The local shop's listings: a collection's members read from the database in two
//! statements (each member's summary, kept beside the product with its variants:
//! `min_price_minor`, `available`, see `super::super::local::summarize`; and its option
//! values, `shop_product_options`) and kept in memory until that collection changes
//! (the tags the page cache follows: a product's edit or sale in it, its order, an
//! import, a deletion; another instance's through the same news). Every page, sort,
//! filter and count of the collection is worked out from them: a faceted URL costs a
//! pass over the members, never a `group by` over the collection per facet, whatever
//! the filter set. The order of each sort is the one the database gave before (the
//! same keys as `featured_order_by`, which the back office's lists still use), and the
//! cursor is still a product's handle.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::{Choice, Facet, FacetValue, Listing, PageLink, Sort};
use crate::platform::Db;
use crate::shop::content::OptionWords;

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

/// A member of a collection as its listings read it.
#[derive(Debug, Clone)]
struct Member {
    id: String,
    handle: String,
    /// Lower case (the name sort).
    title: String,
    position: i64,
    /// Its cheapest variant, øre.
    price: i64,
    available: bool,
    /// A variant shown as reduced (`shop_products.reduced`).
    reduced: bool,
    updated_at: String,
    /// `(name, value)` of its variants' options.
    options: Vec<(String, String)>,
}

/// A collection's active members, the option values its facets show (in the order of
/// the first member that has each, by name and value after), and its featured order.
pub struct Members {
    members: Vec<Member>,
    values: Vec<(String, String)>,
    sort_order: String,
}

impl Members {
    async fn read(db: &Db, handle: &str) -> Result<Members, sqlx::Error> {
        let sort_order: Option<String> =
            sqlx::query_scalar("select sort_order from shop_collections where handle = $1").bind(handle).fetch_optional(db).await?;
        let rows: Vec<(String, String, String, i64, i64, i64, String, String, i64)> = sqlx::query_as(
            "select p.id, p.handle, p.title, cast(c.position as bigint), cast(p.min_price_minor as bigint), cast(p.available as bigint),
                    p.updated_at, p.status, cast(p.reduced as bigint)
             from shop_collection_products c join shop_products p on p.id = c.product_id where c.collection_handle = $1",
        )
        .bind(handle)
        .fetch_all(db)
        .await?;
        let options: Vec<(String, String, String)> = sqlx::query_as(
            "select o.product_id, o.name, o.value from shop_collection_products c join shop_product_options o on o.product_id = c.product_id
             where c.collection_handle = $1",
        )
        .bind(handle)
        .fetch_all(db)
        .await?;
        let position: HashMap<&str, i64> = rows.iter().map(|r| (r.0.as_str(), r.3)).collect();
        // The facets' values: every value of a member (a draft's too), by the first
        // member that has it, then by name and value.
        let mut first: HashMap<(&str, &str), i64> = HashMap::new();
        for (id, name, value) in &options {
            let at = position.get(id.as_str()).copied().unwrap_or(i64::MAX);
            let seen = first.entry((name.as_str(), value.as_str())).or_insert(at);
            *seen = (*seen).min(at);
        }
        let mut values: Vec<(i64, &str, &str)> = first.into_iter().map(|((n, v), at)| (at, n, v)).collect();
        values.sort();
        let values = values.into_iter().map(|(_, n, v)| (n.to_owned(), v.to_owned())).collect();
        let mut by_product: HashMap<&str, Vec<(String, String)>> = HashMap::new();
        for (id, name, value) in &options {
            by_product.entry(id.as_str()).or_default().push((name.clone(), value.clone()));
        }
        let members = rows
            .iter()
            .filter(|r| r.7 == "active")
            .map(|(id, handle, title, position, price, available, updated_at, _, reduced)| Member {
                options: by_product.remove(id.as_str()).unwrap_or_default(),
                id: id.clone(),
                handle: handle.clone(),
                title: title.to_lowercase(),
                position: *position,
                price: *price,
                available: *available != 0,
                reduced: *reduced != 0,
                updated_at: updated_at.clone(),
            })
            .collect();
        Ok(Members { members, values, sort_order: sort_order.unwrap_or_else(|| "manual".into()) })
    }

    /// The members in the order of `sort`: the keys `featured_order_by` gives the
    /// database, so that an order is the one it always was.
    fn sorted(&self, sort: Sort) -> Vec<&Member> {
        let mut all: Vec<&Member> = self.members.iter().collect();
        let by_place = |a: &&Member, b: &&Member| a.position.cmp(&b.position).then_with(|| a.id.cmp(&b.id));
        let by_price = |a: &&Member, b: &&Member| a.price.cmp(&b.price);
        let by_name = |a: &&Member, b: &&Member| a.title.cmp(&b.title);
        let order: &str = match sort {
            Sort::Featured => &self.sort_order,
            Sort::Newest => "reverse",
            Sort::PriceAsc => "price-asc",
            Sort::PriceDesc => "price-desc",
            Sort::Name => "title",
        };
        match order {
            "reverse" => all.sort_by(|a, b| by_place(b, a)),
            "price-asc" => all.sort_by(|a, b| by_price(a, b).then_with(|| by_place(a, b))),
            "price-desc" => all.sort_by(|a, b| by_price(b, a).then_with(|| by_place(a, b))),
            "title" => all.sort_by(|a, b| by_name(a, b).then_with(|| by_place(a, b))),
            "newest" => all.sort_by(|a, b| b.updated_at.cmp(&a.updated_at).then_with(|| a.id.cmp(&b.id)).then_with(|| a.position.cmp(&b.position))),
            _ => all.sort_by(by_place),
        }
        all
    }
}

/// Which condition of the choice to leave out (for its own facet's counts).
#[derive(PartialEq, Clone, Copy)]
enum Skip<'a> {
    Nothing,
    Available,
    Sale,
    Option(&'a str),
}

/// Whether a member meets the choice (with its option values in Danish), but `skip`:
/// values of one option are alternatives; options together must all hold.
fn meets(member: &Member, choice: &Choice, danish: &[(String, String)], skip: Skip) -> bool {
    if choice.available && skip != Skip::Available && !member.available {
        return false;
    }
    if choice.sale && skip != Skip::Sale && !member.reduced {
        return false;
    }
    if choice.min.is_some_and(|min| member.price < min.saturating_mul(100)) || choice.max.is_some_and(|max| member.price > max.saturating_mul(100)) {
        return false;
    }
    danish.iter().map(|(name, _)| name.as_str()).filter(|name| skip != Skip::Option(name)).all(|name| {
        danish.iter().filter(|(n, _)| n == name).any(|pair| member.options.contains(pair))
    })
}

/// The most collections kept at once.
const KEPT_COLLECTIONS: usize = 1_000;

/// [`Members`] kept per collection until that collection's listings change.
pub struct MembersCache {
    changes: crate::platform::Changes,
    kept: Mutex<HashMap<String, Kept>>,
    /// One read of a collection at a time: visitors arriving while it is read wait
    /// for it instead of reading it too.
    reading: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
    /// Collections read from the database (for tests and the metrics).
    read: AtomicU64,
}

struct Kept {
    generation: u64,
    seq: u64,
    members: Arc<Members>,
}

impl MembersCache {
    pub fn new(changes: crate::platform::Changes) -> MembersCache {
        MembersCache { changes, kept: Mutex::default(), reading: Mutex::default(), read: AtomicU64::new(0) }
    }

    /// How many times a collection was read from the database so far.
    pub fn reads(&self) -> u64 {
        self.read.load(Ordering::Relaxed)
    }

    fn fresh(&self, handle: &str) -> Option<Arc<Members>> {
        let kept = self.kept.lock().unwrap();
        let entry = kept.get(handle)?;
        let changed = entry.generation != self.changes.generation()
            || self.changes.dropped_since(&[crate::platform::changes::collection_tag(handle)], entry.seq);
        (!changed).then(|| entry.members.clone())
    }

    async fn members(&self, db: &Db, handle: &str) -> Result<Arc<Members>, sqlx::Error> {
        if let Some(members) = self.fresh(handle) {
            return Ok(members);
        }
        let turn = self.reading.lock().unwrap().entry(handle.to_owned()).or_default().clone();
        let _turn = turn.lock().await;
        if let Some(members) = self.fresh(handle) {
            return Ok(members);
        }
        // Read before reading: a change meanwhile leaves these members stale.
        let (generation, seq) = (self.changes.generation(), self.changes.tag_seq());
        let members = Arc::new(Members::read(db, handle).await?);
        self.read.fetch_add(1, Ordering::Relaxed);
        let mut kept = self.kept.lock().unwrap();
        if kept.len() >= KEPT_COLLECTIONS {
            kept.clear();
        }
        kept.insert(handle.to_owned(), Kept { generation, seq, members: members.clone() });
        Ok(members)
    }
}

/// The page of collection `handle` that `choice` asks for (rows to assemble into
/// products, in order), and what the page says about the rest; option names and
/// values in the choice and the facets are in the visitor's `words`. With `cache`,
/// the collection's members are read once until it changes; without (a command),
/// each time.
pub async fn page(
    db: &Db,
    handle: &str,
    choice: &Choice,
    page_size: usize,
    words: &OptionWords,
    cache: Option<&MembersCache>,
) -> Result<(Vec<(String, String, String, String)>, Listing), sqlx::Error> {
    let members = match cache {
        Some(cache) => cache.members(db, handle).await?,
        None => Arc::new(Members::read(db, handle).await?),
    };
    let danish: Vec<(String, String)> = choice.options.iter().map(|(n, v)| words.to_danish(n, v)).collect();
    let (ids, mut listing) = listing_of(&members, choice, &danish, page_size);

    // Facets in the visitor's words (the URL speaks them too).
    for facet in &mut listing.facets {
        let danish_name = facet.name.clone();
        for value in &mut facet.values {
            value.label = words.value(&danish_name, &value.value);
            value.value = value.label.clone();
        }
        facet.label = words.name(&danish_name);
        facet.name = facet.label.clone();
    }

    // The page's products, in its order.
    let mut rows: Vec<(String, String, String, String)> = Vec::new();
    if !ids.is_empty() {
        let placeholders: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let sql = format!("select id, handle, title, description from shop_products where id in ({})", placeholders.join(", "));
        let mut query = sqlx::query_as::<_, (String, String, String, String)>(&sql);
        for id in &ids {
            query = query.bind(id.clone());
        }
        let mut found: HashMap<String, (String, String, String, String)> = query.fetch_all(db).await?.into_iter().map(|r| (r.0.clone(), r)).collect();
        rows = ids.iter().filter_map(|id| found.remove(id)).collect();
    }
    Ok((rows, listing))
}

/// The page's product ids and its listing (facets in Danish), worked out from the
/// members.
fn listing_of(members: &Members, choice: &Choice, danish: &[(String, String)], page_size: usize) -> (Vec<String>, Listing) {
    let all = &members.members;
    let total = all.iter().filter(|m| meets(m, choice, danish, Skip::Nothing)).count();
    let available = all.iter().filter(|m| m.available && meets(m, choice, danish, Skip::Available)).count();
    let sale = all.iter().filter(|m| m.reduced && meets(m, choice, danish, Skip::Sale)).count();
    let floor = all.iter().map(|m| m.price).min();
    let ceiling = all.iter().map(|m| m.price).max();

    // Facets: every option of the collection with each value's count among the
    // members that meet the other choices.
    let mut facets: Vec<Facet> = Vec::new();
    for (name, value) in &members.values {
        let facet = match facets.iter().position(|f| &f.name == name) {
            Some(i) => &mut facets[i],
            None => {
                facets.push(Facet { name: name.clone(), label: name.clone(), values: Vec::new() });
                facets.last_mut().expect("just pushed")
            }
        };
        facet.values.push(FacetValue { value: value.clone(), label: value.clone(), count: 0, selected: false });
    }
    for facet in &mut facets {
        let others: Vec<&Member> = all.iter().filter(|m| meets(m, choice, danish, Skip::Option(&facet.name))).collect();
        for value in &mut facet.values {
            let pair = (facet.name.clone(), value.value.clone());
            value.count = others.iter().filter(|m| m.options.contains(&pair)).count();
            value.selected = danish.contains(&pair);
        }
    }

    // The page: after the cursor (its place in the whole collection's order, whether
    // or not it meets the choice), or the page that ends before it; an unknown cursor
    // starts from the beginning.
    let sorted = members.sorted(choice.sort);
    let place = |cursor: &Option<String>| cursor.as_ref().and_then(|c| sorted.iter().position(|m| &m.handle == c));
    let chosen: Vec<(usize, &Member)> = sorted.iter().enumerate().filter(|(_, m)| meets(m, choice, danish, Skip::Nothing)).map(|(i, m)| (i, *m)).collect();
    // The first chosen member past a place in the order.
    let past = |at: usize| chosen.partition_point(|(i, _)| *i <= at);
    let (start, end) = match (place(&choice.after), place(&choice.before)) {
        (Some(after), _) => {
            let start = past(after);
            (start, (start + page_size).min(chosen.len()))
        }
        (None, Some(before)) => {
            let end = chosen.partition_point(|(i, _)| *i < before);
            (end.saturating_sub(page_size), end)
        }
        (None, None) => (0, page_size.min(chosen.len())),
    };
    let next = (end < chosen.len() && end > start).then(|| PageLink { before: false, cursor: chosen[end - 1].1.handle.clone() });
    // The page before: after the member a page earlier than this page's first (back to
    // the first page is the collection's own address).
    let previous = (start > 0 && end > start).then(|| match start.checked_sub(page_size + 1) {
        Some(i) => PageLink { before: false, cursor: chosen[i].1.handle.clone() },
        None => PageLink { before: false, cursor: String::new() },
    });
    let ids = chosen[start..end].iter().map(|(_, m)| m.id.clone()).collect();
    let listing = Listing {
        total: Some(total),
        next,
        previous,
        available_count: Some(available),
        sale_count: Some(sale),
        price_floor: Some(floor.unwrap_or(0) / 100),
        price_ceiling: Some((ceiling.unwrap_or(0) + 99) / 100),
        facets,
    };
    (ids, listing)
}
