//! argon2id password hashes, computed off the async threads, at most as many at once
//! as there are cores: each takes about 19 MiB and a core's worth of time, so an
//! unbounded burst would take the memory and every other request's CPU. A request
//! that cannot get a turn quickly is answered "busy" instead of queueing. Each turn
//! owns one preallocated 19 MiB work area, reused by every hash: allocating it anew
//! per hash let the allocator keep hundreds of MiB after a burst.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::password_hash::PasswordHash;
use argon2::{Algorithm, Argon2, Block, Params, Version};
use base64::Engine;
use subtle::ConstantTimeEq;
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
    /// One work area per turn (taken while a hash runs, put back after).
    areas: Arc<std::sync::Mutex<Vec<Vec<Block>>>>,
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
    let mut area = vec![Block::default(); Params::default().block_count()];
    phc_hash(b"not-a-password", &mut area).expect("the dummy hash")
});

/// A new argon2id hash of `password` in PHC form (the default parameters:
/// m=19456 KiB, t=2, p=1), computed in `area`.
fn phc_hash(password: &[u8], area: &mut [Block]) -> anyhow::Result<String> {
    let params = Params::default();
    let salt: [u8; 16] = rand::random();
    let mut out = [0u8; 32];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone())
        .hash_password_into_with_memory(password, &salt, &mut out, &mut area[..params.block_count()])
        .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))?;
    let b64 = base64::engine::general_purpose::STANDARD_NO_PAD;
    Ok(format!(
        "$argon2id$v=19$m={},t={},p={}${}${}",
        params.m_cost(),
        params.t_cost(),
        params.p_cost(),
        b64.encode(salt),
        b64.encode(out)
    ))
}

/// Whether `password` matches a PHC hash, computed in `area` (or in a fresh one when
/// the hash asks for more memory than the area has).
fn phc_verify(password: &[u8], stored: &str, area: &mut [Block]) -> anyhow::Result<bool> {
    let parsed = PasswordHash::new(stored).map_err(|e| anyhow::anyhow!("stored hash is malformed: {e}"))?;
    let algorithm = Algorithm::try_from(parsed.algorithm).map_err(|e| anyhow::anyhow!("stored hash: {e}"))?;
    let version = parsed.version.map(Version::try_from).transpose().map_err(|e| anyhow::anyhow!("stored hash: {e}"))?.unwrap_or_default();
    let params = Params::try_from(&parsed).map_err(|e| anyhow::anyhow!("stored hash: {e}"))?;
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else { anyhow::bail!("stored hash has no salt or output") };
    let mut salt_bytes = [0u8; 64];
    let salt = salt.decode_b64(&mut salt_bytes).map_err(|e| anyhow::anyhow!("stored salt: {e}"))?;
    let mut out = vec![0u8; expected.len()];
    let argon = Argon2::new(algorithm, version, params.clone());
    let needed = params.block_count();
    if needed <= area.len() {
        argon.hash_password_into_with_memory(password, salt, &mut out, &mut area[..needed])
    } else {
        argon.hash_password_into_with_memory(password, salt, &mut out, vec![Block::default(); needed])
    }
    .map_err(|e| anyhow::anyhow!("verifying a password: {e}"))?;
    Ok(out.as_slice().ct_eq(expected.as_bytes()).into())
}

impl Hasher {
    pub fn new(turns: usize) -> Hasher {
        let size = turns.max(1);
        Hasher {
            turns: Arc::new(Semaphore::new(size)),
            areas: Arc::default(),
            size,
            running: Arc::default(),
            peak: Arc::default(),
        }
    }

    async fn run<T: Send + 'static>(&self, work: impl FnOnce(&mut [Block]) -> anyhow::Result<T> + Send + 'static) -> Result<T, HashError> {
        let turn = tokio::time::timeout(MAX_WAIT, self.turns.clone().acquire_owned())
            .await
            .map_err(|_| HashError::Busy)?
            .map_err(|e| HashError::Other(e.into()))?;
        let (running, peak, areas) = (self.running.clone(), self.peak.clone(), self.areas.clone());
        let result = tokio::task::spawn_blocking(move || {
            let now = running.fetch_add(1, Ordering::SeqCst) + 1;
            peak.fetch_max(now, Ordering::SeqCst);
            // At most one area per turn exists: the pool never grows past the turns.
            let mut area = areas.lock().unwrap().pop().unwrap_or_else(|| vec![Block::default(); Params::default().block_count()]);
            let result = work(&mut area);
            areas.lock().unwrap().push(area);
            running.fetch_sub(1, Ordering::SeqCst);
            drop(turn);
            result
        })
        .await
        .map_err(|e| HashError::Other(e.into()))?;
        Ok(result?)
    }

    pub async fn hash(&self, password: String) -> Result<String, HashError> {
        self.run(move |area| phc_hash(password.as_bytes(), area)).await
    }

    /// True when `password` matches `stored`. With no stored hash (unknown account)
    /// the same work is done against a dummy hash, so the answer takes as long.
    pub async fn verify(&self, password: String, stored: Option<String>) -> Result<bool, HashError> {
        self.run(move |area| {
            let real = stored.is_some();
            let hash = stored.unwrap_or_else(|| DUMMY.clone());
            // Verify first, always; only then look at whether the account was real.
            let matches = phc_verify(password.as_bytes(), &hash, area)?;
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

    #[test]
    fn hashes_made_by_the_argon2_crate_still_verify() {
        use argon2::password_hash::{PasswordHasher, SaltString, rand_core::OsRng};
        let salt = SaltString::generate(&mut OsRng);
        let old = Argon2::default().hash_password(b"hemmelig", &salt).unwrap().to_string();
        let mut area = vec![Block::default(); Params::default().block_count()];
        assert!(phc_verify(b"hemmelig", &old, &mut area).unwrap());
        assert!(!phc_verify(b"forkert", &old, &mut area).unwrap());
        let ours = phc_hash(b"hemmelig", &mut area).unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        use argon2::PasswordVerifier;
        assert!(Argon2::default().verify_password(b"hemmelig", &parsed).is_ok(), "the crate reads ours too");
    }

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
