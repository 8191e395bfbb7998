//! Fluent source as data: reading message ids and messages from a catalogue, and
//! writing one message back as source. Used by the catalogue and by translation.

use std::collections::{BTreeSet, HashMap};

use fluent_syntax::ast;

/// Message ids of a Fluent source.
pub fn message_ids(ftl: &str) -> BTreeSet<String> {
    let resource = match fluent_syntax::parser::parse(ftl) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) if m.value.is_some() => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect()
}

/// The Danish messages of a Fluent source by id, parsed (for translation).
pub fn parse_messages(ftl: &str) -> HashMap<String, ast::Message<String>> {
    let resource = match fluent_syntax::parser::parse(ftl.to_owned()) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    resource
        .body
        .into_iter()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) if m.value.is_some() => Some((m.id.name.clone(), m)),
            _ => None,
        })
        .collect()
}

/// The entries of `ftl` but the messages whose ids are in `except`, as Fluent
/// source: what a language needs of the Danish catalogue as its fallback (the
/// messages it lacks; terms always).
pub fn messages_except(ftl: &str, except: &BTreeSet<String>) -> String {
    messages_where(ftl, |id| !except.contains(id))
}

fn messages_where(ftl: &str, keep: impl Fn(&str) -> bool) -> String {
    let resource = match fluent_syntax::parser::parse(ftl) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let body = resource
        .body
        .into_iter()
        .filter(|entry| match entry {
            ast::Entry::Message(m) => keep(m.id.name),
            ast::Entry::Term(_) => true,
            _ => false,
        })
        .collect();
    fluent_syntax::serializer::serialize(&ast::Resource { body })
}

/// The entries of `ftl` whose message ids are in `ids` (terms always), parsed into
/// the form `@fluent/bundle` keeps a resource in (`FluentResource.body`), as JSON: what
/// the browser gets, so that it needs no Fluent parser of its own.
///
/// An entry is `{id, value, attributes}` (a term's id starts with `-`); a pattern is a
/// string, or an array of strings and expressions: `{type: "var", name}`,
/// `{type: "str", value}`, `{type: "num", value, precision}`, `{type: "mesg", name,
/// attr}`, `{type: "term", name, attr, args}`, `{type: "func", name, args}`, `{type:
/// "narg", name, value}` and `{type: "select", selector, variants: [{key, value}],
/// star}`. The app's tests check it against `@fluent/bundle`'s own parser on every
/// shipped catalogue (app/e2e/messages.test.ts).
pub fn runtime_entries(ftl: &str, ids: Option<&BTreeSet<&str>>) -> serde_json::Value {
    let resource = match fluent_syntax::parser::parse(ftl) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let entry = |id: String, value: &Option<ast::Pattern<&str>>, attributes: &[ast::Attribute<&str>]| {
        let attributes: serde_json::Map<String, serde_json::Value> =
            attributes.iter().map(|a| (a.id.name.to_owned(), runtime_pattern(&a.value))).collect();
        serde_json::json!({ "id": id, "value": value.as_ref().map(runtime_pattern), "attributes": attributes })
    };
    let body: Vec<serde_json::Value> = resource
        .body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Message(m) if ids.is_none_or(|ids| ids.contains(m.id.name)) => {
                Some(entry(m.id.name.to_owned(), &m.value, &m.attributes))
            }
            ast::Entry::Term(t) => Some(entry(format!("-{}", t.id.name), &Some(t.value.clone()), &t.attributes)),
            _ => None,
        })
        .collect();
    serde_json::Value::Array(body)
}

fn runtime_pattern(pattern: &ast::Pattern<&str>) -> serde_json::Value {
    let mut parts: Vec<serde_json::Value> = Vec::new();
    for element in &pattern.elements {
        match element {
            ast::PatternElement::TextElement { value } => match parts.last_mut() {
                Some(serde_json::Value::String(text)) => text.push_str(value),
                _ => parts.push(serde_json::Value::String((*value).to_owned())),
            },
            ast::PatternElement::Placeable { expression } => parts.push(runtime_expression(expression)),
        }
    }
    match parts.as_slice() {
        [] => serde_json::Value::String(String::new()),
        [serde_json::Value::String(text)] => serde_json::Value::String(text.clone()),
        _ => serde_json::Value::Array(parts),
    }
}

fn runtime_expression(expression: &ast::Expression<&str>) -> serde_json::Value {
    match expression {
        ast::Expression::Select { selector, variants } => {
            let star = variants.iter().position(|v| v.default).unwrap_or(0);
            let variants: Vec<serde_json::Value> = variants
                .iter()
                .map(|v| {
                    let key = match &v.key {
                        ast::VariantKey::Identifier { name } => serde_json::json!({ "type": "str", "value": name }),
                        ast::VariantKey::NumberLiteral { value } => runtime_number(value),
                    };
                    serde_json::json!({ "key": key, "value": runtime_pattern(&v.value) })
                })
                .collect();
            serde_json::json!({ "type": "select", "selector": runtime_inline(selector), "variants": variants, "star": star })
        }
        ast::Expression::Inline(inline) => runtime_inline(inline),
    }
}

fn runtime_inline(inline: &ast::InlineExpression<&str>) -> serde_json::Value {
    use ast::InlineExpression as E;
    let args = |arguments: Option<&ast::CallArguments<&str>>| -> Vec<serde_json::Value> {
        let Some(arguments) = arguments else { return Vec::new() };
        arguments
            .positional
            .iter()
            .map(runtime_inline)
            .chain(arguments.named.iter().map(|n| {
                serde_json::json!({ "type": "narg", "name": n.name.name, "value": runtime_inline(&n.value) })
            }))
            .collect()
    };
    match inline {
        E::StringLiteral { value } => {
            serde_json::json!({ "type": "str", "value": fluent_syntax::unicode::unescape_unicode_to_string(value) })
        }
        E::NumberLiteral { value } => runtime_number(value),
        E::FunctionReference { id, arguments } => {
            serde_json::json!({ "type": "func", "name": id.name, "args": args(Some(arguments)) })
        }
        E::MessageReference { id, attribute } => {
            serde_json::json!({ "type": "mesg", "name": id.name, "attr": attribute.as_ref().map(|a| a.name) })
        }
        E::TermReference { id, attribute, arguments } => serde_json::json!({
            "type": "term", "name": id.name, "attr": attribute.as_ref().map(|a| a.name), "args": args(arguments.as_ref()),
        }),
        E::VariableReference { id } => serde_json::json!({ "type": "var", "name": id.name }),
        E::Placeable { expression } => runtime_expression(expression),
    }
}

/// A number literal as `@fluent/bundle` reads it: its value and its count of decimals.
fn runtime_number(source: &str) -> serde_json::Value {
    let precision = source.split_once('.').map_or(0, |(_, decimals)| decimals.len());
    let value: f64 = source.parse().unwrap_or(0.0);
    serde_json::json!({ "type": "num", "value": value, "precision": precision })
}

/// The stored form of a pattern: its Fluent source after `id =` (a block pattern
/// starts with a newline and is indented, an inline one has no leading space).
pub fn pattern_source(id: &str, pattern: ast::Pattern<String>) -> String {
    let resource = ast::Resource {
        body: vec![ast::Entry::Message(ast::Message {
            id: ast::Identifier { name: id.to_owned() },
            value: Some(pattern),
            attributes: vec![],
            comment: None,
        })],
    };
    let text = fluent_syntax::serializer::serialize(&resource);
    let value = text.strip_prefix(id).and_then(|t| t.strip_prefix(" =")).unwrap_or(&text).trim_end_matches('\n');
    value.strip_prefix(' ').unwrap_or(value).to_owned()
}

/// One Fluent entry `id = value` from a stored value (a
/// value that starts with a newline is a block pattern, already indented).
pub fn entry_source(id: &str, value: &str) -> String {
    if value.starts_with('\n') { format!("{id} ={value}\n") } else { format!("{id} = {value}\n") }
}

/// The variables (`$name`) a pattern refers to, sorted; a translation must keep them.
pub fn variables(source: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let chars: Vec<char> = source.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '$' {
            let name: String = chars[i + 1..].iter().take_while(|c| c.is_ascii_alphanumeric() || **c == '-' || **c == '_').collect();
            if !name.is_empty() {
                found.push(name);
            }
        }
        i += 1;
    }
    found.sort();
    found.dedup();
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_message_ids_from_fluent() {
        let ids = message_ids("# c\nhello = Hej\n-term = X\nbye = Farvel { $name }\n");
        assert_eq!(ids.into_iter().collect::<Vec<_>>(), ["bye", "hello"]);
    }

    #[test]
    fn parses_a_catalogue_for_the_browser_as_fluent_bundle_does() {
        let ftl = r#"hello = Hej { $name }!
-brand = Elektriker
    .gender = m
multi =
    Line one
      indented
    line three
sel = { $n ->
    [one] én vare
    [2] to
   *[other] { $n } varer
  }
  .title = Titel {-brand} { -brand(case: "genitive") } {NUMBER($n, minimumFractionDigits: 2)} { "x\u0041" } { 3.50 } { other-msg.attr }
other = Andet
"#;
        let ids: BTreeSet<&str> = ["hello", "multi", "sel", "absent"].into_iter().collect();
        // What `JSON.stringify(new FluentResource(ftl).body)` gives (@fluent/bundle
        // 0.19), with adjacent strings of a pattern joined.
        let expected = serde_json::json!([
            {"id":"hello","value":["Hej ",{"type":"var","name":"name"},"!"],"attributes":{}},
            {"id":"-brand","value":"Elektriker","attributes":{"gender":"m"}},
            {"id":"multi","value":"Line one\n  indented\nline three","attributes":{}},
            {"id":"sel","value":[{"type":"select","selector":{"type":"var","name":"n"},"variants":[
                {"key":{"type":"str","value":"one"},"value":"én vare"},
                {"key":{"type":"num","value":2.0,"precision":0},"value":"to"},
                {"key":{"type":"str","value":"other"},"value":[{"type":"var","name":"n"}," varer"]}],"star":2}],
             "attributes":{"title":["Titel ",{"type":"term","name":"brand","attr":null,"args":[]}," ",
                {"type":"term","name":"brand","attr":null,"args":[{"type":"narg","name":"case","value":{"type":"str","value":"genitive"}}]}," ",
                {"type":"func","name":"NUMBER","args":[{"type":"var","name":"n"},{"type":"narg","name":"minimumFractionDigits","value":{"type":"num","value":2.0,"precision":0}}]}," ",
                {"type":"str","value":"xA"}," ",{"type":"num","value":3.5,"precision":2}," ",
                {"type":"mesg","name":"other-msg","attr":"attr"}]}}
        ]);
        let got = runtime_entries(ftl, Some(&ids));
        for (got, expected) in got.as_array().unwrap().iter().zip(expected.as_array().unwrap()) {
            assert_eq!(got, expected, "\n{got}\n{expected}");
        }
        assert_eq!(got, expected);
        assert_eq!(runtime_entries(ftl, None).as_array().unwrap().len(), 5);
    }
}
