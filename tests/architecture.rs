//! The house rules of `server/`: each capability folder imports only the folders
//! listed before it in `server/lib.rs` (so there are no import cycles between
//! folders), and no folder imports the composition root (`app.rs`, `cli.rs`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The folders in the order `lib.rs` declares them (the layers, lowest first).
fn layers(server: &Path) -> Vec<String> {
    let lib = std::fs::read_to_string(server.join("lib.rs")).unwrap();
    lib.lines()
        .filter_map(|l| l.strip_prefix("pub mod ")?.strip_suffix(';'))
        .filter(|name| server.join(name).is_dir())
        .map(str::to_owned)
        .collect()
}

/// folder -> the folders (and root modules) its code names as `crate::x`.
fn imports(server: &Path) -> BTreeMap<String, BTreeMap<String, Vec<String>>> {
    let mut files = Vec::new();
    rust_files(server, &mut files);
    let mut graph: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(server).unwrap();
        let mut parts = relative.components();
        let first = parts.next().unwrap().as_os_str().to_string_lossy().into_owned();
        if parts.next().is_none() {
            continue; // root files (lib.rs, main.rs, app.rs, cli.rs) may use anything
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (at, _) in text.match_indices("crate::") {
            let name: String =
                text[at + "crate::".len()..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
            if name != first {
                graph
                    .entry(first.clone())
                    .or_default()
                    .entry(name)
                    .or_default()
                    .push(relative.display().to_string());
            }
        }
    }
    graph
}

#[test]
fn folders_import_only_the_layers_below_them() {
    let server = Path::new(env!("CARGO_MANIFEST_DIR")).join("server");
    let order = layers(&server);
    assert!(order.len() >= 8, "lib.rs declares the capability folders: {order:?}");
    let rank: BTreeMap<&str, usize> = order.iter().enumerate().map(|(i, n)| (n.as_str(), i)).collect();
    let mut wrong = Vec::new();
    for (folder, targets) in imports(&server) {
        let Some(&own) = rank.get(folder.as_str()) else { continue };
        for (target, files) in targets {
            let allowed = rank.get(target.as_str()).is_some_and(|&r| r < own);
            if !allowed {
                let files: BTreeSet<String> = files.into_iter().collect();
                wrong.push(format!("{folder} -> {target} (in {})", files.into_iter().collect::<Vec<_>>().join(", ")));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "these imports go up or sideways in the layer order {order:?} (server/lib.rs):\n  {}",
        wrong.join("\n  ")
    );
}

#[test]
fn every_folder_says_what_it_owns() {
    let server = Path::new(env!("CARGO_MANIFEST_DIR")).join("server");
    for folder in layers(&server) {
        let text = std::fs::read_to_string(server.join(&folder).join("mod.rs")).unwrap();
        assert!(text.starts_with("//! "), "server/{folder}/mod.rs starts with a //! description");
    }
}

#[test]
fn the_root_modules_do_not_import_each_other_in_a_cycle() {
    // settings (what an instance is configured with) <- app (the composition root)
    // <- cli (the command): each names only those before it.
    let server = Path::new(env!("CARGO_MANIFEST_DIR")).join("server");
    let order = ["settings", "app", "cli"];
    let mut wrong = Vec::new();
    for (rank, module) in order.iter().enumerate() {
        let text = std::fs::read_to_string(server.join(format!("{module}.rs"))).unwrap();
        for later in &order[rank + 1..] {
            if text.contains(&format!("crate::{later}::")) || text.contains(&format!("crate::{later};")) {
                wrong.push(format!("{module}.rs -> {later}"));
            }
        }
    }
    assert!(wrong.is_empty(), "root modules import upwards in {order:?}: {wrong:?}");
}

/// The modules of a folder (its `mod.rs` aside: a file `x.rs`, or a folder `x/` whose
/// files are read as one) -> the sibling modules each names, as `super::x` (also in
/// `use super::{x, y}`; `super::super::x` from a folder's files) or `crate::<path>::x`,
/// where `path` is the folder's module path (`pages`, `pages::routes`); comments aside.
fn sibling_imports(folder: &Path, path: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut modules: BTreeMap<String, (String, [String; 2])> = BTreeMap::new();
    let read = |file: &Path| std::fs::read_to_string(file).unwrap().lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    for entry in std::fs::read_dir(folder).unwrap() {
        let file = entry.unwrap().path();
        let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
        if file.is_dir() {
            let mut inner: Vec<PathBuf> = std::fs::read_dir(&file).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "rs")).collect();
            inner.sort();
            let text = inner.iter().map(|f| read(f)).collect::<Vec<_>>().join("\n");
            modules.insert(stem, (text, ["super::super::".to_owned(), format!("crate::{path}::")]));
        } else if file.extension().is_some_and(|x| x == "rs") && stem != "mod" {
            modules.insert(stem, (read(&file), ["super::".to_owned(), format!("crate::{path}::")]));
        }
    }
    let ident = |text: &str| text.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    let mut graph = BTreeMap::new();
    for (module, (code, prefixes)) in &modules {
        let mut named = BTreeSet::new();
        for prefix in prefixes {
            for (at, _) in code.match_indices(prefix.as_str()) {
                // `super::super::x` is not `super::` + `super`.
                if prefix == "super::" && code[..at].ends_with("super::") {
                    continue;
                }
                let rest = &code[at + prefix.len()..];
                if let Some(group) = rest.strip_prefix('{') {
                    let group = &group[..group.find('}').unwrap_or(group.len())];
                    named.extend(group.split(',').map(|item| ident(item.trim())));
                } else {
                    named.insert(ident(rest));
                }
            }
        }
        named.retain(|target| target != module && modules.contains_key(target));
        graph.insert(module.clone(), named);
    }
    graph
}

/// A cycle in `graph` (as the files along it), if there is one.
fn a_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(at: &str, graph: &BTreeMap<String, BTreeSet<String>>, path: &mut Vec<String>, done: &mut BTreeSet<String>) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|p| p == at) {
            let mut cycle = path[start..].to_vec();
            cycle.push(at.to_owned());
            return Some(cycle);
        }
        if done.contains(at) {
            return None;
        }
        path.push(at.to_owned());
        for next in graph.get(at).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(at.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|file| visit(file, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_files_of_pages_do_not_import_each_other_in_a_cycle() {
    let pages = Path::new(env!("CARGO_MANIFEST_DIR")).join("server/pages");
    let graph = sibling_imports(&pages, "pages");
    assert!(graph["render"].contains("routes") && graph["routes"].contains("page"), "the graph is read: {graph:?}");
    if let Some(cycle) = a_cycle(&graph) {
        panic!("server/pages/ imports in a cycle: {}\n(all: {graph:?})", cycle.join(" -> "));
    }
    // And within the route families' folder.
    let routes = sibling_imports(&pages.join("routes"), "pages::routes");
    assert!(routes["backoffice"].contains("admin"), "the graph is read: {routes:?}");
    if let Some(cycle) = a_cycle(&routes) {
        panic!("server/pages/routes/ imports in a cycle: {}\n(all: {routes:?})", cycle.join(" -> "));
    }
}
