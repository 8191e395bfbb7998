//! A secret setting (an API key, a signing secret, a password, a URL that carries
//! one): its `Debug` says `[redacted]`, it has no `Display`, and its text is read only
//! through [`Secret::expose`], so printing the settings, a log line's `?settings` or a
//! panic's message never shows it.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

#[derive(Clone, PartialEq, Eq)]
pub struct Secret(Arc<str>);

impl Secret {
    pub fn new(text: impl Into<Arc<str>>) -> Secret {
        Secret(text.into())
    }

    /// The secret's text, for the one place that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// Whether nothing but spaces was given (an empty variable is no secret).
    pub fn is_blank(&self) -> bool {
        self.0.trim().is_empty()
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

impl FromStr for Secret {
    type Err = std::convert::Infallible;
    fn from_str(text: &str) -> Result<Secret, Self::Err> {
        Ok(Secret::new(text))
    }
}

impl From<&str> for Secret {
    fn from(text: &str) -> Secret {
        Secret::new(text)
    }
}

impl From<String> for Secret {
    fn from(text: String) -> Secret {
        Secret::new(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_never_prints() {
        let key = Secret::from("sk_live_51Elektriker");
        assert_eq!(format!("{key:?}"), "[redacted]");
        assert_eq!(format!("{:?}", Some(key.clone())), "Some([redacted])");
        assert_eq!(key.expose(), "sk_live_51Elektriker");
        assert!(Secret::from("  ").is_blank());
    }
}
