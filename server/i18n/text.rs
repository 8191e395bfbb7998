//! Messages as data: a catalogue key with its arguments, formatted when the language
//! is known (an API error on its way out, an e-mail for its recipient).

use super::{Catalog, Lang};

/// A message argument that can travel (inside a response, into a mail queue) until
/// it is formatted; numbers stay numbers so Fluent picks the right plural.
#[derive(Debug, Clone)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(value: &str) -> Arg {
        Arg::Text(value.to_owned())
    }
}
impl From<String> for Arg {
    fn from(value: String) -> Arg {
        Arg::Text(value)
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_arg!(i64, u64, usize, u32, i32);

impl Arg {
    pub fn to_fluent(&self) -> fluent_bundle::FluentValue<'static> {
        match self {
            Arg::Text(text) => fluent_bundle::FluentValue::from(text.clone()),
            Arg::Number(n) => fluent_bundle::FluentValue::from(*n),
        }
    }
}

/// A catalogue message with its arguments, formatted later in some language.
#[derive(Debug, Clone)]
pub struct Text {
    pub key: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Text {
    pub fn new(key: &'static str) -> Text {
        Text { key, args: Vec::new() }
    }
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Text {
        self.args.push((name, value.into()));
        self
    }
    /// The message in `lang` (Danish when the language lacks it).
    pub fn format(&self, catalog: &Catalog, lang: Lang) -> String {
        let mut args = fluent_bundle::FluentArgs::new();
        for (name, value) in &self.args {
            args.set(*name, value.to_fluent());
        }
        catalog.t(lang, self.key, Some(&args))
    }
}
