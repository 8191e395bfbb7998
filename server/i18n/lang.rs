//! The site's four languages and how they appear in paths: Danish at the root,
//! English, German and French under `/en`, `/de`, `/fr`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ts_rs::TS)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Da,
    En,
    De,
    Fr,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::Da, Lang::En, Lang::De, Lang::Fr];
    pub const DEFAULT: Lang = Lang::Da;

    pub fn code(self) -> &'static str {
        match self {
            Lang::Da => "da",
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// The public path of a language-neutral path: Danish at the root, the others
    /// under their prefix (`/en`, `/en/om-os`; `/en/` is served too).
    pub fn localize(self, path: &str) -> String {
        match self {
            Lang::Da => path.to_owned(),
            other if path == "/" => format!("/{}", other.code()),
            other => format!("/{}{}", other.code(), path),
        }
    }

    /// Splits a request path into its language and the language-neutral rest.
    pub fn split_path(path: &str) -> (Lang, &str) {
        for lang in [Lang::En, Lang::De, Lang::Fr] {
            let prefix = lang.code();
            if let Some(rest) = path.strip_prefix('/').and_then(|p| p.strip_prefix(prefix)) {
                if rest.is_empty() {
                    return (lang, "/");
                }
                if rest.starts_with('/') {
                    return (lang, rest);
                }
            }
        }
        (Lang::Da, if path.is_empty() { "/" } else { path })
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = ();
    fn from_str(s: &str) -> Result<Lang, ()> {
        let base = s.trim().get(..2).unwrap_or_default().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == base).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_language_prefixes() {
        assert_eq!(Lang::split_path("/"), (Lang::Da, "/"));
        assert_eq!(Lang::split_path("/om-os"), (Lang::Da, "/om-os"));
        assert_eq!(Lang::split_path("/en"), (Lang::En, "/"));
        assert_eq!(Lang::split_path("/en/"), (Lang::En, "/"));
        assert_eq!(Lang::split_path("/de/kontakt"), (Lang::De, "/kontakt"));
        assert_eq!(Lang::split_path("/english"), (Lang::Da, "/english"));
        assert_eq!(Lang::split_path("/fr/product/a"), (Lang::Fr, "/product/a"));
    }

    #[test]
    fn localizes_paths() {
        assert_eq!(Lang::Da.localize("/"), "/");
        assert_eq!(Lang::En.localize("/"), "/en");
        assert_eq!(Lang::De.localize("/om-os"), "/de/om-os");
    }
}
