//! The electrician site: one binary serving server-rendered React pages.
//!
//! The map (each folder says what it owns in its `mod.rs`; a folder imports only the
//! ones above it in this list, which `tests/architecture.rs` checks):
//!
//! - `platform/`: database, embedded files, business facts, rate limiter, changes
//! - `i18n/`: languages and the Fluent catalogues
//! - `http/`: errors in the visitor's language, JSON bodies, validation shape,
//!   cross-site check, security headers, health
//! - `jobs/`: the durable job queue: work queued with its cause, claimed once,
//!   retried with backoff, kept as done or failed
//! - `mail/`: letters from the catalogues, the durable queue, the sender (SMTP or .eml)
//! - `accounts/`: sign-up, sign-in, sessions, e-mail verification, password reset,
//!   profile, roles
//! - `shop/`: the shop providers, checkout, orders, Shopify's webhook
//! - `documents/`: invoices and credit notes, numbered without gaps, as issued
//! - `bookkeeping/`: each document handed to the bookkeeping system (e-conomic)
//! - `payments/`: card and MobilePay on a hosted page (Stripe, the demo provider),
//!   webhooks, capture when the goods leave, refunds, the sync job
//! - `checkout/`: the local checkout: orders from carts, money to the øre, field checks
//! - `requests/`: quote, contact, newsletter, the coming-soon gate, export
//! - `translation/`: machine translation, jobs, overlay, coverage, review
//! - `backoffice/`: the admin pages' APIs: requests, orders, the outbox
//! - `privacy/`: the customer's own data: export, erasure, retention
//! - `booking/`: the bookable call and site visit, in Copenhagen's calendar
//! - `search/`: one search over products, collections, services and pages
//! - `withdrawal/`: the withdrawal function ("Fortryd købet her") and the returns
//!   it makes for the back office
//! - `pages/`: route table, loaders, render, document, page cache, sitemap
//!
//! and at the root: `settings.rs` (what an instance is configured with), `app.rs` (the
//! services, the router, start-up; reads the settings) and `cli.rs` (the command;
//! parses the settings and starts the application).

pub mod platform;
pub mod i18n;
pub mod http;
pub mod jobs;
pub mod mail;
pub mod accounts;
pub mod shop;
pub mod documents;
pub mod bookkeeping;
pub mod payments;
pub mod checkout;
pub mod requests;
pub mod translation;
pub mod backoffice;
pub mod privacy;
pub mod booking;
pub mod search;
pub mod withdrawal;
pub mod pages;

pub mod settings;
pub mod app;
pub mod cli;
