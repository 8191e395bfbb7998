//! "The data behind the pages changed": a generation number that anything caching
//! rendered pages compares against, and, with PostgreSQL, the same news for every
//! other instance on the database (LISTEN/NOTIFY), so a change made on one is on the
//! others' pages within a moment. Services that change such data bump and publish;
//! they need not know who caches what. A change to products of the local catalogue
//! also says which ([`Change`]): what keeps something per product (the search index)
//! updates that product alone instead of starting over.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::broadcast;

use super::Db;
use super::db::{Backend, backend};

/// The PostgreSQL channel the instances talk on.
pub const CHANNEL: &str = "elektriker_changes";
/// The topic prefix of one product's change on the channel (`product:<handle>`).
pub const PRODUCT_TOPIC: &str = "product:";
/// The topic of a change to any number of products (a bulk write).
pub const PRODUCTS_TOPIC: &str = "products";
/// Product changes that may wait for their reader; past them it hears "any number of
/// products changed" instead (a bulk write is that anyway).
const PRODUCT_BACKLOG: usize = 1024;

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
        Changes { generation: Arc::default(), instance: Arc::from(hex::encode(rand::random::<[u8; 8]>())), db: None, remote, products }
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

    /// A product of the local catalogue changed here (its text, prices, images; added
    /// or deleted): pages render afresh and the product's readers hear which. Tell the
    /// other instances with [`Changes::publish_product`].
    pub fn product_changed(&self, handle: &str) {
        self.bump("product");
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

    /// Tells the other instances that a product changed.
    pub async fn publish_product(&self, handle: &str) {
        self.publish(&format!("{PRODUCT_TOPIC}{handle}")).await;
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
        changes.product_changed("dimmer");
        changes.products_changed();
        assert_eq!(changes.generation(), 2);
        assert_eq!(heard.try_recv().unwrap(), super::Change::Product("dimmer".into()));
        assert_eq!(heard.try_recv().unwrap(), super::Change::Products);
        assert!(heard.try_recv().is_err());
    }
}
