//! argon2id password hashes, computed off the async threads.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString, rand_core::OsRng};
use argon2::Argon2;

pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
    })
    .await?
}

/// True when `password` matches `stored`. With no stored hash (unknown account) a
/// hash is still computed, so the answer takes as long either way.
pub async fn verify(password: String, stored: Option<String>) -> anyhow::Result<bool> {
    tokio::task::spawn_blocking(move || {
        static DUMMY: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
            let salt = SaltString::generate(&mut OsRng);
            Argon2::default().hash_password(b"not-a-password", &salt).unwrap().to_string()
        });
        let (hash, real) = match &stored {
            Some(h) => (h.as_str(), true),
            None => (DUMMY.as_str(), false),
        };
        let parsed = PasswordHash::new(hash).map_err(|e| anyhow::anyhow!("stored hash is malformed: {e}"))?;
        Ok(real && Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    })
    .await?
}

#[cfg(test)]
mod tests {
    #[tokio::test]
    async fn hashes_are_argon2id_and_verify() {
        let hash = super::hash("hemmelig".into()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(!hash.contains("hemmelig"));
        assert!(super::verify("hemmelig".into(), Some(hash.clone())).await.unwrap());
        assert!(!super::verify("forkert".into(), Some(hash)).await.unwrap());
        assert!(!super::verify("hemmelig".into(), None).await.unwrap());
    }
}
