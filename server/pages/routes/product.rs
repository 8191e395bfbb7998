//! `/product/{handle}`.

use super::prelude::*;
use crate::shop::Product;

/// `/product/{handle}`.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ProductData {
    /// The product; null when there is none by that handle or the shop could not answer.
    pub product: Option<Product>,
    /// The variant asked for in the URL (`?variant=`), or the first.
    pub selected_variant_id: Option<String>,
    /// The URL named a variant this product does not have.
    pub variant_missing: bool,
    /// The shop could not answer.
    pub unavailable: bool,
}

pub async fn load(cx: &LoadContext<'_>) -> Loaded {
    let handle = cx.param("handle");
    let shop = &cx.pages.shop;
    let Some(found) = shop.for_page("product", shop.provider.product(handle, cx.lang)).await else {
        let page = ProductData { product: None, selected_variant_id: None, variant_missing: false, unavailable: true };
        return Loaded::with(StatusCode::SERVICE_UNAVAILABLE, page);
    };
    let Some(product) = found else {
        let page = ProductData { product: None, selected_variant_id: None, variant_missing: false, unavailable: false };
        return Loaded::with(StatusCode::NOT_FOUND, page);
    };
    let asked = cx.query_param("variant");
    let selected = match &asked {
        Some(id) => product.variants.iter().find(|v| &v.id == id),
        None => product.variants.first(),
    };
    let selected_variant_id = selected.map(|v| v.id.clone());
    let variant_missing = asked.is_some() && selected.is_none();
    Loaded::ok(ProductData { product: Some(product), selected_variant_id, variant_missing, unavailable: false })
}
