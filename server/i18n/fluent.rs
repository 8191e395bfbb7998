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

/// The entries of `ftl` whose message ids are in `ids` (terms always), as Fluent
/// source: a language's catalogue cut to what one page shows.
pub fn messages_in(ftl: &str, ids: &BTreeSet<&str>) -> String {
    messages_where(ftl, |id| ids.contains(id))
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
    fn cuts_a_catalogue_to_some_messages_keeping_its_terms() {
        let ftl = "-brand = Nordlys\nhello = Hej { -brand }\nbye =\n    Farvel\n    og tak\nother = Andet\n";
        let part = messages_in(ftl, &["hello", "bye", "absent"].into_iter().collect());
        assert_eq!(message_ids(&part).into_iter().collect::<Vec<_>>(), ["bye", "hello"]);
        assert!(part.contains("-brand = Nordlys") && part.contains("og tak"), "{part}");
        assert!(!part.contains("Andet"), "{part}");
    }
}
