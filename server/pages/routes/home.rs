//! `/`: the home page.

use super::prelude::*;
use crate::shop::Product;

/// The home page: up to 8 products for the slider.
#[derive(Debug, Serialize, TS)]
pub struct HomeData {
    pub products: Vec<Product>,
}

pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let shop = &cx.pages.shop;
    let products = shop.for_page("products", shop.provider.products(8, cx.lang)).await.unwrap_or_default();
    Loaded::ok(HomeData { products })
}
