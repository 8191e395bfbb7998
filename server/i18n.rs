//! Languages and the Fluent catalogues (`locales/{lang}/*.ftl`, embedded).
//!
//! The server formats its own texts (API errors, the plain error page) with the Rust
//! `fluent` crates; pages get the same catalogue as Fluent source for the app's
//! `@fluent/bundle`. Danish is the source and the fallback for any missing message.

use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};

use crate::assets::LOCALE_FILES;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Da,
    En,
    De,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::Da, Lang::En, Lang::De, Lang::Fr];
    pub const DEFAULT: Lang = Lang::Da;

    pub fn code(self) -> &'static str {
        match self {
            Lang::Da => "da",
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The public path of a language-neutral path: Danish at the root, the others
    /// under their prefix (`/en`, `/en/om-os`; `/en/` is served too).
    pub fn localize(self, path: &str) -> String {
        match self {
            Lang::Da => path.to_owned(),
            other if path == "/" => format!("/{}", other.code()),
            other => format!("/{}{}", other.code(), path),
        }
    }

    /// Splits a request path into its language and the language-neutral rest.
    pub fn split_path(path: &str) -> (Lang, &str) {
        for lang in [Lang::En, Lang::De, Lang::Fr] {
            let prefix = lang.code();
            if let Some(rest) = path.strip_prefix('/').and_then(|p| p.strip_prefix(prefix)) {
                if rest.is_empty() {
                    return (lang, "/");
                }
                if rest.starts_with('/') {
                    return (lang, rest);
                }
            }
        }
        (Lang::Da, if path.is_empty() { "/" } else { path })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ();
    fn from_str(s: &str) -> Result<Lang, ()> {
        let base = s.trim().get(..2).unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base).ok_or(())
    }
}

struct Language {
    bundle: FluentBundle<FluentResource>,
    key: String,
    /// `{key, lang, ftl, fallback}` as prebuilt JSON for the render requests.
    messages: Box<RawValue>,
    source: String,
}

pub struct Catalog {
    languages: HashMap<Lang, Language>,
}

impl Catalog {
    /// The embedded catalogues. Parse errors are build mistakes and fail start-up.
    pub fn embedded() -> anyhow::Result<Catalog> {
        let mut sources: HashMap<Lang, String> = HashMap::new();
        for (lang, _file, text) in LOCALE_FILES {
            let Ok(lang) = lang.parse::<Lang>() else { continue };
            let source = sources.entry(lang).or_default();
            source.push_str(text);
            source.push('\n');
        }
        Catalog::from_sources(sources)
    }

    pub fn from_sources(sources: HashMap<Lang, String>) -> anyhow::Result<Catalog> {
        let danish = sources.get(&Lang::Da).cloned().unwrap_or_default();
        let mut languages = HashMap::new();
        for lang in Lang::ALL {
            let source = sources.get(&lang).cloned().unwrap_or_default();
            let resource = FluentResource::try_new(source.clone()).map_err(|(_, errors)| {
                anyhow::anyhow!("locales/{lang}: {} syntax error(s), first: {:?}", errors.len(), errors.first())
            })?;
            let mut bundle = FluentBundle::new_concurrent(vec![lang.code().parse().expect("language id")]);
            bundle.set_use_isolating(false);
            if let Err(errors) = bundle.add_resource(resource) {
                anyhow::bail!("locales/{lang}: {errors:?}");
            }
            let fallback = if lang == Lang::Da { "" } else { danish.as_str() };
            let digest = Sha256::digest(format!("{source}\u{0}{fallback}"));
            let key = format!("{lang}-{}", hex::encode(&digest[..6]));
            let messages = serde_json::to_string(&serde_json::json!({
                "key": key, "lang": lang, "ftl": source, "fallback": fallback,
            }))?;
            languages.insert(lang, Language { bundle, key, messages: RawValue::from_string(messages)?, source });
        }
        Ok(Catalog { languages })
    }

    /// The catalogue of a language for a page render.
    pub fn messages(&self, lang: Lang) -> &RawValue {
        &self.languages[&lang].messages
    }

    /// The content-addressed name of a language's catalogue: `/assets/messages/{key}.json`.
    pub fn messages_url(&self, lang: Lang) -> String {
        format!("/assets/messages/{}.json", self.languages[&lang].key)
    }

    /// The catalogue behind a `messages_url` key.
    pub fn messages_by_key(&self, key: &str) -> Option<&RawValue> {
        self.languages.values().find(|l| l.key == key).map(|l| &*l.messages)
    }

    pub fn source(&self, lang: Lang) -> &str {
        &self.languages[&lang].source
    }

    /// A message in `lang`, in Danish when `lang` lacks it, the id when both do.
    pub fn t(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [lang, Lang::DEFAULT] {
            let bundle = &self.languages[&lang].bundle;
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                if errors.is_empty() {
                    return text.into_owned();
                }
                tracing::warn!(%lang, id, ?errors, "message formatted with errors");
                return text.into_owned();
            }
        }
        tracing::warn!(%lang, id, "message missing from the catalogue");
        id.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_language_prefixes() {
        assert_eq!(Lang::split_path("/"), (Lang::Da, "/"));
        assert_eq!(Lang::split_path("/om-os"), (Lang::Da, "/om-os"));
        assert_eq!(Lang::split_path("/en"), (Lang::En, "/"));
        assert_eq!(Lang::split_path("/en/"), (Lang::En, "/"));
        assert_eq!(Lang::split_path("/de/kontakt"), (Lang::De, "/kontakt"));
        assert_eq!(Lang::split_path("/english"), (Lang::Da, "/english"));
        assert_eq!(Lang::split_path("/fr/product/a"), (Lang::Fr, "/product/a"));
    }

    #[test]
    fn localizes_paths() {
        assert_eq!(Lang::Da.localize("/"), "/");
        assert_eq!(Lang::En.localize("/"), "/en");
        assert_eq!(Lang::De.localize("/om-os"), "/de/om-os");
    }

    #[test]
    fn missing_messages_fall_back_to_danish() {
        let mut sources = HashMap::new();
        sources.insert(Lang::Da, "hello = Hej { $name }\nonly-da = Kun dansk\n".to_owned());
        sources.insert(Lang::En, "hello = Hello { $name }\n".to_owned());
        let catalog = Catalog::from_sources(sources).unwrap();
        let mut args = FluentArgs::new();
        args.set("name", "Bo");
        assert_eq!(catalog.t(Lang::En, "hello", Some(&args)), "Hello Bo");
        assert_eq!(catalog.t(Lang::En, "only-da", None), "Kun dansk");
        assert_eq!(catalog.t(Lang::De, "hello", Some(&args)), "Hej Bo");
        assert_eq!(catalog.t(Lang::Fr, "nowhere", None), "nowhere");
    }

    #[test]
    fn the_embedded_catalogues_parse() {
        let catalog = Catalog::embedded().unwrap();
        assert_eq!(catalog.t(Lang::Da, "not-found-heading", None), "Oops! Page not found");
    }
}
