//! Machine translation through a configured provider: a LibreTranslate-compatible
//! API, the DeepL API, or an OpenAI-compatible chat-completions API (which also
//! covers locally hosted models). Fluent placeables and markup are protected before
//! sending and checked after; a translation that lost one is refused.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use fluent_syntax::ast::{self, Expression, PatternElement};
use serde_json::{Value, json};

use crate::i18n::Lang;
use crate::i18n::fluent::pattern_source;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Provider {
    LibreTranslate { url: String, key: Option<String> },
    DeepL { url: String, key: String },
    OpenAi { url: String, key: Option<String>, model: String },
}

impl Provider {
    /// The provider the environment describes: `kind` is `libretranslate`, `deepl` or
    /// `openai` (none: no provider). DeepL and OpenAI have default addresses;
    /// LibreTranslate needs its URL.
    pub fn from_settings(kind: Option<&str>, url: Option<&str>, key: Option<&str>, model: Option<&str>) -> anyhow::Result<Option<Provider>> {
        let url = url.filter(|u| !u.is_empty()).map(|u| u.trim_end_matches('/').to_owned());
        let key = key.filter(|k| !k.is_empty()).map(str::to_owned);
        Ok(Some(match kind.map(str::trim).filter(|k| !k.is_empty()).map(str::to_ascii_lowercase).as_deref() {
            None => return Ok(None),
            Some("libretranslate") => Provider::LibreTranslate {
                url: url.ok_or_else(|| anyhow::anyhow!("TRANSLATION_PROVIDER=libretranslate needs TRANSLATION_API_URL"))?,
                key,
            },
            Some("deepl") => {
                let key = key.ok_or_else(|| anyhow::anyhow!("TRANSLATION_PROVIDER=deepl needs TRANSLATION_API_KEY"))?;
                let default = if key.ends_with(":fx") { "https://api-free.deepl.com" } else { "https://api.deepl.com" };
                Provider::DeepL { url: url.unwrap_or_else(|| default.to_owned()), key }
            }
            Some("openai") => Provider::OpenAi {
                url: url.unwrap_or_else(|| "https://api.openai.com/v1".to_owned()),
                key,
                model: model.filter(|m| !m.is_empty()).unwrap_or("gpt-4o-mini").to_owned(),
            },
            Some(other) => anyhow::bail!("unknown TRANSLATION_PROVIDER {other:?} (libretranslate, deepl or openai)"),
        }))
    }

    pub fn name(&self) -> &'static str {
        match self {
            Provider::LibreTranslate { .. } => "LibreTranslate",
            Provider::DeepL { .. } => "DeepL",
            Provider::OpenAi { .. } => "OpenAI-compatible",
        }
    }
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
    #[error("the translation is not valid Fluent: {0}")]
    InvalidFluent(String),
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
    protect_from(text, 0)
}

/// [`protect`] with tokens numbered from `first` (after tokens already in use).
fn protect_from(text: &str, first: usize) -> (String, Vec<String>) {
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
        out.push_str(&format!("__P{}__", first + kept.len()));
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

/// What a token in the text sent stands for.
enum Kept<'a> {
    /// Markup inside text (`<b>`), restored as text.
    Tag(String),
    /// A placeable of the pattern, restored as it was (select variants translated).
    Placeable(&'a Expression<String>),
}

impl Translator {
    pub fn new(provider: Provider, timeout: Duration) -> anyhow::Result<Translator> {
        let client = reqwest::Client::builder().timeout(timeout).connect_timeout(timeout).build()?;
        Ok(Translator { client, provider, attempts: 3, backoff: Duration::from_millis(250) })
    }

    pub fn provider(&self) -> &Provider {
        &self.provider
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
        let translated = self.send_with_retries(&protected, target).await?;
        restore(&translated, &kept)
    }

    /// Translates a Danish Fluent message into `target` and answers the pattern
    /// source to store (see [`pattern_source`]). Placeables travel as tokens and
    /// come back unchanged; the text of select variants is translated one variant at
    /// a time; the result must parse as Fluent.
    pub async fn translate_message(&self, message: &ast::Message<String>, target: Lang) -> Result<String, TranslateError> {
        let id = &message.id.name;
        let Some(pattern) = &message.value else { return Err(TranslateError::Malformed(format!("{id} has no value"))) };
        let translated = self.translate_pattern(pattern, target).await?;
        let value = pattern_source(id, translated);
        let entry = crate::i18n::fluent::entry_source(id, &value);
        if let Err((_, errors)) = fluent_bundle::FluentResource::try_new(entry) {
            return Err(TranslateError::InvalidFluent(format!("{id}: {:?}", errors.first())));
        }
        Ok(value)
    }

    fn translate_pattern<'a>(
        &'a self,
        pattern: &'a ast::Pattern<String>,
        target: Lang,
    ) -> Pin<Box<dyn Future<Output = Result<ast::Pattern<String>, TranslateError>> + Send + 'a>> {
        Box::pin(async move {
            // The text with every placeable and tag swapped for a token.
            let mut text = String::new();
            let mut kept: Vec<Kept<'a>> = Vec::new();
            for element in &pattern.elements {
                match element {
                    PatternElement::TextElement { value } => {
                        let (protected, tags) = protect_from(value, kept.len());
                        kept.extend(tags.into_iter().map(Kept::Tag));
                        text.push_str(&protected);
                    }
                    PatternElement::Placeable { expression } => {
                        text.push_str(&format!("__P{}__", kept.len()));
                        kept.push(Kept::Placeable(expression));
                    }
                }
            }
            let words: String = (0..kept.len()).rev().fold(text.clone(), |t, n| t.replace(&format!("__P{n}__"), ""));
            let translated = if words.trim().chars().count() < MIN_LENGTH {
                text
            } else {
                self.send_with_retries(&text, target).await?
            };
            // Back to pattern elements, checking every token survived exactly once.
            let tokens: Vec<String> = (0..kept.len()).map(|n| format!("__P{n}__")).collect();
            for (token, original) in tokens.iter().zip(&kept) {
                if translated.matches(token.as_str()).count() != 1 {
                    let what = match original {
                        Kept::Tag(tag) => tag.clone(),
                        Kept::Placeable(expression) => pattern_source(
                            "x",
                            ast::Pattern { elements: vec![PatternElement::Placeable { expression: (*expression).clone() }] },
                        ),
                    };
                    return Err(TranslateError::LostPlaceable(what));
                }
            }
            let mut elements: Vec<PatternElement<String>> = Vec::new();
            let push_text = |elements: &mut Vec<PatternElement<String>>, t: &str| {
                if t.is_empty() {
                    return;
                }
                if let Some(PatternElement::TextElement { value }) = elements.last_mut() {
                    value.push_str(t);
                } else {
                    elements.push(PatternElement::TextElement { value: t.to_owned() });
                }
            };
            let mut rest = translated.as_str();
            while let Some(start) = rest.find("__P") {
                let after = &rest[start + 3..];
                let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
                let Some(n) = digits.parse::<usize>().ok().filter(|n| *n < kept.len() && after[digits.len()..].starts_with("__")) else {
                    push_text(&mut elements, &rest[..start + 3]);
                    rest = after;
                    continue;
                };
                push_text(&mut elements, &rest[..start]);
                match &kept[n] {
                    Kept::Tag(tag) => push_text(&mut elements, tag),
                    Kept::Placeable(Expression::Select { selector, variants }) => {
                        let mut translated_variants = Vec::with_capacity(variants.len());
                        for variant in variants {
                            translated_variants.push(ast::Variant {
                                key: variant.key.clone(),
                                value: self.translate_pattern(&variant.value, target).await?,
                                default: variant.default,
                            });
                        }
                        elements.push(PatternElement::Placeable {
                            expression: Expression::Select { selector: selector.clone(), variants: translated_variants },
                        });
                    }
                    Kept::Placeable(expression) => elements.push(PatternElement::Placeable { expression: (*expression).clone() }),
                }
                rest = &after[digits.len() + 2..];
            }
            push_text(&mut elements, rest);
            Ok(ast::Pattern { elements })
        })
    }

    async fn send_with_retries(&self, text: &str, target: Lang) -> Result<String, TranslateError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            match self.send(text, target).await {
                Ok(translated) => return Ok(translated.trim().to_owned()),
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
        // Tokens of text inside a pattern are numbered after the placeables before it.
        assert_eq!(protect_from("a <b>x</b>", 2), ("a __P2__x__P3__".to_owned(), vec!["<b>".to_owned(), "</b>".to_owned()]));
    }
}
