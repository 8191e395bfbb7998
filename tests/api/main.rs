//! Integration tests: the real server on a random port, over HTTP, against a fresh
//! SQLite database and (when reachable) a fresh PostgreSQL database.

mod fake_shopify;
mod fake_stripe;
mod forms;
mod helpers;
mod smtp;

mod accounts;
mod backoffice;
mod backup;
mod business;
mod catalogue_csv;
mod catalogue;
mod booking;
mod search;
mod checkout;
mod cold_start;
mod collections;
mod collections_admin;
mod documents;
mod invalidation;
mod listings;
mod mail;
mod media;
mod messages;
mod mfa;
mod newsletter;
mod operations;
mod page_weight;
mod pages;
mod payments;
mod render;
mod platform;
mod legal;
mod prices;
mod privacy;
mod security;
mod shop;
mod shop_languages;
mod stock;
mod sitemap;
mod topology;
mod translate;
mod withdrawal;
