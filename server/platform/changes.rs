//! "The data behind the pages changed": a generation number that anything caching
//! rendered pages compares against, and, with PostgreSQL, the same news for every
//! other instance on the database (LISTEN/NOTIFY), so a change made on one is on the
//! others' pages within a moment. Services that change such data bump and publish;
//! they need not know who caches what.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::broadcast;

use super::Db;
use super::db::{Backend, backend};

/// The PostgreSQL channel the instances talk on.
pub const CHANNEL: &str = "elektriker_changes";

#[derive(Clone)]
pub struct Changes {
    generation: Arc<AtomicU64>,
    /// Who we are on the channel (our own notifications come back to us).
    instance: Arc<str>,
    db: Option<Db>,
    remote: broadcast::Sender<String>,
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
        Changes { generation: Arc::default(), instance: Arc::from(hex::encode(rand::random::<[u8; 8]>())), db: None, remote }
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
}
