//! The catalogues: the shipped Fluent files (`locales/{lang}/*.ftl`, embedded) and an
//! overlay of stored translations put over them from outside (see
//! `translation::overlay`, which feeds it; the catalogue knows nothing of where the
//! overlay comes from).
//!
//! The server formats its own texts (API errors, the plain error page, e-mails) with
//! the Rust `fluent` crates; pages get the same catalogue as Fluent source for the
//! app's `@fluent/bundle`. Danish is the source and the fallback for any missing message.

use std::collections::{BTreeSet, HashMap, VecDeque};
use std::sync::{Arc, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};

use super::Lang;
use super::fluent::{entry_source, message_ids, messages_except, parse_messages, runtime_entries};
use crate::platform::assets::{LOCALE_FILES, MANIFEST};

struct Language {
    bundle: FluentBundle<FluentResource>,
    key: String,
    /// `{key, lang, ftl, fallback}` as prebuilt JSON for the render requests.
    messages: Arc<Box<RawValue>>,
    /// The shipped catalogue plus the overlay (see [`Catalog::set_overlay`]).
    source: String,
    /// The Danish messages this language lacks.
    fallback: String,
    /// The whole catalogue for the browser (see [`Language::for_browser`]).
    browser: std::sync::OnceLock<Arc<Box<RawValue>>>,
    /// The catalogue cut to each route's and island's messages for the browser, made
    /// on first ask.
    parts: std::sync::Mutex<HashMap<String, Arc<Box<RawValue>>>>,
}

/// A part of a catalogue the browser asks for.
#[derive(Clone, Copy)]
enum Part<'a> {
    /// What a page of a route shows: the shell's messages and the route's own.
    Route(&'a str),
    /// What an island shows beyond the shell's, fetched with its code.
    Island(&'a str),
}

impl Language {
    /// The whole catalogue for the browser, `{key, lang, entries, fallbackEntries}`
    /// (parsed: see [`runtime_entries`]), made on first ask.
    fn for_browser(&self, lang: Lang) -> Arc<Box<RawValue>> {
        self.browser
            .get_or_init(|| {
                let json = serde_json::json!({
                    "key": self.key, "lang": lang,
                    "entries": runtime_entries(&self.source, None),
                    "fallbackEntries": runtime_entries(&self.fallback, None),
                });
                Arc::new(RawValue::from_string(json.to_string()).expect("JSON"))
            })
            .clone()
    }

    /// `{key, lang, route|island, entries, fallbackEntries}` with only the messages of
    /// `part` (parsed: see [`runtime_entries`]), or `None` for a route or island the
    /// build did not see.
    fn part(&self, lang: Lang, part: Part) -> Option<Arc<Box<RawValue>>> {
        let cache_key = match part {
            Part::Route(route) => route.to_owned(),
            Part::Island(name) => format!("island/{name}"),
        };
        if let Some(found) = self.parts.lock().unwrap().get(&cache_key) {
            return Some(found.clone());
        }
        let (field, name, ids) = match part {
            Part::Route(route) => ("route", route, MANIFEST.messages.of(route)?),
            Part::Island(name) => ("island", name, MANIFEST.messages.of_island(name)?),
        };
        let mut json = serde_json::json!({
            "key": self.key, "lang": lang,
            "entries": runtime_entries(&self.source, Some(&ids)),
            "fallbackEntries": runtime_entries(&self.fallback, Some(&ids)),
        });
        json[field] = name.into();
        let made = Arc::new(RawValue::from_string(json.to_string()).expect("JSON"));
        // Two first askers at once cut it twice; both get the same text.
        Some(self.parts.lock().unwrap().entry(cache_key).or_insert(made).clone())
    }
}

/// One language's catalogue as a page render needs it.
#[derive(Clone)]
pub struct LanguageMessages {
    pub key: String,
    pub json: Arc<Box<RawValue>>,
}

impl LanguageMessages {
    /// The whole catalogue for the browser.
    pub fn url(&self) -> String {
        format!("/assets/messages/{}.json", self.key)
    }

    /// What the browser fetches for a page of `route`: that route's part of the
    /// catalogue, or the whole one when the build knows no part for it.
    pub fn url_for(&self, route: &str) -> String {
        match MANIFEST.messages.routes.contains_key(route) {
            true => format!("/assets/messages/{}/{route}.json", self.key),
            false => self.url(),
        }
    }

    pub fn raw(&self) -> &RawValue {
        &self.json
    }
}

/// How many earlier versions of a catalogue stay downloadable after the overlay
/// changed (pages rendered just before still point at them).
const KEPT_VERSIONS: usize = 16;

/// Told about messages a language lacked when the server wrote them (see
/// [`Catalog::on_missing`]).
pub type MissingHook = Box<dyn Fn(Lang, &str) + Send + Sync>;

/// The catalogues: the shipped `.ftl` files, plus an overlay of translations from the
/// database (machine translations and entries an administrator approved or edited)
/// for messages the shipped catalogue of a language lacks.
pub struct Catalog {
    on_missing: std::sync::OnceLock<MissingHook>,
    shipped: HashMap<Lang, String>,
    /// The message ids of each shipped catalogue, read once (they never change).
    shipped_ids: HashMap<Lang, BTreeSet<String>>,
    /// The Danish messages parsed, for translation and review, read once.
    danish: HashMap<String, fluent_syntax::ast::Message<String>>,
    languages: RwLock<HashMap<Lang, Arc<Language>>>,
    earlier: RwLock<VecDeque<(Lang, Arc<Language>)>>,
}

fn build_language(lang: Lang, source: String, danish: &str) -> anyhow::Result<Language> {
    let resource = FluentResource::try_new(source.clone()).map_err(|(_, errors)| {
        anyhow::anyhow!("locales/{lang}: {} syntax error(s), first: {:?}", errors.len(), errors.first())
    })?;
    let mut bundle = FluentBundle::new_concurrent(vec![lang.code().parse().expect("language id")]);
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        anyhow::bail!("locales/{lang}: {errors:?}");
    }
    // Danish for the messages this language lacks, not the whole Danish catalogue
    // again (an English page's catalogue was twice the Danish one's).
    let fallback = if lang == Lang::Da { String::new() } else { messages_except(danish, &message_ids(&source)) };
    let digest = Sha256::digest(format!("{source}\u{0}{fallback}"));
    let key = format!("{lang}-{}", hex::encode(&digest[..6]));
    let messages = serde_json::to_string(&serde_json::json!({
        "key": key, "lang": lang, "ftl": source, "fallback": fallback,
    }))?;
    Ok(Language {
        bundle,
        key,
        messages: Arc::new(RawValue::from_string(messages)?),
        source,
        fallback,
        browser: Default::default(),
        parts: Default::default(),
    })
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

    /// The catalogues of a directory laid out like `locales/` (`{lang}/*.ftl`), read
    /// in file-name order like the embedded ones.
    pub fn from_dir(dir: &std::path::Path) -> anyhow::Result<Catalog> {
        let mut sources: HashMap<Lang, String> = HashMap::new();
        for lang in Lang::ALL {
            let mut files: Vec<_> = std::fs::read_dir(dir.join(lang.code()))
                .map_err(|e| anyhow::anyhow!("reading {}/{lang}: {e}", dir.display()))?
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                .collect();
            files.sort();
            let source = sources.entry(lang).or_default();
            for file in files {
                source.push_str(&std::fs::read_to_string(&file)?);
                source.push('\n');
            }
        }
        Catalog::from_sources(sources)
    }

    pub fn from_sources(sources: HashMap<Lang, String>) -> anyhow::Result<Catalog> {
        let danish = sources.get(&Lang::Da).cloned().unwrap_or_default();
        let mut languages = HashMap::new();
        let mut shipped = HashMap::new();
        for lang in Lang::ALL {
            let source = sources.get(&lang).cloned().unwrap_or_default();
            languages.insert(lang, Arc::new(build_language(lang, source.clone(), &danish)?));
            shipped.insert(lang, source);
        }
        let shipped_ids = shipped.iter().map(|(lang, ftl)| (*lang, message_ids(ftl))).collect();
        Ok(Catalog {
            on_missing: std::sync::OnceLock::new(),
            danish: parse_messages(&shipped[&Lang::Da]),
            shipped_ids,
            shipped,
            languages: RwLock::new(languages),
            earlier: RwLock::new(VecDeque::new()),
        })
    }

    /// Calls `hook` whenever [`Catalog::t`] answers in Danish because the language
    /// lacks the message (runtime translation); set once.
    pub fn on_missing(&self, hook: MissingHook) {
        let _ = self.on_missing.set(hook);
    }

    fn language(&self, lang: Lang) -> Arc<Language> {
        self.languages.read().unwrap()[&lang].clone()
    }

    /// Puts `overlay` (per language: message id -> stored value) over the shipped
    /// catalogues. Only ids that Danish has and the shipped catalogue of the language
    /// lacks are used; an entry that does not parse is skipped and logged. Returns
    /// the languages whose catalogue changed.
    pub fn set_overlay(&self, overlay: &HashMap<Lang, Vec<(String, String)>>) -> Vec<Lang> {
        let danish = &self.shipped[&Lang::Da];
        let mut changed = Vec::new();
        for lang in [Lang::En, Lang::De, Lang::Fr] {
            let mut source = self.shipped[&lang].clone();
            for (id, value) in overlay.get(&lang).into_iter().flatten() {
                if self.shipped_ids[&lang].contains(id) || !self.danish.contains_key(id) {
                    continue;
                }
                let entry = entry_source(id, value);
                if FluentResource::try_new(entry.clone()).is_err() {
                    tracing::warn!(%lang, id, "a stored translation does not parse; skipped");
                    continue;
                }
                source.push_str(&entry);
            }
            if self.language(lang).source == source {
                continue;
            }
            match build_language(lang, source, danish) {
                Ok(language) => {
                    let old = self.languages.write().unwrap().insert(lang, Arc::new(language));
                    if let Some(old) = old {
                        let mut earlier = self.earlier.write().unwrap();
                        earlier.push_back((lang, old));
                        while earlier.len() > KEPT_VERSIONS {
                            earlier.pop_front();
                        }
                    }
                    changed.push(lang);
                }
                Err(error) => tracing::error!(%lang, %error, "could not apply the translation overlay"),
            }
        }
        changed
    }

    /// The catalogue of a language for a page render.
    pub fn messages(&self, lang: Lang) -> LanguageMessages {
        let language = self.language(lang);
        LanguageMessages { key: language.key.clone(), json: language.messages.clone() }
    }

    /// The catalogue behind a `messages_url` key (current or recent), as the browser
    /// gets it (parsed: see [`runtime_entries`]).
    pub fn messages_by_key(&self, key: &str) -> Option<Arc<Box<RawValue>>> {
        self.version(key).map(|(lang, language)| language.for_browser(lang))
    }

    /// A route's part of the catalogue behind a key (current or recent; see
    /// [`LanguageMessages::url_for`]), or `None` for an unknown key or route.
    pub fn route_messages(&self, key: &str, route: &str) -> Option<Arc<Box<RawValue>>> {
        let (lang, language) = self.version(key)?;
        language.part(lang, Part::Route(route))
    }

    /// An island's part of the catalogue behind a key (the messages it shows beyond
    /// the shell's, fetched with its code), or `None` for an unknown key or island.
    pub fn island_messages(&self, key: &str, island: &str) -> Option<Arc<Box<RawValue>>> {
        let (lang, language) = self.version(key)?;
        language.part(lang, Part::Island(island))
    }

    fn version(&self, key: &str) -> Option<(Lang, Arc<Language>)> {
        if let Some((lang, language)) = self.languages.read().unwrap().iter().find(|(_, l)| l.key == key) {
            return Some((*lang, language.clone()));
        }
        self.earlier.read().unwrap().iter().find(|(_, l)| l.key == key).cloned()
    }

    /// The shipped catalogue of a language (without the overlay).
    pub fn shipped(&self, lang: Lang) -> &str {
        &self.shipped[&lang]
    }

    /// The message ids of a shipped catalogue.
    pub fn shipped_ids(&self, lang: Lang) -> &BTreeSet<String> {
        &self.shipped_ids[&lang]
    }

    /// The Danish (source) messages, parsed.
    pub fn danish_messages(&self) -> &HashMap<String, fluent_syntax::ast::Message<String>> {
        &self.danish
    }

    /// A message as plain text for the search index: in `lang` (Danish when `lang`
    /// lacks it), its placeables filled from `args` and left out where `args` has
    /// none; nothing logged, and no missing-message report (indexing reads every
    /// message, and a missing one is not a page asking for it).
    pub fn plain(&self, lang: Lang, id: &str, args: &FluentArgs) -> Option<String> {
        for lang in [lang, Lang::DEFAULT] {
            let language = self.language(lang);
            if let Some(pattern) = language.bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = language.bundle.format_pattern(pattern, Some(args), &mut errors);
                // An unknown variable is written `{$name}`: left out.
                let mut out = String::with_capacity(text.len());
                let mut rest = text.as_ref();
                while let Some(at) = rest.find("{$") {
                    out.push_str(&rest[..at]);
                    rest = rest[at..].find('}').map(|end| &rest[at + end + 1..]).unwrap_or("");
                }
                out.push_str(rest);
                return Some(out);
            }
        }
        None
    }

    /// A message in `lang`, in Danish when `lang` lacks it, the id when both do.
    pub fn t(&self, lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
        let asked = lang;
        for lang in [lang, Lang::DEFAULT] {
            if lang == Lang::DEFAULT && asked != Lang::DEFAULT {
                if let Some(hook) = self.on_missing.get() {
                    hook(asked, id);
                }
            }
            let language = self.language(lang);
            let bundle = &language.bundle;
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                if !errors.is_empty() {
                    tracing::warn!(%lang, id, ?errors, "message formatted with errors");
                }
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
    fn a_pages_fallback_is_only_the_danish_its_language_lacks() {
        let mut sources = HashMap::new();
        sources.insert(Lang::Da, "hello = Hej\nonly-da = Kun dansk\ncount = { $n ->\n    [one] en\n   *[other] { $n }\n}\n".to_owned());
        sources.insert(Lang::En, "hello = Hello\n".to_owned());
        let catalog = Catalog::from_sources(sources).unwrap();
        let messages: serde_json::Value = serde_json::from_str(catalog.messages(Lang::En).raw().get()).unwrap();
        let fallback = messages["fallback"].as_str().unwrap();
        assert_eq!(message_ids(fallback), BTreeSet::from(["only-da".to_owned(), "count".to_owned()]));
        assert!(fallback.contains("[one] en"), "whole messages: {fallback}");
        let danish: serde_json::Value = serde_json::from_str(catalog.messages(Lang::Da).raw().get()).unwrap();
        assert_eq!(danish["fallback"], "");
    }

    #[test]
    fn the_overlay_fills_missing_messages_only() {
        let mut sources = HashMap::new();
        sources.insert(Lang::Da, "hello = Hej\nbye = Farvel\ncount = { $n ->\n    [one] en\n   *[other] { $n }\n}\n".to_owned());
        sources.insert(Lang::En, "hello = Hello\n".to_owned());
        let catalog = Catalog::from_sources(sources).unwrap();
        let before = catalog.messages(Lang::En);
        let mut overlay = HashMap::new();
        overlay.insert(
            Lang::En,
            vec![
                ("hello".to_owned(), "Hi (not used: shipped wins)".to_owned()),
                ("bye".to_owned(), "Goodbye".to_owned()),
                ("count".to_owned(), "\n    { $n ->\n        [one] one\n       *[other] { $n }\n    }".to_owned()),
                ("unknown".to_owned(), "Not in Danish".to_owned()),
                ("broken".to_owned(), "{ oops".to_owned()),
            ],
        );
        assert_eq!(catalog.set_overlay(&overlay), vec![Lang::En]);
        assert!(catalog.set_overlay(&overlay).is_empty(), "the same overlay changes nothing");
        assert_eq!(catalog.t(Lang::En, "hello", None), "Hello");
        assert_eq!(catalog.t(Lang::En, "bye", None), "Goodbye");
        let mut args = FluentArgs::new();
        args.set("n", 1);
        assert_eq!(catalog.t(Lang::En, "count", Some(&args)), "one");
        assert_eq!(catalog.t(Lang::En, "unknown", None), "unknown");
        let after = catalog.messages(Lang::En);
        assert_ne!(before.key, after.key, "a changed catalogue gets a new name");
        assert!(catalog.messages_by_key(&before.key).is_some(), "the previous version stays downloadable");
        assert!(after.raw().get().contains("bye = Goodbye"), "the served catalogue has the overlay");
        assert!(!catalog.shipped(Lang::En).contains("Goodbye"));
    }

    #[test]
    fn the_embedded_catalogues_parse() {
        let catalog = Catalog::embedded().unwrap();
        assert_eq!(catalog.t(Lang::Da, "not-found-heading", None), "Oops! Page not found");
    }
}
