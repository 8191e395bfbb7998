//! The TypeScript the app reads the server's data with, generated from the Rust types
//! (ts-rs) into `app/src/generated/`. `make test` runs this before `tsc`, so a change
//! to a Rust type that the app does not follow fails the type check.

use std::path::Path;

use elektriker::accounts::mfa::Enrolment;
use elektriker::i18n::Lang;
use elektriker::pages::loaders::{
    AdminData, BackofficeData, CheckoutData, CollectionData, NewsletterData, HomeData, OrderData, OrdersContent, OutboxContent, ProductData,
    ProfileData, RequestsContent, ResetData, VerifyData,
};
use elektriker::pages::page::{NoData, PageData};
use elektriker::backoffice::newsletter::NewsletterContent;
use elektriker::shop::Checkout;
use ts_rs::{Config, TS};

#[test]
fn the_apps_types_are_generated_from_the_servers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("app/src/generated");
    // Our 64-bit integers (quantities, counts) are far below 2^53: plain numbers.
    let cfg = Config::new().with_out_dir(&dir).with_large_int("number");
    PageData::<serde_json::Value>::export_all(&cfg).unwrap();
    HomeData::export_all(&cfg).unwrap();
    NoData::export_all(&cfg).unwrap();
    ProductData::export_all(&cfg).unwrap();
    CollectionData::export_all(&cfg).unwrap();
    OrderData::export_all(&cfg).unwrap();
    CheckoutData::export_all(&cfg).unwrap();
    NewsletterData::export_all(&cfg).unwrap();
    ProfileData::export_all(&cfg).unwrap();
    AdminData::export_all(&cfg).unwrap();
    Checkout::export_all(&cfg).unwrap();
    VerifyData::export_all(&cfg).unwrap();
    Enrolment::export_all(&cfg).unwrap();
    ResetData::export_all(&cfg).unwrap();
    BackofficeData::<RequestsContent>::export_all(&cfg).unwrap();
    RequestsContent::export_all(&cfg).unwrap();
    OrdersContent::export_all(&cfg).unwrap();
    OutboxContent::export_all(&cfg).unwrap();
    BackofficeData::<NewsletterContent>::export_all(&cfg).unwrap();
    NewsletterContent::export_all(&cfg).unwrap();
    Lang::export_all(&cfg).unwrap();
    elektriker::pages::booking::BookingData::export_all(&cfg).unwrap();
    elektriker::pages::loaders::SearchData::export_all(&cfg).unwrap();
    elektriker::pages::booking::BookedData::export_all(&cfg).unwrap();
    BackofficeData::<elektriker::booking::http::BookingsWeek>::export_all(&cfg).unwrap();
    elektriker::booking::http::BookingsWeek::export_all(&cfg).unwrap();
    BackofficeData::<elektriker::shop::catalogue::ProductPage>::export_all(&cfg).unwrap();
    elektriker::shop::catalogue::ProductPage::export_all(&cfg).unwrap();
    elektriker::backoffice::products::ProductForm::export_all(&cfg).unwrap();
    elektriker::shop::catalogue::FieldError::export_all(&cfg).unwrap();
    elektriker::shop::csv::ImportReport::export_all(&cfg).unwrap();
    BackofficeData::<elektriker::shop::collections::CollectionList>::export_all(&cfg).unwrap();
    BackofficeData::<elektriker::shop::collections::CollectionForm>::export_all(&cfg).unwrap();
    elektriker::shop::collections::CollectionList::export_all(&cfg).unwrap();
    elektriker::shop::collections::CollectionForm::export_all(&cfg).unwrap();
    elektriker::shop::collections::CollectionInput::export_all(&cfg).unwrap();
    let page = std::fs::read_to_string(dir.join("PageData.ts")).unwrap();
    assert!(page.contains("export type PageData<P"), "{page}");
}
