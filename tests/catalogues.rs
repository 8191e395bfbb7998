//! The catalogues are complete: every Danish message exists in English, German and
//! French (file by file), every message id the code uses exists in Danish, and
//! placeables survive translation.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Message id -> variables used, per file of one language.
fn catalogue(lang: &str) -> BTreeMap<String, BTreeMap<String, BTreeSet<String>>> {
    let mut files = BTreeMap::new();
    for entry in std::fs::read_dir(root().join("locales").join(lang)).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
        let mut messages = BTreeMap::new();
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(pattern) = &message.value {
                    variables(pattern, &mut vars);
                }
                messages.insert(message.id.name.to_owned(), vars);
            }
        }
        files.insert(path.file_name().unwrap().to_string_lossy().into_owned(), messages);
    }
    files
}

fn variables(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

#[test]
fn every_danish_message_exists_in_every_language_with_its_placeables() {
    let danish = catalogue("da");
    assert!(danish.len() >= 3, "the Danish catalogue is there");
    let mut problems = Vec::new();
    for lang in ["en", "de", "fr"] {
        let other = catalogue(lang);
        for (file, messages) in &danish {
            let Some(theirs) = other.get(file) else {
                problems.push(format!("locales/{lang}/{file} is missing"));
                continue;
            };
            for (id, vars) in messages {
                match theirs.get(id) {
                    None => problems.push(format!("{lang}/{file}: {id} is missing")),
                    Some(their_vars) if their_vars != vars => {
                        problems.push(format!("{lang}/{file}: {id} uses {their_vars:?}, Danish uses {vars:?}"))
                    }
                    _ => {}
                }
            }
            for id in theirs.keys().filter(|id| !messages.contains_key(*id)) {
                problems.push(format!("{lang}/{file}: {id} is not in Danish"));
            }
        }
    }
    assert!(problems.is_empty(), "{} problem(s):\n{}", problems.len(), problems.join("\n"));
}

fn walk(dir: &Path, ext: &[&str], out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, ext, out);
        } else if path.extension().is_some_and(|e| ext.iter().any(|x| e == *x)) {
            out.push(path);
        }
    }
}

#[test]
fn every_message_the_code_uses_exists_in_danish() {
    let danish: BTreeSet<String> = catalogue("da").into_values().flat_map(|m| m.into_keys()).collect();
    let mut files = Vec::new();
    walk(&root().join("app/src"), &["ts", "tsx"], &mut files);
    walk(&root().join("server"), &["rs"], &mut files);
    // Literal ids: t("id"), t("id", ...), and the server's message keys.
    let literal = regex::Regex::new(r#"\bt\(\s*"([a-z][a-z0-9-]*)""#).unwrap();
    let server_key = regex::Regex::new(
        r#"(?:ApiError::new\([^,]+,\s*|with_hint\(|\.t\([^,]+,\s*|Err\()"((?:validation|form|auth|checkout|shop|api|coming-soon|error|not-found|profile)-[a-z0-9-]*)""#,
    )
    .unwrap();
    // Template ids: t(`service-${s}`) needs at least one message with that prefix.
    let template = regex::Regex::new(r"\bt\(\s*`([a-z][a-z0-9-]*)-\$\{").unwrap();
    let mut missing = BTreeSet::new();
    let mut used = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(root()).unwrap().display().to_string();
        for capture in literal.captures_iter(&text).chain(server_key.captures_iter(&text)) {
            used += 1;
            if !danish.contains(&capture[1]) {
                missing.insert(format!("{name}: {}", &capture[1]));
            }
        }
        for capture in template.captures_iter(&text) {
            used += 1;
            let prefix = format!("{}-", &capture[1]);
            if !danish.iter().any(|id| id.starts_with(&prefix)) {
                missing.insert(format!("{name}: {prefix}*"));
            }
        }
    }
    assert!(used > 100, "the scan finds the code's messages ({used})");
    assert!(missing.is_empty(), "used but not in locales/da:\n{}", missing.into_iter().collect::<Vec<_>>().join("\n"));
}
