//! "The data behind the pages changed": a generation number that anything caching
//! rendered pages compares against. Services that change such data (the translation
//! overlay, the shop catalogue) bump it; they need not know who caches what.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Default)]
pub struct Changes {
    generation: Arc<AtomicU64>,
}

impl Changes {
    pub fn new() -> Changes {
        Changes::default()
    }

    /// The current generation; a page rendered in an older one is stale.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    /// Something changed: every page renders afresh.
    pub fn bump(&self, reason: &'static str) {
        let now = self.generation.fetch_add(1, Ordering::AcqRel) + 1;
        tracing::debug!(reason, generation = now, "data behind the pages changed");
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
