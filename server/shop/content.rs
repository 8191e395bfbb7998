//! The local shop's content in the visitor's language: titles, descriptions, option
//! names and values, image texts and collection titles, from `shop_translations`
//! (shipped for the demo catalogue in `catalogue-translations.json`, machine
//! translated in the background for what is missing, reviewed by administrators).
//! Danish, the catalogue itself, is the fallback for anything not translated yet.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use serde::Deserialize;

use super::{Collection, Product, SelectedOption};
use crate::i18n::Lang;
use crate::platform::Db;
use crate::platform::db::now_rfc3339;

const SHIPPED: &str = include_str!("catalogue-translations.json");

/// One translatable piece of the catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Field {
    /// `product` or `collection`.
    pub kind: String,
    pub handle: String,
    /// `title`, `description`, `warnings`, `option:<name>`, `value:<name>:<value>`, `alt:<n>`.
    pub name: String,
}

impl Field {
    fn new(kind: &str, handle: &str, name: impl Into<String>) -> Field {
        Field { kind: kind.to_owned(), handle: handle.to_owned(), name: name.into() }
    }

    /// As a translation request's key: `shop:product:<handle>:<field>`.
    pub fn key(&self) -> String {
        format!("shop:{}:{}:{}", self.kind, self.handle, self.name)
    }

    /// A product's description: HTML, kept to the description's allow-list.
    pub fn is_description(&self) -> bool {
        self.kind == "product" && self.name == "description"
    }

    /// A translation of this field as it is stored: a product's description as
    /// [`super::description::stored`] (the markup a translation carried, sanitised),
    /// anything else as given.
    pub fn stored_value(&self, value: &str) -> String {
        if self.is_description() { super::description::stored(value) } else { value.to_owned() }
    }

    pub fn parse_key(key: &str) -> Option<Field> {
        let rest = key.strip_prefix("shop:")?;
        let (kind, rest) = rest.split_once(':')?;
        let (handle, name) = rest.split_once(':')?;
        matches!(kind, "product" | "collection").then(|| Field::new(kind, handle, name))
    }
}

/// Told about fields a language lacks (each once): they are translated in the
/// background (see `translation::runtime`).
pub type MissingHook = Box<dyn Fn(Lang, Vec<String>) + Send + Sync>;

#[derive(Default)]
pub struct Content {
    by_lang: RwLock<HashMap<Lang, Arc<HashMap<Field, String>>>>,
    /// The option words of each language's table, made when first asked.
    words: RwLock<HashMap<Lang, Arc<OptionWords>>>,
    on_missing: OnceLock<MissingHook>,
    reported: Mutex<HashSet<(Lang, Field)>>,
}

#[derive(Deserialize, Default)]
struct ShippedLanguage {
    #[serde(default)]
    products: HashMap<String, ShippedProduct>,
    #[serde(default)]
    collections: HashMap<String, ShippedCollection>,
}

#[derive(Deserialize, Default)]
struct ShippedProduct {
    title: Option<String>,
    description: Option<String>,
    #[serde(default)]
    options: HashMap<String, String>,
    #[serde(default)]
    values: HashMap<String, HashMap<String, String>>,
    #[serde(default)]
    alts: Vec<String>,
    /// The safety information.
    warnings: Option<String>,
}

#[derive(Deserialize, Default)]
struct ShippedCollection {
    title: Option<String>,
    description: Option<String>,
}

/// The shipped translations as rows.
fn shipped_rows() -> anyhow::Result<Vec<(Lang, Field, String)>> {
    let shipped: HashMap<String, ShippedLanguage> = serde_json::from_str(SHIPPED)?;
    let mut rows = Vec::new();
    for (code, language) in shipped {
        let Ok(lang) = code.parse::<Lang>() else { anyhow::bail!("catalogue-translations.json: unknown language {code}") };
        for (handle, p) in language.products {
            let mut add = |name: String, value: Option<String>| {
                if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
                    rows.push((lang, Field::new("product", &handle, name), value));
                }
            };
            add("title".into(), p.title);
            add("description".into(), p.description);
            add("warnings".into(), p.warnings);
            for (name, value) in p.options {
                add(format!("option:{name}"), Some(value));
            }
            for (option, values) in p.values {
                for (danish, value) in values {
                    add(format!("value:{option}:{danish}"), Some(value));
                }
            }
            for (i, alt) in p.alts.into_iter().enumerate() {
                add(format!("alt:{i}"), Some(alt));
            }
        }
        for (handle, c) in language.collections {
            for (name, value) in [("title", c.title), ("description", c.description)] {
                if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
                    rows.push((lang, Field::new("collection", &handle, name), value));
                }
            }
        }
    }
    Ok(rows)
}

impl Content {
    /// Writes the shipped translations: they replace shipped and machine ones, never
    /// an administrator's.
    pub async fn seed(db: &Db) -> anyhow::Result<()> {
        let rows = shipped_rows()?;
        let now = now_rfc3339();
        for (lang, field, value) in &rows {
            sqlx::query(
                "insert into shop_translations (lang, kind, handle, field, value, status, updated_at)
                 values ($1, $2, $3, $4, $5, 'shipped', $6)
                 on conflict (lang, kind, handle, field) do update set value = excluded.value, status = 'shipped',
                   updated_at = excluded.updated_at
                 where shop_translations.status in ('shipped', 'machine')",
            )
            .bind(lang.code())
            .bind(&field.kind)
            .bind(&field.handle)
            .bind(&field.name)
            .bind(value)
            .bind(&now)
            .execute(db)
            .await?;
        }
        Ok(())
    }

    pub fn on_missing(&self, hook: MissingHook) {
        let _ = self.on_missing.set(hook);
    }

    /// Stored translations changed: read them anew when next needed.
    pub fn forget(&self) {
        self.by_lang.write().unwrap().clear();
        self.words.write().unwrap().clear();
    }

    /// Option names and values in `lang`, both ways (none in Danish: the words are
    /// the catalogue's own).
    pub async fn option_words(&self, db: &Db, lang: Lang) -> Result<Arc<OptionWords>, sqlx::Error> {
        if lang == Lang::Da {
            return Ok(Arc::default());
        }
        if let Some(words) = self.words.read().unwrap().get(&lang) {
            return Ok(words.clone());
        }
        let table = self.table(db, lang).await?;
        let mut words = OptionWords::default();
        for (field, text) in table.iter().filter(|(f, _)| f.kind == "product") {
            if let Some(name) = field.name.strip_prefix("option:") {
                words.names.insert(name.to_owned(), text.clone());
                words.danish_names.insert(text.clone(), name.to_owned());
            } else if let Some((name, value)) = field.name.strip_prefix("value:").and_then(|rest| rest.split_once(':')) {
                words.values.insert((name.to_owned(), value.to_owned()), text.clone());
                words.danish_values.insert((name.to_owned(), text.clone()), value.to_owned());
            }
        }
        let words = Arc::new(words);
        self.words.write().unwrap().insert(lang, words.clone());
        Ok(words)
    }

    async fn table(&self, db: &Db, lang: Lang) -> Result<Arc<HashMap<Field, String>>, sqlx::Error> {
        if let Some(table) = self.by_lang.read().unwrap().get(&lang) {
            return Ok(table.clone());
        }
        let rows: Vec<(String, String, String, String)> =
            sqlx::query_as("select kind, handle, field, value from shop_translations where lang = $1")
                .bind(lang.code())
                .fetch_all(db)
                .await?;
        let table: Arc<HashMap<Field, String>> =
            Arc::new(rows.into_iter().map(|(kind, handle, name, value)| (Field { kind, handle, name }, value)).collect());
        self.by_lang.write().unwrap().insert(lang, table.clone());
        Ok(table)
    }

    /// Products in `lang` (the catalogue's own in Danish), each with its description
    /// as the page shows it.
    pub async fn products(&self, db: &Db, lang: Lang, products: Vec<Product>) -> Result<Vec<Product>, sqlx::Error> {
        let mut out: Vec<Product> = if lang == Lang::Da {
            products
        } else {
            let table = self.table(db, lang).await?;
            let mut missing = Vec::new();
            let out = products.into_iter().map(|p| localize_product(&table, p, &mut missing)).collect();
            self.report(lang, missing);
            out
        };
        for p in &mut out {
            describe(p, true);
        }
        Ok(out)
    }

    /// A collection in `lang`; its products' descriptions as text only (a listing does
    /// not show them).
    pub async fn collection(&self, db: &Db, lang: Lang, mut collection: Collection) -> Result<Collection, sqlx::Error> {
        if lang == Lang::Da {
            for p in &mut collection.products {
                describe(p, false);
            }
            return Ok(collection);
        }
        let table = self.table(db, lang).await?;
        let mut missing = Vec::new();
        let handle = collection.handle.clone();
        let mut pick = |name: &str, danish: String| pick(&table, Field::new("collection", &handle, name), danish, &mut missing);
        let title = pick("title", collection.title);
        let description = pick("description", collection.description);
        let products = collection
            .products
            .into_iter()
            .map(|p| {
                let mut p = localize_product(&table, p, &mut missing);
                describe(&mut p, false);
                p
            })
            .collect();
        self.report(lang, missing);
        Ok(Collection { handle, title, description, products })
    }

    /// The product title in `lang` (order lines keep the title they were bought as).
    pub async fn product_title(&self, db: &Db, lang: Lang, handle: &str, danish: &str) -> String {
        if lang == Lang::Da {
            return danish.to_owned();
        }
        match self.table(db, lang).await {
            Ok(table) => table.get(&Field::new("product", handle, "title")).cloned().unwrap_or_else(|| danish.to_owned()),
            Err(_) => danish.to_owned(),
        }
    }

    /// A variant's selected options in `lang` (order lines keep them as bought, like
    /// the title); Danish where a name or value is not translated.
    pub async fn selected_options(&self, db: &Db, lang: Lang, handle: &str, danish: &[SelectedOption]) -> Vec<SelectedOption> {
        if lang == Lang::Da || danish.is_empty() {
            return danish.to_vec();
        }
        let Ok(table) = self.table(db, lang).await else { return danish.to_vec() };
        let get = |name: String, danish: &str| table.get(&Field::new("product", handle, name)).cloned().unwrap_or_else(|| danish.to_owned());
        danish
            .iter()
            .map(|o| SelectedOption {
                name: get(format!("option:{}", o.name), &o.name),
                value: get(format!("value:{}:{}", o.name, o.value), &o.value),
            })
            .collect()
    }

    fn report(&self, lang: Lang, missing: Vec<Field>) {
        if missing.is_empty() {
            return;
        }
        let Some(hook) = self.on_missing.get() else { return };
        let mut reported = self.reported.lock().unwrap();
        let new: Vec<String> = missing.into_iter().filter(|f| reported.insert((lang, f.clone()))).map(|f| f.key()).collect();
        drop(reported);
        if !new.is_empty() {
            hook(lang, new);
        }
    }
}

/// The option names and values of a language's catalogue, both ways: a listing's
/// filters come in the visitor's words (`option=Colour:Black`) and its SQL reads the
/// Danish ones; its facets go back into the visitor's words. (The same word for every
/// product: a name or value translated two ways takes one of them.)
#[derive(Debug, Default)]
pub struct OptionWords {
    names: HashMap<String, String>,
    values: HashMap<(String, String), String>,
    danish_names: HashMap<String, String>,
    /// (Danish name, the language's value) -> the Danish value.
    danish_values: HashMap<(String, String), String>,
}

impl OptionWords {
    /// An option's name in the language.
    pub fn name(&self, danish: &str) -> String {
        self.names.get(danish).cloned().unwrap_or_else(|| danish.to_owned())
    }

    /// An option value in the language.
    pub fn value(&self, danish_name: &str, danish_value: &str) -> String {
        self.values.get(&(danish_name.to_owned(), danish_value.to_owned())).cloned().unwrap_or_else(|| danish_value.to_owned())
    }

    /// A `(name, value)` in the language as the catalogue writes it in Danish.
    pub fn to_danish(&self, name: &str, value: &str) -> (String, String) {
        let name = self.danish_names.get(name).cloned().unwrap_or_else(|| name.to_owned());
        let value = self.danish_values.get(&(name.clone(), value.to_owned())).cloned().unwrap_or_else(|| value.to_owned());
        (name, value)
    }
}

fn pick(table: &HashMap<Field, String>, field: Field, danish: String, missing: &mut Vec<Field>) -> String {
    if danish.trim().is_empty() {
        return danish;
    }
    match table.get(&field) {
        Some(value) => value.clone(),
        None => {
            missing.push(field);
            danish
        }
    }
}

/// A product's stored description (HTML, or text from before descriptions were HTML,
/// in Danish or translated) as plain text and, `with_html`, as the page's HTML.
fn describe(p: &mut Product, with_html: bool) {
    let stored = std::mem::take(&mut p.description);
    p.description = super::description::text(&stored);
    if with_html {
        p.description_html = super::description::for_page(&stored);
    }
}

fn localize_product(table: &HashMap<Field, String>, mut p: Product, missing: &mut Vec<Field>) -> Product {
    let handle = p.handle.clone();
    let field = |name: String, danish: String, missing: &mut Vec<Field>| pick(table, Field::new("product", &handle, name), danish, missing);
    p.title = field("title".into(), p.title, missing);
    p.description = field("description".into(), p.description, missing);
    if let Some(legal) = p.legal.as_mut().filter(|l| !l.warnings.is_empty()) {
        legal.warnings = field("warnings".into(), std::mem::take(&mut legal.warnings), missing);
    }
    for (i, image) in p.images.iter_mut().enumerate() {
        if let Some(alt) = image.alt_text.take() {
            image.alt_text = Some(field(format!("alt:{i}"), alt, missing));
        }
    }
    // Option names and values change together everywhere (options, each variant's
    // selected options and title), so choosing a variant still matches.
    let value_of = |option: &str, value: String, missing: &mut Vec<Field>| field(format!("value:{option}:{value}"), value, missing);
    let mut names: HashMap<String, String> = HashMap::new();
    for option in &mut p.options {
        let danish_name = option.name.clone();
        option.values = std::mem::take(&mut option.values).into_iter().map(|v| value_of(&danish_name, v, missing)).collect();
        let translated = pick(table, Field::new("product", &handle, format!("option:{danish_name}")), danish_name.clone(), missing);
        names.insert(danish_name, translated.clone());
        option.name = translated;
    }
    for variant in &mut p.variants {
        for selected in &mut variant.selected_options {
            let danish_name = selected.name.clone();
            selected.value = pick(table, Field::new("product", &handle, format!("value:{danish_name}:{}", selected.value)), selected.value.clone(), &mut Vec::new());
            selected.name = names.get(&danish_name).cloned().unwrap_or(danish_name);
        }
        if !variant.selected_options.is_empty() {
            variant.title = variant.selected_options.iter().map(|o| o.value.as_str()).collect::<Vec<_>>().join(" / ");
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        let field = Field::new("product", "stikkontakt-1-modul", "value:Farve:Hvid");
        assert_eq!(Field::parse_key(&field.key()), Some(field));
        assert_eq!(Field::parse_key("hero-title"), None);
        assert_eq!(Field::parse_key("shop:order:x:title"), None);
    }

    #[test]
    fn the_shipped_translations_read() {
        shipped_rows().unwrap();
    }
}
