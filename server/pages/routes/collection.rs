//! `/collections/{handle}` and `/products/{category}`: both show the shop's collection
//! with that handle.

use super::prelude::*;
use crate::pages::table::{COLLECTIONS, PRODUCT_CATEGORIES};
use crate::shop::Collection;

/// `/collections/{handle}` and `/products/{category}`: both are collections by handle.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionData {
    /// The collection with the products of this page; null when the shop could not
    /// answer.
    pub collection: Option<Collection>,
    /// The heading when the shop could not answer.
    pub title_key: String,
    /// The sort, filters and cursor the URL asked for.
    pub choice: crate::shop::listing::Choice,
    /// The rest of the listing: how many match, the pages around, the facet counts.
    pub listing: Option<crate::shop::listing::Listing>,
}

/// `/products/{category}`: the categories of the menu.
pub async fn category(cx: &LoadContext<'_>) -> Loaded {
    let category = cx.param("category");
    if !PRODUCT_CATEGORIES.contains(&category) {
        return Loaded::not_found();
    }
    collection_page(cx, category, format!("category-{category}")).await
}

/// `/collections/{handle}`: the site's collections, and those made in the back office
/// (their title is the collection's own; the key only names the page when the shop
/// cannot answer). A category's handle is not a collection's page.
pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let handle = cx.param("handle");
    if COLLECTIONS.contains(&handle) {
        collection_page(cx, handle, format!("collection-{handle}")).await
    } else if !crate::shop::PRODUCT_CATEGORIES.contains(&handle) {
        collection_page(cx, handle, "collection-untitled".to_owned()).await
    } else {
        Loaded::not_found()
    }
}

async fn collection_page(cx: &LoadContext<'_>, handle: &str, title_key: String) -> Loaded {
    let shop = &cx.pages.shop;
    let choice = crate::shop::listing::Choice::from_query(cx.query);
    match shop.for_page("collection", shop.provider.listing(handle, &choice, shop.page_size, cx.lang)).await {
        Some(Some((collection, listing))) => {
            Loaded::ok(CollectionData { collection: Some(collection), title_key, choice, listing: Some(listing) })
        }
        Some(None) => Loaded::not_found(),
        None => Loaded::ok(CollectionData { collection: None, title_key, choice, listing: None }),
    }
}
