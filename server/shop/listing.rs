//! A collection's products as a page of a listing: sorted (featured, price up or
//! down, newest, name), filtered (in stock, a price range, option values such as a
//! colour: values of one option are alternatives, options together must all hold),
//! 24 at a time after or before a cursor (locally a product's handle; Shopify's own
//! cursors with Shopify), with the facet counts computed here: how many products each
//! choice would show with the other choices kept (so a ticked colour's siblings still
//! count). With Shopify, `collection.products(sortKey, reverse, filters, first, after)`
//! does the same at Shopify and its `filters` answer gives the counts
//! (`super::shopify`).

pub mod sql;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Product, minor_units};

/// Products on a page of a listing.
pub const PAGE_SIZE: usize = 24;

/// The longest cursor taken from a URL, in bytes: Shopify's are base64 of the last
/// product's id and sort value (a 255-character title in UTF-8 with JSON escapes
/// stays well below), the local ones a handle.
pub const MAX_CURSOR: usize = 4096;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum Sort {
    #[default]
    Featured,
    PriceAsc,
    PriceDesc,
    Newest,
    Name,
}

impl Sort {
    pub fn parse(text: &str) -> Sort {
        match text {
            "price-asc" => Sort::PriceAsc,
            "price-desc" => Sort::PriceDesc,
            "newest" => Sort::Newest,
            "name" => Sort::Name,
            _ => Sort::Featured,
        }
    }
}

/// What the visitor chose, from the URL.
#[derive(Debug, Clone, Default, PartialEq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Choice {
    pub sort: Sort,
    /// Only what can be bought now.
    pub available: bool,
    /// Only what is shown as reduced (a true "før"-price, [`super::prices`]).
    pub sale: bool,
    /// Whole kroner, both ends included.
    pub min: Option<i64>,
    pub max: Option<i64>,
    /// Option values: `(name, value)`, e.g. `("Farve", "Hvid")`.
    pub options: Vec<(String, String)>,
    /// The cursor of the last product of the page before.
    pub after: Option<String>,
    /// The cursor of the first product of the page after (a link back).
    pub before: Option<String>,
}

impl Choice {
    /// From a query string: `sort`, `available=1`, `sale=1`, `min`, `max`, `option=Farve:Hvid`
    /// (repeated), `after` or `before`. Anything malformed is left out.
    pub fn from_query(query: Option<&str>) -> Choice {
        let mut choice = Choice::default();
        for (key, value) in url::form_urlencoded::parse(query.unwrap_or_default().as_bytes()) {
            let value = value.trim();
            match key.as_ref() {
                "sort" => choice.sort = Sort::parse(value),
                "available" => choice.available = value == "1",
                "sale" => choice.sale = value == "1",
                "min" => choice.min = value.parse::<i64>().ok().filter(|v| *v >= 0),
                "max" => choice.max = value.parse::<i64>().ok().filter(|v| *v >= 0),
                "option" => {
                    if let Some((name, value)) = value.split_once(':') {
                        let pair = (name.trim().to_owned(), value.trim().to_owned());
                        if !pair.0.is_empty() && !pair.1.is_empty() && !choice.options.contains(&pair) && choice.options.len() < 20 {
                            choice.options.push(pair);
                        }
                    }
                }
                // A cursor whole, as Shopify made it (a long title's cursor runs to
                // hundreds of characters); past any Shopify makes, it is no cursor.
                "after" if !value.is_empty() && value.len() <= MAX_CURSOR => choice.after = Some(value.to_owned()),
                "before" if !value.is_empty() && value.len() <= MAX_CURSOR => choice.before = Some(value.to_owned()),
                _ => {}
            }
        }
        // One direction: a cursor after wins.
        if choice.after.is_some() {
            choice.before = None;
        }
        choice
    }

    /// Whether anything narrows the list (the page then points search engines at
    /// the whole collection).
    pub fn filters(&self) -> bool {
        self.available || self.sale || self.min.is_some() || self.max.is_some() || !self.options.is_empty()
    }
}

/// One value of an option with how many products it would show.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FacetValue {
    /// As the URL's `option=name:value` says it.
    pub value: String,
    /// As the visitor reads it.
    pub label: String,
    pub count: usize,
    pub selected: bool,
}

/// An option (colour, size) and its values across the collection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Facet {
    /// As the URL's `option=name:value` says it.
    pub name: String,
    /// As the visitor reads it.
    pub label: String,
    pub values: Vec<FacetValue>,
}

/// A link to another page of the listing: `after` or `before` a cursor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct PageLink {
    /// `before` the cursor (a page back), else `after` it.
    pub before: bool,
    /// Empty: the first page, without a cursor.
    pub cursor: String,
}

impl PageLink {
    fn after(cursor: impl Into<String>) -> PageLink {
        PageLink { before: false, cursor: cursor.into() }
    }
}

/// A page of a listing, besides its products.
#[derive(Debug, Clone, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct Listing {
    /// Products that match the choice, on every page (unknown when Shopify's
    /// collection has no availability filter to count them by).
    pub total: Option<usize>,
    /// The next page, and the page before.
    pub next: Option<PageLink>,
    pub previous: Option<PageLink>,
    /// How many in stock with the other choices kept (unknown when Shopify gives no
    /// filters to count by: a collection of over 5,000 products).
    pub available_count: Option<usize>,
    /// How many shown as reduced with the other choices kept (unknown with Shopify,
    /// whose collections have no such filter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub sale_count: Option<usize>,
    /// The lowest and highest price in the collection, whole kroner (rounded out);
    /// unknown likewise.
    pub price_floor: Option<i64>,
    pub price_ceiling: Option<i64>,
    pub facets: Vec<Facet>,
}

fn price(product: &Product) -> i64 {
    minor_units(&product.price_range.min_variant_price.amount).unwrap_or(0)
}

fn available(product: &Product) -> bool {
    product.variants.iter().any(|v| v.available_for_sale)
}

fn reduced(product: &Product) -> bool {
    product.variants.iter().any(|v| v.reduced_from.is_some())
}

fn has(product: &Product, name: &str, value: &str) -> bool {
    product.variants.iter().any(|v| v.selected_options.iter().any(|o| o.name == name && o.value == value))
}

/// Which of the choice's conditions a product meets: availability, price, and each
/// option name (values of one name are alternatives). `skip` leaves one condition
/// out (for its own facet's counts).
#[derive(PartialEq)]
enum Skip<'a> {
    Nothing,
    Available,
    Sale,
    Option(&'a str),
}

fn matches(product: &Product, choice: &Choice, skip: &Skip) -> bool {
    if choice.available && *skip != Skip::Available && !available(product) {
        return false;
    }
    if choice.sale && *skip != Skip::Sale && !reduced(product) {
        return false;
    }
    let kroner = price(product);
    if choice.min.is_some_and(|min| kroner < min * 100) || choice.max.is_some_and(|max| kroner > max * 100) {
        return false;
    }
    let mut names: Vec<&str> = choice.options.iter().map(|(n, _)| n.as_str()).collect();
    names.dedup();
    names.into_iter().filter(|name| *skip != Skip::Option(name)).all(|name| {
        choice.options.iter().filter(|(n, _)| n == name).any(|(n, v)| has(product, n, v))
    })
}

/// The page of `products` (in the collection's own order, which is "featured") that
/// `choice` asks for, and what the page says about the rest, worked out in memory: the
/// reference the local shop's SQL listing ([`sql::page`]) is tested against.
pub fn list(products: Vec<Product>, choice: &Choice, page_size: usize) -> (Vec<Product>, Listing) {
    let prices: Vec<i64> = products.iter().map(price).collect();
    let price_floor = prices.iter().min().map(|p| p / 100).unwrap_or(0);
    let price_ceiling = prices.iter().max().map(|p| (p + 99) / 100).unwrap_or(0);
    // Facets: every option of the collection, its values in first-seen order.
    let mut facets: Vec<Facet> = Vec::new();
    for product in &products {
        for option in &product.options {
            let facet = match facets.iter_mut().position(|f| f.name == option.name) {
                Some(i) => &mut facets[i],
                None => {
                    facets.push(Facet { name: option.name.clone(), label: option.name.clone(), values: Vec::new() });
                    facets.last_mut().expect("just pushed")
                }
            };
            for value in &option.values {
                if !facet.values.iter().any(|v| &v.value == value) {
                    facet.values.push(FacetValue { value: value.clone(), label: value.clone(), count: 0, selected: false });
                }
            }
        }
    }
    for facet in &mut facets {
        let others: Vec<&Product> = products.iter().filter(|p| matches(p, choice, &Skip::Option(&facet.name))).collect();
        for value in &mut facet.values {
            value.count = others.iter().filter(|p| has(p, &facet.name, &value.value)).count();
            value.selected = choice.options.iter().any(|(n, v)| *n == facet.name && *v == value.value);
        }
    }
    let available_count = products.iter().filter(|p| matches(p, choice, &Skip::Available) && available(p)).count();
    let sale_count = products.iter().filter(|p| matches(p, choice, &Skip::Sale) && reduced(p)).count();

    // Featured is the collection's order; newest is the reverse of it (the catalogue
    // adds at the end); ties keep that order.
    let mut chosen: Vec<(usize, Product)> =
        products.into_iter().enumerate().filter(|(_, p)| matches(p, choice, &Skip::Nothing)).collect();
    match choice.sort {
        Sort::Featured => {}
        Sort::Newest => chosen.reverse(),
        Sort::PriceAsc => chosen.sort_by_key(|(i, p)| (price(p), *i)),
        Sort::PriceDesc => chosen.sort_by_key(|(i, p)| (std::cmp::Reverse(price(p)), *i)),
        Sort::Name => chosen.sort_by(|(i, a), (j, b)| a.title.to_lowercase().cmp(&b.title.to_lowercase()).then(i.cmp(j))),
    }
    let total = chosen.len();
    // After the cursor's product, or the page that ends before it; an unknown cursor
    // starts from the beginning.
    let position = |cursor: &Option<String>| cursor.as_ref().and_then(|c| chosen.iter().position(|(_, p)| &p.handle == c));
    let (start, end) = match (position(&choice.after), position(&choice.before)) {
        (Some(after), _) => (after + 1, (after + 1 + page_size).min(total)),
        (None, Some(before)) => (before.saturating_sub(page_size), before),
        (None, None) => (0, page_size.min(total)),
    };
    let next = (end < total).then(|| PageLink::after(chosen[end - 1].1.handle.clone()));
    // The page before: after the product a page earlier (back to the first page is
    // the collection's own address).
    let previous = (start > 0).then(|| match start.checked_sub(page_size + 1) {
        Some(i) => PageLink::after(chosen[i].1.handle.clone()),
        None => PageLink::after(""),
    });
    let page = chosen.into_iter().skip(start).take(end - start).map(|(_, p)| p).collect();
    let (available_count, price_floor, price_ceiling) = (Some(available_count), Some(price_floor), Some(price_ceiling));
    (page, Listing { total: Some(total), next, previous, available_count, sale_count: Some(sale_count), price_floor, price_ceiling, facets })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choice_from_a_query_leaves_out_what_is_malformed() {
        let choice = Choice::from_query(Some("sort=price-desc&available=1&min=-5&max=600&option=Farve%3ASort&option=nonsense&option=Farve%3ASort&after=&x=1"));
        assert_eq!(choice.sort, Sort::PriceDesc);
        assert!(choice.available);
        assert_eq!((choice.min, choice.max), (None, Some(600)));
        assert_eq!(choice.options, [("Farve".to_owned(), "Sort".to_owned())]);
        assert_eq!(choice.after, None);
        assert!(choice.filters());
        assert_eq!(Choice::from_query(Some("sort=whatever")).sort, Sort::Featured);
        assert!(!Choice::from_query(None).filters());
    }
}
