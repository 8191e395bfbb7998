//! The HTML document around a rendered route.

use std::fmt::Write as _;

use serde::Serialize;

use crate::i18n::Lang;
use crate::platform::assets::MANIFEST;

pub use crate::http::escape;

/// JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`.
pub fn script_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value)
        .expect("page data serialises")
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
        .replace('\u{2028}', "\\u2028")
        .replace('\u{2029}', "\\u2029")
}

pub struct Document<'a> {
    pub lang: Lang,
    /// Language-neutral path of the page, for canonical and alternate links.
    pub path: &'a str,
    pub public_url: &'a str,
    pub route: &'a str,
    pub head: &'a str,
    pub body: &'a str,
    /// `{data, messagesUrl}` for hydration, already script-safe JSON.
    pub boot_json: &'a str,
    /// The catalogue the browser fetches (preloaded, cached across pages).
    pub messages_url: &'a str,
    /// Pages without language alternates (the 404 page has no canonical either).
    pub indexable: bool,
    /// What the canonical and alternate links keep of the query (`?after=…` on a page
    /// of a listing), or nothing.
    pub canonical_query: &'a str,
}

impl Document<'_> {
    pub fn render(&self) -> String {
        let mut html = String::with_capacity(self.body.len() + self.boot_json.len() + 4096);
        let _ = write!(
            html,
            "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <meta name=\"theme-color\" content=\"#0f2a44\">{head}",
            lang = self.lang.code(),
            head = self.head,
        );
        if self.indexable {
            let _ = write!(
                html,
                "<link rel=\"canonical\" href=\"{}{}{}\">",
                self.public_url,
                escape(&self.lang.localize(self.path)),
                escape(self.canonical_query)
            );
            for lang in Lang::ALL {
                let _ = write!(
                    html,
                    "<link rel=\"alternate\" hreflang=\"{}\" href=\"{}{}{}\">",
                    lang.code(),
                    self.public_url,
                    escape(&lang.localize(self.path)),
                    escape(self.canonical_query)
                );
            }
            let _ = write!(
                html,
                "<link rel=\"alternate\" hreflang=\"x-default\" href=\"{}{}{}\">",
                self.public_url,
                escape(self.path),
                escape(self.canonical_query)
            );
        }
        html.push_str("<link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">");
        // One hashed stylesheet the browser keeps for a year (not 57 KB inlined again
        // into every page).
        if let Some(css) = &MANIFEST.css {
            let _ = write!(html, "<link rel=\"stylesheet\" href=\"/assets/{css}\">");
        }
        // What hydration needs (the app's modules, the page's part of the catalogue)
        // is not needed for the page to show: the small early script starts loading it
        // once the page has painted (app/src/early.ts), so on a slow line the
        // stylesheet and the first screen's images do not share it with the app.
        let route_chunks = MANIFEST.routes.get(self.route).map(Vec::as_slice).unwrap_or_default();
        let modules: Vec<String> =
            MANIFEST.preload.iter().chain(route_chunks).map(|chunk| format!("/assets/{chunk}")).collect();
        let _ = write!(
            html,
            "<script src=\"/assets/{early}\" async data-app=\"/assets/{entry}\" data-modules=\"{modules}\" \
             data-messages=\"{messages}\"></script>",
            early = MANIFEST.early,
            entry = MANIFEST.entry,
            modules = escape(&modules.join(" ")),
            messages = escape(self.messages_url),
        );
        let _ = write!(
            html,
            "</head><body><div id=\"root\">{}</div>\
             <script id=\"__page\" type=\"application/json\">{}</script></body></html>",
            self.body, self.boot_json
        );
        html
    }
}

/// The page shown when rendering itself failed: plain HTML, no JavaScript involved.
pub fn error_page(lang: Lang, title: &str, text: &str, home: &str) -> String {
    format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"robots\" content=\"noindex\"><title>{title}</title>\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">{css}</head>\
         <body><main class=\"container narrow-page\"><h1>{title}</h1><p>{text}</p>\
         <p><a class=\"button button-primary\" href=\"{home}\">{home_label}</a></p></main></body></html>",
        lang = lang.code(),
        title = escape(title),
        text = escape(text),
        home = escape(&lang.localize("/")),
        home_label = escape(home),
        css = MANIFEST
            .css
            .as_ref()
            .map(|css| format!("<link rel=\"stylesheet\" href=\"/assets/{css}\">"))
            .unwrap_or_default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_script_element() {
        let json = script_json(&serde_json::json!({"x": "</script><script>alert(1)</script> & \u{2028}"}));
        assert!(!json.contains("</script"));
        assert!(!json.contains('<'));
        let back: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(back["x"], "</script><script>alert(1)</script> & \u{2028}");
    }
}
