//! Forms that work without JavaScript: `POST /nyhedsbrev/bekraeft?token=…` and
//! `POST /nyhedsbrev/afmeld?token=…` (the newsletter pages' one button each) and
//! `POST /kasse` (and `/en/kasse`, …), which places the
//! local checkout's order through the same [`crate::checkout::LocalCheckout::place`]
//! as `POST /api/orders`; success is a 303 to the order, anything else is the
//! checkout page again with what the customer typed and each field's message
//! (422), or the order-wide notice (409 for a changed price).

use std::collections::BTreeMap;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};

use super::Pages;
use super::loaders::{CheckoutValues, Loaded, checkout_page};
use super::render::personal_page_with;
use crate::checkout::{OrderRequest, Refusal};
use crate::http::client::ClientAddr;
use crate::i18n::{Lang, Text};
use crate::shop::CartLine;

/// The form's fields as the checkout's request, and as the values to show again.
fn read_form(body: &[u8]) -> (OrderRequest, CheckoutValues, Option<String>) {
    let mut values = CheckoutValues::default();
    let mut cart = None;
    let mut lines = Vec::new();
    for (name, value) in url::form_urlencoded::parse(body) {
        let value = value.into_owned();
        match name.as_ref() {
            "cart" => cart = Some(value),
            // One hidden field per line as the page showed it: id, quantity, unit price.
            "line" => {
                let mut parts = value.rsplitn(3, '|');
                let (price, quantity, id) = (parts.next(), parts.next(), parts.next());
                if let (Some(id), Some(quantity), Some(price)) = (id, quantity, price) {
                    lines.push(CartLine {
                        merchandise_id: id.to_owned(),
                        quantity: quantity.parse().unwrap_or(0),
                        price: price.parse().ok(),
                    });
                }
            }
            "delivery" => values.delivery = value,
            "name" => values.name = value,
            "address" => values.address = value,
            "postcode" => values.postcode = value,
            "city" => values.city = value,
            "phone" => values.phone = value,
            "email" => values.email = value,
            "company" => values.company = value,
            "cvr" => values.cvr = value,
            "ean" => values.ean = value,
            "discountCode" => values.discount_code = value,
            "comment" => values.comment = value,
            "paymentMethod" => values.payment_method = value,
            "acceptTerms" => values.accept_terms = !value.is_empty(),
            _ => {}
        }
    }
    let some = |s: &str| (!s.trim().is_empty()).then(|| s.to_owned());
    let request = OrderRequest {
        lines,
        cart_id: cart.clone(),
        delivery: crate::checkout::order::DeliveryInput {
            method: values.delivery.clone(),
            name: values.name.clone(),
            address: values.address.clone(),
            postcode: values.postcode.clone(),
            city: values.city.clone(),
            phone: values.phone.clone(),
        },
        email: values.email.clone(),
        company: some(&values.company),
        cvr: some(&values.cvr),
        ean: some(&values.ean),
        discount_code: some(&values.discount_code),
        comment: some(&values.comment),
        payment_method: values.payment_method.clone(),
        accept_terms: values.accept_terms,
    };
    (request, values, cart)
}

/// `POST /kasse`: the checkout form without JavaScript.
pub async fn checkout_form(
    State(pages): State<Pages>,
    client: ClientAddr,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if !crate::http::origin::same_origin(&headers, &pages.site.url) {
        tracing::warn!(origin = ?headers.get("origin"), "cross-site checkout form refused");
        return (StatusCode::FORBIDDEN, "cross-site request refused").into_response();
    }
    let (lang, _) = Lang::split_path(uri.path());
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let (request, values, cart) = read_form(&body);
    let t = |text: Text| text.format(&pages.catalog, lang);
    let answer = |status: StatusCode, errors: BTreeMap<String, String>, notice: Option<String>| {
        let (pages, user, uri) = (pages.clone(), user.clone(), uri.clone());
        let (cart, values) = (cart.clone(), values.clone());
        async move {
            let loaded = match checkout_page(&pages, lang, cart, values, errors, notice).await {
                Loaded::Page { status: loaded, page } if loaded == StatusCode::OK => Loaded::Page { status, page },
                other => other,
            };
            personal_page_with(&pages, client.0, &uri, user, loaded).await
        }
    };
    match pages.checkout.reserve(&client).await {
        Ok(count) if !count.allowed => {
            let notice = t(Text::new("checkout-rate-limited").arg("minutes", count.minutes() as i64));
            return answer(StatusCode::TOO_MANY_REQUESTS, BTreeMap::new(), Some(notice)).await;
        }
        Ok(_) => {}
        Err(error) => {
            tracing::error!(%error, "order limit");
            return answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("checkout-failed-text")))).await;
        }
    }
    match pages.checkout.place(&request, user.as_ref().map(|u| u.id.as_str()), lang).await {
        Ok(placed) => Redirect::to(&crate::checkout::http::order_url(&placed, lang)).into_response(),
        Err(Refusal::Fields(errors)) => {
            let errors = errors.0.iter().map(|(field, key)| ((*field).to_owned(), (*key).to_owned())).collect();
            answer(StatusCode::UNPROCESSABLE_ENTITY, errors, Some(t(Text::new("validation-invalid")))).await
        }
        Err(Refusal::PriceChanged { title, price, .. }) => {
            let price = crate::i18n::format::money(price, "DKK", lang);
            let notice = t(Text::new("checkout-price-changed").arg("title", title).arg("price", price));
            answer(StatusCode::CONFLICT, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::Unavailable { title }) => {
            let notice = t(Text::new("checkout-line-unavailable").arg("title", title));
            answer(StatusCode::CONFLICT, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::Lines(reason)) => {
            let notice = t(Text::new(reason)
                .arg("max", if reason == "checkout-too-many-lines" { crate::shop::http::MAX_LINES as i64 } else { crate::shop::http::MAX_QUANTITY }));
            answer(StatusCode::UNPROCESSABLE_ENTITY, BTreeMap::new(), Some(notice)).await
        }
        Err(Refusal::UnknownCart | Refusal::NotLocal) => answer(StatusCode::NOT_FOUND, BTreeMap::new(), None).await,
        Err(Refusal::Database(error)) => {
            tracing::error!(%error, "placing an order from the form");
            answer(StatusCode::SERVICE_UNAVAILABLE, BTreeMap::new(), Some(t(Text::new("checkout-failed-text")))).await
        }
    }
}

/// The `token` of a page's query.
fn token_of(uri: &Uri) -> String {
    uri.query()
        .and_then(|q| url::form_urlencoded::parse(q.as_bytes()).find(|(k, _)| k == "token").map(|(_, v)| v.into_owned()))
        .unwrap_or_default()
}

/// `POST /nyhedsbrev/bekraeft?token=…`: the confirmation page's button. The press
/// confirms once and answers 303 to the link's page, which now says it is confirmed
/// (a reload or the back button does not post again; a second press lands there too).
/// A dead link's press gets the page that says so.
pub async fn confirm_form(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap) -> Response {
    if !crate::http::origin::same_origin(&headers, &pages.site.url) {
        tracing::warn!(origin = ?headers.get("origin"), "cross-site newsletter confirmation refused");
        return (StatusCode::FORBIDDEN, "cross-site request refused").into_response();
    }
    let token = token_of(&uri);
    let press = crate::requests::newsletter::Press::new("button", client.0, &headers);
    if let Err(error) = pages.requests.confirm_newsletter(&token, &press).await {
        tracing::error!(%error, "confirming a newsletter sign-up");
    }
    let loaded = super::loaders::confirm_page(&pages, &token).await;
    if matches!(&loaded, Loaded::Page { status, .. } if *status == StatusCode::OK) {
        let to = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/");
        return Redirect::to(to).into_response();
    }
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    personal_page_with(&pages, client.0, &uri, user, loaded).await
}

/// `POST /nyhedsbrev/afmeld?token=…`: the unsubscribe page's button.
pub async fn unsubscribe_form(State(pages): State<Pages>, client: ClientAddr, uri: Uri, headers: HeaderMap) -> Response {
    if !crate::http::origin::same_origin(&headers, &pages.site.url) {
        return (StatusCode::FORBIDDEN, "cross-site request refused").into_response();
    }
    let token = token_of(&uri);
    let done = match pages.requests.unsubscribe(&token).await {
        Ok(Some(_)) => Some(true),
        Ok(None) => None,
        Err(error) => {
            tracing::error!(%error, "unsubscribing from the page");
            None
        }
    };
    let user = crate::accounts::session::current_user(&pages.accounts.db, &headers).await;
    let loaded = super::loaders::unsubscribe_page(&pages, &token, done).await;
    personal_page_with(&pages, client.0, &uri, user, loaded).await
}
