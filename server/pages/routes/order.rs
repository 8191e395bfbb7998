//! `/ordre/{number}`: an order's own page.

use super::prelude::*;
use crate::shop::orders::Order;

/// `/ordre/{number}`: one of the customer's own orders (or a guest's, with the key
/// of its link), with the seller's bank account for a bank transfer.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct OrderData {
    pub order: Order,
    pub bank_account: String,
    pub payment_terms_days: u32,
}

/// `/ordre/{number}`: the signed-in owner's, or anyone's with the key of the guest's
/// link (`?key=`, compared by its SHA-256). Without either: sign in first.
pub async fn load(cx: &LoadContext<'_>) -> Result<Loaded, PageError> {
    let number = cx.param("number");
    let found = crate::shop::orders::by_number(&cx.pages.accounts.db, number).await.or_page("an order", NoData {})?;
    let key = cx.query_param("key").filter(|k| !k.is_empty());
    let by_key = |f: &crate::shop::orders::Found| {
        use subtle::ConstantTimeEq;
        match (&key, &f.access_hash) {
            (Some(key), Some(hash)) => crate::shop::local::cart_hash(key).as_bytes().ct_eq(hash.as_bytes()).into(),
            _ => false,
        }
    };
    let owner = |f: &crate::shop::orders::Found| cx.user.is_some_and(|u| f.user_id.as_deref() == Some(u.id.as_str()));
    Ok(match found {
        Some(found) if owner(&found) || by_key(&found) => Loaded::ok(OrderData {
            order: found.order,
            bank_account: cx.pages.checkout.bank_account.clone(),
            payment_terms_days: cx.pages.checkout.payment_terms_days,
        }),
        _ if cx.user.is_none() && key.is_none() => Loaded::Redirect("/auth".into()),
        _ => Loaded::not_found(),
    })
}
