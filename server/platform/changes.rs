//! "The data behind the pages changed": a generation number that anything caching
//! rendered pages compares against, and, with PostgreSQL, the same news for every
//! other instance on the database (LISTEN/NOTIFY), so a change made on one is on the
//! others' pages within a moment. Services that change such data bump and publish;
//! they need not know who caches what. A change to products of the local catalogue
//! also says which ([`Change`]): what keeps something per product (the search index)
//! updates that product alone instead of starting over.
//!
//! Most changes need not drop every page: a page names what it shows by tags
//! (`product:<handle>`, `collection:<handle>`, `search`, `lang:<code>`), and a change
//! that knows what it touched drops those tags ([`Changes::drop_tags`]): a product's
//! change its own pages, the listings it is in and the search pages; a translation of
//! the site's text the pages of that language. A cache compares a page's tags with
//! when they were last dropped ([`Changes::dropped_since`]); the generation stays for
//! what may touch anything (a resync, a bulk write, the shop's content at large).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use tokio::sync::broadcast;

use super::Db;
use super::db::{Backend, backend};

/// The PostgreSQL channel the instances talk on.
pub const CHANNEL: &str = "elektriker_changes";
/// The topic prefix of one product's change on the channel (`product:<handle>`).
pub const PRODUCT_TOPIC: &str = "product:";
/// The topic prefix of a change to only the order of a collection's products
/// (`collection-order:<handle>`).
pub const COLLECTION_ORDER_TOPIC: &str = "collection-order:";
/// The topic of a change to any number of products (a bulk write).
pub const PRODUCTS_TOPIC: &str = "products";
/// Product changes that may wait for their reader; past them it hears "any number of
/// products changed" instead (a bulk write is that anyway).
const PRODUCT_BACKLOG: usize = 1024;

/// The tag of the pages that show a product.
pub fn product_tag(handle: &str) -> String {
    format!("product:{handle}")
}

/// The tag of a collection's listing pages (each page, sort and filter of it).
pub fn collection_tag(handle: &str) -> String {
    format!("collection:{handle}")
}

/// The tag of the search's result pages.
pub const SEARCH_TAG: &str = "search";

/// The tag of every page in a language, by its code (its text is the language's
/// catalogue).
pub fn lang_tag(lang: &str) -> String {
    format!("lang:{lang}")
}

/// Tags dropped so far: the sequence number of each tag's latest drop.
#[derive(Default)]
struct Dropped {
    seq: AtomicU64,
    /// Drops of a language's text (what the search's other documents follow).
    text: AtomicU64,
    at: RwLock<HashMap<String, u64>>,
}

/// Which products changed, for what keeps something per product.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    /// One product of the local catalogue, by handle: changed, added or deleted.
    Product(String),
    /// Any number of products (a bulk write, or news that may have been missed).
    Products,
}

#[derive(Clone)]
pub struct Changes {
    generation: Arc<AtomicU64>,
    /// Who we are on the channel (our own notifications come back to us).
    instance: Arc<str>,
    db: Option<Db>,
    remote: broadcast::Sender<String>,
    products: broadcast::Sender<Change>,
    dropped: Arc<Dropped>,
}

impl Default for Changes {
    fn default() -> Changes {
        Changes::new()
    }
}

impl Changes {
    /// One instance alone (SQLite, tests of a part).
    pub fn new() -> Changes {
        let (remote, _) = broadcast::channel(64);
        let (products, _) = broadcast::channel(PRODUCT_BACKLOG);
        Changes {
            generation: Arc::default(),
            instance: Arc::from(hex::encode(rand::random::<[u8; 8]>())),
            db: None,
            remote,
            products,
            dropped: Arc::default(),
        }
    }

    /// Publishes through `db` when it is PostgreSQL.
    pub fn shared(db: &Db) -> Changes {
        let mut changes = Changes::new();
        if backend(db) == Backend::Postgres {
            changes.db = Some(db.clone());
        }
        changes
    }

    /// The current generation; a page rendered in an older one is stale.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Something changed here: every page of this instance renders afresh.
    pub fn bump(&self, reason: &'static str) {
        let now = self.generation.fetch_add(1, Ordering::AcqRel) + 1;
        tracing::debug!(reason, generation = now, "data behind the pages changed");
    }

    /// The sequence number of the latest drop of tags (moves with every drop).
    pub fn tag_seq(&self) -> u64 {
        self.dropped.seq.load(Ordering::Acquire)
    }

    /// What the data a language's pages are read from was: the generation and that
    /// language's text together (what the search follows for its other documents).
    pub fn version(&self) -> u64 {
        self.generation() + self.dropped.text.load(Ordering::Acquire)
    }

    /// The pages tagged with any of `tags` render afresh (here; tell the other
    /// instances by publishing what changed).
    pub fn drop_tags<I: IntoIterator<Item = String>>(&self, tags: I, reason: &'static str) {
        let mut at = self.dropped.at.write().unwrap();
        let seq = self.dropped.seq.load(Ordering::Acquire) + 1;
        let tags: Vec<String> = tags.into_iter().collect();
        for tag in &tags {
            at.insert(tag.clone(), seq);
        }
        // Moved after the tags are in: a reader that saw the older number read the
        // older state, one that sees this number finds the tags.
        self.dropped.seq.store(seq, Ordering::Release);
        drop(at);
        tracing::debug!(reason, ?tags, seq, "pages with these tags render afresh");
    }

    /// Whether any of `tags` was dropped after drop number `seq`.
    pub fn dropped_since(&self, tags: &[String], seq: u64) -> bool {
        if tags.is_empty() || self.tag_seq() <= seq {
            return false;
        }
        let at = self.dropped.at.read().unwrap();
        tags.iter().any(|tag| at.get(tag).is_some_and(|&dropped| dropped > seq))
    }

    /// The site's text in the language `lang` (its code) changed (a translation): that
    /// language's pages render afresh.
    pub fn text_changed(&self, lang: &str) {
        self.dropped.text.fetch_add(1, Ordering::AcqRel);
        self.drop_tags([lang_tag(lang)], "translations");
    }

    /// A product of the local catalogue changed here (its text, prices, images; added
    /// or deleted): the pages that show it render afresh (its own, the listings of
    /// `collections`, the ones it was in before included, and the search's), and the
    /// product's readers hear which. Tell the other instances with
    /// [`Changes::publish_product`].
    pub fn product_changed(&self, handle: &str, collections: &[String]) {
        let tags = [product_tag(handle), SEARCH_TAG.to_owned()].into_iter().chain(collections.iter().map(|c| collection_tag(c)));
        self.drop_tags(tags, "product");
        let _ = self.products.send(Change::Product(handle.to_owned()));
    }

    /// Any number of products changed here (a bulk write).
    pub fn products_changed(&self) {
        self.bump("products");
        let _ = self.products.send(Change::Products);
    }

    /// Which products changed from now on (a reader that falls more than
    /// `PRODUCT_BACKLOG` behind hears `Lagged`: treat it as [`Change::Products`]).
    pub fn product_changes(&self) -> broadcast::Receiver<Change> {
        self.products.subscribe()
    }

    /// Tells the other instances that a product changed, and which collections'
    /// listings show it (`product:<handle> in <collection>,<collection>`).
    pub async fn publish_product(&self, handle: &str, collections: &[String]) {
        self.publish(&format!("{PRODUCT_TOPIC}{handle} in {}", collections.join(","))).await;
    }

    /// Tells the other instances that `topic` changed (nothing without PostgreSQL).
    pub async fn publish(&self, topic: &str) {
        let Some(db) = &self.db else { return };
        let payload = format!("{}:{topic}", self.instance);
        if let Err(error) = sqlx::query("select pg_notify($1, $2)").bind(CHANNEL).bind(&payload).execute(db).await {
            tracing::warn!(%error, topic, "could not tell the other instances about a change");
        }
    }

    /// Topics other instances changed (and `resync` after the channel was lost, when
    /// anything may have been missed).
    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.remote.subscribe()
    }

    /// Listens on the channel for the life of the server, reconnecting when the
    /// connection drops. Only with PostgreSQL.
    pub async fn listen(self, database_url: String) {
        if self.db.is_none() {
            return;
        }
        let mut first = true;
        loop {
            match sqlx::postgres::PgListener::connect(&database_url).await {
                Ok(mut listener) => match listener.listen(CHANNEL).await {
                    Ok(()) => {
                        if !first {
                            let _ = self.remote.send("resync".to_owned());
                        }
                        first = false;
                        tracing::info!(channel = CHANNEL, "listening for changes made by other instances");
                        loop {
                            match listener.recv().await {
                                Ok(notification) => {
                                    let payload = notification.payload();
                                    let Some((from, topic)) = payload.split_once(':') else { continue };
                                    if from != &*self.instance {
                                        tracing::debug!(topic, "another instance changed data");
                                        let _ = self.remote.send(topic.to_owned());
                                    }
                                }
                                Err(error) => {
                                    tracing::warn!(%error, "lost the change channel; reconnecting");
                                    break;
                                }
                            }
                        }
                    }
                    Err(error) => tracing::warn!(%error, "could not listen for changes"),
                },
                Err(error) => tracing::warn!(%error, "could not connect to listen for changes"),
            }
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }
}

/// What a `product:` topic says (after the prefix): the product's handle and the
/// collections whose listings show it.
pub fn parse_product_topic(rest: &str) -> (&str, Vec<String>) {
    match rest.split_once(" in ") {
        Some((handle, collections)) => {
            (handle, collections.split(',').filter(|c| !c.is_empty()).map(str::to_owned).collect())
        }
        None => (rest.trim_end_matches(" in"), Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn clones_share_one_generation() {
        let changes = super::Changes::new();
        let other = changes.clone();
        assert_eq!(changes.generation(), 0);
        other.bump("test");
        assert_eq!(changes.generation(), 1);
    }

    #[test]
    fn a_product_change_says_which_product_and_renders_pages_afresh() {
        let changes = super::Changes::new();
        let mut heard = changes.product_changes();
        changes.product_changed("dimmer", &["smart-home".into()]);
        assert_eq!(changes.generation(), 0, "the product's pages only, not every page");
        assert!(changes.dropped_since(&["product:dimmer".into()], 0));
        assert!(changes.dropped_since(&["collection:smart-home".into()], 0));
        assert!(changes.dropped_since(&["search".into()], 0));
        assert!(!changes.dropped_since(&["product:stikkontakt".into(), "collection:lamper".into(), "lang:en".into()], 0));
        assert!(!changes.dropped_since(&["product:dimmer".into()], changes.tag_seq()), "not since its own drop");
        changes.products_changed();
        assert_eq!(changes.generation(), 1);
        assert_eq!(heard.try_recv().unwrap(), super::Change::Product("dimmer".into()));
        assert_eq!(heard.try_recv().unwrap(), super::Change::Products);
        assert!(heard.try_recv().is_err());
    }
}

#[cfg(test)]
mod topic_tests {
    #[test]
    fn a_product_topic_names_the_product_and_its_collections() {
        assert_eq!(super::parse_product_topic("dimmer in smart-home,lamper"), ("dimmer", vec!["smart-home".to_owned(), "lamper".to_owned()]));
        assert_eq!(super::parse_product_topic("dimmer in "), ("dimmer", vec![]));
        assert_eq!(super::parse_product_topic("dimmer"), ("dimmer", vec![]));
    }

    #[test]
    fn a_translation_drops_its_language_only() {
        let changes = super::Changes::new();
        let (seq, version) = (changes.tag_seq(), changes.version());
        changes.text_changed("en");
        assert!(changes.dropped_since(&["lang:en".into()], seq));
        assert!(!changes.dropped_since(&["lang:da".into(), "product:x".into()], seq));
        assert_eq!(changes.generation(), 0);
        assert!(changes.version() > version);
    }
}
