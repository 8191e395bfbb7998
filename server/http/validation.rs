//! The shared shape of validated input: a form's errors as (field, message key)
//! pairs, answered as 422 by [`super::ApiError`], and the e-mail rule that every form
//! with an address uses. Each capability validates its own fields with these.

use std::collections::BTreeMap;
use std::sync::LazyLock;

use regex::Regex;

/// A catalogue message id (`validation-…`).
pub type MessageKey = &'static str;

/// Field name -> message key, in the order the form shows the fields.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FieldErrors(pub Vec<(&'static str, MessageKey)>);

impl FieldErrors {
    pub fn check<T>(&mut self, field: &'static str, result: Result<T, MessageKey>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(key) => {
                self.0.push((field, key));
                None
            }
        }
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn as_map(&self) -> BTreeMap<&'static str, MessageKey> {
        self.0.iter().copied().collect()
    }
    /// Field -> message in a language: what a page answering a plain form carries, so
    /// the browser shows words whatever part of the catalogue it holds.
    pub fn in_words(&self, catalog: &crate::i18n::Catalog, lang: crate::i18n::Lang) -> BTreeMap<String, String> {
        self.0.iter().map(|(field, key)| ((*field).to_owned(), catalog.t(lang, key, None))).collect()
    }
}

pub fn chars(s: &str) -> usize {
    s.chars().count()
}

static EMAIL: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^[A-Za-z0-9_'+\-]+(?:\.[A-Za-z0-9_'+\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$",
    )
    .unwrap()
});

/// An email address, trimmed and lower-cased.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(input: &str) -> Result<Email, MessageKey> {
        let trimmed = input.trim();
        if chars(trimmed) > 255 {
            return Err("validation-email-too-long");
        }
        if !EMAIL.is_match(trimmed) {
            return Err("validation-email-invalid");
        }
        Ok(Email(trimmed.to_lowercase()))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

