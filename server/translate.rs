//! Machine translation through a configured provider: a LibreTranslate-compatible
//! API, the DeepL API, or an OpenAI-compatible chat-completions API (which also
//! covers locally hosted models). Fluent placeables and markup are protected before
//! sending and checked after; a translation that lost one is refused.

use std::time::Duration;

use serde_json::{Value, json};

use crate::i18n::Lang;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Provider {
    LibreTranslate { url: String, key: Option<String> },
    DeepL { url: String, key: String },
    OpenAi { url: String, key: Option<String>, model: String },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TranslateError {
    #[error("the translation lost a placeable or markup: {0}")]
    LostPlaceable(String),
    #[error("the translation service answered HTTP {0}")]
    Http(u16),
    #[error("the translation service did not answer in time")]
    Timeout,
    #[error("the translation service could not be reached: {0}")]
    Network(String),
    #[error("unexpected answer from the translation service: {0}")]
    Malformed(String),
}

#[derive(Clone)]
pub struct Translator {
    client: reqwest::Client,
    provider: Provider,
    attempts: u32,
    backoff: Duration,
}

/// Text shorter than this is never sent.
pub const MIN_LENGTH: usize = 2;

/// Placeables (`{ $name }`, `{ -term }`, selectors) and tags (`<b>`) are swapped for
/// tokens translators leave alone, and back.
fn protect(text: &str) -> (String, Vec<String>) {
    let mut out = String::with_capacity(text.len());
    let mut kept = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let (open, close) = match chars[i] {
            '{' => ('{', '}'),
            '<' => ('<', '>'),
            _ => {
                out.push(chars[i]);
                i += 1;
                continue;
            }
        };
        // Find the matching close, allowing nesting for placeables.
        let mut depth = 0;
        let mut j = i;
        while j < chars.len() {
            if chars[j] == open {
                depth += 1;
            } else if chars[j] == close {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            j += 1;
        }
        if j >= chars.len() {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        out.push_str(&format!("__P{}__", kept.len()));
        kept.push(chars[i..=j].iter().collect());
        i = j + 1;
    }
    (out, kept)
}

fn restore(translated: &str, kept: &[String]) -> Result<String, TranslateError> {
    let mut out = translated.to_owned();
    for (n, original) in kept.iter().enumerate() {
        let token = format!("__P{n}__");
        if out.matches(&token).count() != 1 {
            return Err(TranslateError::LostPlaceable(original.clone()));
        }
        out = out.replace(&token, original);
    }
    Ok(out)
}

fn deepl_target(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "EN-GB",
        Lang::De => "DE",
        Lang::Fr => "FR",
        Lang::Da => "DA",
    }
}

fn language_name(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "British English",
        Lang::De => "German",
        Lang::Fr => "French",
        Lang::Da => "Danish",
    }
}

impl Translator {
    pub fn new(provider: Provider, timeout: Duration) -> anyhow::Result<Translator> {
        let client = reqwest::Client::builder().timeout(timeout).connect_timeout(timeout).build()?;
        Ok(Translator { client, provider, attempts: 3, backoff: Duration::from_millis(250) })
    }

    /// Faster retries for tests.
    pub fn with_backoff(mut self, backoff: Duration) -> Translator {
        self.backoff = backoff;
        self
    }

    /// Translates Danish `text` into `target`; short text comes back unchanged.
    pub async fn translate(&self, text: &str, target: Lang) -> Result<String, TranslateError> {
        if text.trim().chars().count() < MIN_LENGTH || target == Lang::Da {
            return Ok(text.to_owned());
        }
        let (protected, kept) = protect(text);
        let mut attempt = 0;
        loop {
            attempt += 1;
            match self.send(&protected, target).await {
                Ok(translated) => return restore(translated.trim(), &kept),
                // Rate limits and server trouble are worth another try, with backoff.
                Err(TranslateError::Http(status)) if (status == 429 || status >= 500) && attempt < self.attempts => {}
                Err(TranslateError::Timeout | TranslateError::Network(_)) if attempt < self.attempts => {}
                Err(error) => return Err(error),
            }
            tokio::time::sleep(self.backoff * 2u32.pow(attempt - 1)).await;
        }
    }

    async fn send(&self, text: &str, target: Lang) -> Result<String, TranslateError> {
        let request = match &self.provider {
            Provider::LibreTranslate { url, key } => self.client.post(format!("{}/translate", url.trim_end_matches('/'))).json(
                &json!({"q": text, "source": "da", "target": target.code(), "format": "text", "api_key": key}),
            ),
            Provider::DeepL { url, key } => self
                .client
                .post(format!("{}/v2/translate", url.trim_end_matches('/')))
                .header("Authorization", format!("DeepL-Auth-Key {key}"))
                .json(&json!({"text": [text], "source_lang": "DA", "target_lang": deepl_target(target)})),
            Provider::OpenAi { url, key, model } => {
                let mut request = self.client.post(format!("{}/chat/completions", url.trim_end_matches('/'))).json(&json!({
                    "model": model,
                    "temperature": 0,
                    "messages": [
                        {"role": "system", "content": format!(
                            "Translate the user's text from Danish into {}. It is website text of an electrician business. \
                             Keep every token like __P0__ exactly as it is. Answer with the translation only.",
                            language_name(target))},
                        {"role": "user", "content": text},
                    ],
                }));
                if let Some(key) = key {
                    request = request.bearer_auth(key);
                }
                request
            }
        };
        let response = request.send().await.map_err(|e| {
            if e.is_timeout() { TranslateError::Timeout } else { TranslateError::Network(e.to_string()) }
        })?;
        if !response.status().is_success() {
            return Err(TranslateError::Http(response.status().as_u16()));
        }
        let body: Value = response.json().await.map_err(|e| TranslateError::Malformed(e.to_string()))?;
        let text = match &self.provider {
            Provider::LibreTranslate { .. } => body["translatedText"].as_str(),
            Provider::DeepL { .. } => body["translations"][0]["text"].as_str(),
            Provider::OpenAi { .. } => body["choices"][0]["message"]["content"].as_str(),
        };
        text.map(str::to_owned).ok_or_else(|| TranslateError::Malformed(body.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeables_and_markup_are_protected_and_restored() {
        let (text, kept) = protect("Ring til os på { $phone } <b>nu</b> { $count -> [one] x *[other] y }");
        assert_eq!(text, "Ring til os på __P0__ __P1__nu__P2__ __P3__");
        assert_eq!(kept, ["{ $phone }", "<b>", "</b>", "{ $count -> [one] x *[other] y }"]);
        let back = restore("Call us on __P0__ __P1__now__P2__ __P3__", &kept).unwrap();
        assert_eq!(back, "Call us on { $phone } <b>now</b> { $count -> [one] x *[other] y }");
        assert_eq!(restore("Call us now", &kept), Err(TranslateError::LostPlaceable("{ $phone }".into())));
        assert!(restore("__P0__ __P0__ __P1____P2__ __P3__", &kept).is_err(), "a duplicated token is refused too");
    }
}
