//! Builds the React app with esbuild (app/build.mjs) and generates `assets.rs`, which
//! embeds the server bundle, the client files, the catalogues and the favicon, so the
//! binary alone runs the site.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    let app = root.join("app");

    for watched in ["routes.json", "server/shop/media", "app/src", "app/build.mjs", "app/sprite.mjs", "app/package.json", "app/package-lock.json", "locales", "migrations"] {
        println!("cargo:rerun-if-changed={watched}");
    }

    if !app.join("node_modules/esbuild").exists() || !app.join("node_modules/react").exists() {
        panic!(
            "\n\napp/node_modules is missing: the front end cannot be built.\n\
             Install it with:  npm ci --prefix app   (or: make deps)\n\n"
        );
    }

    let app_out = out.join("app");
    let status = Command::new("node")
        .arg(app.join("build.mjs"))
        .arg(&app_out)
        .current_dir(&app)
        .status()
        .unwrap_or_else(|e| panic!("\n\ncould not run node ({e}); install Node.js 20 or newer\n\n"));
    if !status.success() {
        panic!("\n\nthe front-end build failed (node app/build.mjs), see the errors above\n\n");
    }

    let mut code = String::new();
    let server = app_out.join("server/server.js");
    writeln!(code, "pub static SERVER_BUNDLE: &str = include_str!({:?});", server).unwrap();
    let manifest = app_out.join("client/manifest.json");
    writeln!(code, "pub static CLIENT_MANIFEST: &str = include_str!({:?});", manifest).unwrap();
    writeln!(code, "pub static FAVICON_SVG: &[u8] = include_bytes!({:?});", app.join("src/images/logo.svg")).unwrap();

    let mut files = Vec::new();
    collect(&app_out.join("client"), &mut files);
    files.sort();
    code.push_str("pub static CLIENT_FILES: &[(&str, &[u8])] = &[\n");
    for file in &files {
        let name = file.strip_prefix(app_out.join("client")).unwrap().to_string_lossy().replace('\\', "/");
        if name == "manifest.json" {
            continue;
        }
        writeln!(code, "    ({name:?}, include_bytes!({file:?})),").unwrap();
    }
    code.push_str("];\n");

    let mut locales = Vec::new();
    collect(&root.join("locales"), &mut locales);
    locales.sort();
    code.push_str("pub static LOCALE_FILES: &[(&str, &str, &str)] = &[\n");
    for file in locales.iter().filter(|f| f.extension().is_some_and(|e| e == "ftl")) {
        let lang = file.parent().unwrap().file_name().unwrap().to_string_lossy();
        let name = file.file_name().unwrap().to_string_lossy();
        writeln!(code, "    ({lang:?}, {name:?}, include_str!({file:?})),").unwrap();
    }
    code.push_str("];\n");

    std::fs::write(out.join("assets.rs"), code).unwrap();

    // Product images of the local shop catalogue.
    let mut media = Vec::new();
    collect(&root.join("server/shop/media/products"), &mut media);
    media.sort();
    let mut code = String::from("pub static PRODUCT_IMAGES: &[(&str, &[u8])] = &[\n");
    for file in media.iter().filter(|f| f.extension().is_some_and(|e| e == "svg")) {
        let name = file.file_name().unwrap().to_string_lossy();
        writeln!(code, "    ({name:?}, include_bytes!({file:?})),").unwrap();
    }
    code.push_str("];\n");
    std::fs::write(out.join("media.rs"), code).unwrap();
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else {
            files.push(path);
        }
    }
}
