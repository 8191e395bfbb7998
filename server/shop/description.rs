//! A product's description as the merchant wrote it: HTML (Shopify's `Body (HTML)`,
//! the back office's editor, a translation) cut to what a description is made of by
//! `ammonia`'s allow-list (paragraphs, lists, bold and italic, links with
//! `rel=nofollow`, tables, headings h2-h4) and stored so; scripts, styles, event
//! attributes, `<meta>` and pictures are left out, never a reason to refuse the
//! product. A description stored before it was HTML (plain text, paragraphs apart by
//! an empty line) reads as its paragraphs. The plain text of a description (search,
//! the meta description, structured data) comes from the same HTML.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The elements a description keeps, with their content (`div` and `span` without
/// attributes: Shopify's older editor wrote its paragraphs as `div`s).
const KEPT: [&str; 28] = [
    "p", "div", "span", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "a", "blockquote", "small", "sub", "sup",
    "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
];

/// Headings the page's outline has no room for: the product's title is its `h1`, so a
/// description's `h1` is an `h2`, and `h5`/`h6` are `h4`.
static HEADINGS: LazyLock<regex::Regex> = LazyLock::new(|| regex::Regex::new(r"(?i)<(/?)h([156])\b").expect("a valid pattern"));

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::empty();
    builder
        .add_tags(KEPT)
        .add_tag_attributes("a", ["href"])
        .add_tag_attributes("td", ["colspan", "rowspan"])
        .add_tag_attributes("th", ["colspan", "rowspan", "scope"])
        .add_tag_attributes("ol", ["start"])
        .link_rel(Some("nofollow"))
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        .url_relative(ammonia::UrlRelative::PassThrough)
        .clean_content_tags(HashSet::from(DROPPED_WITH_CONTENT))
        .strip_comments(true);
    builder
});

/// HTML cut to the description's allow-list (the rest's text kept, except what
/// [`DROPPED_WITH_CONTENT`] names). The same HTML comes back from its own result.
pub fn sanitise(html: &str) -> String {
    let html = HEADINGS.replace_all(html, |c: &regex::Captures| {
        let level = if &c[2] == "1" { "2" } else { "4" };
        format!("<{}h{level}", &c[1])
    });
    CLEANER.clean(&html).to_string()
}

/// Whether a description is HTML: a tag somewhere (`<p`, `</`, `<!--`), not only a
/// `<` in text ("IP44, < 10 W").
pub fn is_html(text: &str) -> bool {
    text.as_bytes().windows(2).any(|w| w[0] == b'<' && (w[1].is_ascii_alphabetic() || matches!(w[1], b'/' | b'!')))
}

/// What is stored for a description as written: HTML sanitised, plain text as its
/// paragraphs (so the same text written either way is stored the same); `""` for
/// nothing. The stored form gives itself back.
pub fn stored(written: &str) -> String {
    let html = if is_html(written) { sanitise(written) } else { text_to_html(written) };
    if html.trim().is_empty() {
        return String::new();
    }
    if is_html(&html) {
        return html;
    }
    // Markup that left only text ("<script>x</script>Lys"): that text's paragraphs.
    text_to_html(&html_to_text(&html).0)
}

/// A stored description as the page shows it: stored HTML as it is (sanitised when
/// stored), a description from before descriptions were HTML as its paragraphs.
pub fn for_page(stored: &str) -> String {
    if is_html(stored) { stored.to_owned() } else { text_to_html(stored) }
}

/// A stored description as the back office's editor shows it: the text when the
/// HTML is only what text gives (paragraphs, line breaks, "• " lists), else the HTML.
/// Saving either gives the same stored HTML.
pub fn editable(stored: &str) -> String {
    let text = text(stored);
    if text_to_html(&text) == for_page(stored) { text } else { stored.to_owned() }
}

/// A description's plain text (search, the meta description, structured data).
pub fn text(stored: &str) -> String {
    if is_html(stored) { html_to_text(stored).0 } else { stored.to_owned() }
}

/// What the plain text reader keeps as structure: text blocks, lists, emphasis, links,
/// tables (as lines); what it does not name when it leaves it out.
const ALLOWED_TAGS: [&str; 31] = [
    "p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "span", "div", "a", "blockquote",
    "small", "sub", "sup", "table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption",
];
const BLOCK_TAGS: [&str; 13] = ["p", "div", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "caption"];
/// Elements whose content is not text for the reader: left out with it.
const DROPPED_WITH_CONTENT: [&str; 11] = ["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "head", "title", "textarea"];
/// Attributes Shopify's editor writes for looks only: dropped with the markup (the
/// description is text), so harmless and not worth a word.
const PRESENTATION: [&str; 6] = ["class", "style", "id", "title", "dir", "lang"];

/// `Body (HTML)` as the description's plain text: a block's end is a paragraph break,
/// `<br>` and a table's row a line break, a list item a "• " line, a table's cells
/// apart by a space; entities decoded. What the text cannot carry and the editor did
/// not write for looks (`script` and `style` with their content, `meta`, `img`, an
/// `on…` attribute, a `javascript:` link, …) is left out and named, once each: never a
/// reason to refuse the product.
pub fn html_to_text(html: &str) -> (String, Vec<String>) {
    let mut out = String::new();
    let mut dropped: Vec<String> = Vec::new();
    let mut drop = |what: String| {
        if !dropped.contains(&what) {
            dropped.push(what);
        }
    };
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        push_text(&mut out, &rest[..start]);
        rest = &rest[start..];
        if let Some(comment) = rest.strip_prefix("<!--") {
            rest = comment.find("-->").map_or("", |end| &comment[end + 3..]);
            continue;
        }
        let Some(tag) = Tag::parse(rest) else {
            push_text(&mut out, "<");
            rest = &rest[1..];
            continue;
        };
        rest = &rest[tag.len..];
        if let Some(what) = tag.not_kept() {
            drop(what);
        }
        if !tag.closing && DROPPED_WITH_CONTENT.contains(&tag.name.as_str()) {
            // Up to its end tag (case aside), or the end of the text.
            let lower = rest.to_ascii_lowercase();
            rest = lower.find(&format!("</{}", tag.name)).map_or("", |end| {
                let after = &rest[end..];
                after.find('>').map_or("", |close| &after[close + 1..])
            });
            continue;
        }
        match tag.name.as_str() {
            "br" => line_break(&mut out),
            "li" | "tr" if tag.closing => line_break(&mut out),
            "li" => {
                if !(out.is_empty() || out.ends_with('\n')) {
                    line_break(&mut out);
                }
                out.push_str("• ");
            }
            "td" | "th" if !tag.closing && !(out.is_empty() || out.ends_with('\n') || out.ends_with(' ')) => out.push(' '),
            name if BLOCK_TAGS.contains(&name) => block_break(&mut out),
            _ => {}
        }
    }
    push_text(&mut out, rest);
    out.truncate(out.trim_end().len());
    (out, dropped)
}

/// Text between tags: a run of white space with a line break in it is one space (the
/// HTML's own layout), other spaces are kept; none at a line's start.
fn push_text(out: &mut String, raw: &str) {
    let mut text = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii_whitespace() {
            text.push(c);
            continue;
        }
        let mut run = String::from(c);
        while let Some(&next) = chars.peek().filter(|n| n.is_ascii_whitespace()) {
            run.push(next);
            chars.next();
        }
        if run.contains(['\n', '\r', '\t']) {
            text.push(' ');
        } else {
            text.push_str(&run);
        }
    }
    let text = decode_entities(&text);
    if out.is_empty() || out.ends_with('\n') {
        out.push_str(text.trim_start_matches(|c: char| c.is_ascii_whitespace()));
    } else {
        out.push_str(&text);
    }
}

fn line_break(out: &mut String) {
    out.truncate(out.trim_end_matches([' ', '\t']).len());
    out.push('\n');
}

fn block_break(out: &mut String) {
    out.truncate(out.trim_end_matches(|c: char| c.is_ascii_whitespace()).len());
    if !out.is_empty() {
        out.push_str("\n\n");
    }
}

fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let entity = rest[1..].find(';').filter(|end| *end <= 10).map(|end| &rest[1..=end]);
        let decoded = entity.and_then(|name| match name {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            _ => {
                let number = name.strip_prefix('#')?;
                let code = match number.strip_prefix(['x', 'X']) {
                    Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                    None => number.parse().ok()?,
                };
                char::from_u32(code)
            }
        });
        match (entity, decoded) {
            (Some(name), Some(c)) => {
                out.push(c);
                rest = &rest[name.len() + 2..];
            }
            _ => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// A tag as written: `<name attr="value">`, `</name>`, `<br/>`, `<!DOCTYPE …>`.
struct Tag {
    name: String,
    closing: bool,
    attributes: Vec<(String, String)>,
    /// Its length in the source.
    len: usize,
}

impl Tag {
    /// The tag at the start of `text` (which starts with `<`); none when the `<` is
    /// text ("a < b").
    fn parse(text: &str) -> Option<Tag> {
        let bytes = text.as_bytes();
        let mut i = 1;
        let closing = bytes.get(i) == Some(&b'/');
        if closing {
            i += 1;
        }
        let start = i;
        if matches!(bytes.get(i), Some(b'!' | b'?')) {
            i += 1;
        }
        while bytes.get(i).is_some_and(|b| b.is_ascii_alphanumeric()) {
            i += 1;
        }
        let name = text[start..i].to_ascii_lowercase();
        if !(name.starts_with(['!', '?']) || name.starts_with(|c: char| c.is_ascii_alphabetic())) {
            return None;
        }
        let mut attributes = Vec::new();
        loop {
            while bytes.get(i).is_some_and(|b| b.is_ascii_whitespace() || *b == b'/') {
                i += 1;
            }
            match bytes.get(i) {
                None => break,
                Some(b'>') => {
                    i += 1;
                    break;
                }
                Some(_) => {}
            }
            let at = i;
            while bytes.get(i).is_some_and(|b| !b.is_ascii_whitespace() && !matches!(b, b'=' | b'>' | b'/')) {
                i += 1;
            }
            let attribute = text[at..i].to_ascii_lowercase();
            while bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
                i += 1;
            }
            let mut value = String::new();
            if bytes.get(i) == Some(&b'=') {
                i += 1;
                while bytes.get(i).is_some_and(u8::is_ascii_whitespace) {
                    i += 1;
                }
                let from = i;
                match bytes.get(i) {
                    Some(&quote @ (b'"' | b'\'')) => {
                        let end = text[i + 1..].find(quote as char).map_or(text.len(), |e| i + 1 + e);
                        value = text[i + 1..end].to_owned();
                        i = (end + 1).min(text.len());
                    }
                    _ => {
                        while bytes.get(i).is_some_and(|b| !b.is_ascii_whitespace() && *b != b'>') {
                            i += 1;
                        }
                        value = text[from..i].to_owned();
                    }
                }
            }
            attributes.push((attribute, value));
        }
        Some(Tag { name, closing, attributes, len: i })
    }

    /// What of this tag the description leaves out and says so: the tag (`meta`,
    /// `script`, `!doctype`), or the tag and an attribute (`a onclick`, `a href` with a
    /// `javascript:` link); `None` for what it keeps or what is only for looks.
    fn not_kept(&self) -> Option<String> {
        if !ALLOWED_TAGS.contains(&self.name.as_str()) {
            return (!self.closing).then(|| self.name.clone());
        }
        if self.closing {
            return None;
        }
        self.attributes.iter().find_map(|(attribute, value)| {
            let looks = PRESENTATION.contains(&attribute.as_str()) || attribute.starts_with("data-");
            let table = matches!(self.name.as_str(), "td" | "th") && matches!(attribute.as_str(), "colspan" | "rowspan" | "scope");
            let link = self.name == "a" && (attribute == "href" && safe_href(&decode_entities(value)) || matches!(attribute.as_str(), "target" | "rel"));
            (!(looks || table || link)).then(|| format!("{} {attribute}", self.name))
        })
    }
}

/// A link to the web (http, https) or within the site (no scheme): never
/// `javascript:`, `data:` or the like, however it is spelled.
fn safe_href(href: &str) -> bool {
    let href: String = href.chars().filter(|c| !c.is_ascii_whitespace() && !c.is_control()).collect::<String>().to_ascii_lowercase();
    if href.starts_with("http://") || href.starts_with("https://") {
        return true;
    }
    let scheme_end = href.find(['/', '?', '#']).unwrap_or(href.len());
    !href[..scheme_end].contains(':')
}

/// The description as `Body (HTML)`: each paragraph a `<p>` (or a `<ul>` when all its
/// lines are "• " items), line breaks `<br>`, the text escaped. [`html_to_text`]
/// gives the description back.
pub fn text_to_html(text: &str) -> String {
    fn escape(text: &str) -> String {
        text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
    }
    let text = text.replace("\r\n", "\n");
    let mut html = String::new();
    for paragraph in text.split("\n\n").filter(|p| !p.trim().is_empty()) {
        let lines: Vec<&str> = paragraph.split('\n').collect();
        if lines.iter().all(|l| l.starts_with("• ")) {
            html.push_str("<ul>");
            for line in lines {
                html.push_str(&format!("<li>{}</li>", escape(&line["• ".len()..])));
            }
            html.push_str("</ul>");
        } else {
            html.push_str(&format!("<p>{}</p>", lines.iter().map(|l| escape(l)).collect::<Vec<_>>().join("<br>")));
        }
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_becomes_paragraphs_line_breaks_and_items() {
        let html = "<h2>Fordele</h2>\n<p>Til <strong>hjem</strong> &amp; erhverv,<br>\n  IP44.</p>\
            <ul>\n  <li>Hvid</li>\n  <li><em>Sort</em></li>\n</ul><div>Se <a href=\"/products/lamper\">lamper</a> &lt;3 &#229;&#xE6; a&nbsp;b</div>";
        assert_eq!(
            html_to_text(html).0,
            "Fordele\n\nTil hjem & erhverv,\nIP44.\n\n• Hvid\n• Sort\n\nSe lamper <3 åæ a\u{a0}b"
        );
        assert_eq!(html_to_text("Bare tekst, a < b").0, "Bare tekst, a < b");
        assert_eq!(html_to_text("<p>Et<!-- skjult --> ord</p>").0, "Et ord");
        assert_eq!(html_to_text("<a href=\"https://example.dk/x\">x</a>").0, "x");
        // What Shopify's editor writes for looks goes with the markup.
        assert_eq!(html_to_text("<h1 class=\"t\">Titel</h1><p style=\"color:red\" data-x=\"1\">Rød</p>").0, "Titel\n\nRød");
    }

    #[test]
    fn html_that_could_run_or_load_something_is_left_out_and_named() {
        for (html, what) in [
            ("<script>alert(1)</script>", "script"),
            ("<p>Se <img src=x onerror=alert(1)></p>", "img"),
            ("<iframe src=\"https://x\"></iframe>", "iframe"),
            ("<STYLE>p{}</STYLE>", "style"),
            ("<form><input name=x></form>", "form"),
            ("<object></object>", "object"),
            ("<embed>", "embed"),
            ("<a href=\"https://x\" onclick=\"alert(1)\">x</a>", "a onclick"),
            ("<a href=\"javascript:alert(1)\">x</a>", "a href"),
            ("<a href=\" JaVa&#x09;script:alert(1)\">x</a>", "a href"),
            ("<a href=\"data:text/html,x\">x</a>", "a href"),
            ("<p onmouseover=\"alert(1)\">x</p>", "p onmouseover"),
            ("<span src=\"x\">x</span>", "span src"),
            ("<!DOCTYPE html><p>x</p>", "!doctype"),
            ("<meta charset=\"utf-8\"><p>x</p>", "meta"),
        ] {
            let (text, dropped) = html_to_text(html);
            assert_eq!(dropped.first().map(String::as_str), Some(what), "{html}");
            assert!(!text.contains("alert") && !text.contains("p{}"), "{html}: {text}");
        }
        // What the editor writes around a paste: the text kept, the rest named once.
        let (text, dropped) = html_to_text(
            "<meta charset=\"utf-8\"><meta name=x><p>Før<script>var a = '</p>';</script> efter</p><table><tr><th>Effekt</th><td>9 W</td></tr><tr><td>Lumen</td><td>806</td></tr></table>",
        );
        assert_eq!(text, "Før efter\n\nEffekt 9 W\nLumen 806");
        assert_eq!(dropped, vec!["meta".to_owned(), "script".to_owned()]);
    }

    #[test]
    fn a_description_survives_html_and_back() {
        for text in [
            "Et afsnit.",
            "Første afsnit.\n\nAndet afsnit med\nen linje mere.",
            "Tegn: <b> & \"citat\" 'enkelt'",
            "Fordele:\n• Hvid\n• Sort",
            "Liste:\n\n• Hvid\n• Sort & grå\n\nSlut.",
            "To  mellemrum og æøå.",
            "",
        ] {
            let html = text_to_html(text);
            assert_eq!(html_to_text(&html), (text.to_owned(), vec![]), "{html}");
        }
        assert_eq!(text_to_html("A\n\nB\nC"), "<p>A</p><p>B<br>C</p>");
        assert_eq!(text_to_html("• a < b"), "<ul><li>a &lt; b</li></ul>");
    }
    #[test]
    fn the_allow_list_keeps_what_a_description_is_made_of() {
        let html = "<h2>Fordele</h2><p>Til <strong>hjem</strong> &amp; <em>erhverv</em>.</p><ul><li>IP44</li></ul><ol start=\"3\"><li>Tre</li></ol>\
            <table><thead><tr><th scope=\"row\">Effekt</th></tr></thead><tbody><tr><td colspan=\"2\">9 W</td></tr></tbody></table>\
            <p><a href=\"https://example.dk/datablad.pdf\">Datablad</a> <a href=\"/collections/lamper\">Lamper</a></p>";
        let clean = sanitise(html);
        for kept in ["<h2>Fordele</h2>", "<strong>hjem</strong>", "&amp;", "<em>erhverv</em>", "<ul><li>IP44</li></ul>", "<ol start=\"3\">", "<th scope=\"row\">", "<td colspan=\"2\">9 W</td>"] {
            assert!(clean.contains(kept), "{kept} in {clean}");
        }
        assert!(clean.contains("<a href=\"https://example.dk/datablad.pdf\" rel=\"nofollow\">Datablad</a>"), "{clean}");
        assert!(clean.contains("<a href=\"/collections/lamper\" rel=\"nofollow\">Lamper</a>"), "{clean}");
        // The same HTML comes back from its own result (the CSV's fixed point).
        assert_eq!(sanitise(&clean), clean);
        assert_eq!(stored(&clean), clean);
    }

    #[test]
    fn what_could_run_or_load_something_is_left_out_with_its_content() {
        for (html, left) in [
            ("<meta charset=\"utf-8\"><p>Lys</p>", "<p>Lys</p>"),
            ("<p>Før<script>alert(1)</script> efter</p>", "<p>Før efter</p>"),
            ("<style>p{color:red}</style><p style=\"color:red\" class=\"x\" onclick=\"alert(1)\">Rød</p>", "<p>Rød</p>"),
            ("<p>Se <img src=x onerror=alert(1)>her</p>", "<p>Se her</p>"),
            ("<p><a href=\"javascript:alert(1)\">x</a></p>", "<p><a rel=\"nofollow\">x</a></p>"),
            ("<p><a href=\" JaVa&#x09;script:alert(1)\">x</a></p>", "<p><a rel=\"nofollow\">x</a></p>"),
            ("<iframe src=\"https://x\">i</iframe><p>x</p>", "<p>x</p>"),
            ("<H1>Titel</H1><h6 class=\"x\">Lille</h6><p>x</p>", "<h2>Titel</h2><h4>Lille</h4><p>x</p>"),
            ("<div><span style=\"font-weight:400\">x</span></div>", "<div><span>x</span></div>"),
            ("<p>Se <img src=x>og<embed src=y>; <input name=x></p>", "<p>Se og; </p>"),
            ("<p>a<!-- skjult --> b</p>", "<p>a b</p>"),
        ] {
            assert_eq!(sanitise(html), left, "{html}");
        }
    }

    #[test]
    fn text_and_html_are_stored_as_html_and_edited_as_they_were_written() {
        // Text: its paragraphs; the same text written as HTML is stored the same.
        assert_eq!(stored("Et afsnit.\n\nAndet, a < b"), "<p>Et afsnit.</p><p>Andet, a &lt; b</p>");
        assert_eq!(stored("<p>Et afsnit.</p><p>Andet, a &lt; b</p>"), "<p>Et afsnit.</p><p>Andet, a &lt; b</p>");
        assert_eq!(stored("Linje\r\nto"), "<p>Linje<br>to</p>");
        assert_eq!(stored("   "), "");
        assert_eq!(stored("<script>x</script>"), "");
        // Markup that leaves only text is that text's paragraph.
        assert_eq!(stored("<script>x</script>Lys"), "<p>Lys</p>");
        assert_eq!(stored("<p>&nbsp;</p>"), "<p>&nbsp;</p>");
        assert!(is_html("<p>x</p>") && is_html("a</b>") && !is_html("IP44, < 10 W") && !is_html("a<3"));
        // The page: stored HTML as it is; a description from before HTML as its paragraphs.
        assert_eq!(for_page("<p>x</p>"), "<p>x</p>");
        assert_eq!(for_page("A\n\nB"), "<p>A</p><p>B</p>");
        assert_eq!(text("<h2>Fordele</h2><ul><li>Hvid</li></ul>"), "Fordele\n\n• Hvid");
        assert_eq!(text("Bare tekst"), "Bare tekst");
        // The editor: text when text says it all, else the HTML.
        assert_eq!(editable("<p>A</p><p>B<br>C</p>"), "A\n\nB\nC");
        assert_eq!(editable("Gammel tekst"), "Gammel tekst");
        assert_eq!(editable("<p><strong>Fed</strong></p>"), "<p><strong>Fed</strong></p>");
        for written in ["A\n\nB\nC", "<p><strong>Fed</strong></p>", "Fordele:\n• Hvid\n• Sort"] {
            assert_eq!(stored(&editable(&stored(written))), stored(written), "{written}");
        }
    }
}
