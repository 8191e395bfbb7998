//! The electrician site: one binary serving server-rendered React pages.

pub mod api_error;
pub mod assets;
pub mod auth;
pub mod business;
pub mod cache;
pub mod cli;
pub mod config;
pub mod db;
pub mod document;
pub mod forms;
pub mod seo;
pub mod http;
pub mod i18n;
pub mod pages;
pub mod routes;
pub mod shop;
pub mod startup;
pub mod translate;
pub mod translation_jobs;
pub mod translations;
pub mod state;
