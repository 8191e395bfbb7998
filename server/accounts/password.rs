//! argon2id password hashes, computed off the async threads, at most as many at once
//! as there are cores: each takes about 19 MiB and a core's worth of time, so an
//! unbounded burst would take the memory and every other request's CPU. A request
//! that cannot get a turn quickly is answered "busy" instead of queueing.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng};
use tokio::sync::Semaphore;

/// How long a request waits for a turn before it is told the server is busy.
const MAX_WAIT: Duration = Duration::from_secs(2);

#[derive(Debug, thiserror::Error)]
pub enum HashError {
    /// Every turn is taken and none came free in time.
    #[error("too many password checks at once")]
    Busy,
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

/// The turns for argon2 work, shared by sign-up, sign-in and password changes.
#[derive(Clone)]
pub struct Hasher {
    turns: Arc<Semaphore>,
    size: usize,
    running: Arc<AtomicUsize>,
    /// The most argon2 computations that ever ran at once (tests, metrics).
    peak: Arc<AtomicUsize>,
}

impl Default for Hasher {
    fn default() -> Hasher {
        Hasher::new(std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2))
    }
}

static DUMMY: LazyLock<String> = LazyLock::new(|| {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default().hash_password(b"not-a-password", &salt).unwrap().to_string()
});

impl Hasher {
    pub fn new(turns: usize) -> Hasher {
        let size = turns.max(1);
        Hasher { turns: Arc::new(Semaphore::new(size)), size, running: Arc::default(), peak: Arc::default() }
    }

    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> anyhow::Result<T> + Send + 'static) -> Result<T, HashError> {
        let turn = tokio::time::timeout(MAX_WAIT, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| HashError::Busy)?
            .map_err(|e| HashError::Other(e.into()))?;
        let (running, peak) = (self.running.clone(), self.peak.clone());
        let result = tokio::task::spawn_blocking(move || {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            peak.fetch_max(now, Ordering::SeqCst);
            let result = work();
            running.fetch_sub(1, Ordering::SeqCst);
            drop(turn);
            result
        })
        .await
        .map_err(|e| HashError::Other(e.into()))?;
        Ok(result?)
    }

    pub async fn hash(&self, password: String) -> Result<String, HashError> {
        self.run(move || {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default()
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
                .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
        })
        .await
    }

    /// True when `password` matches `stored`. With no stored hash (unknown account)
    /// the same work is done against a dummy hash, so the answer takes as long.
    pub async fn verify(&self, password: String, stored: Option<String>) -> Result<bool, HashError> {
        self.run(move || {
            let real = stored.is_some();
            let hash = stored.unwrap_or_else(|| DUMMY.clone());
            let parsed = PasswordHash::new(&hash).map_err(|e| anyhow::anyhow!("stored hash is malformed: {e}"))?;
            // Verify first, always; only then look at whether the account was real.
            let matches = Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok();
            Ok(matches && real)
        })
        .await
    }

    /// How many may run at once.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The most that ever ran at once.
    pub fn peak(&self) -> usize {
        self.peak.load(Ordering::SeqCst)
    }
}

/// The dummy hash is made once, before the first sign-in needs it.
pub fn warm_up() {
    LazyLock::force(&DUMMY);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_are_argon2id_and_verify() {
        let hasher = Hasher::default();
        let hash = hasher.hash("hemmelig".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(!hash.contains("hemmelig"));
        assert!(hasher.verify("hemmelig".into(), Some(hash.clone())).await.unwrap());
        assert!(!hasher.verify("forkert".into(), Some(hash)).await.unwrap());
        assert!(!hasher.verify("hemmelig".into(), None).await.unwrap());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_house_answers_busy_instead_of_queueing() {
        let hasher = Hasher::new(1);
        let _held = hasher.turns.clone().acquire_owned().await.unwrap();
        let started = std::time::Instant::now();
        let result = hasher.verify("x".into(), None).await;
        assert!(matches!(result, Err(HashError::Busy)));
        assert!(started.elapsed() < MAX_WAIT + Duration::from_millis(500));
    }
}
